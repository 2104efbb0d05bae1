import { describe, expect, it } from 'vitest';
import { earnedAchievements, longestStreak, newlyEarned, progressOf, type TaskState } from './achievements.ts';

const t = (status: TaskState['status'], section: TaskState['section'] = null, doneOn: string | null = null): TaskState => ({ status, section, doneOn });

describe('longestStreak', () => {
  it('counts consecutive days once each, across month ends, ignoring repeats and gaps', () => {
    expect(longestStreak([])).toBe(0);
    expect(longestStreak(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-01'])).toBe(3);
    expect(longestStreak(['2026-03-01', '2026-03-03', '2026-03-04'])).toBe(2);
    expect(longestStreak(['not-a-day', '2026-03-01'])).toBe(1);
  });
});

describe('progressOf', () => {
  it('gives whole percents of done tasks; skipped is not done', () => {
    expect(progressOf([])).toEqual({ total: 0, done: 0, skipped: 0, percent: 0 });
    expect(progressOf([t('done'), t('skipped'), t('todo')])).toEqual({ total: 3, done: 1, skipped: 1, percent: 33 });
  });
});

describe('earnedAchievements', () => {
  it('earns nothing before the first done task', () => {
    expect(earnedAchievements([t('todo'), t('skipped')])).toEqual([]);
    expect(earnedAchievements([])).toEqual([]);
  });

  it('first task, and half the plan at exactly 50 %', () => {
    expect(earnedAchievements([t('done', null, '2026-01-01'), t('todo'), t('todo')])).toEqual(['first-task']);
    expect(earnedAchievements([t('done', null, '2026-01-01'), t('todo')])).toEqual(['first-task', 'half-plan']);
  });

  it('a section is complete when every task of it is done (a skipped one keeps it open)', () => {
    const tasks = [t('done', 'reading', '2026-01-01'), t('done', 'reading', '2026-01-01'), t('skipped', 'writing'), t('todo', 'speaking')];
    expect(earnedAchievements(tasks)).toEqual(['first-task', 'half-plan', 'section-reading']);
  });

  it('streaks of 3 and 7 days by the day tasks were ticked', () => {
    const days = ['2026-02-01', '2026-02-02', '2026-02-03', '2026-02-04', '2026-02-05', '2026-02-06'];
    const six = days.map((d) => t('done', null, d));
    expect(earnedAchievements([...six, t('todo'), t('todo'), t('todo'), t('todo'), t('todo'), t('todo'), t('todo')])).toEqual(['first-task', 'streak-3']);
    expect(earnedAchievements([...six, t('done', null, '2026-02-07'), t('todo')])).toContain('streak-7');
  });

  it('the plan is finished when nothing is left to do', () => {
    expect(earnedAchievements([t('done', 'listening', '2026-01-01'), t('skipped', 'listening')])).toContain('plan-finished');
    expect(earnedAchievements([t('done', 'listening', '2026-01-01'), t('todo')])).not.toContain('plan-finished');
  });

  it('newlyEarned leaves out what is stored', () => {
    expect(newlyEarned([t('done', null, '2026-01-01'), t('todo')], ['first-task'])).toEqual(['half-plan']);
  });
});
