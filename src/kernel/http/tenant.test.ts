import { describe, expect, it } from 'vitest';
import { tenantFromHost } from './tenant';

describe('tenantFromHost', () => {
  it('takes the sub-domain of the platform domain', () => {
    expect(tenantFromHost('alpha.localhost:3000')).toBe('alpha');
    expect(tenantFromHost('beta.localhost')).toBe('beta');
    expect(tenantFromHost('alpha.pte.example.com', 'pte.example.com')).toBe('alpha');
  });
  it('sends no tenant on the bare platform domain or a foreign host', () => {
    expect(tenantFromHost('localhost:3000')).toBeNull();
    expect(tenantFromHost('pte.example.com', 'pte.example.com')).toBeNull();
    expect(tenantFromHost('127.0.0.1:3000')).toBeNull();
  });
});
