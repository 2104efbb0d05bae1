// Highlight Correct Summary: docs/pte-rules.md §3.1 (one right summary). Pure.
import type { ItemIssue, ScoreInput, ScoreResult } from '../kit/define-question-type.ts';
import { scoreSingleChoice, validateSingleChoice, type ChoiceNoun } from '../kit/scoring/index.ts';
import { LIMITS, type Content, type Key, type Response } from './schema.ts';

/** The options are summaries, and the trainer's messages say so. */
const SUMMARY: ChoiceNoun = { one: 'summary', a: 'a summary' };

/** 1 when the selected summary is the key, else 0 (no selection, a wrong or an unknown id); never negative. */
export function score(input: ScoreInput<Content, Key, Response>): ScoreResult {
  return scoreSingleChoice(input, 'correctness');
}

export function validateItem(content: Content, key: Key): ItemIssue[] {
  const issues: ItemIssue[] = [];
  if (content.audio.trim() === '') issues.push({ path: 'content.audio', message: 'Upload the recording.' });
  // The question is an optional instruction here (empty = the standard one), so it is not checked.
  if (content.options.length < LIMITS.minOptions || content.options.length > LIMITS.maxOptions) issues.push({ path: 'content.options', message: `Give ${LIMITS.minOptions} to ${LIMITS.maxOptions} summaries.` });
  return [...issues, ...validateSingleChoice(content.options, key.correct, SUMMARY)];
}
