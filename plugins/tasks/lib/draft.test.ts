import { describe, expect, it } from 'vitest';
import { checkDraft, createBody, emptyDraft, fromLocalInput, serverErrors, toLocalInput, updateBody, type TaskDraft } from './draft';

const draft = (over: Partial<TaskDraft> = {}): TaskDraft => ({ ...emptyDraft(7), title: 'Call Sadia', ...over });

describe('due time', () => {
  it('sends the typed local time with the viewer offset, the same instant', () => {
    const iso = fromLocalInput('2026-05-01T17:30');
    expect(iso).toMatch(/^2026-05-01T17:30:00([+-]\d\d:\d\d|Z)$/);
    expect(new Date(iso as string).getTime()).toBe(new Date(2026, 4, 1, 17, 30).getTime());
  });
  it('round-trips an instant through the local field', () => {
    const iso = fromLocalInput('2026-12-31T23:59') as string;
    expect(toLocalInput(iso)).toBe('2026-12-31T23:59');
    expect(toLocalInput(null)).toBe('');
  });
  it('empty is no due time; a date that does not exist is invalid', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2026-02-30T10:00')).toBe('invalid');
    expect(fromLocalInput('tomorrow')).toBe('invalid');
  });
});

describe('checks', () => {
  it('passes a complete draft', () => {
    expect(checkDraft(draft({ due: '2026-05-01T10:00', linkKind: 'student', linkId: '12' }))).toEqual({});
  });
  it('names each field that is wrong', () => {
    expect(checkDraft(draft({ title: '  ', assigneeId: '', due: '2026-13-01T10:00', linkKind: 'deal', linkId: '' }))).toEqual({
      title: 'form.errors.titleRequired',
      assignee_id: 'form.errors.assigneeRequired',
      due_at: 'form.errors.dueInvalid',
      link: 'form.errors.linkRequired',
    });
    expect(checkDraft(draft({ title: 'x'.repeat(201), notes: 'y'.repeat(5001) }))).toEqual({ title: 'form.errors.titleLong', notes: 'form.errors.notesLong' });
  });
});

describe('bodies', () => {
  it('trims, numbers the ids, leaves out an unset link and due time', () => {
    expect(createBody(draft({ title: ' Call ', notes: ' n ' }))).toEqual({ title: 'Call', notes: 'n', assignee_id: 7, due_at: null, priority: 'normal', link: null });
    expect(createBody(draft({ linkKind: 'student', linkId: '12' })).link).toEqual({ kind: 'student', id: 12 });
    const before = draft({ linkKind: 'student', linkId: '12' });
    expect(updateBody({ ...before, status: 'done' }, before)).toEqual({ title: 'Call Sadia', notes: '', assignee_id: 7, due_at: null, priority: 'normal', status: 'done' });
    expect(updateBody({ ...before, linkKind: '', linkId: '' }, before).link).toBeNull();
  });
  it("puts the server's link errors on the link field", () => {
    expect(serverErrors({ 'link.id': ['No student with id 3 in this centre.'], assignee_id: ['Not staff.'], other: ['x'] })).toEqual({
      link: 'No student with id 3 in this centre.',
      assignee_id: 'Not staff.',
    });
  });
});
