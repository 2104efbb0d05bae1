// Listening Fill in the Blanks (typed): docs/pte-rules.md §3.6. Pure.
import type { ItemIssue, PartResult, ScoreInput, ScoreResult } from '../kit/define-question-type.ts';
import { perGap, tokens } from '../kit/scoring/index.ts';
import { LIMITS, gapNumbers, type Content, type Key, type Response } from './schema.ts';

/** Case and edge punctuation ignored, inner apostrophes and hyphens kept, spaces collapsed (docs/pte-rules.md §3.0 normalize_token). */
export function normalizeAnswer(s: string): string {
  return tokens(s).join(' ');
}

/**
 * 1 per gap whose typed word is one of the gap's accepted spellings after normalisation; a misspelling, a plural or
 * another tense is wrong; an empty gap is 0; never negative; max = number of gaps.
 */
export function score({ key, response }: ScoreInput<Content, Key, Response>): ScoreResult {
  const given = response?.gaps ?? [];
  const { score: points, correct } = perGap(given, key.gaps, normalizeAnswer);
  const max = key.gaps.length;
  const parts: PartResult[] = key.gaps.map((accepted, g) => {
    const typed = given[g];
    return {
      id: String(g + 1),
      correct: correct[g] ?? false,
      given: typed === undefined || typed.trim() === '' ? null : typed.trim(),
      expected: accepted.filter((a) => a.trim() !== '').join(' / '),
    };
  });
  return {
    score: points,
    max,
    traits: [{ key: 'correctWords', score: points, max }],
    needsHuman: false,
    parts,
    measures: { answered: given.filter((g) => g.trim() !== '').length },
  };
}

export function validateItem(content: Content, key: Key): ItemIssue[] {
  const issues: ItemIssue[] = [];
  if (content.audio.trim() === '') issues.push({ path: 'content.audio', message: 'Upload the recording.' });
  const numbers = gapNumbers(content.transcript);
  const text = content.transcript.replace(/\{\{\s*\d+\s*\}\}/g, ' ').trim();
  if (text === '') issues.push({ path: 'content.transcript', message: 'Enter the transcript, with {{1}}, {{2}}, … where the missing words are.' });
  if (numbers.length === 0) issues.push({ path: 'content.transcript', message: 'Mark at least one gap with {{1}}.' });
  else if (numbers.length > LIMITS.maxGaps) issues.push({ path: 'content.transcript', message: `Use at most ${LIMITS.maxGaps} gaps.` });
  const seen = new Set<number>();
  for (const n of numbers) {
    if (seen.has(n)) issues.push({ path: 'content.transcript', message: `Gap {{${n}}} appears twice.` });
    seen.add(n);
  }
  const expected = numbers.map((_n, i) => i + 1);
  if (numbers.length > 0 && seen.size === numbers.length && numbers.some((n, i) => n !== expected[i])) {
    issues.push({ path: 'content.transcript', message: `Number the gaps 1, 2, 3, … in reading order (found ${numbers.map((n) => `{{${n}}}`).join(', ')}).` });
  }
  if (numbers.length > 0 && key.gaps.length !== seen.size) {
    issues.push({ path: 'key.gaps', message: `The transcript has ${seen.size} gap(s) but the key has answers for ${key.gaps.length}.` });
  }
  key.gaps.forEach((accepted, g) => {
    const answers = accepted.map((a) => a.trim()).filter((a) => a !== '');
    if (answers.length === 0) issues.push({ path: `key.gaps.${g}`, message: `Gap ${g + 1} has no accepted answer.` });
    else if (answers.some((a) => normalizeAnswer(a) === '')) issues.push({ path: `key.gaps.${g}`, message: `Gap ${g + 1} has an answer made only of punctuation.` });
  });
  return issues;
}
