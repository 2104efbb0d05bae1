import { defineQuestionType } from '../kit/define-question-type.ts';
import { contentSchema, keySchema, responseSchema, type Content, type Key, type Response } from './schema.ts';
import { score, validateItem } from './score.ts';

export default defineQuestionType<Content, Key, Response>({
  slug: 'highlight-correct-summary',
  section: 'listening',
  name: 'Highlight Correct Summary',
  shortName: 'Highlight Correct Summery',
  ruleset: 'pre-2025-08',
  version: 1,
  testPart: 3,
  partOrder: 4,
  // The product spec spells it "Summery" (docs/product-spec.md §3 short names); the official name is Highlight Correct Summary.
  // About 10 s before the audio; it plays once;
  // allowanceSec: its share of the Part 3 timer (README.md "Timings").
  timing: { prepSec: null, responseSec: null, allowanceSec: 120, preAudioSec: 10, audioPlays: 1, beep: false, silenceCutoffMs: null },
  // docs/pte-rules.md §2 row 18 Skills: L+R (pre-2025 and reported post-2025).
  traits: [{ key: 'correctness', label: 'Correct summary', max: 1, skills: ['listening', 'reading'] }],
  schemas: { content: contentSchema, key: keySchema, response: responseSchema },
  score,
  validateItem,
  emptyResponse: () => ({ selected: null }),
});
