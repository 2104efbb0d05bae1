// Summarize Spoken Text (README.md "Form gates"): form from word-count bands, gated by capitals, punctuation and
// bullet points or fragments; spelling from a misspelling count (evidence); content, grammar and vocabulary are
// human traits. Form 0 or content 0 zeroes the item.
import type { ItemIssue, ScoreInput, ScoreResult, TraitDef } from '../kit/define-question-type.ts';
import { hasSentencePunctuation, isAllCaps, isOnlyBulletsOrFragments, sentenceCount, wordCount, type FragmentRules } from '../kit/scoring/index.ts';
import { formByBands, misspellingsFromEvidence, scoreRubric, spellingFromMisspellings, type Band } from '../kit/scoring/rubric.ts';
import type { Content, Key, Response } from './schema.ts';

export interface SummaryRules extends FragmentRules {
  /** form score -> word bands that earn it */
  formBands: Readonly<Record<number, readonly Band[]>>;
  /** traits whose 0 zeroes the item */
  zeroIfZero: readonly string[];
}

export function scoreSummarizeSpokenText({ response, evidence }: ScoreInput<Content, Key, Response>, traits: TraitDef[], rules: SummaryRules): ScoreResult {
  const text = response.text ?? '';
  const words = wordCount(text);
  const sentences = sentenceCount(text);
  const allCaps = isAllCaps(text);
  const punctuated = hasSentencePunctuation(text);
  const fragments = isOnlyBulletsOrFragments(text, rules);
  const form = allCaps || !punctuated || fragments ? 0 : formByBands(words, rules.formBands);
  const misspellings = misspellingsFromEvidence(evidence);
  const computed: Record<string, number> = { form };
  if (misspellings !== null) computed.spelling = spellingFromMisspellings(misspellings, traits.find((t) => t.key === 'spelling')?.max ?? 2);
  const result = scoreRubric({ traits, computed, evidence, zeroAll: form === 0, zeroIfZero: rules.zeroIfZero });
  return { ...result, measures: { words, sentences, misspellings, allCaps, punctuated, fragments } };
}

export function validateSummarizeSpokenText(content: Content, key: Key): ItemIssue[] {
  const issues: ItemIssue[] = [];
  if (!content.audio?.trim()) issues.push({ path: 'content.audio', message: 'Upload the lecture recording.' });
  if ((key.keyPoints ?? []).some((p) => p.trim() === '')) issues.push({ path: 'key.keyPoints', message: 'Remove the empty key point.' });
  return issues;
}
