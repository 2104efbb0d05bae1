/** "Inactive for N days": N from the address or the field, a whole number 1..365; anything else is the default 14. */
export const DEFAULT_INACTIVE_DAYS = 14;

export function inactiveDaysOf(raw: string | null | undefined): number {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n >= 1 && n <= 365 ? n : DEFAULT_INACTIVE_DAYS;
}
