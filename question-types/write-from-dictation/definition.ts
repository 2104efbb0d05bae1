import { defineQuestionType, type TraitDef } from '../kit/define-question-type.ts';
import { content, key, response, type Content, type Key, type Response } from './schema.ts';
import { scoreWriteFromDictation, validateWriteFromDictation, type DictationRules } from './score.ts';

/**
 * How order and extra words count is not published (docs/pte-rules.md §6.1 item 7): "bag" matches most prep-provider
 * examples; "ordered" (longest common subsequence) is the stricter reading. Switch here, not in the scorer.
 */
export const rules: DictationRules = { mode: 'bag' };

/** One trait; its max is the item's number of words (the 1 here is the nominal unit). */
export const traits: TraitDef[] = [{ key: 'correctWords', label: 'Words written correctly', max: 1, skills: ['listening', 'writing'] }];

export default defineQuestionType<Content, Key, Response>({
  slug: 'write-from-dictation',
  section: 'listening',
  name: 'Write from Dictation',
  shortName: 'Write From Dictation',
  ruleset: 'pre-2025-08',
  version: 1,
  testPart: 3,
  partOrder: 8,
  // ~5 s reported by one prep site, 5-7 s is the platform default; allowanceSec: its share of the Part 3 timer
  // (README.md "Timings").
  timing: { prepSec: null, responseSec: null, allowanceSec: 75, preAudioSec: 7, audioPlays: 1, beep: false, silenceCutoffMs: null },
  traits,
  schemas: { content, key, response },
  score: (input) => scoreWriteFromDictation(input, traits, rules),
  validateItem: validateWriteFromDictation,
  emptyResponse: () => ({ text: '' }),
});
