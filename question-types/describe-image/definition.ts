import { defineQuestionType, type TraitDef } from '../kit/define-question-type.ts';
import { ORAL_FLUENCY_RUBRIC, PRONUNCIATION_RUBRIC } from '../kit/scoring/rubric.ts';
import { content, key, response, type Content, type Key, type Response } from './schema.ts';
import { scoreDescribeImage, validateDescribeImage } from './score.ts';

/** pre-2025-08: content 0-5 (reported 0-6 from Aug 2025, with human review of suspected templates). */
export const traits: TraitDef[] = [
  {
    key: 'content',
    label: 'Content',
    max: 5,
    skills: ['speaking'],
    human: true,
    rubric: [
      'Disjointed elements, or largely pre-prepared or memorised material',
      'Some basic elements of the image, without relations',
      'One key element; basic understanding',
      'Most key elements of the image',
      'All key elements, their relations and possible implications',
      'All elements, their relationships, a possible development and a conclusion',
    ],
  },
  { key: 'pronunciation', label: 'Pronunciation', max: 5, skills: ['speaking'], human: true, rubric: PRONUNCIATION_RUBRIC },
  { key: 'oralFluency', label: 'Oral fluency', max: 5, skills: ['speaking'], human: true, rubric: ORAL_FLUENCY_RUBRIC },
];

export default defineQuestionType<Content, Key, Response>({
  slug: 'describe-image',
  section: 'speaking',
  name: 'Describe Image',
  shortName: 'Describe Image',
  ruleset: 'pre-2025-08',
  version: 1,
  testPart: 1,
  partOrder: 3,
  timing: { prepSec: 25, responseSec: 40, promptSec: 45, preAudioSec: null, audioPlays: null, beep: true, silenceCutoffMs: 3000 },
  traits,
  schemas: { content, key, response },
  score: (input) => scoreDescribeImage(input, traits),
  validateItem: (c) => validateDescribeImage(c),
  emptyResponse: () => ({ recording: null, transcript: '' }),
});
