/** Renewal rules of the expiry dialog (docs/product-spec.md §2 start-up dialogs, §11). Pure. */

interface EnrollmentLike {
  status: string;
  starts_on: string | null;
  ends_on: string | null;
}

/** yyyy-MM-dd of a day in the browser's calendar. */
export function isoDay(d: Date = new Date()): string {
  const m = String(d.getMonth() + 1).padStart(2, '0');
  const day = String(d.getDate()).padStart(2, '0');
  return `${d.getFullYear()}-${m}-${day}`;
}

/** Access is back when an enrollment runs today (started, not ended). */
export function runsToday(e: EnrollmentLike | null | undefined, today: string = isoDay()): boolean {
  if (!e || e.status !== 'active' || !e.starts_on) return false;
  return e.starts_on <= today && (e.ends_on === null || e.ends_on >= today);
}

/** The package to offer first: the one held last (a renewal), else the first on the list. */
export function defaultChoice(options: readonly { id: number }[], latestPackageId: number | null): number | null {
  if (latestPackageId !== null && options.some((o) => o.id === latestPackageId)) return latestPackageId;
  return options[0]?.id ?? null;
}

/** One key per attempt, so a double click or a retried request asks once. */
export function newIdempotencyKey(random: () => string = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`)): string {
  return `renew-${random()}`;
}
