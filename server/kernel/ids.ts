import { NotFoundError } from './errors.ts';

const INT4_MAX = 2_147_483_647;

/**
 * A path `{id}` as a database id, or a 404: `abc`, `-1`, `1.5`, `0` and numbers beyond int4 name no row, so they
 * are "not found" rather than a validation error (and never reach SQL as a bad cast).
 *
 * @example
 *   const id = idOr404(params.id, 'Question not found');
 */
export function idOr404(raw: string, message = 'Not found'): number {
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw new NotFoundError(message);
  const n = Number(raw);
  if (n > INT4_MAX) throw new NotFoundError(message);
  return n;
}

/** The same test without throwing: the number, or null. */
export function asId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n > INT4_MAX ? null : n;
}
