import { defineQuestionType, type TraitDef } from '../kit/define-question-type.ts';
import { content, key, response, type Content, type Key, type Response } from './schema.ts';
import { scoreWriteEssay, validateWriteEssay, type EssayRules } from './score.ts';

/** pre-2025-08: 200-300 words full form, 120-199 / 301-380 partial. */
export const rules: EssayRules = {
  formBands: { 2: [[200, 300]], 1: [[120, 199], [301, 380]] },
  zeroIfZero: ['content'],
  // "very short sentences" is not quantified by Pearson: a platform threshold (README.md "Form gates")
  shortSentenceWords: 4,
};

/** pre-2025-08 ranges 3,2,2,2,2,2,2 = 15 (reported from Aug 2025: content, DSC and GLR 0-6, max 26). */
export const traits: TraitDef[] = [
  { key: 'content', label: 'Content', max: 3, skills: ['writing'], human: true },
  {
    key: 'form',
    label: 'Form',
    max: 2,
    skills: ['writing'],
    rubric: ['Fewer than 120 or more than 380 words; all capitals; no punctuation; only bullet points or very short sentences', '120-199 or 301-380 words', '200-300 words'],
  },
  { key: 'development', label: 'Development, structure and coherence', max: 2, skills: ['writing'], human: true },
  { key: 'grammar', label: 'Grammar', max: 2, skills: ['writing'], human: true },
  { key: 'linguisticRange', label: 'General linguistic range', max: 2, skills: ['writing'], human: true },
  { key: 'vocabularyRange', label: 'Vocabulary range', max: 2, skills: ['writing'], human: true },
  { key: 'spelling', label: 'Spelling', max: 2, skills: ['writing'], rubric: ['More than one spelling error', 'One spelling error', 'Correct spelling'] },
];

export default defineQuestionType<Content, Key, Response>({
  slug: 'write-essay',
  section: 'writing',
  name: 'Write Essay',
  shortName: 'Writing Essay',
  ruleset: 'pre-2025-08',
  version: 1,
  testPart: 1,
  partOrder: 9,
  writtenProse: true,
  timing: { prepSec: null, responseSec: 1200, preAudioSec: null, audioPlays: null, beep: false, silenceCutoffMs: null },
  constraints: { minWords: 200, maxWords: 300 },
  traits,
  schemas: { content, key, response },
  score: (input) => scoreWriteEssay(input, traits, rules),
  validateItem: (c) => validateWriteEssay(c),
  emptyResponse: () => ({ text: '' }),
});
