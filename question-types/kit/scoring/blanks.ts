// Passages with numbered gaps ("text {{1}} more {{2}}"), shared by the fill-in-the-blanks types. Pure.

/** A run of passage text, or a gap. `gap` is the 0-based index into the key's and the response's per-gap arrays. */
export type Segment = string | { gap: number };

const GAP = /\{\{\s*(\d{1,3})\s*\}\}/g;

/**
 * Splits a passage into text runs and gaps. Trainers number gaps from 1 (`{{1}}`); the segments use 0-based
 * indexes (`{{1}}` -> `{ gap: 0 }`), so `segments` index straight into `key.answers` and `response.gaps`.
 * Empty text runs are dropped.
 *
 * @example parseBlanks('Prices {{1}} sharply {{2}}.') // ['Prices ', { gap: 0 }, ' sharply ', { gap: 1 }, '.']
 */
export function parseBlanks(text: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(GAP)) {
    const at = m.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    out.push({ gap: Number(m[1]) - 1 });
    last = at + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** The inverse of parseBlanks: gaps written back as `{{n}}` (1-based). */
export function segmentsToText(segments: readonly Segment[]): string {
  return segments.map((s) => (typeof s === 'string' ? s : `{{${s.gap + 1}}}`)).join('');
}

/** The gap indexes in passage order (may hold duplicates or holes in an unchecked item). */
export function gapIndexes(segments: readonly Segment[]): number[] {
  return segments.flatMap((s) => (typeof s === 'string' ? [] : [s.gap]));
}

/** Number of gaps an answerable passage has: one past the highest gap index. */
export function gapCount(segments: readonly Segment[]): number {
  return gapIndexes(segments).reduce((n, g) => Math.max(n, g + 1), 0);
}

/**
 * Problems with the gap numbering: no gap, a gap written twice, or a number skipped. Each message names the
 * trainer's 1-based numbers. An empty list means the gaps are exactly 1..n, each once.
 */
export function gapNumberingProblems(segments: readonly Segment[]): string[] {
  const gaps = gapIndexes(segments);
  if (gaps.length === 0) return ['The passage has no gap: write {{1}} where the first gap goes.'];
  const problems: string[] = [];
  const seen = new Set<number>();
  for (const g of gaps) {
    if (g < 0) problems.push('Gaps are numbered from {{1}}: {{0}} is not a gap number.');
    else if (seen.has(g)) problems.push(`Gap {{${g + 1}}} appears more than once.`);
    seen.add(g);
  }
  const n = gapCount(segments);
  for (let g = 0; g < n; g++) if (!seen.has(g)) problems.push(`Gap {{${g + 1}}} is missing: number the gaps 1 to ${n} without holes.`);
  return problems;
}

/** The words of a passage, counting each gap as one word (for the passage length limits). */
export function passageWordCount(segments: readonly Segment[], count: (text: string) => number): number {
  return segments.reduce((n, s) => n + (typeof s === 'string' ? count(s) : 1), 0);
}
