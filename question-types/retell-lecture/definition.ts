import { defineQuestionType, type TraitDef } from '../kit/define-question-type.ts';
import { ORAL_FLUENCY_RUBRIC, PRONUNCIATION_RUBRIC } from '../kit/scoring/rubric.ts';
import { content, key, response, type Content, type Key, type Response } from './schema.ts';
import { scoreRetellLecture, validateRetellLecture } from './score.ts';

/** pre-2025-08: content 0-5 (reported 0-6 from Aug 2025). */
export const traits: TraitDef[] = [
  {
    key: 'content',
    label: 'Content',
    max: 5,
    skills: ['listening', 'speaking'],
    human: true,
    rubric: [
      'Disjointed points, or largely pre-prepared or memorised material',
      'Some basic points of the lecture, without relations',
      'One key point; basic understanding of the lecture',
      'Most key points of the lecture',
      'All key points, their relations and possible implications',
      'All points, their relationships, the development and the conclusion of the lecture',
    ],
  },
  { key: 'pronunciation', label: 'Pronunciation', max: 5, skills: ['speaking'], human: true, rubric: PRONUNCIATION_RUBRIC },
  { key: 'oralFluency', label: 'Oral fluency', max: 5, skills: ['speaking'], human: true, rubric: ORAL_FLUENCY_RUBRIC },
];

export default defineQuestionType<Content, Key, Response>({
  slug: 'retell-lecture',
  section: 'speaking',
  name: 'Re-tell Lecture',
  shortName: 'Retell Lecture',
  ruleset: 'pre-2025-08',
  version: 1,
  testPart: 1,
  partOrder: 4,
  // an image may show ~3 s before the audio; 10 s to prepare after it, then a tone and 40 s
  timing: { prepSec: 10, responseSec: 40, promptSec: 45, preAudioSec: 3, audioPlays: 1, beep: true, silenceCutoffMs: 3000 },
  traits,
  schemas: { content, key, response },
  score: (input) => scoreRetellLecture(input, traits),
  validateItem: (c) => validateRetellLecture(c),
  emptyResponse: () => ({ recording: null, transcript: '' }),
});
