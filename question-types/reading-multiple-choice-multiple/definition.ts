import { defineQuestionType } from '../kit/define-question-type.ts';
import { contentSchema, keySchema, responseSchema, type Content, type Key, type Response } from './schema.ts';
import { score, validateItem } from './score.ts';

export default defineQuestionType<Content, Key, Response>({
  slug: 'reading-multiple-choice-multiple',
  section: 'reading',
  name: 'Multiple Choice, Choose Multiple Answers',
  shortName: 'MCQ multiple (reading)',
  ruleset: 'pre-2025-08',
  version: 1,
  testPart: 2,
  partOrder: 2,
  // Reading items have no timer of their own: allowanceSec is their share of the Part 2 timer (README.md "Timings").
  timing: { prepSec: null, responseSec: null, allowanceSec: 150, preAudioSec: null, audioPlays: null, beep: false, silenceCutoffMs: null },
  // max here is the typical item (3 correct options); score() returns the item's real max = number of correct options.
  traits: [{ key: 'correctness', label: 'Correct options (+1 right, −1 wrong, floor 0)', max: 3, skills: ['reading'] }],
  schemas: { content: contentSchema, key: keySchema, response: responseSchema },
  score,
  validateItem,
  emptyResponse: () => ({ selected: [] }),
});
