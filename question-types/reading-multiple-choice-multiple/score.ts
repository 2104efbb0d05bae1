// Multiple Choice, Choose Multiple Answers (reading): docs/pte-rules.md §3.2. Pure.
import type { ItemIssue, ScoreInput, ScoreResult } from '../kit/define-question-type.ts';
import { scoreMultipleChoice, validateMultipleChoice, wordCount } from '../kit/scoring/index.ts';
import { LIMITS, type Content, type Key, type Response } from './schema.ts';

/**
 * +1 per correct option selected, -1 per incorrect one, floor 0; max = number of correct options. A repeated id
 * counts once; an id that is not a correct option (unknown ids included) counts as incorrect.
 */
export function score(input: ScoreInput<Content, Key, Response>): ScoreResult {
  return scoreMultipleChoice(input, 'correctness');
}

export function validateItem(content: Content, key: Key): ItemIssue[] {
  const issues: ItemIssue[] = [];
  if (content.passage.trim() === '') issues.push({ path: 'content.passage', message: 'Enter the reading passage.' });
  else if (wordCount(content.passage) > LIMITS.passageWords) issues.push({ path: 'content.passage', message: `The passage has ${wordCount(content.passage)} words; the limit is ${LIMITS.passageWords}.` });
  if (content.question.trim() === '') issues.push({ path: 'content.question', message: 'Enter the question.' });
  if (content.options.length < LIMITS.minOptions) issues.push({ path: 'content.options', message: `Give at least ${LIMITS.minOptions} options.` });
  return [...issues, ...validateMultipleChoice(content.options, key.correct, { minCorrect: LIMITS.minCorrect, unknownIdsCountTowardsMin: true })];
}
