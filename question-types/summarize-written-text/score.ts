// Summarize Written Text (README.md "Form gates"): form 1 for one sentence (one terminator, at the end) of 5-75
// words not in capitals; form 0 or content 0 zeroes the item; content, grammar and vocabulary are human traits.
import type { ItemIssue, ScoreInput, ScoreResult, TraitDef } from '../kit/define-question-type.ts';
import { isAllCaps, isOneSentence, sentenceCount, wordCount } from '../kit/scoring/index.ts';
import { scoreRubric } from '../kit/scoring/rubric.ts';
import type { Content, Key, Response } from './schema.ts';

export interface SwtRules {
  minWords: number;
  maxWords: number;
  passageMaxWords: number;
  zeroIfZero: readonly string[];
}

export function swtForm(text: string, rules: SwtRules): number {
  const words = wordCount(text);
  return words >= rules.minWords && words <= rules.maxWords && isOneSentence(text) && !isAllCaps(text) ? 1 : 0;
}

export function scoreSummarizeWrittenText({ response, evidence }: ScoreInput<Content, Key, Response>, traits: TraitDef[], rules: SwtRules): ScoreResult {
  const text = response.text ?? '';
  const form = swtForm(text, rules);
  const result = scoreRubric({ traits, computed: { form }, evidence, zeroAll: form === 0, zeroIfZero: rules.zeroIfZero });
  return { ...result, measures: { words: wordCount(text), sentences: sentenceCount(text), allCaps: isAllCaps(text) } };
}

export function validateSummarizeWrittenText(content: Content, rules: SwtRules): ItemIssue[] {
  const n = wordCount(content.passage ?? '');
  if (n === 0) return [{ path: 'content.passage', message: 'Enter the passage to summarise.' }];
  if (n > rules.passageMaxWords) return [{ path: 'content.passage', message: `The passage has ${n} words; at most ${rules.passageMaxWords}.` }];
  return [];
}
