/**
 * Pure rules of schedules and live classes (README.md, docs/product-spec.md §19): which booked sessions clash with a
 * new one, where a live class stands against the server's clock, when its reminder is due, and whether a time zone
 * name is one the runtime knows. No database, no clock of its own: the service passes `now`.
 */

/** What the clash check needs of a session (stored or proposed). Periods are half-open: [startsAt, endsAt). */
export interface Booking {
  id?: number;
  title: string;
  trainerId: number;
  /** '' for none (an online class takes no room) */
  room: string;
  groupIds: readonly number[];
  startsAt: Date;
  endsAt: Date;
}

export type ClashField = 'trainer_id' | 'room' | 'group_ids';
export interface Clash {
  field: ClashField;
  with: { id: number; title: string; starts_at: string; ends_at: string };
}

/** Two half-open periods overlap when each starts before the other ends: a class ending at 10:00 and one starting at 10:00 do not. */
export function overlaps(a: { startsAt: Date; endsAt: Date }, b: { startsAt: Date; endsAt: Date }): boolean {
  return a.startsAt.getTime() < b.endsAt.getTime() && b.startsAt.getTime() < a.endsAt.getTime();
}

/** Rooms are typed by hand: "Room 2" and " room 2 " are the same room. */
export function roomKey(room: string): string {
  return room.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The clashes of `candidate` with `booked` (the same centre's sessions; the candidate itself, by id, is skipped so an
 * edit does not clash with its old self): one per field, naming the earliest clashing session, in the order trainer,
 * room, group. Empty when it fits.
 */
export function findClashes(candidate: Booking, booked: readonly Booking[]): Clash[] {
  const others = booked
    .filter((b) => b.id !== undefined && b.id !== candidate.id && overlaps(candidate, b))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id! - b.id!);
  const room = roomKey(candidate.room);
  const groups = new Set(candidate.groupIds);
  const tests: Array<[ClashField, (b: Booking) => boolean]> = [
    ['trainer_id', (b) => b.trainerId === candidate.trainerId],
    ['room', (b) => room !== '' && roomKey(b.room) === room],
    ['group_ids', (b) => b.groupIds.some((g) => groups.has(g))],
  ];
  const out: Clash[] = [];
  for (const [field, test] of tests) {
    const hit = others.find(test);
    if (hit) out.push({ field, with: { id: hit.id!, title: hit.title, starts_at: hit.startsAt.toISOString(), ends_at: hit.endsAt.toISOString() } });
  }
  return out;
}

const CLASH_TEXT: Record<ClashField, string> = {
  trainer_id: 'The trainer already teaches',
  room: 'The room is already booked for',
  group_ids: 'A group already has',
};

/** The 422 per field: `{ trainer_id: ['The trainer already teaches "Speaking" (#12, 2026-05-01T09:00:00.000Z to ...).'] }`. */
export function clashErrors(clashes: readonly Clash[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const c of clashes) errors[c.field] = [`${CLASH_TEXT[c.field]} "${c.with.title}" (#${c.with.id}, ${c.with.starts_at} to ${c.with.ends_at}) at that time.`];
  return errors;
}

export type LiveStatus = 'upcoming' | 'live' | 'ended';

/** Where a class stands at `now`: live while starts_at <= now < ends_at. */
export function liveStatus(s: { startsAt: Date; endsAt: Date }, now: Date): LiveStatus {
  if (now.getTime() < s.startsAt.getTime()) return 'upcoming';
  return now.getTime() < s.endsAt.getTime() ? 'live' : 'ended';
}

/** A student may open the meeting from this long before the start until the end. */
export const JOIN_OPENS_MINUTES = 15;

export function joinable(s: { startsAt: Date; endsAt: Date }, now: Date): boolean {
  return now.getTime() >= s.startsAt.getTime() - JOIN_OPENS_MINUTES * 60_000 && now.getTime() < s.endsAt.getTime();
}

/** When the reminder goes out: `minutes` before the start, never before now (a class set up late is reminded at once). */
export function reminderAt(startsAt: Date, minutes: number, now: Date): Date {
  const at = new Date(startsAt.getTime() - minutes * 60_000);
  return at.getTime() < now.getTime() ? now : at;
}

/** The reminder's queue key: one per class and start, so a moved class gets a new job and the old one finds nothing to do. */
export function reminderKey(sessionId: number, startsAt: Date): string {
  return `live-class.reminder:${sessionId}:${startsAt.toISOString()}`;
}

/** An IANA zone the runtime (ICU) knows, e.g. Asia/Dhaka; "UTC" too. */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** "Mon 4 May 2026, 15:30 (Asia/Dhaka)": the time as the centre reads it, for mails and the calendar feed. */
export function centreTime(at: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  return `${text} (${timeZone})`;
}
