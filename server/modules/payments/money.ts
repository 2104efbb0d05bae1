/**
 * Money arithmetic of docs/product-spec.md §11: integer minor units only, never floating point. Pure, so the
 * ledger, the registration wizard and the client's previews agree to the paisa.
 */

export type DiscountKind = 'PERCENT' | 'FIXED';

/** The largest amount we accept anywhere (PostgreSQL bigint is larger; JavaScript numbers are exact up to 2^53). */
export const MAX_MINOR = Number.MAX_SAFE_INTEGER;

function assertMinor(n: number, what: string): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be a non-negative integer of minor units, got ${n}`);
}

/**
 * What a promo code takes off a subtotal: a percentage is `floor(subtotal × percent / 100)` (computed in BigInt so no
 * product loses precision), a fixed amount at most the subtotal (a total never goes below zero).
 */
export function discountMinor(subtotalMinor: number, kind: DiscountKind, amount: number): number {
  assertMinor(subtotalMinor, 'subtotal');
  assertMinor(amount, 'amount');
  if (kind === 'PERCENT') {
    if (amount < 1 || amount > 100) throw new RangeError(`a percentage is 1..100, got ${amount}`);
    return Number((BigInt(subtotalMinor) * BigInt(amount)) / 100n);
  }
  return Math.min(amount, subtotalMinor);
}

/** Equal parts of `total`, the remainder on the first (§11); no part is zero, so fewer parts when the total is tiny. */
export function splitInstalments(totalMinor: number, parts: number): number[] {
  assertMinor(totalMinor, 'total');
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError(`parts must be a positive integer, got ${parts}`);
  if (totalMinor === 0) return [];
  const n = Math.min(parts, totalMinor);
  const base = Math.floor(totalMinor / n);
  const out = Array.from({ length: n }, () => base);
  out[0] = base + (totalMinor - base * n);
  return out;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A yyyy-MM-dd date `months` later; the day is clamped to the month's end (31 January + 1 month = 28/29 February). */
export function addMonthsIso(iso: string, months: number): string {
  const m = ISO.exec(iso);
  if (!m) throw new RangeError(`not a yyyy-MM-dd date: ${iso}`);
  const y = Number(m[1]);
  const mo = Number(m[2]) - 1 + months;
  const day = Number(m[3]);
  const year = y + Math.floor(mo / 12);
  const month = ((mo % 12) + 12) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, last))).toISOString().slice(0, 10);
}

/** A yyyy-MM-dd date `days` later (negative for earlier). */
export function addDaysIso(iso: string, days: number): string {
  const m = ISO.exec(iso);
  if (!m) throw new RangeError(`not a yyyy-MM-dd date: ${iso}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days)).toISOString().slice(0, 10);
}

/** The instalment plan of an invoice: equal parts, remainder on the first, due monthly from the issue date. */
export function instalmentPlan(totalMinor: number, parts: number, issuedOn: string): { dueOn: string; amountMinor: number }[] {
  return splitInstalments(totalMinor, parts).map((amountMinor, i) => ({ dueOn: addMonthsIso(issuedOn, i), amountMinor }));
}

/** How a payment of `amount` spreads over instalments: the named one first, then the oldest due ones. */
export function allocatePayment(
  instalments: readonly { id: number; seq: number; amountMinor: number; paidMinor: number }[],
  amountMinor: number,
  firstId?: number | null,
): { id: number; addMinor: number }[] {
  assertMinor(amountMinor, 'amount');
  const order = [...instalments].sort((a, b) => a.seq - b.seq);
  if (firstId != null) {
    const i = order.findIndex((x) => x.id === firstId);
    if (i > 0) order.unshift(...order.splice(i, 1));
  }
  let left = amountMinor;
  const out: { id: number; addMinor: number }[] = [];
  for (const x of order) {
    if (left === 0) break;
    const open = x.amountMinor - x.paidMinor;
    if (open <= 0) continue;
    const add = Math.min(open, left);
    out.push({ id: x.id, addMinor: add });
    left -= add;
  }
  return out;
}

/** The invoice's status from its paid amount (void stays void). */
export function invoiceStatus(totalMinor: number, paidMinor: number): 'unpaid' | 'partial' | 'paid' {
  if (paidMinor >= totalMinor) return 'paid';
  return paidMinor === 0 ? 'unpaid' : 'partial';
}

/** `INV-2026-000042`: a per-centre sequence within the year. */
export function documentNumber(prefix: 'INV' | 'RCP', year: number, seq: number): string {
  return `${prefix}-${year}-${String(seq).padStart(6, '0')}`;
}
