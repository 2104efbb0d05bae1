import { describe, expect, it } from 'vitest';
import { attemptState, reveal, sheetMode, sheetState, viewerOf, type DeliveryMode, type SittingState } from './policy.ts';

const MODES: DeliveryMode[] = ['single-practice', 'practice-test', 'pte-practice', 'mock', 'quiz'];
const STATES: SittingState[] = ['not-started', 'open', 'handed-in', 'evaluated', 'released'];

describe('reveal', () => {
  it('shows staff everything, in every mode and state', () => {
    for (const mode of MODES) for (const state of STATES) expect(Object.values(reveal({ viewer: 'staff', mode, state })).every(Boolean)).toBe(true);
  });

  it('shows anonymous callers content only', () => {
    for (const mode of MODES) for (const state of STATES) {
      const r = reveal({ viewer: 'anonymous', mode, state });
      expect(r.content).toBe(true);
      expect([r.authorView, r.key, r.explanation, r.sampleAnswer, r.modelAnswer, r.score, r.feedback].some(Boolean)).toBe(false);
    }
  });

  it('never gives a student the author view', () => {
    for (const mode of MODES) for (const state of STATES) expect(reveal({ viewer: 'student', mode, state }).authorView).toBe(false);
  });

  it('reveals key, explanation, sample and model answers and the score to a student only once the answer is handed in', () => {
    for (const mode of MODES) {
      for (const state of ['not-started', 'open'] as const) {
        const r = reveal({ viewer: 'student', mode, state });
        expect([r.key, r.explanation, r.sampleAnswer, r.modelAnswer, r.score, r.feedback]).toEqual([false, false, false, false, false, false]);
      }
      for (const state of ['handed-in', 'evaluated', 'released'] as const) {
        const r = reveal({ viewer: 'student', mode, state });
        expect([r.key, r.explanation, r.sampleAnswer, r.modelAnswer, r.score]).toEqual([true, true, true, true, true]);
      }
    }
  });

  it('shows a trainer’s feedback only once released', () => {
    expect(reveal({ viewer: 'student', mode: 'single-practice', state: 'handed-in' }).feedback).toBe(false);
    expect(reveal({ viewer: 'student', mode: 'single-practice', state: 'evaluated' }).feedback).toBe(false);
    expect(reveal({ viewer: 'student', mode: 'single-practice', state: 'released' }).feedback).toBe(true);
  });

  it('withholds everything but content from a student while the item sits in an open sitting of theirs', () => {
    for (const mode of MODES) for (const state of STATES) {
      const r = reveal({ viewer: 'student', mode, state, heldInOpenSitting: true });
      expect(r).toEqual({ content: true, authorView: false, key: false, explanation: false, sampleAnswer: false, modelAnswer: false, score: false, feedback: false });
    }
    // staff is never held
    expect(reveal({ viewer: 'staff', mode: 'mock', state: 'open', heldInOpenSitting: true }).key).toBe(true);
  });
});

describe('states and viewers', () => {
  it('maps roles, attempts and sheets', () => {
    expect(viewerOf(null)).toBe('anonymous');
    expect(viewerOf({ role: 'STUDENT' })).toBe('student');
    for (const role of ['TRAINER', 'ADMIN', 'COACHING_OWNER', 'SUPER_ADMIN']) expect(viewerOf({ role })).toBe('staff');
    expect(attemptState({ evaluatedAt: null })).toBe('handed-in');
    expect(attemptState({ evaluatedAt: new Date(0) })).toBe('released');
    expect(sheetState({ status: 'in_progress' })).toBe('open');
    expect(sheetState({ status: 'submitted' })).toBe('handed-in');
    expect(sheetMode('mock')).toBe('mock');
    expect(sheetMode('quiz')).toBe('quiz');
    expect(sheetMode('practice-test')).toBe('practice-test');
  });
});
