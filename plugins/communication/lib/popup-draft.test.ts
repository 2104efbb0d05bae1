import { describe, expect, it } from 'vitest';
import { createBody, draftErrors, emptyDraft, fromLocalInput, toLocalInput, updateBody } from './popup-draft';

describe('the popup draft', () => {
  it('reads a datetime-local value in the viewer zone and sends it with a zone', () => {
    const iso = fromLocalInput('2026-03-01T09:30');
    expect(iso).toMatch(/Z$/);
    expect(toLocalInput(iso!)).toBe('2026-03-01T09:30');
    expect(fromLocalInput('2026-03-01')).toBeNull();
    expect(fromLocalInput('')).toBeNull();
  });

  it('starts now for a week, as a draft for everyone', () => {
    const d = emptyDraft(new Date(2026, 0, 10, 8, 15, 42));
    expect(d).toMatchObject({ startsAt: '2026-01-10T08:15', endsAt: '2026-01-17T08:15', status: 'draft', audienceAll: true });
  });

  it('finds a missing title, an end before the start, and an empty audience', () => {
    const d = { ...emptyDraft(), title: ' ', audienceAll: false, endsAt: '2000-01-01T00:00' };
    expect(draftErrors(d)).toEqual({ title: 'required', ends_at: 'order', audience: 'audience' });
    expect(draftErrors({ ...emptyDraft(), title: 'x' })).toEqual({});
  });

  it('sends the chosen audience only when not everyone, and the post only for a blog share', () => {
    const d = { ...emptyDraft(), title: 'Hi', audienceAll: false, groupIds: [3], students: [{ id: 7, name: 'A' }], blogPostId: 5 };
    expect(createBody('notice', d)).toMatchObject({ kind: 'notice', audience: { all: false, group_ids: [3], student_ids: [7] } });
    expect(createBody('notice', d)).not.toHaveProperty('blog_post_id');
    expect(createBody('blog-share', d).blog_post_id).toBe(5);
    expect(updateBody('notice', { ...d, audienceAll: true }).audience).toEqual({ all: true, group_ids: [], student_ids: [] });
    expect(updateBody('notice', d)).not.toHaveProperty('status');
  });
});
