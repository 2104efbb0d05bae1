/**
 * Times as the viewer reads them (docs/product-spec.md §19): the API sends UTC ISO strings; a page shows them in the
 * viewer's own zone (the browser's) and names the centre's zone when its clock differs, so a student abroad sees
 * both. Intl does the zone arithmetic (no tz database in the bundle).
 */

/** The viewer's IANA zone, as the browser reports it. */
export function viewerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const LOCALES: Record<string, string> = { en: 'en-GB', bn: 'bn-BD' };
const localeOf = (lang: string) => LOCALES[lang] ?? 'en-GB';

/** Minutes east of UTC of `zone` at `at` (Asia/Dhaka: 360). */
export function offsetMinutes(zone: string, at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(at)
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour! % 24, parts.minute!, parts.second!);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** Whether two zones show different clocks at `at` (Asia/Dhaka and Asia/Thimphu do not). */
export function zonesDiffer(a: string, b: string, at: Date): boolean {
  return a !== b && offsetMinutes(a, at) !== offsetMinutes(b, at);
}

/** "4 May 2026, 15:00" in `zone`, in the reader's language. */
export function formatInZone(iso: string | Date, zone: string, lang = 'en'): string {
  return new Intl.DateTimeFormat(localeOf(lang), { timeZone: zone, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/** "15:00" in `zone`. */
export function timeInZone(iso: string | Date, zone: string, lang = 'en'): string {
  return new Intl.DateTimeFormat(localeOf(lang), { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/** "4 May 2026, 15:00 – 16:30" in `zone` (the end's date only when it is another day). */
export function formatRange(startIso: string, endIso: string, zone: string, lang = 'en'): string {
  const day = (d: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(d));
  const end = day(startIso) === day(endIso) ? timeInZone(endIso, zone, lang) : formatInZone(endIso, zone, lang);
  return `${formatInZone(startIso, zone, lang)} – ${end}`;
}

/**
 * What a time shows: in the viewer's zone, and, when the centre's clock differs, the same in the centre's zone with
 * its name (`centre` null when they agree).
 */
export function zonedRange(startIso: string, endIso: string, centreZone: string, lang = 'en', viewer = viewerZone()): { local: string; centre: string | null } {
  const local = formatRange(startIso, endIso, viewer, lang);
  if (!zonesDiffer(viewer, centreZone, new Date(startIso))) return { local, centre: null };
  return { local, centre: `${formatRange(startIso, endIso, centreZone, lang)} (${centreZone})` };
}

/** A `datetime-local` input's value (the viewer's wall clock) as an ISO time with its zone, for the API. */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const d = new Date(`${value}:00`);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** An ISO time as a `datetime-local` value in the viewer's zone. */
export function isoToLocalInput(iso: string | Date): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}
