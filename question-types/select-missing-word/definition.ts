import { defineQuestionType } from '../kit/define-question-type.ts';
import { contentSchema, keySchema, responseSchema, type Content, type Key, type Response } from './schema.ts';
import { score, validateItem } from './score.ts';

export default defineQuestionType<Content, Key, Response>({
  slug: 'select-missing-word',
  section: 'listening',
  name: 'Select Missing Word',
  shortName: 'Select Missing Word',
  ruleset: 'pre-2025-08',
  version: 1,
  testPart: 3,
  partOrder: 6,
  // The countdown is unspecified (5-7 s, a platform default); the audio plays once;
  // allowanceSec: its share of the Part 3 timer (README.md "Timings").
  timing: { prepSec: null, responseSec: null, allowanceSec: 75, preAudioSec: 7, audioPlays: 1, beep: false, silenceCutoffMs: null },
  traits: [{ key: 'correctness', label: 'Correct option', max: 1, skills: ['listening'] }],
  schemas: { content: contentSchema, key: keySchema, response: responseSchema },
  score,
  validateItem,
  emptyResponse: () => ({ selected: null }),
});
