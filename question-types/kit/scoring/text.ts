// Tokenising and word counting (question-types/README.md, "Counting words and sentences"). Pure; the sentence
// rules are in sentences.ts.

const EDGE_PUNCT = /^[\s.,;:!?"'()[\]{}…–—«»]+|[\s.,;:!?"'()[\]{}…–—«»]+$/g;

/** Lower case, NFKC, ASCII quotes, no punctuation at the edges; inner apostrophes and hyphens stay. */
export function normalizeToken(t: string): string {
  return t
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201F\u2033]/g, '"')
    .replace(EDGE_PUNCT, '');
}

/** A word has a letter or a digit: "well-known", "don't" and "2025" are words, a lone "-", "&" or "/" is none. */
export function isWord(chunk: string): boolean {
  return /[\p{L}\p{N}]/u.test(chunk);
}

/** The words of a text as they are written (punctuation kept), in order: what `tokens` normalises one by one. */
export function writtenWords(text: string): string[] {
  return text.split(/\s+/).filter(isWord);
}

/** The normalised words of a text; the same words `wordCount` counts, so a key's maximum matches its word count. */
export function tokens(text: string): string[] {
  return writtenWords(text).map(normalizeToken);
}

/** Whitespace-separated chunks with at least one letter or digit: "well-known" = 1, a lone "-" = 0. */
export function wordCount(text: string): number {
  return writtenWords(text).length;
}

export function isAllCaps(text: string): boolean {
  const letters = [...text].filter((c) => /\p{L}/u.test(c));
  return letters.length > 0 && letters.every((c) => c === c.toUpperCase() && c !== c.toLowerCase());
}

export const FILLERS = new Set(['um', 'uh', 'er', 'erm', 'ah', 'hmm', 'mm']);

export function withoutFillers(words: string[]): string[] {
  return words.filter((w) => !FILLERS.has(w));
}
