import { describe, expect, it } from 'vitest';
import { TASK_STATUSES } from './contracts.ts';
import { canMove, completedAtAfter, isOverdue, moveError, TRANSITIONS } from './rules.ts';

describe('status moves', () => {
  it('allows the listed moves and staying put', () => {
    expect(canMove('open', 'in-progress')).toBe(true);
    expect(canMove('open', 'done')).toBe(true);
    expect(canMove('in-progress', 'done')).toBe(true);
    expect(canMove('in-progress', 'open')).toBe(true);
    expect(canMove('done', 'open')).toBe(true);
    for (const s of TASK_STATUSES) expect(canMove(s, s)).toBe(true);
  });
  it('refuses a done task going straight back to in progress, naming the allowed moves', () => {
    expect(canMove('done', 'in-progress')).toBe(false);
    expect(moveError('done', 'in-progress')).toBe('A task that is done cannot become in-progress; allowed: open.');
    expect(moveError('open', 'done')).toBeNull();
  });
  it('every status can reach done and back to open', () => {
    for (const s of TASK_STATUSES) {
      expect(canMove(s, 'done')).toBe(true);
      expect(canMove(s, 'open')).toBe(true);
    }
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...TASK_STATUSES].sort());
  });
});

describe('overdue', () => {
  const now = new Date('2026-05-01T10:00:00Z');
  it('is due before now and not done', () => {
    expect(isOverdue({ status: 'open', dueAt: new Date('2026-05-01T09:59:59Z') }, now)).toBe(true);
    expect(isOverdue({ status: 'in-progress', dueAt: new Date('2026-04-01T00:00:00Z') }, now)).toBe(true);
  });
  it('is not overdue when done, without a due time, or due exactly now or later', () => {
    expect(isOverdue({ status: 'done', dueAt: new Date('2026-04-01T00:00:00Z') }, now)).toBe(false);
    expect(isOverdue({ status: 'open', dueAt: null }, now)).toBe(false);
    expect(isOverdue({ status: 'open', dueAt: new Date(now) }, now)).toBe(false);
    expect(isOverdue({ status: 'open', dueAt: new Date('2026-05-02T00:00:00Z') }, now)).toBe(false);
  });
  it('compares instants, whatever zone the time was written in', () => {
    // 15:59 in Dhaka (+06:00) is 09:59 UTC: before now
    expect(isOverdue({ status: 'open', dueAt: new Date('2026-05-01T15:59:00+06:00') }, now)).toBe(true);
  });
});

describe('completion time', () => {
  const now = new Date('2026-05-01T10:00:00Z');
  const before = new Date('2026-04-30T10:00:00Z');
  it('is set on becoming done, kept while done, cleared on reopening', () => {
    expect(completedAtAfter('open', 'done', null, now)).toEqual(now);
    expect(completedAtAfter('done', 'done', before, now)).toEqual(before);
    expect(completedAtAfter('done', 'open', before, now)).toBeNull();
    expect(completedAtAfter('open', 'in-progress', null, now)).toBeNull();
  });
});
