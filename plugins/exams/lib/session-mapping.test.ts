import { describe, expect, it } from 'vitest';
import type { SessionPayload } from '../api/exams-api';
import { hasSpeaking, questionIdOf, sheetIdOf, toEnrollResult, toSection } from './session-mapping';

const timing = (over: Partial<SessionPayload['items'][number]['timing']>): SessionPayload['items'][number]['timing'] => ({ prepSec: null, responseSec: null, preAudioSec: null, audioPlays: null, beep: false, silenceCutoffMs: null, itemSec: null, ...over });

const payload = (over: Partial<SessionPayload> = {}): SessionPayload => ({
  id: 5,
  answer_sheet_id: 42,
  mode: 'practice-test',
  status: 'in_progress',
  resumed: true,
  test: { id: 3, t_id: 'PT-000003', title: 'Reading one', category: 'reading', exam_type: 'practice-tests', duration_minutes: null },
  quiz_set: null,
  server_now: '2026-03-01T10:00:00.000Z',
  started_at: '2026-03-01T09:50:00.000Z',
  deadline: '2026-03-01T10:30:00.000Z',
  current_index: 1,
  item_deadline: null,
  revision: 7,
  items: [
    { id: '12', question_id: 12, position: 2, slug: 'reorder-paragraphs', section: 'READING', part: 2, title: 'Second', timing: timing({}), content: { a: 2 } },
    { id: '11', question_id: 11, position: 1, slug: 'write-essay', section: 'writing', part: 1, title: 'First', timing: timing({ responseSec: 1200 }), content: { a: 1 } },
  ],
  answers: { '11': { text: 'hello' }, '12': null },
  parts: [{ part: 2, durationSec: 1800, deadline: null }],
  ...over,
});

describe('the session payload as the machine enrollment', () => {
  it('maps ids, order, timing, answers, position, revision, deadlines and parts', () => {
    const r = toEnrollResult(payload());
    expect(r.enrollmentId).toBe('42');
    expect(r.items.map((i) => i.id)).toEqual(['11', '12']);
    expect(r.items[0]).toMatchObject({ questionId: '11', slug: 'write-essay', section: 'writing', part: 1, title: 'First', position: 1, content: { a: 1 }, timing: { responseSec: 1200, prepSec: null, itemSec: null } });
    expect(r.items[1]!.section).toBe('reading');
    expect(r.answers).toEqual({ '11': { text: 'hello' } });
    expect(r.currentIndex).toBe(1);
    expect(r.revision).toBe(7);
    expect(r.serverNow).toBe('2026-03-01T10:00:00.000Z');
    expect(r.deadline).toBe('2026-03-01T10:30:00.000Z');
    expect(r.itemDeadline).toBeNull();
    expect(r.parts).toEqual([{ part: 2, durationSec: 1800, deadline: null }]);
  });

  it('falls back on the payload id, clamps the index, defaults the revision and the part', () => {
    // a payload off its contract (server/modules/exams/contracts.ts): the mapping still makes a usable session
    const offContract = { answer_sheet_id: null, current_index: 9, revision: null, answers: null, items: [{ id: 3, question_id: 3, slug: 'select-missing-word', section: 'listening', content: {} }] } as unknown as Partial<SessionPayload>;
    const r = toEnrollResult(payload(offContract));
    expect(r.enrollmentId).toBe('5');
    expect(r.currentIndex).toBe(0);
    expect(r.revision).toBe(0);
    expect(r.answers).toEqual({});
    expect(r.items[0]).toMatchObject({ id: '3', part: 3, position: 1, title: '', timing: { responseSec: null } });
  });

  it('helpers: sheet id, question id of an item, sections, speaking', () => {
    expect(sheetIdOf({ id: 1, answer_sheet_id: undefined } as unknown as Pick<SessionPayload, 'id' | 'answer_sheet_id'>)).toBe('1');
    const r = toEnrollResult(payload());
    expect(questionIdOf(r.items, '12')).toBe('12');
    expect(questionIdOf(r.items, 'x')).toBe('x');
    expect(toSection('SPEAKING')).toBe('speaking');
    expect(toSection(undefined)).toBe('reading');
    expect(hasSpeaking({ speaking: 2 })).toBe(true);
    expect(hasSpeaking({ reading: 2, speaking: 0 })).toBe(false);
    expect(hasSpeaking(null)).toBe(false);
  });
});
