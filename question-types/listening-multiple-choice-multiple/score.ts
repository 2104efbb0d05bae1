// Multiple Choice, Choose Multiple Answers (listening): pte-items.md §3.2. Pure.
import type { ItemIssue, PartResult, ScoreInput, ScoreResult } from '../kit/define-question-type.ts';
import { plusMinusFloor } from '../kit/scoring/index.ts';
import { LIMITS, type Content, type Key, type Response } from './schema.ts';

/**
 * +1 per correct option selected, -1 per incorrect one, floor 0; max = number of correct options. A repeated id
 * counts once; an id that is not a correct option (unknown ids included) counts as incorrect.
 */
export function score({ content, key, response }: ScoreInput<Content, Key, Response>): ScoreResult {
  const selected = new Set(response?.selected ?? []);
  const correct = new Set(key.correct);
  const points = plusMinusFloor(selected, correct);
  const max = correct.size;
  let right = 0;
  for (const id of selected) if (correct.has(id)) right++;
  const parts: PartResult[] = content.options.map((o) => ({
    id: o.id,
    correct: selected.has(o.id) === correct.has(o.id),
    given: selected.has(o.id) ? o.text : null,
    expected: correct.has(o.id) ? o.text : null,
  }));
  return {
    score: points,
    max,
    traits: [{ key: 'correctness', score: points, max }],
    needsHuman: false,
    parts,
    measures: { right, wrong: selected.size - right, missed: max - right },
  };
}

export function validateItem(content: Content, key: Key): ItemIssue[] {
  const issues: ItemIssue[] = [];
  if (content.audio.trim() === '') issues.push({ path: 'content.audio', message: 'Upload the recording.' });
  if (content.question.trim() === '') issues.push({ path: 'content.question', message: 'Enter the question.' });
  if (content.options.length < LIMITS.minOptions) issues.push({ path: 'content.options', message: `Give at least ${LIMITS.minOptions} options.` });
  const ids = new Set<string>();
  const texts = new Set<string>();
  content.options.forEach((o, i) => {
    if (ids.has(o.id)) issues.push({ path: `content.options.${i}`, message: `Option ${i + 1} repeats the id "${o.id}".` });
    ids.add(o.id);
    const t = o.text.trim().toLowerCase();
    if (t === '') issues.push({ path: `content.options.${i}.text`, message: `Option ${i + 1} has no text.` });
    else if (texts.has(t)) issues.push({ path: `content.options.${i}.text`, message: `Option ${i + 1} repeats another option.` });
    texts.add(t);
  });
  const seen = new Set<string>();
  key.correct.forEach((id, i) => {
    if (!ids.has(id)) issues.push({ path: `key.correct.${i}`, message: `The key names an option that does not exist ("${id}").` });
    else if (seen.has(id)) issues.push({ path: `key.correct.${i}`, message: `The key lists option "${id}" twice.` });
    else seen.add(id);
  });
  if (key.correct.length === 0) issues.push({ path: 'key.correct', message: 'Mark the correct options: none is marked.' });
  else if (seen.size < LIMITS.minCorrect) issues.push({ path: 'key.correct', message: `Mark at least ${LIMITS.minCorrect} correct options: this type has more than one right answer.` });
  else if (content.options.length > 0 && content.options.every((o) => seen.has(o.id))) issues.push({ path: 'key.correct', message: 'At least one option must be incorrect.' });
  return issues;
}
