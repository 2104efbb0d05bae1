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
  // Reading items share the part timer (pte-items.md §1.1): no per-item timing.
  timing: { prepSec: null, responseSec: null, preAudioSec: null, audioPlays: null, beep: false, silenceCutoffMs: null },
  traits: [{ key: 'correctness', label: 'Correct answer', max: 1, skills: ['reading'] }],
  schemas: { content: contentSchema, key: keySchema, response: responseSchema },
  score,
  validateItem,
  emptyResponse: () => ({ selected: null }),
});
