import { defineQuestionType, type TraitDef } from '../kit/define-question-type.ts';
import { content, key, response, type Content, type Key, type Response } from './schema.ts';
import { scoreAnswerShortQuestion, validateAnswerShortQuestion } from './score.ts';

/** pre-2025-08: Listening + Speaking (reported Listening only from Aug 2025, disputed). */
export const traits: TraitDef[] = [
  { key: 'vocabulary', label: 'Appropriate word choice', max: 1, skills: ['listening', 'speaking'], rubric: ['Inappropriate or no answer', 'Appropriate answer'] },
];

export default defineQuestionType<Content, Key, Response>({
  slug: 'answer-short-question',
  section: 'speaking',
  name: 'Answer Short Question',
  shortName: 'Answer Short Question',
  ruleset: 'pre-2025-08',
  version: 1,
  testPart: 1,
  partOrder: 5,
  // 3 s before the audio; the microphone opens right after it (no tone historically); 10 s to answer
  timing: { prepSec: null, responseSec: 10, promptSec: 45, preAudioSec: 3, audioPlays: 1, beep: false, silenceCutoffMs: 3000 },
  traits,
  schemas: { content, key, response },
  score: (input) => scoreAnswerShortQuestion(input, traits),
  validateItem: validateAnswerShortQuestion,
  emptyResponse: () => ({ recording: null, transcript: '' }),
});
