import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineQuestionType, type QuestionTypeDefinition, type Timing } from './define-question-type.ts';

const partTimed: Timing = { prepSec: null, responseSec: null, allowanceSec: 90, preAudioSec: null, audioPlays: null, beep: false, silenceCutoffMs: null };

const base: QuestionTypeDefinition<unknown, unknown, unknown> = {
  slug: 'contract-check',
  section: 'reading',
  name: 'Contract Check',
  shortName: 'Contract Check',
  ruleset: 'pre-2025-08',
  version: 1,
  testPart: 2,
  partOrder: 6,
  timing: partTimed,
  traits: [{ key: 'correctness', label: 'Correct', max: 1, skills: ['reading'] }],
  schemas: { content: z.unknown(), key: z.unknown(), response: z.unknown() },
  score: () => ({ score: 0, max: 1, traits: [], needsHuman: false }),
  validateItem: () => [],
  emptyResponse: () => null,
};

describe('defineQuestionType', () => {
  it('accepts a complete definition', () => {
    expect(defineQuestionType(base)).toBe(base);
  });

  it('refuses an item timed by its part without its share of the part timer', () => {
    expect(() => defineQuestionType({ ...base, timing: { ...partTimed, allowanceSec: null } })).toThrow(/allowanceSec/);
    expect(() => defineQuestionType({ ...base, timing: { ...partTimed, allowanceSec: 0 } })).toThrow(/allowanceSec/);
    expect(defineQuestionType({ ...base, timing: { ...partTimed, allowanceSec: undefined, responseSec: 60 } }).slug).toBe('contract-check');
  });

  it('refuses a place in the part that is not a positive integer', () => {
    for (const partOrder of [0, -1, 1.5, Number.NaN]) expect(() => defineQuestionType({ ...base, partOrder })).toThrow(/partOrder/);
  });

  it('refuses a slug that is not kebab-case and duplicate traits', () => {
    expect(() => defineQuestionType({ ...base, slug: 'Bad_Slug' })).toThrow(/kebab/);
    expect(() => defineQuestionType({ ...base, traits: [...base.traits, ...base.traits] })).toThrow(/duplicate/);
  });
});
