// Highlight Correct Summary: pte-items.md §3.1 (one right summary). Pure.
import type { ItemIssue, PartResult, ScoreInput, ScoreResult } from '../kit/define-question-type.ts';
import { LIMITS, type Content, type Key, type Response } from './schema.ts';

/** 1 when the selected option is the key, else 0 (no selection, a wrong or an unknown id); never negative. */
export function score({ content, key, response }: ScoreInput<Content, Key, Response>): ScoreResult {
  const selected = response?.selected ?? null;
  const points = selected !== null && selected === key.correct ? 1 : 0;
  const parts: PartResult[] = content.options.map((o) => ({
    id: o.id,
    correct: (o.id === selected) === (o.id === key.correct),
    given: o.id === selected ? o.text : null,
    expected: o.id === key.correct ? o.text : null,
  }));
  return {
    score: points,
    max: 1,
    traits: [{ key: 'correctness', score: points, max: 1 }],
    needsHuman: false,
    parts,
    measures: { answered: selected !== null && content.options.some((o) => o.id === selected) },
  };
}

export function validateItem(content: Content, key: Key): ItemIssue[] {
  const issues: ItemIssue[] = [];
  if (content.audio.trim() === '') issues.push({ path: 'content.audio', message: 'Upload the recording.' });
  if (content.options.length < LIMITS.minOptions || content.options.length > LIMITS.maxOptions) issues.push({ path: 'content.options', message: `Give ${LIMITS.minOptions} to ${LIMITS.maxOptions} summaries.` });
  const ids = new Set<string>();
  const texts = new Set<string>();
  content.options.forEach((o, i) => {
    if (ids.has(o.id)) issues.push({ path: `content.options.${i}`, message: `Summary ${i + 1} repeats the id "${o.id}".` });
    ids.add(o.id);
    const t = o.text.trim().toLowerCase();
    if (t === '') issues.push({ path: `content.options.${i}.text`, message: `Summary ${i + 1} has no text.` });
    else if (texts.has(t)) issues.push({ path: `content.options.${i}.text`, message: `Summary ${i + 1} repeats another summary.` });
    texts.add(t);
  });
  if (!key.correct) issues.push({ path: 'key.correct', message: 'Mark the correct summary.' });
  else if (!ids.has(key.correct)) issues.push({ path: 'key.correct', message: `Mark the correct summary: the key names a summary that does not exist ("${key.correct}").` });
  return issues;
}
