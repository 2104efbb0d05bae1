// Reading & Writing: Fill in the Blanks (dropdown): docs/pte-rules.md §3.5. Pure.
import type { ItemIssue, PartResult, ScoreInput, ScoreResult } from '../kit/define-question-type.ts';
import { gapCount, gapNumberingProblems, passageWordCount, perGap, wordCount } from '../kit/scoring/index.ts';
import { LIMITS, type Content, type Key, type Response } from './schema.ts';

/** 1 per gap whose chosen option is the key's; an empty gap scores 0; no negative marking; max = number of gaps. */
export function score({ content, key, response }: ScoreInput<Content, Key, Response>): ScoreResult {
  const n = Math.max(gapCount(content.segments), key.answers.length);
  const given = Array.from({ length: n }, (_, g) => response?.gaps?.[g] ?? null);
  const { score: points, correct } = perGap(
    given,
    Array.from({ length: n }, (_, g) => (key.answers[g] ? [key.answers[g]] : [])),
  );
  const text = (g: number, id: string | null | undefined) => (id ? (content.gaps[g]?.options.find((o) => o.id === id)?.text ?? null) : null);
  const parts: PartResult[] = correct.map((ok, g) => ({ id: String(g), correct: ok, given: text(g, given[g]), expected: text(g, key.answers[g]) }));
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
  if (content.gaps.length !== n) issues.push({ path: 'content.gaps', message: `The passage has ${n} gaps but ${content.gaps.length} option lists.` });
  content.gaps.forEach((gap, g) => {
    if (gap.options.length < LIMITS.minOptions) issues.push({ path: `content.gaps.${g}.options`, message: `Gap ${g + 1} needs at least ${LIMITS.minOptions} options.` });
    const ids = new Set<string>();
    const texts = new Set<string>();
    gap.options.forEach((o, i) => {
      if (ids.has(o.id)) issues.push({ path: `content.gaps.${g}.options.${i}`, message: `Gap ${g + 1}, option ${i + 1} repeats the id "${o.id}".` });
      ids.add(o.id);
      const t = o.text.trim().toLowerCase();
      if (t === '') issues.push({ path: `content.gaps.${g}.options.${i}.text`, message: `Gap ${g + 1}, option ${i + 1} has no text.` });
      else if (texts.has(t)) issues.push({ path: `content.gaps.${g}.options.${i}.text`, message: `Gap ${g + 1} lists "${o.text.trim()}" twice.` });
      texts.add(t);
    });
  });
  for (let g = 0; g < n; g++) {
    const id = key.answers[g];
    if (!id) issues.push({ path: `key.answers.${g}`, message: `Gap ${g + 1} has no answer: mark its correct option.` });
    else if (!content.gaps[g]?.options.some((o) => o.id === id)) issues.push({ path: `key.answers.${g}`, message: `Gap ${g + 1}'s answer is not one of its options.` });
  }
  if (key.answers.length > n) issues.push({ path: 'key.answers', message: `The key has ${key.answers.length} answers for ${n} gaps.` });
  return issues;
}
