/**
 * The iCalendar feed's text (RFC 5545) from a user's sessions, built with the `ics` library (escaping, line folding,
 * UTC times). Times go out in UTC (`...Z`): every calendar shows them in its own zone, so the feed needs no VTIMEZONE.
 */
import { createEvents, type EventAttributes } from 'ics';

export interface FeedEvent {
  id: number;
  kind: 'class' | 'live';
  title: string;
  startsAt: Date;
  endsAt: Date;
  room: string;
  groups: readonly string[];
  trainer: string;
  /** the centre's page of the event (the live-class page for a student) */
  url: string | null;
  updatedAt: Date;
}

/** A stable UID per session and centre host: a calendar updates the event instead of adding a copy. */
export function eventUid(id: number, host: string): string {
  return `schedule-${id}@${host}`;
}

export function buildFeed(events: readonly FeedEvent[], opts: { calendarName: string; host: string }): string {
  if (events.length === 0) return emptyFeed(opts.calendarName);
  const items: EventAttributes[] = events.map((e) => ({
    uid: eventUid(e.id, opts.host),
    title: e.title,
    start: e.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: e.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    description: [e.kind === 'live' ? 'Live class' : 'Class', e.trainer && `Trainer: ${e.trainer}`, e.groups.length ? `Groups: ${e.groups.join(', ')}` : ''].filter(Boolean).join('\n'),
    ...(e.room ? { location: e.room } : {}),
    ...(e.url ? { url: e.url } : {}),
    lastModified: e.updatedAt.getTime(),
    productId: 'pte-coaching/schedule',
    calName: opts.calendarName,
  }));
  const { error, value } = createEvents(items);
  if (error || !value) throw error ?? new Error('ics: no output');
  return value;
}

/** `ics` refuses an empty list; a calendar without events is still a valid feed. */
function emptyFeed(name: string): string {
  const esc = name.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'CALSCALE:GREGORIAN', 'PRODID:pte-coaching/schedule', 'METHOD:PUBLISH', `X-WR-CALNAME:${esc}`, 'END:VCALENDAR', ''].join('\r\n');
}
