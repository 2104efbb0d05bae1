import { defineQuestionType, type TraitDef } from '../kit/define-question-type.ts';
import { content, key, response, type Content, type Key, type Response } from './schema.ts';
import { scoreSummarizeWrittenText, validateSummarizeWrittenText, type SwtRules } from './score.ts';

export const rules: SwtRules = { minWords: 5, maxWords: 75, passageMaxWords: 300, zeroIfZero: ['content'] };

/** pre-2025-08: content 0-2 (one non-official source says 0-4), form 0-1, grammar 0-2, vocabulary 0-2 = 7. */
export const traits: TraitDef[] = [
  {
    key: 'content',
    label: 'Content',
    max: 2,
    skills: ['reading', 'writing'],
    human: true,
    rubric: ['Omits or misrepresents the main aspects of the passage', 'Relevant aspects with minor omissions or misrepresentations', 'All relevant aspects of the passage'],
  },
  {
    key: 'form',
    label: 'Form',
    max: 1,
    skills: ['writing'],
    rubric: ['Not one complete sentence, fewer than 5 or more than 75 words, or all capitals', 'One complete sentence of 5-75 words'],
  },
  {
    key: 'grammar',
    label: 'Grammar',
    max: 2,
    skills: ['writing'],
    human: true,
    rubric: ['Defective grammatical structure that could hinder communication', 'Some grammatical errors, but with no hindrance to communication', 'Correct grammatical structure'],
  },
  {
    key: 'vocabulary',
    label: 'Vocabulary',
    max: 2,
    skills: ['writing'],
    human: true,
    rubric: ['Defective word choice that could hinder communication', 'Some lexical errors, but with no hindrance to communication', 'Appropriate choice of words'],
  },
];

export default defineQuestionType<Content, Key, Response>({
  slug: 'summarize-written-text',
  section: 'writing',
  name: 'Summarize Written Text',
  shortName: 'Summarization',
  ruleset: 'pre-2025-08',
  version: 1,
  testPart: 1,
  partOrder: 8,
  writtenProse: true,
  timing: { prepSec: null, responseSec: 600, preAudioSec: null, audioPlays: null, beep: false, silenceCutoffMs: null },
  constraints: { minWords: rules.minWords, maxWords: rules.maxWords, oneSentence: true },
  traits,
  schemas: { content, key, response },
  score: (input) => scoreSummarizeWrittenText(input, traits, rules),
  validateItem: (c) => validateSummarizeWrittenText(c, rules),
  emptyResponse: () => ({ text: '' }),
});
