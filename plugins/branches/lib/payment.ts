/**
 * The "Record payment" dialog's rules: the amount typed in major units becomes minor units (parseMoney, no floating
 * point), positive and not above what is still due; the idempotency key is made once per opening of the dialog, so a
 * double click or a retry records one payment (docs/product-spec.md §11).
 */
import { parseMoney } from '@kernel/money/format';

export type AmountProblem = 'invalid' | 'zero' | 'tooMuch';

export function checkAmount(text: string, dueMinor: number): { minor: number } | { problem: AmountProblem } {
  const minor = parseMoney(text);
  if (minor === null) return { problem: 'invalid' };
  if (minor <= 0) return { problem: 'zero' };
  if (minor > dueMinor) return { problem: 'tooMuch' };
  return { minor };
}

/** 8-128 characters as the server asks; crypto.randomUUID where there is one. */
export function newIdempotencyKey(random: () => string = () => globalThis.crypto.randomUUID()): string {
  return `pay-${random()}`;
}
