// Repeat Sentence (docs/pte-rules.md §3.9): content 0-3 from the longest common subsequence with the sentence, leading
// and trailing extra material ignored; pronunciation and oral fluency are human traits.
import type { ItemIssue, ScoreInput, ScoreResult, TraitDef } from '../kit/define-question-type.ts';
import { lcs, tokens, wordEditErrors, withoutFillers } from '../kit/scoring/index.ts';
import { noSpokenResponse, scoreRubric, spokenTranscript } from '../kit/scoring/rubric.ts';
import type { Content, Key, Response } from './schema.ts';

export interface RepeatRules {
  /** ratio of the sentence repeated in order for content 2 */
  mostRatio: number;
  /** below this ratio counts as "almost nothing" (content 0) */
  almostNothingRatio: number;
}

/** Content 0-3 of docs/pte-rules.md §3.9. */
export function repeatContent(sentence: string, transcript: string, rules: RepeatRules): { content: number; inOrder: number } {
  const p = tokens(sentence);
  let h = withoutFillers(tokens(transcript));
  const inPrompt = new Set(p);
  while (h.length > 0 && !inPrompt.has(h[0]!)) h = h.slice(1);
  while (h.length > 0 && !inPrompt.has(h[h.length - 1]!)) h = h.slice(0, -1);
  const l = lcs(p, h);
  const ratio = p.length === 0 ? 0 : l / p.length;
  const content = l === p.length && wordEditErrors(p, h) === 0 ? 3 : ratio >= rules.mostRatio ? 2 : ratio >= rules.almostNothingRatio ? 1 : 0;
  return { content, inOrder: l };
}

export function scoreRepeatSentence({ key, response, evidence }: ScoreInput<Content, Key, Response>, traits: TraitDef[], rules: RepeatRules): ScoreResult {
  const transcript = spokenTranscript(response, evidence);
  const computed: Record<string, number> = {};
  let inOrder: number | null = null;
  if (transcript !== null) {
    const r = repeatContent(key.sentence, transcript, rules);
    computed.content = r.content;
    inOrder = r.inOrder;
  }
  const result = scoreRubric({ traits, computed, evidence, zeroAll: noSpokenResponse(response, evidence) });
  return { ...result, measures: { sentenceWords: tokens(key.sentence).length, wordsInOrder: inOrder } };
}

export function validateRepeatSentence(content: Content, key: Key): ItemIssue[] {
  const issues: ItemIssue[] = [];
  if (!content.audio?.trim()) issues.push({ path: 'content.audio', message: 'Upload the recording of the sentence.' });
  if (tokens(key.sentence ?? '').length === 0) issues.push({ path: 'key.sentence', message: 'Enter the sentence the recording says.' });
  return issues;
}
