// Select Missing Word: docs/pte-rules.md §3.1 (one right option). Pure.
import type { ItemIssue, ScoreInput, ScoreResult } from '../kit/define-question-type.ts';
import { scoreSingleChoice, validateSingleChoice } from '../kit/scoring/index.ts';
import { LIMITS, type Content, type Key, type Response } from './schema.ts';

/** 1 when the selected option is the key, else 0 (no selection, a wrong or an unknown id); never negative. */
export function score(input: ScoreInput<Content, Key, Response>): ScoreResult {
  return scoreSingleChoice(input, 'correctness');
}

export function validateItem(content: Content, key: Key): ItemIssue[] {
  const issues: ItemIssue[] = [];
  if (content.audio.trim() === '') issues.push({ path: 'content.audio', message: 'Upload the recording.' });
  // The question is an optional instruction here (empty = the standard one), so it is not checked.
  if (content.options.length < LIMITS.minOptions) issues.push({ path: 'content.options', message: `Give at least ${LIMITS.minOptions} options.` });
  return [...issues, ...validateSingleChoice(content.options, key.correct)];
}
