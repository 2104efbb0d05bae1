/** Pure clock formatting for timers: 425 -> "07:05", 3900 -> "65:00"; negatives and fractions round up to whole seconds, never below 0. */
export function formatClock(seconds: number): string {
  const s = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  const m = Math.floor(s / 60);
  const rest = s % 60;
  return `${String(m).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** True when `remaining` sits on a whole minute (announced politely to screen readers), 0 excluded. */
export function isMinuteBoundary(remaining: number): boolean {
  return remaining > 0 && remaining % 60 === 0;
}
