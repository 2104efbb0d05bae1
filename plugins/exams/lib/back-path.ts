/**
 * Where a quiz's summary leads back to: a page of this app that sent the student here (`?back=`, e.g. the online
 * class chapter that holds the quiz). Only a path on this origin is taken, so the parameter cannot send anyone to
 * another site; anything else is null and the summary leads to the quiz list.
 */
export function safeBackPath(raw: string | null): string | null {
  if (!raw || raw.length > 500) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if (raw.includes('\\') || [...raw].some((ch) => ch.charCodeAt(0) < 32)) return null;
  return raw;
}
