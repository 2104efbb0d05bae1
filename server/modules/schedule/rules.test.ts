import { describe, expect, it } from 'vitest';
import { centreTime, clashErrors, findClashes, isTimeZone, joinable, liveStatus, overlaps, reminderAt, reminderKey, type Booking } from './rules.ts';

const at = (hhmm: string) => new Date(`2026-05-04T${hhmm}:00Z`);
const b = (o: Partial<Booking> & { id?: number }): Booking => ({ title: 'Speaking', trainerId: 1, room: '', groupIds: [], startsAt: at('09:00'), endsAt: at('10:00'), ...o });

describe('overlaps', () => {
  it('is half-open: back-to-back sessions do not overlap', () => {
    expect(overlaps(b({}), b({ startsAt: at('10:00'), endsAt: at('11:00') }))).toBe(false);
    expect(overlaps(b({}), b({ startsAt: at('09:59'), endsAt: at('11:00') }))).toBe(true);
    expect(overlaps(b({}), b({ startsAt: at('08:00'), endsAt: at('09:00') }))).toBe(false);
    expect(overlaps(b({}), b({ startsAt: at('09:15'), endsAt: at('09:30') }))).toBe(true);
  });
});

describe('findClashes', () => {
  const booked = [
    b({ id: 1, title: 'A', trainerId: 7, room: 'Room 2', groupIds: [10] }),
    b({ id: 2, title: 'B', trainerId: 8, room: '', groupIds: [11, 12], startsAt: at('09:30'), endsAt: at('11:00') }),
    b({ id: 3, title: 'C', trainerId: 7, room: 'Room 2', groupIds: [10], startsAt: at('12:00'), endsAt: at('13:00') }),
  ];
  it('fits when nothing is shared at the same time', () => {
    expect(findClashes(b({ trainerId: 9, room: 'Room 3', groupIds: [13] }), booked)).toEqual([]);
    expect(findClashes(b({ trainerId: 7, room: 'Room 2', groupIds: [10], startsAt: at('10:00'), endsAt: at('12:00') }), booked)).toEqual([]);
  });
  it('names the trainer, the room (case and spaces ignored) and the group clashes with the session', () => {
    const c = findClashes(b({ trainerId: 7, room: ' room  2 ', groupIds: [12] }), booked);
    expect(c.map((x) => x.field)).toEqual(['trainer_id', 'room', 'group_ids']);
    expect(c[0]!.with).toEqual({ id: 1, title: 'A', starts_at: '2026-05-04T09:00:00.000Z', ends_at: '2026-05-04T10:00:00.000Z' });
    expect(c[2]!.with.id).toBe(2);
  });
  it('an empty room clashes with nothing; an edit does not clash with itself', () => {
    expect(findClashes(b({ trainerId: 99, room: '', groupIds: [] }), booked)).toEqual([]);
    expect(findClashes(b({ id: 1, trainerId: 7, room: 'Room 2', groupIds: [10] }), booked)).toEqual([]);
  });
  it('names the earliest clashing session', () => {
    const c = findClashes(b({ trainerId: 1, groupIds: [10, 11], startsAt: at('08:00'), endsAt: at('12:30') }), booked);
    expect(c).toEqual([{ field: 'group_ids', with: expect.objectContaining({ id: 1 }) }]);
  });
  it('clashErrors gives one message per field naming the session', () => {
    const e = clashErrors(findClashes(b({ trainerId: 7 }), booked));
    expect(Object.keys(e)).toEqual(['trainer_id']);
    expect(e.trainer_id![0]).toContain('"A" (#1');
  });
});

describe('live status, join window and reminder time', () => {
  const s = { startsAt: at('09:00'), endsAt: at('10:00') };
  it('upcoming before the start, live from the start, ended at the end', () => {
    expect(liveStatus(s, at('08:59'))).toBe('upcoming');
    expect(liveStatus(s, at('09:00'))).toBe('live');
    expect(liveStatus(s, at('10:00'))).toBe('ended');
  });
  it('opens 15 minutes before the start and closes at the end', () => {
    expect(joinable(s, at('08:44'))).toBe(false);
    expect(joinable(s, at('08:45'))).toBe(true);
    expect(joinable(s, at('09:59'))).toBe(true);
    expect(joinable(s, at('10:00'))).toBe(false);
  });
  it('the reminder is due minutes before, never in the past; its key changes with the start', () => {
    expect(reminderAt(at('09:00'), 30, at('07:00')).toISOString()).toBe(at('08:30').toISOString());
    expect(reminderAt(at('09:00'), 30, at('08:50')).toISOString()).toBe(at('08:50').toISOString());
    expect(reminderKey(5, at('09:00'))).not.toBe(reminderKey(5, at('09:05')));
  });
});

describe('time zones', () => {
  it('knows IANA names and refuses others', () => {
    expect(isTimeZone('Asia/Dhaka')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
  it('writes the time as the centre reads it, naming the zone', () => {
    expect(centreTime(at('09:00'), 'Asia/Dhaka')).toBe('Mon, 4 May 2026, 15:00 (Asia/Dhaka)');
    expect(centreTime(at('09:00'), 'UTC')).toContain('09:00 (UTC)');
  });
});
