import { hash, verify } from '@node-rs/argon2';

// Argon2id (algorithm 2), OWASP's m=19 MiB, t=2, p=1. The async API runs on libuv's pool: off the main thread.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * The stored hash of a user who has no password yet (an invitation not taken up, docs/product-spec.md §10): no
 * password matches it, and checking it takes the time of a real verification. Cheap to write, so an import of
 * thousands of invited students hashes nothing.
 */
export const NO_PASSWORD = '!no-password';

let dummy: Promise<string> | undefined;

/** Verifies; with no stored hash it still spends the time of one verification (no user-enumeration timing). */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored || stored === NO_PASSWORD) {
    dummy ??= hashPassword('timing-equaliser-0');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
