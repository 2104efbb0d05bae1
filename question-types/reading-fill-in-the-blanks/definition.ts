import { defineQuestionType } from '../kit/define-question-type.ts';
import { gapCount } from '../kit/scoring/index.ts';
import { contentSchema, keySchema, responseSchema, type Content, type Key, type Response } from './schema.ts';
import { score, validateItem } from './score.ts';

export default defineQuestionType<Content, Key, Response>({
  slug: 'reading-fill-in-the-blanks',
  section: 'reading',
  name: 'Reading: Fill in the Blanks',
  shortName: 'Fill in the Gap Drag & Drop',
  ruleset: 'pre-2025-08',
  version: 1,
  testPart: 2,
  partOrder: 4,
  // Reading items have no timer of their own: allowanceSec is their share of the Part 2 timer (README.md "Timings").
  timing: { prepSec: null, responseSec: null, allowanceSec: 120, preAudioSec: null, audioPlays: null, beep: false, silenceCutoffMs: null },
  // max here is the typical item (4-5 gaps); score() returns the item's real max = number of gaps.
  traits: [{ key: 'correctness', label: 'Correct gaps', max: 5, skills: ['reading'] }],
  schemas: { content: contentSchema, key: keySchema, response: responseSchema },
  score,
  validateItem,
  emptyResponse: (content) => ({ gaps: Array.from({ length: gapCount(content.segments) }, () => null) }),
});
