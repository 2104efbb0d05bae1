// Re-order Paragraphs: docs/pte-rules.md §3.4. Pure.
import type { ItemIssue, PartResult, ScoreInput, ScoreResult } from '../kit/define-question-type.ts';
import { adjacentPairs, wordCount } from '../kit/scoring/index.ts';
import { LIMITS, type Content, type Key, type Response } from './schema.ts';

/**
 * 1 per correctly ordered adjacent pair of the response (each key pair counted once); max = boxes - 1. A shorter
 * order scores the pairs it has; unknown ids only break pairs.
 * Parts: one per key pair `A>B`, correct when B directly follows A in the response; `given` is the paragraph the
 * student put after A (or null), `expected` is B.
 */
export function score({ content, key, response }: ScoreInput<Content, Key, Response>): ScoreResult {
  const order = response?.order ?? [];
  const points = adjacentPairs(order, key.order);
  const max = Math.max(0, key.order.length - 1);
  const text = (id: string | undefined) => (id === undefined ? null : (content.paragraphs.find((p) => p.id === id)?.text ?? null));
  const parts: PartResult[] = [];
  for (let i = 0; i + 1 < key.order.length; i++) {
    const a = key.order[i]!;
    const b = key.order[i + 1]!;
    const at = order.indexOf(a);
    const next = at >= 0 ? order[at + 1] : undefined;
    const correct = order.some((x, j) => x === a && order[j + 1] === b);
    parts.push({ id: `${a}>${b}`, correct, given: text(next), expected: text(b) });
  }
  return {
    score: points,
    max,
    traits: [{ key: 'correctness', score: points, max }],
    needsHuman: false,
    parts,
    measures: { placed: order.length, boxes: key.order.length },
  };
}

export function validateItem(content: Content, key: Key): ItemIssue[] {
  const issues: ItemIssue[] = [];
  const n = content.paragraphs.length;
  if (n < LIMITS.minParagraphs || n > LIMITS.maxParagraphs) issues.push({ path: 'content.paragraphs', message: `Give ${LIMITS.minParagraphs} to ${LIMITS.maxParagraphs} paragraphs (now ${n}).` });
  const ids = new Set<string>();
  let words = 0;
  content.paragraphs.forEach((p, i) => {
    if (ids.has(p.id)) issues.push({ path: `content.paragraphs.${i}`, message: `Paragraph ${i + 1} repeats the id "${p.id}".` });
    ids.add(p.id);
    if (p.text.trim() === '') issues.push({ path: `content.paragraphs.${i}.text`, message: `Paragraph ${i + 1} has no text.` });
    words += wordCount(p.text);
  });
  if (words > LIMITS.totalWords) issues.push({ path: 'content.paragraphs', message: `The paragraphs have ${words} words together; the limit is ${LIMITS.totalWords}.` });
  const seen = new Set<string>();
  key.order.forEach((id, i) => {
    if (!ids.has(id)) issues.push({ path: `key.order.${i}`, message: `The order names a paragraph that does not exist ("${id}").` });
    else if (seen.has(id)) issues.push({ path: `key.order.${i}`, message: `The order lists paragraph "${id}" twice.` });
    seen.add(id);
  });
  const missing = content.paragraphs.filter((p) => !seen.has(p.id));
  if (missing.length > 0) issues.push({ path: 'key.order', message: `The order must list every paragraph once; missing: ${missing.map((p) => `"${p.id}"`).join(', ')}.` });
  if (n > 1 && key.order.length === n && content.paragraphs.every((p, i) => p.id === key.order[i])) {
    issues.push({ path: 'content.paragraphs', message: 'The paragraphs are shown in the correct order: shuffle them.' });
  }
  return issues;
}

/**
 * The order students see for a key order: odd positions, then even ones (B D A C E for A B C D E). It never keeps a
 * correct adjacent pair, and it is deterministic, so an editor needs no randomness.
 */
export function scrambled<T>(keyOrder: readonly T[]): T[] {
  return [...keyOrder.filter((_, i) => i % 2 === 1), ...keyOrder.filter((_, i) => i % 2 === 0)];
}
