// Highlight Incorrect Words (docs/pte-rules.md §3.3): positions, not strings; +1 per right click, −1 per wrong one, floor 0.
import type { ItemIssue, ScoreInput, ScoreResult, TraitDef } from '../kit/define-question-type.ts';
import { combineTraits } from '../kit/define-question-type.ts';
import { normalizeToken, plusMinusFloor } from '../kit/scoring/index.ts';
import { transcriptWords, type Content, type Key, type Response } from './schema.ts';

export function scoreHighlightIncorrectWords({ content, key, response }: ScoreInput<Content, Key, Response>, traits: TraitDef[]): ScoreResult {
  const words = transcriptWords(content.transcript);
  const keySet = new Set(key.positions);
  const selected = [...new Set(response.selected)];
  const points = plusMinusFloor(selected, keySet);
  const max = keySet.size;
  const defs = traits.map((t) => ({ ...t, max: Math.max(1, max) }));
  const combined = combineTraits(defs, { [defs[0]!.key]: points });
  const right = selected.filter((i) => keySet.has(i)).length;
  const wrong = selected.length - right;
  const spokenAt = new Map(key.positions.map((p, i) => [p, key.spoken[i] ?? null]));
  const ids = [...new Set([...keySet, ...selected])].sort((a, b) => a - b);
  const parts = ids.map((i) => ({
    id: String(i),
    correct: keySet.has(i) && selected.includes(i),
    given: selected.includes(i) ? (words[i] ?? null) : null,
    expected: keySet.has(i) ? (spokenAt.get(i) ?? null) : null,
  }));
  return {
    ...combined,
    max,
    score: Math.min(points, max),
    parts,
    measures: { differingWords: max, rightClicks: right, wrongClicks: wrong, missed: max - right },
  };
}

export function validateHighlightIncorrectWords(content: Content, key: Key): ItemIssue[] {
  const issues: ItemIssue[] = [];
  const words = transcriptWords(content.transcript ?? '');
  if (!content.audio?.trim()) issues.push({ path: 'content.audio', message: 'Upload the recording.' });
  if (words.length === 0) issues.push({ path: 'content.transcript', message: 'Enter the transcript shown to the student.' });
  if (key.positions.length === 0) issues.push({ path: 'key.positions', message: 'Mark at least one word that differs from the recording.' });
  const seen = new Set<number>();
  key.positions.forEach((p, i) => {
    if (!Number.isInteger(p) || p < 0 || p >= words.length) issues.push({ path: `key.positions.${i}`, message: `Word ${p + 1} is not in the transcript.` });
    else if (seen.has(p)) issues.push({ path: `key.positions.${i}`, message: `Word ${p + 1} is marked twice.` });
    seen.add(p);
    const spoken = key.spoken[i]?.trim() ?? '';
    if (spoken === '') issues.push({ path: `key.spoken.${i}`, message: 'Enter what the recording says instead.' });
    else if (words[p] !== undefined && normalizeToken(spoken) === normalizeToken(words[p]!))
      issues.push({ path: `key.spoken.${i}`, message: 'The recording must say a different word here.' });
  });
  if (key.spoken.length !== key.positions.length) issues.push({ path: 'key.spoken', message: 'Give what the recording says for each marked word.' });
  return issues;
}
