import { defineQuestionType, type TraitDef } from '../kit/define-question-type.ts';
import { ORAL_FLUENCY_RUBRIC, PRONUNCIATION_RUBRIC } from '../kit/scoring/rubric.ts';
import { content, key, response, type Content, type Key, type Response } from './schema.ts';
import { scoreSummarizeGroupDiscussion, validateSummarizeGroupDiscussion } from './score.ts';

/** New on 7 Aug 2025, so only the 2025 ruleset exists; content 0-6 as one prep provider describes it. */
export const traits: TraitDef[] = [
  {
    key: 'content',
    label: 'Content',
    max: 6,
    skills: ['listening', 'speaking'],
    human: true,
    rubric: [
      'Off-topic or memorised',
      'Isolated details; the speakers’ views are missing',
      'The topic and one speaker’s view',
      'Some speakers’ views, with little synthesis',
      'All speakers’ views, partly connected',
      'Accurate and nearly complete; views connected, mostly paraphrased',
      'Accurate, complete, all speakers’ perspectives synthesised and connected, well organised',
    ],
  },
  { key: 'pronunciation', label: 'Pronunciation', max: 5, skills: ['speaking'], human: true, rubric: PRONUNCIATION_RUBRIC },
  { key: 'oralFluency', label: 'Oral fluency', max: 5, skills: ['speaking'], human: true, rubric: ORAL_FLUENCY_RUBRIC },
];

export default defineQuestionType<Content, Key, Response>({
  slug: 'summarize-group-discussion',
  section: 'speaking',
  name: 'Summarize Group Discussion',
  shortName: 'Summarize Group Discussion',
  ruleset: '2025-08',
  version: 1,
  testPart: 1,
  partOrder: 7,
  timing: { prepSec: 10, responseSec: 120, promptSec: 45, preAudioSec: 3, audioPlays: 1, beep: true, silenceCutoffMs: 3000 },
  traits,
  schemas: { content, key, response },
  score: (input) => scoreSummarizeGroupDiscussion(input, traits),
  validateItem: (c) => validateSummarizeGroupDiscussion(c),
  emptyResponse: () => ({ recording: null, transcript: '' }),
});
