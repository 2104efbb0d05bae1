import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('makes a URL-friendly title', () => {
    expect(slugify('Mock Test #1: Reading!')).toBe('mock-test-1-reading');
    expect(slugify('  Café  Crème ')).toBe('cafe-creme');
    expect(slugify('পরীক্ষা ১')).not.toBe('');
    expect(slugify('')).toBe('test');
    expect(slugify(null)).toBe('test');
    expect(slugify('---')).toBe('test');
    expect(slugify('a'.repeat(200)).length).toBe(80);
  });
});
