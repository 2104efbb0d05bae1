// Sequence comparisons on token lists. Pure.

/** Length of the longest common subsequence. */
export function lcs<T>(a: readonly T[], b: readonly T[]): number {
  const prev = new Array<number>(b.length + 1).fill(0);
  const cur = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      cur[j] = a[i - 1] === b[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, cur[j - 1]!);
    }
    for (let j = 0; j <= b.length; j++) prev[j] = cur[j]!;
  }
  return prev[b.length]!;
}

/** Word-level Levenshtein distance: substitutions + deletions + insertions. */
export function wordEditErrors<T>(ref: readonly T[], hyp: readonly T[]): number {
  let prev = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i++) {
    const cur = [i];
    for (let j = 1; j <= hyp.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ref[i - 1] === hyp[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[hyp.length]!;
}

/** Multiset overlap: Σ over distinct w in ref of min(count in ref, count in hyp). */
export function bagOverlap<T>(ref: readonly T[], hyp: readonly T[]): number {
  const counts = new Map<T, number>();
  for (const w of hyp) counts.set(w, (counts.get(w) ?? 0) + 1);
  let n = 0;
  for (const w of ref) {
    const c = counts.get(w) ?? 0;
    if (c > 0) {
      n++;
      counts.set(w, c - 1);
    }
  }
  return n;
}
