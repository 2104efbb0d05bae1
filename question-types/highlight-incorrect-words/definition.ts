import { defineQuestionType, type TraitDef } from '../kit/define-question-type.ts';
import { content, key, response, type Content, type Key, type Response } from './schema.ts';
import { scoreHighlightIncorrectWords, validateHighlightIncorrectWords } from './score.ts';

/** One trait; its max is the item's number of differing words (the 1 here is the nominal unit). */
export const traits: TraitDef[] = [{ key: 'correctWords', label: 'Correctly highlighted words', max: 1, skills: ['listening', 'reading'] }];

export default defineQuestionType<Content, Key, Response>({
  slug: 'highlight-incorrect-words',
  section: 'listening',
  name: 'Highlight Incorrect Words',
  shortName: 'Highlight Incorrect Word',
  ruleset: 'pre-2025-08',
  version: 1,
  testPart: 3,
  partOrder: 7,
  // allowanceSec: its share of the Part 3 timer (README.md "Timings").
  timing: { prepSec: null, responseSec: null, allowanceSec: 90, preAudioSec: 10, audioPlays: 1, beep: false, silenceCutoffMs: null },
  traits,
  schemas: { content, key, response },
  score: (input) => scoreHighlightIncorrectWords(input, traits),
  validateItem: validateHighlightIncorrectWords,
  emptyResponse: () => ({ selected: [] }),
});
