import { describe, expect, it } from 'vitest';
import { buildFeed, type FeedEvent } from './ics.ts';

/** A small RFC 5545 reader: unfolds lines, splits VEVENTs, unescapes text values (enough to read our feed back). */
function parse(text: string): { calendar: Record<string, string>; events: Array<Record<string, string>> } {
  const lines = text.replace(/\r\n[ \t]/g, '').split(/\r\n/).filter(Boolean);
  const calendar: Record<string, string> = {};
  const events: Array<Record<string, string>> = [];
  let cur: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') { cur = {}; continue; }
    if (line === 'END:VEVENT') { events.push(cur!); cur = null; continue; }
    const i = line.indexOf(':');
    const key = line.slice(0, i).split(';')[0]!;
    const value = line.slice(i + 1).replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1');
    (cur ?? calendar)[key] = value;
  }
  return { calendar, events };
}

const ev = (o: Partial<FeedEvent> = {}): FeedEvent => ({
  id: 4, kind: 'live', title: 'Speaking; describe image, part 2', startsAt: new Date('2026-05-04T09:00:00Z'), endsAt: new Date('2026-05-04T10:30:00Z'),
  room: '', groups: ['Morning', 'Evening'], trainer: 'Tanvir Hasan', url: 'http://alpha.localhost:3000/student/live-class/next-live', updatedAt: new Date('2026-05-01T00:00:00Z'), ...o,
});

describe('buildFeed', () => {
  it('writes one VEVENT per session in UTC with a stable uid, read back intact', () => {
    const text = buildFeed([ev(), ev({ id: 5, kind: 'class', title: 'Writing', room: 'Room 2', url: null })], { calendarName: 'Alpha PTE Academy', host: 'alpha.localhost' });
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const { calendar, events } = parse(text);
    expect(calendar.VERSION).toBe('2.0');
    expect(calendar['X-WR-CALNAME']).toBe('Alpha PTE Academy');
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      UID: 'schedule-4@alpha.localhost', SUMMARY: 'Speaking; describe image, part 2', DTSTART: '20260504T090000Z', DTEND: '20260504T103000Z',
      URL: 'http://alpha.localhost:3000/student/live-class/next-live',
    });
    expect(events[0]!.DESCRIPTION).toBe('Live class\nTrainer: Tanvir Hasan\nGroups: Morning, Evening');
    expect(events[1]).toMatchObject({ UID: 'schedule-5@alpha.localhost', LOCATION: 'Room 2', SUMMARY: 'Writing' });
    expect(events[1]!.URL).toBeUndefined();
  });
  it('folds long lines at 75 octets', () => {
    const text = buildFeed([ev({ title: 'x'.repeat(300) })], { calendarName: 'A', host: 'h' });
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(parse(text).events[0]!.SUMMARY).toBe('x'.repeat(300));
  });
  it('an empty schedule is still a calendar', () => {
    const { calendar, events } = parse(buildFeed([], { calendarName: 'Beta, centre', host: 'h' }));
    expect(events).toEqual([]);
    expect(calendar['X-WR-CALNAME']).toBe('Beta, centre');
  });
});
