import { describe, expect, it } from 'vitest';
import { audienceErrors, checkResponse, inAudience, isLive, isPending, ratingCounts, shortName, windowErrors } from './rules.ts';

const at = (h: number) => new Date(Date.UTC(2026, 0, 1, h));

describe('audience matching', () => {
  const student = { userId: 7, groupIds: [2, 3] };
  it('all, a named student, or a student of a named group', () => {
    expect(inAudience({ all: true, groupIds: [], studentIds: [] }, student)).toBe(true);
    expect(inAudience({ all: false, groupIds: [], studentIds: [7] }, student)).toBe(true);
    expect(inAudience({ all: false, groupIds: [3], studentIds: [] }, student)).toBe(true);
    expect(inAudience({ all: false, groupIds: [4], studentIds: [8] }, student)).toBe(false);
  });
  it('an audience must name someone', () => {
    expect(audienceErrors({ all: false })).toHaveProperty('audience');
    expect(audienceErrors({ all: false, group_ids: [], student_ids: [] })).toHaveProperty('audience');
    expect(audienceErrors({ all: false, student_ids: [1] })).toEqual({});
    expect(audienceErrors({ all: true })).toEqual({});
  });
});

describe('the active window', () => {
  const p = { status: 'active' as const, startsAt: at(9), endsAt: at(17) };
  it('live from the start, not at the end, and only when active', () => {
    expect(isLive(p, at(8))).toBe(false);
    expect(isLive(p, at(9))).toBe(true);
    expect(isLive(p, at(16))).toBe(true);
    expect(isLive(p, at(17))).toBe(false);
    expect(isLive({ ...p, status: 'draft' }, at(10))).toBe(false);
    expect(isLive({ ...p, status: 'archived' }, at(10))).toBe(false);
  });
  it('the end must come after the start', () => {
    expect(windowErrors(at(9), at(9))).toHaveProperty('ends_at');
    expect(windowErrors(at(10), at(9))).toHaveProperty('ends_at');
    expect(windowErrors(at(9), at(10))).toEqual({});
  });
  it('pending until dismissed or, for a question, answered', () => {
    expect(isPending('notice', null, false)).toBe(true);
    expect(isPending('notice', { dismissedAt: at(1) }, false)).toBe(false);
    expect(isPending('feedback', { dismissedAt: null }, true)).toBe(false);
    expect(isPending('forum', null, false)).toBe(true);
  });
});

describe('response validation', () => {
  it('a notice and a blog share take no answer', () => {
    expect(checkResponse('notice', { text: 'hi' })).toEqual({ ok: false, errors: { kind: ['A notice takes no answer.'] } });
    expect(checkResponse('blog-share', { text: 'hi' }).ok).toBe(false);
  });
  it('feedback needs a rating; the comment is optional; answered once', () => {
    expect(checkResponse('feedback', { text: 'x' })).toMatchObject({ ok: false, errors: { rating: expect.any(Array) } });
    expect(checkResponse('feedback', { rating: 4 })).toEqual({ ok: true, value: { text: '', rating: 4, single: true } });
  });
  it('a suggestion and a forum reply need text and no rating; forum replies are many', () => {
    expect(checkResponse('suggestion', { text: '  ' }).ok).toBe(false);
    expect(checkResponse('suggestion', { text: 'x', rating: 3 })).toMatchObject({ ok: false, errors: { rating: expect.any(Array) } });
    expect(checkResponse('suggestion', { text: ' More tests ' })).toEqual({ ok: true, value: { text: 'More tests', rating: null, single: true } });
    expect(checkResponse('forum', { text: 'Me too' })).toEqual({ ok: true, value: { text: 'Me too', rating: null, single: false } });
  });
  it('names a forum author by first name and initial; counts ratings', () => {
    expect(shortName('Arif', 'hasan')).toBe('Arif H.');
    expect(shortName('Mono', '')).toBe('Mono');
    expect(ratingCounts([4, 4, 1, null, 5])).toEqual([1, 0, 0, 2, 1]);
  });
});
