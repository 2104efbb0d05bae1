// Reading: Fill in the Blanks (drag and drop): docs/pte-rules.md §3.5. Pure.
import type { ItemIssue, PartResult, ScoreInput, ScoreResult } from '../kit/define-question-type.ts';
import { gapCount, gapNumberingProblems, passageWordCount, perGap, wordCount } from '../kit/scoring/index.ts';
import { LIMITS, type Content, type Key, type Response } from './schema.ts';

/** 1 per gap holding its key word; an empty gap scores 0; no negative marking; max = number of gaps. */
export function score({ content, key, response }: ScoreInput<Content, Key, Response>): ScoreResult {
  const n = Math.max(gapCount(content.segments), key.answers.length);
  const given = Array.from({ length: n }, (_, g) => response?.gaps?.[g] ?? null);
  const { score: points, correct } = perGap(
    given,
    Array.from({ length: n }, (_, g) => (key.answers[g] ? [key.answers[g]] : [])),
  );
  const text = (id: string | null | undefined) => (id ? (content.bank.find((w) => w.id === id)?.text ?? null) : null);
  const parts: PartResult[] = correct.map((ok, g) => ({ id: String(g), correct: ok, given: text(given[g]), expected: text(key.answers[g]) }));
  return {
    score: points,
    max: n,
    traits: [{ key: 'correctness', score: points, max: n }],
    needsHuman: false,
    parts,
    measures: { filled: given.filter((x) => x !== null).length, gaps: n },
  };
}

export function validateItem(content: Content, key: Key): ItemIssue[] {
  const issues: ItemIssue[] = [];
  for (const message of gapNumberingProblems(content.segments)) issues.push({ path: 'content.segments', message });
  const words = passageWordCount(content.segments, wordCount);
  if (words > LIMITS.passageWords) issues.push({ path: 'content.segments', message: `The passage has ${words} words (a gap counts as one); the limit is ${LIMITS.passageWords}.` });
  const n = gapCount(content.segments);
  const ids = new Set<string>();
  const texts = new Set<string>();
  content.bank.forEach((w, i) => {
    if (ids.has(w.id)) issues.push({ path: `content.bank.${i}`, message: `Word ${i + 1} repeats the id "${w.id}".` });
    ids.add(w.id);
    const t = w.text.trim().toLowerCase();
    if (t === '') issues.push({ path: `content.bank.${i}.text`, message: `Word ${i + 1} of the bank is empty.` });
    else if (texts.has(t)) issues.push({ path: `content.bank.${i}.text`, message: `"${w.text.trim()}" is in the bank twice.` });
    texts.add(t);
  });
  if (n > 0 && content.bank.length <= n) issues.push({ path: 'content.bank', message: `The bank needs more words than gaps (${n}): add distractors.` });
  const used = new Set<string>();
  for (let g = 0; g < n; g++) {
    const id = key.answers[g];
    if (!id) issues.push({ path: `key.answers.${g}`, message: `Gap ${g + 1} has no answer.` });
    else if (!ids.has(id)) issues.push({ path: `key.answers.${g}`, message: `Gap ${g + 1}'s answer is not a word of the bank.` });
    else if (used.has(id)) issues.push({ path: `key.answers.${g}`, message: `Gap ${g + 1} uses a word another gap already uses: each bank word fits one gap.` });
    if (id) used.add(id);
  }
  if (key.answers.length > n) issues.push({ path: 'key.answers', message: `The key has ${key.answers.length} answers for ${n} gaps.` });
  return issues;
}
