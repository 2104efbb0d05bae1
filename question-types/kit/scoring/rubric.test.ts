import { describe, expect, it } from 'vitest';
import type { TraitDef } from '../define-question-type.ts';
import { hasSentencePunctuation } from './sentences.ts';
import { formByBands, misspellingsFromEvidence, noSpokenResponse, scoreRubric, spellingFromMisspellings, spokenTranscript } from './rubric.ts';

const traits: TraitDef[] = [
  { key: 'content', label: 'Content', max: 2, skills: ['writing'], human: true },
  { key: 'form', label: 'Form', max: 2, skills: ['writing'] },
];

describe('rubric helpers', () => {
  it('formByBands picks the highest band holding the count', () => {
    const bands = { 2: [[50, 70]], 1: [[40, 49], [71, 100]] } as const;
    expect([39, 40, 49, 50, 70, 71, 100, 101].map((n) => formByBands(n, bands))).toEqual([0, 1, 1, 2, 2, 1, 1, 0]);
  });
  it('spelling 2/1/0 for 0/1/2+ misspellings', () => {
    expect([0, 1, 2, 7].map((n) => spellingFromMisspellings(n))).toEqual([2, 1, 0, 0]);
  });
  it('sentence punctuation and evidence measures', () => {
    expect(hasSentencePunctuation('no stop here')).toBe(false);
    expect(hasSentencePunctuation('Stop.')).toBe(true);
    expect(misspellingsFromEvidence({ measures: { misspellings: 2 } })).toBe(2);
    expect(misspellingsFromEvidence({ measures: { misspellings: -1 } })).toBeNull();
    expect(misspellingsFromEvidence()).toBeNull();
  });
  it('scoreRubric combines, zeroes on a gate trait, and zeroes all on request', () => {
    expect(scoreRubric({ traits, computed: { form: 2 }, evidence: { traits: { content: 1 } } })).toMatchObject({ score: 3, max: 4, needsHuman: false });
    expect(scoreRubric({ traits, computed: { form: 2 } })).toMatchObject({ score: 2, needsHuman: true });
    expect(scoreRubric({ traits, computed: { form: 2 }, evidence: { traits: { content: 0 } }, zeroIfZero: ['content'] })).toMatchObject({ score: 0, needsHuman: false });
    const zero = scoreRubric({ traits, computed: {}, zeroAll: true });
    expect(zero).toMatchObject({ score: 0, max: 4, needsHuman: false });
    expect(zero.traits.every((t) => !t.pending)).toBe(true);
    expect(scoreRubric({ traits, computed: { content: 30 }, maxOverride: { content: 40 } }).max).toBe(42);
  });
  it('spoken responses: assessor transcript first, then typed; none means no response', () => {
    expect(spokenTranscript({ recording: null, transcript: 'typed' }, { transcript: 'asr' })).toBe('asr');
    expect(spokenTranscript({ recording: null, transcript: '  ' })).toBeNull();
    expect(noSpokenResponse({ recording: null })).toBe(true);
    expect(noSpokenResponse({ recording: '/files/a.ogg' })).toBe(false);
  });
});
