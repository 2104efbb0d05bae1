import { defineQuestionType, type TraitDef } from '../kit/define-question-type.ts';
import { ORAL_FLUENCY_RUBRIC, PRONUNCIATION_RUBRIC } from '../kit/scoring/rubric.ts';
import { content, key, response, type Content, type Key, type Response } from './schema.ts';
import { scoreReadAloud, validateReadAloud, type ReadAloudRules } from './score.ts';

export const rules: ReadAloudRules = { maxWords: 60 };

/** Content's max is the item's word count (1 here is nominal); reported from Aug 2025: Speaking only. */
export const traits: TraitDef[] = [
  { key: 'content', label: 'Content (words read correctly)', max: 1, skills: ['reading', 'speaking'] },
  { key: 'pronunciation', label: 'Pronunciation', max: 5, skills: ['speaking'], human: true, rubric: PRONUNCIATION_RUBRIC },
  { key: 'oralFluency', label: 'Oral fluency', max: 5, skills: ['speaking'], human: true, rubric: ORAL_FLUENCY_RUBRIC },
];

export default defineQuestionType<Content, Key, Response>({
  slug: 'read-aloud',
  section: 'speaking',
  name: 'Read Aloud',
  shortName: 'Read Aloud',
  ruleset: 'pre-2025-08',
  version: 1,
  testPart: 1,
  partOrder: 1,
  // 30-40 s to read, then a tone; the response window varies with the text (~35-40 s)
  timing: { prepSec: 35, responseSec: 40, promptSec: 45, preAudioSec: null, audioPlays: null, beep: true, silenceCutoffMs: 3000 },
  constraints: { maxWords: rules.maxWords },
  traits,
  schemas: { content, key, response },
  score: (input) => scoreReadAloud(input, traits),
  validateItem: (c) => validateReadAloud(c, rules),
  emptyResponse: () => ({ recording: null }),
});
