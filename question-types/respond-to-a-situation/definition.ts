import { defineQuestionType, type TraitDef } from '../kit/define-question-type.ts';
import { ORAL_FLUENCY_RUBRIC, PRONUNCIATION_RUBRIC } from '../kit/scoring/rubric.ts';
import { content, key, response, type Content, type Key, type Response } from './schema.ts';
import { scoreRespondToASituation, validateRespondToASituation } from './score.ts';

export const rules = { situationMaxWords: 60 };

/**
 * New in PTE Academic on 7 Aug 2025, so only the 2025 ruleset exists: content 0-6 (reported by one source;
 * PTE Core uses "appropriacy" 0-3 instead).
 */
export const traits: TraitDef[] = [
  { key: 'content', label: 'Content', max: 6, skills: ['speaking'], human: true },
  { key: 'pronunciation', label: 'Pronunciation', max: 5, skills: ['speaking'], human: true, rubric: PRONUNCIATION_RUBRIC },
  { key: 'oralFluency', label: 'Oral fluency', max: 5, skills: ['speaking'], human: true, rubric: ORAL_FLUENCY_RUBRIC },
];

export default defineQuestionType<Content, Key, Response>({
  slug: 'respond-to-a-situation',
  section: 'speaking',
  name: 'Respond to a Situation',
  shortName: 'Respond to a Situation',
  ruleset: '2025-08',
  version: 1,
  testPart: 1,
  partOrder: 6,
  // Academic: 10 s to prepare after the audio (PTE Core: 20 s), then a tone and 40 s
  timing: { prepSec: 10, responseSec: 40, promptSec: 45, preAudioSec: 3, audioPlays: 1, beep: true, silenceCutoffMs: 3000 },
  traits,
  schemas: { content, key, response },
  score: (input) => scoreRespondToASituation(input, traits),
  validateItem: (c) => validateRespondToASituation(c, rules.situationMaxWords),
  emptyResponse: () => ({ recording: null, transcript: '' }),
});
