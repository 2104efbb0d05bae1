// Partial-credit rules shared by several types (docs/pte-rules.md §3.1-§3.5). Pure.

/** +1 per right choice, -1 per wrong one, never below 0 (MCQ multiple, Highlight Incorrect Words). */
export function plusMinusFloor<T>(selected: Iterable<T>, key: Iterable<T>): number {
  const s = new Set(selected);
  const k = new Set(key);
  let right = 0;
  let wrong = 0;
  for (const x of s) {
    if (k.has(x)) right++;
    else wrong++;
  }
  return Math.max(0, right - wrong);
}

/** Correct adjacent pairs of a response order against the key order (Re-order Paragraphs). */
export function adjacentPairs<T>(response: readonly T[], key: readonly T[]): number {
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < key.length; i++) pairs.add(`${String(key[i])}\u0000${String(key[i + 1])}`);
  let n = 0;
  const seen = new Set<string>();
  for (let i = 0; i + 1 < response.length; i++) {
    const p = `${String(response[i])}\u0000${String(response[i + 1])}`;
    if (pairs.has(p) && !seen.has(p)) {
      n++;
      seen.add(p);
    }
  }
  return n;
}

/** 1 per gap whose answer is among the gap's accepted answers, compared after `normalize`. */
export function perGap(response: readonly (string | null | undefined)[], key: readonly (readonly string[])[], normalize: (s: string) => string = (s) => s): { score: number; correct: boolean[] } {
  const correct = key.map((accepted, g) => {
    const given = response[g];
    if (given === null || given === undefined || given.trim() === '') return false;
    const n = normalize(given);
    return accepted.some((a) => normalize(a) === n);
  });
  return { score: correct.filter(Boolean).length, correct };
}
