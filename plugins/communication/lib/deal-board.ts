/** The deal board's pure parts: columns by stage, and the keyboard's left/right moves. */
import type { Deal, DealStage } from '@server/modules/contacts/contracts.ts';

export const STAGES: readonly DealStage[] = ['new', 'contacted', 'trial', 'negotiation', 'won', 'lost'];

/** Deals grouped by stage, every stage present (an empty column too), in the order given. */
export function columnsOf(deals: readonly Deal[]): Record<DealStage, Deal[]> {
  const out = Object.fromEntries(STAGES.map((s) => [s, [] as Deal[]])) as Record<DealStage, Deal[]>;
  for (const d of deals) out[d.stage].push(d);
  return out;
}

/** The stage one step left (-1) or right (+1), or null at the board's edge. */
export function neighbour(stage: DealStage, direction: -1 | 1): DealStage | null {
  const i = STAGES.indexOf(stage) + direction;
  return i >= 0 && i < STAGES.length ? STAGES[i]! : null;
}

/** A deal moved on the client before the server answers (the board stays where the user put it). */
export function withStage(deals: readonly Deal[], id: number, stage: DealStage): Deal[] {
  return deals.map((d) => (d.id === id ? { ...d, stage } : d));
}

/** 1500000 minor units -> "15,000" (two decimals only when there are any). */
export function money(minor: number, locale: string): string {
  const major = minor / 100;
  return major.toLocaleString(locale === 'bn' ? 'bn-BD' : 'en', { minimumFractionDigits: Number.isInteger(major) ? 0 : 2, maximumFractionDigits: 2 });
}

/** "15000.50" typed by a user -> minor units, or null when it is not an amount. */
export function toMinor(text: string): number | null {
  const t = text.trim().replace(/,/g, '');
  if (t === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}
