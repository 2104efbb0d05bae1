// Write from Dictation (docs/pte-rules.md §3.7): 1 per key word typed correctly; "bag" (default) or "ordered" (LCS).
// Extra words are never subtracted; max = words in the sentence.
import type { ItemIssue, ScoreInput, ScoreResult, TraitDef } from '../kit/define-question-type.ts';
import { combineTraits } from '../kit/define-question-type.ts';
import { normalizeToken, tokens, writtenWords } from '../kit/scoring/index.ts';
import type { Content, Key, Response } from './schema.ts';

export type DictationMode = 'bag' | 'ordered';

export interface DictationRules {
  mode: DictationMode;
}

/** Maps every accepted spelling to the group's first one, so "color" and "colour" compare equal. */
function canonicalizer(variants: readonly (readonly string[])[]): (t: string) => string {
  const map = new Map<string, string>();
  for (const group of variants) {
    const head = normalizeToken(group[0] ?? '');
    for (const v of group) map.set(normalizeToken(v), head);
  }
  return (t) => map.get(t) ?? t;
}

/** Which key words were matched: bag = multiset counts; ordered = one longest common subsequence. */
export function matchedKeyWords(ref: readonly string[], hyp: readonly string[], mode: DictationMode): boolean[] {
  if (mode === 'bag') {
    const counts = new Map<string, number>();
    for (const w of hyp) counts.set(w, (counts.get(w) ?? 0) + 1);
    return ref.map((w) => {
      const c = counts.get(w) ?? 0;
      if (c > 0) counts.set(w, c - 1);
      return c > 0;
    });
  }
  const n = ref.length;
  const m = hyp.length;
  const t: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--) t[i]![j] = ref[i] === hyp[j] ? t[i + 1]![j + 1]! + 1 : Math.max(t[i + 1]![j]!, t[i]![j + 1]!);
  const matched = new Array<boolean>(n).fill(false);
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (ref[i] === hyp[j]) {
      matched[i] = true;
      i++;
      j++;
    } else if (t[i + 1]![j]! >= t[i]![j + 1]!) i++;
    else j++;
  }
  return matched;
}

export function scoreWriteFromDictation({ key, response }: ScoreInput<Content, Key, Response>, traits: TraitDef[], rules: DictationRules): ScoreResult {
  const canon = canonicalizer(key.variants ?? []);
  const shown = writtenWords(key.sentence);
  const ref = tokens(key.sentence).map(canon);
  const typed = tokens(response.text ?? '');
  const hyp = typed.map(canon);
  const matched = matchedKeyWords(ref, hyp, rules.mode);
  const points = matched.filter(Boolean).length;
  const max = ref.length;
  const defs = traits.map((t) => ({ ...t, max: Math.max(1, max) }));
  const combined = combineTraits(defs, { [defs[0]!.key]: points });
  return {
    ...combined,
    score: points,
    max,
    parts: ref.map((_w, i) => ({ id: String(i), correct: matched[i]!, given: matched[i] ? (shown[i] ?? null) : null, expected: shown[i] ?? null })),
    measures: { sentenceWords: max, typedWords: typed.length, correctWords: points, extraWords: Math.max(0, typed.length - points), mode: rules.mode },
  };
}

export function validateWriteFromDictation(content: Content, key: Key): ItemIssue[] {
  const issues: ItemIssue[] = [];
  if (!content.audio?.trim()) issues.push({ path: 'content.audio', message: 'Upload the recording of the sentence.' });
  if (tokens(key.sentence ?? '').length === 0) issues.push({ path: 'key.sentence', message: 'Enter the sentence the recording says.' });
  (key.variants ?? []).forEach((g, i) => {
    if (g.filter((v) => normalizeToken(v) !== '').length < 2) issues.push({ path: `key.variants.${i}`, message: 'A variant group needs at least two spellings.' });
    else if (g.some((v) => /\s/.test(v.trim()))) issues.push({ path: `key.variants.${i}`, message: 'Variants are single words.' });
  });
  return issues;
}
