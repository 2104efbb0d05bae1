import { defineQuestionType, type TraitDef } from '../kit/define-question-type.ts';
import { ORAL_FLUENCY_RUBRIC, PRONUNCIATION_RUBRIC } from '../kit/scoring/rubric.ts';
import { content, key, response, type Content, type Key, type Response } from './schema.ts';
import { scoreRepeatSentence, validateRepeatSentence, type RepeatRules } from './score.ts';

/** Pearson does not quantify "almost nothing" (docs/pte-rules.md §6.1 item 9): platform thresholds. */
export const rules: RepeatRules = { mostRatio: 0.5, almostNothingRatio: 0.1 };

export const traits: TraitDef[] = [
  {
    key: 'content',
    label: 'Content',
    max: 3,
    skills: ['listening', 'speaking'],
    rubric: ['Almost nothing from the prompt', 'Less than 50% of the words in the correct sequence', 'At least 50% of the words in the correct sequence', 'All words in the correct sequence'],
  },
  { key: 'pronunciation', label: 'Pronunciation', max: 5, skills: ['speaking'], human: true, rubric: PRONUNCIATION_RUBRIC },
  { key: 'oralFluency', label: 'Oral fluency', max: 5, skills: ['speaking'], human: true, rubric: ORAL_FLUENCY_RUBRIC },
];

export default defineQuestionType<Content, Key, Response>({
  slug: 'repeat-sentence',
  section: 'speaking',
  name: 'Repeat Sentence',
  shortName: 'Repeat Sentence',
  ruleset: 'pre-2025-08',
  version: 1,
  testPart: 1,
  partOrder: 2,
  // 3 s before the audio; the microphone opens right after it (a beep only from Aug 2025); 15 s to answer
  timing: { prepSec: null, responseSec: 15, promptSec: 45, preAudioSec: 3, audioPlays: 1, beep: false, silenceCutoffMs: 3000 },
  traits,
  schemas: { content, key, response },
  score: (input) => scoreRepeatSentence(input, traits, rules),
  validateItem: validateRepeatSentence,
  emptyResponse: () => ({ recording: null, transcript: '' }),
});
