import { defineQuestionType, type TraitDef } from '../kit/define-question-type.ts';
import { content, key, response, type Content, type Key, type Response } from './schema.ts';
import { scoreSummarizeSpokenText, validateSummarizeSpokenText, type SummaryRules } from './score.ts';

/** pre-2025-08 ruleset (Score Guide v19): 50-70 words full form, 40-49 / 71-100 partial; content 0-2 (reported 0-4 from Aug 2025). */
export const rules: SummaryRules = {
  formBands: { 2: [[50, 70]], 1: [[40, 49], [71, 100]] },
  zeroIfZero: ['content'],
  // "very short fragments" is not quantified by Pearson: a platform threshold (README.md "Form gates")
  shortSentenceWords: 4,
};

export const traits: TraitDef[] = [
  {
    key: 'content',
    label: 'Content',
    max: 2,
    skills: ['listening', 'writing'],
    human: true,
    rubric: [
      'Omits or misrepresents the main aspects of the lecture',
      'Provides a fair summary: relevant aspects with minor omissions or misrepresentations',
      'Provides a good summary: all relevant aspects of the lecture',
    ],
  },
  {
    key: 'form',
    label: 'Form',
    max: 2,
    skills: ['writing'],
    rubric: [
      'Fewer than 40 or more than 100 words; all capitals; no punctuation; only bullet points or very short sentences',
      '40-49 or 71-100 words',
      '50-70 words',
    ],
  },
  {
    key: 'grammar',
    label: 'Grammar',
    max: 2,
    skills: ['writing'],
    human: true,
    rubric: ['Defective grammatical structure that could hinder communication', 'Some grammatical errors, but with no hindrance to communication', 'Correct grammatical structures'],
  },
  {
    key: 'vocabulary',
    label: 'Vocabulary',
    max: 2,
    skills: ['writing'],
    human: true,
    rubric: ['Defective word choice that could hinder communication', 'Some lexical errors, but with no hindrance to communication', 'Appropriate choice of words'],
  },
  {
    key: 'spelling',
    label: 'Spelling',
    max: 2,
    skills: ['writing'],
    rubric: ['More than one spelling error', 'One spelling error', 'Correct spelling'],
  },
];

export default defineQuestionType<Content, Key, Response>({
  slug: 'summarize-spoken-text',
  section: 'listening',
  name: 'Summarize Spoken Text',
  shortName: 'Summarize Spoken Test',
  ruleset: 'pre-2025-08',
  version: 1,
  testPart: 3,
  partOrder: 1,
  writtenProse: true,
  // the audio plays once after a short countdown, then the item's own 10-minute timer runs
  timing: { prepSec: null, responseSec: 600, preAudioSec: 7, audioPlays: 1, beep: false, silenceCutoffMs: null },
  constraints: { minWords: 50, maxWords: 70 },
  traits,
  schemas: { content, key, response },
  score: (input) => scoreSummarizeSpokenText(input, traits, rules),
  validateItem: validateSummarizeSpokenText,
  emptyResponse: () => ({ text: '' }),
});
