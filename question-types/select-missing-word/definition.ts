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
  // pte-items.md §1.3 / §2 row 20: the countdown is unspecified, 5-7 s [PLAT]; the audio plays once; shared part timer.
  timing: { prepSec: null, responseSec: null, preAudioSec: 7, audioPlays: 1, beep: false, silenceCutoffMs: null },
  traits: [{ key: 'correctness', label: 'Correct option', max: 1, skills: ['listening'] }],
  schemas: { content: contentSchema, key: keySchema, response: responseSchema },
  score,
  validateItem,
  emptyResponse: () => ({ selected: null }),
});
