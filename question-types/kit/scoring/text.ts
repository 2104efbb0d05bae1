// Tokenising and counting rules of pte-items.md §3.0. Pure.

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

export function tokens(text: string): string[] {
  return text
    .split(/\s+/)
    .map(normalizeToken)
    .filter((t) => t !== '');
}

/** Whitespace-separated chunks with at least one letter or digit: "well-known" = 1, a lone "-" = 0. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((chunk) => /[\p{L}\p{N}]/u.test(chunk)).length;
}

const ABBREVIATIONS = ['e.g.', 'i.e.', 'etc.', 'dr.', 'mr.', 'mrs.', 'ms.', 'prof.', 'u.s.', 'u.k.', 'vs.', 'st.', 'no.', 'approx.', 'fig.'];

/**
 * Sentence terminators followed by a letter, plus a final one; dots inside abbreviations and decimals do not end
 * a sentence. Text without any terminator counts as one sentence when it has words.
 */
export function sentenceCount(text: string): number {
  let t = ` ${text.trim()} `;
  for (const a of ABBREVIATIONS) t = t.replace(new RegExp(`(\\s)${a.replace(/\./g, '\\.')}`, 'gi'), (_m, s: string) => s + a.replace(/\./g, ''));
  t = t.replace(/(\d)\.(\d)/g, '$1$2');
  const inner = t.match(/[.!?]+["')\]]*\s+(?=["'(]*\p{L})/gu)?.length ?? 0;
  const trimmed = t.trim();
  if (trimmed === '' || wordCount(trimmed) === 0) return 0;
  return inner + 1;
}

/** True when the text ends with its only terminator (one sentence, properly closed). */
export function endsWithTerminator(text: string): boolean {
  return /[.!?]["')\]]*\s*$/.test(text.trim());
}

export function isAllCaps(text: string): boolean {
  const letters = [...text].filter((c) => /\p{L}/u.test(c));
  return letters.length > 0 && letters.every((c) => c === c.toUpperCase() && c !== c.toLowerCase());
}

export const FILLERS = new Set(['um', 'uh', 'er', 'erm', 'ah', 'hmm', 'mm']);

export function withoutFillers(words: string[]): string[] {
  return words.filter((w) => !FILLERS.has(w));
}
