import { describe, expect, it } from 'vitest';
import { pooled } from './mail.ts';

describe('pooled', () => {
  it('switches on the connection pool and keeps the rest of the address', () => {
    const url = new URL(pooled('smtp://user:secret@127.0.0.1:2525'));
    expect(url.searchParams.get('pool')).toBe('true');
    expect(Number(url.searchParams.get('maxConnections'))).toBeGreaterThan(1);
    expect(`${url.protocol}//${url.username}:${url.password}@${url.host}`).toBe('smtp://user:secret@127.0.0.1:2525');
  });

  it('leaves a pool setting the address already makes', () => {
    const url = new URL(pooled('smtps://mail.example.com:465?pool=false&maxConnections=2'));
    expect(url.searchParams.get('pool')).toBe('false');
    expect(url.searchParams.get('maxConnections')).toBe('2');
  });
});
