import { defineQuestionType } from '../kit/define-question-type.ts';
import { contentSchema, keySchema, responseSchema, type Content, type Key, type Response } from './schema.ts';
import { score, validateItem } from './score.ts';

export default defineQuestionType<Content, Key, Response>({
  slug: 'reading-multiple-choice-single',
  section: 'reading',
  name: 'Multiple Choice, Choose Single Answer',
  shortName: 'MCQ single (reading)',
  ruleset: 'pre-2025-08',
  version: 1,
  testPart: 2,
  partOrder: 5,
  // Reading items have no timer of their own: allowanceSec is their share of the Part 2 timer (README.md "Timings").
  timing: { prepSec: null, responseSec: null, allowanceSec: 120, preAudioSec: null, audioPlays: null, beep: false, silenceCutoffMs: null },
  traits: [{ key: 'correctness', label: 'Correct answer', max: 1, skills: ['reading'] }],
  schemas: { content: contentSchema, key: keySchema, response: responseSchema },
  score,
  validateItem,
  emptyResponse: () => ({ selected: null }),
});
