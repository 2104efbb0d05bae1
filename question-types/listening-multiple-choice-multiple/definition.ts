import { defineQuestionType } from '../kit/define-question-type.ts';
import { contentSchema, keySchema, responseSchema, type Content, type Key, type Response } from './schema.ts';
import { score, validateItem } from './score.ts';

export default defineQuestionType<Content, Key, Response>({
  slug: 'listening-multiple-choice-multiple',
  section: 'listening',
  name: 'Multiple Choice, Choose Multiple Answers',
  shortName: 'MCQ multiple (listening)',
  ruleset: 'pre-2025-08',
  version: 1,
  testPart: 3,
  partOrder: 2,
  // 7 s before the audio (a Pearson article); it plays once;
  // allowanceSec: its share of the Part 3 timer (README.md "Timings").
  timing: { prepSec: null, responseSec: null, allowanceSec: 120, preAudioSec: 7, audioPlays: 1, beep: false, silenceCutoffMs: null },
  // max here is the typical item (3 correct options); score() returns the item's real max = number of correct options.
  traits: [{ key: 'correctness', label: 'Correct options (+1 right, −1 wrong, floor 0)', max: 3, skills: ['listening'] }],
  schemas: { content: contentSchema, key: keySchema, response: responseSchema },
  score,
  validateItem,
  emptyResponse: () => ({ selected: [] }),
});
