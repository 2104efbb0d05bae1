import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: what clients hold. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database holds: SHA-256 hex of the token. A leaked table gives no usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Plausible shape of a token before any lookup (bounded length, base64url alphabet). */
export function looksLikeToken(value: string): boolean {
  return value.length >= 16 && value.length <= 128 && /^[A-Za-z0-9_-]+$/.test(value);
}
