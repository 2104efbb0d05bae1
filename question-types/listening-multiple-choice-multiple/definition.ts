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
  // pte-items.md §1.3 / §2 row 16: 7 s before the audio (a Pearson article); it plays once; shared part timer.
  timing: { prepSec: null, responseSec: null, preAudioSec: 7, audioPlays: 1, beep: false, silenceCutoffMs: null },
  // max here is the typical item (3 correct options); score() returns the item's real max = number of correct options.
  traits: [{ key: 'correctness', label: 'Correct options (+1 right, −1 wrong, floor 0)', max: 3, skills: ['listening'] }],
  schemas: { content: contentSchema, key: keySchema, response: responseSchema },
  score,
  validateItem,
  emptyResponse: () => ({ selected: [] }),
});
