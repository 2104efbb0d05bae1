import { defineQuestionType } from '../kit/define-question-type.ts';
import { contentSchema, keySchema, responseSchema, type Content, type Key, type Response } from './schema.ts';
import { score, validateItem } from './score.ts';

export default defineQuestionType<Content, Key, Response>({
  slug: 'reorder-paragraphs',
  section: 'reading',
  name: 'Re-order Paragraphs',
  shortName: 'Re-Order Paragraph',
  ruleset: 'pre-2025-08',
  version: 1,
  testPart: 2,
  partOrder: 3,
  // Reading items have no timer of their own: allowanceSec is their share of the Part 2 timer (README.md "Timings").
  timing: { prepSec: null, responseSec: null, allowanceSec: 150, preAudioSec: null, audioPlays: null, beep: false, silenceCutoffMs: null },
  // max here is the typical item (5 boxes -> 4 pairs); score() returns the item's real max = boxes - 1.
  traits: [{ key: 'correctness', label: 'Correct adjacent pairs', max: 4, skills: ['reading'] }],
  schemas: { content: contentSchema, key: keySchema, response: responseSchema },
  score,
  validateItem,
  emptyResponse: () => ({ order: [] }),
});
