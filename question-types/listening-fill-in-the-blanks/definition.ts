import { defineQuestionType } from '../kit/define-question-type.ts';
import { contentSchema, gapNumbers, keySchema, responseSchema, type Content, type Key, type Response } from './schema.ts';
import { score, validateItem } from './score.ts';

export default defineQuestionType<Content, Key, Response>({
  slug: 'listening-fill-in-the-blanks',
  section: 'listening',
  name: 'Fill in the Blanks',
  shortName: 'Fill in the Gap',
  ruleset: 'pre-2025-08',
  version: 1,
  testPart: 3,
  partOrder: 3,
  // 7 s before the audio (a Pearson article); it plays once;
  // allowanceSec: its share of the Part 3 timer (README.md "Timings").
  timing: { prepSec: null, responseSec: null, allowanceSec: 120, preAudioSec: 7, audioPlays: 1, beep: false, silenceCutoffMs: null },
  // docs/pte-rules.md §2 row 17 Skills: L+W. max here is a typical item (4 gaps); score() returns the item's real max = number of gaps.
  traits: [{ key: 'correctWords', label: 'Correct words, spelled correctly (1 per gap)', max: 4, skills: ['listening', 'writing'] }],
  schemas: { content: contentSchema, key: keySchema, response: responseSchema },
  score,
  validateItem,
  emptyResponse: (content) => ({ gaps: gapNumbers(content.transcript).map(() => '') }),
});
