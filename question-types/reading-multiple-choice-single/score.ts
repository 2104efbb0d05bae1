// Multiple Choice, Choose Single Answer (reading): docs/pte-rules.md §3.1. Pure.
import type { ItemIssue, ScoreInput, ScoreResult } from '../kit/define-question-type.ts';
import { scoreSingleChoice, validateChoiceOptions, wordCount } from '../kit/scoring/index.ts';
import { LIMITS, type Content, type Key, type Response } from './schema.ts';

/** 1 when the selected option is the key, else 0 (no selection, a wrong or an unknown id); never negative. */
export function score(input: ScoreInput<Content, Key, Response>): ScoreResult {
  return scoreSingleChoice(input, 'correctness');
}

export function validateItem(content: Content, key: Key): ItemIssue[] {
  const issues: ItemIssue[] = [];
  if (content.passage.trim() === '') issues.push({ path: 'content.passage', message: 'Enter the reading passage.' });
  else if (wordCount(content.passage) > LIMITS.passageWords) issues.push({ path: 'content.passage', message: `The passage has ${wordCount(content.passage)} words; the limit is ${LIMITS.passageWords}.` });
  if (content.question.trim() === '') issues.push({ path: 'content.question', message: 'Enter the question.' });
  const options = validateChoiceOptions(content.options);
  issues.push(...options.issues);
  // The key may be '' while the editor has none marked (the key schema allows it), so the message says so.
  if (key.correct === '') issues.push({ path: 'key.correct', message: 'Mark the correct option: none is marked.' });
  else if (!options.ids.has(key.correct)) issues.push({ path: 'key.correct', message: 'Mark the correct option: the key names an option that does not exist.' });
  return issues;
}
