// Write Essay (README.md "Form gates"): form from word bands, gated by capitals, punctuation and bullet points or
// fragments; spelling from a misspelling count; the other traits are human. Form 0 or content 0 zeroes all seven
// traits.
import type { ItemIssue, ScoreInput, ScoreResult, TraitDef } from '../kit/define-question-type.ts';
import { hasSentencePunctuation, isAllCaps, isOnlyBulletsOrFragments, sentenceCount, wordCount, type FragmentRules } from '../kit/scoring/index.ts';
import { formByBands, misspellingsFromEvidence, scoreRubric, spellingFromMisspellings, type Band } from '../kit/scoring/rubric.ts';
import type { Content, Key, Response } from './schema.ts';

export interface EssayRules extends FragmentRules {
  formBands: Readonly<Record<number, readonly Band[]>>;
  zeroIfZero: readonly string[];
}

export function scoreWriteEssay({ response, evidence }: ScoreInput<Content, Key, Response>, traits: TraitDef[], rules: EssayRules): ScoreResult {
  const text = response.text ?? '';
  const words = wordCount(text);
  const allCaps = isAllCaps(text);
  const fragments = isOnlyBulletsOrFragments(text, rules);
  const form = allCaps || !hasSentencePunctuation(text) || fragments ? 0 : formByBands(words, rules.formBands);
  const misspellings = misspellingsFromEvidence(evidence);
  const computed: Record<string, number> = { form };
  if (misspellings !== null) computed.spelling = spellingFromMisspellings(misspellings, traits.find((t) => t.key === 'spelling')?.max ?? 2);
  const result = scoreRubric({ traits, computed, evidence, zeroAll: form === 0, zeroIfZero: rules.zeroIfZero });
  return { ...result, measures: { words, sentences: sentenceCount(text), paragraphs: text.split(/\n\s*\n/).filter((p) => p.trim() !== '').length, misspellings, allCaps, fragments } };
}

export function validateWriteEssay(content: Content): ItemIssue[] {
  return content.prompt?.trim() ? [] : [{ path: 'content.prompt', message: 'Enter the essay prompt.' }];
}
