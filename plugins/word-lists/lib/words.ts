/**
 * Typed or pasted words: one per line, an optional note after a tab, " - " or " — " ("abandon - to leave behind").
 * Pure; the server checks the same rules again (server/modules/word-lists/schemas.ts).
 */
export interface DraftWord {
  /** a client-side key for the sortable list (stable while editing) */
  key: string;
  word: string;
  note: string;
}

export const MAX_WORD_LENGTH = 64;
export const MAX_WORDS = 500;
const WORD = /^[\p{L}\p{N}][\p{L}\p{N}\p{M} .'’-]*$/u;

export function isValidWord(word: string): boolean {
  return word.length > 0 && word.length <= MAX_WORD_LENGTH && WORD.test(word);
}

/** Lines of text as words with notes; blank lines go, spaces inside a word are kept ("give up"). */
export function parseWords(text: string): Array<{ word: string; note: string }> {
  const out: Array<{ word: string; note: string }> = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const m = /^(.*?)(?:\t+|\s+[-–—]\s+|\s*:\s+)(.*)$/.exec(line);
    const word = (m ? m[1]! : line).trim().replace(/\s+/g, ' ');
    const note = m ? m[2]!.trim() : '';
    if (word) out.push({ word, note });
  }
  return out;
}

/**
 * Adds parsed words after the current ones, skipping a word already there (any case) and reporting which were
 * skipped and which are not valid words.
 */
export function addWords(current: readonly DraftWord[], added: ReadonlyArray<{ word: string; note: string }>, nextKey: () => string): { words: DraftWord[]; duplicates: string[]; invalid: string[] } {
  const seen = new Set(current.map((w) => w.word.toLowerCase()));
  const words = [...current];
  const duplicates: string[] = [];
  const invalid: string[] = [];
  for (const a of added) {
    if (!isValidWord(a.word)) {
      invalid.push(a.word);
      continue;
    }
    const k = a.word.toLowerCase();
    if (seen.has(k)) {
      duplicates.push(a.word);
      continue;
    }
    seen.add(k);
    words.push({ key: nextKey(), word: a.word, note: a.note });
  }
  return { words, duplicates, invalid };
}
