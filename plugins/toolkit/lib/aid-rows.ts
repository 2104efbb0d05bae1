// Pure list logic of the explanation and sample-answer pages (no React, no I/O).

export interface AidRowLike {
  id: number;
  organization_id: number | null;
  question: { id: number } | null;
  question_type: { id: number };
  is_default: boolean;
  status: 'active' | 'inactive';
}

const sameTarget = (a: AidRowLike, b: AidRowLike) =>
  a.organization_id === b.organization_id && a.question_type.id === b.question_type.id && (a.question?.id ?? null) === (b.question?.id ?? null);

/** The rows as they will be once `id` is (or is no longer) the default: one default per owner and target, as the
 * server keeps it, so the optimistic change matches the answer. */
export function withDefault<T extends AidRowLike>(rows: readonly T[], id: number, on: boolean): T[] {
  const target = rows.find((r) => r.id === id);
  if (!target) return [...rows];
  return rows.map((r) => (r.id === id ? { ...r, is_default: on } : on && r.is_default && sameTarget(r, target) ? { ...r, is_default: false } : r));
}

/** Switching a row off also clears its default flag (the server does the same). */
export function withStatus<T extends AidRowLike>(rows: readonly T[], id: number, status: 'active' | 'inactive'): T[] {
  return rows.map((r) => (r.id === id ? { ...r, status, is_default: status === 'inactive' ? false : r.is_default } : r));
}

/** "1 min 30 s", "45 s", "20 min" from seconds, with the unit words given (en or bn). */
export function formatSeconds(sec: number, words: { min: string; s: string }): string {
  const m = Math.floor(sec / 60);
  const s = sec % 60;
  if (m === 0) return `${s} ${words.s}`;
  return s === 0 ? `${m} ${words.min}` : `${m} ${words.min} ${s} ${words.s}`;
}
