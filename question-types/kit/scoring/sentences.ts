// Sentence rules of the writing form gates (question-types/README.md, "Counting words and sentences"). Pure.
import { wordCount } from './text.ts';

const ABBREVIATIONS = ['e.g.', 'i.e.', 'etc.', 'dr.', 'mr.', 'mrs.', 'ms.', 'prof.', 'u.s.', 'u.k.', 'vs.', 'st.', 'no.', 'approx.', 'fig.'];

/** What may stand between a terminator and the end of its sentence: closing quotes and brackets. */
const CLOSERS = `"'’”)\\]}`;
/** What may open a word: quotes and brackets ("(e.g." and "“i.e." start an abbreviation too). */
const OPENERS = `"'‘“(\\[{`;

const ABBREVIATION_RE = new RegExp(`(^|[\\s${OPENERS}])(${ABBREVIATIONS.map((a) => a.replace(/\./g, '\\.')).join('|')})`, 'giu');
const TERMINATOR = `[.!?]+[${CLOSERS}]*`;
/** a terminator followed by the start of another sentence (docs/pte-rules.md §3.0: whitespace, then a letter) */
const INNER_END_RE = new RegExp(`${TERMINATOR}\\s+(?=[${OPENERS}]*\\p{L})`, 'gu');
const FINAL_END_RE = new RegExp(`${TERMINATOR}\\s*$`, 'u');

/**
 * The text with the dots that end no sentence taken out: those of known abbreviations and decimals ("3.5").
 * An abbreviation that closes the text ("... parks etc.") keeps its dot: it ends the sentence too.
 */
function withoutInnerDots(text: string): string {
  const t = text.trim();
  const closesText = FINAL_END_RE.test(t);
  const masked = t.replace(ABBREVIATION_RE, (_m, before: string, abbr: string) => before + abbr.replace(/\./g, '')).replace(/(\d)\.(\d)/g, '$1$2');
  return closesText && !FINAL_END_RE.test(masked) ? `${masked}.` : masked;
}

/** True when the text ends with a sentence terminator (closing quotes or brackets may follow it). */
export function endsWithTerminator(text: string): boolean {
  return FINAL_END_RE.test(text.trim());
}

/**
 * Sentences: the terminators followed by another sentence, plus the last one, which counts whether it is
 * terminated or not. 0 for text without words.
 */
export function sentenceCount(text: string): number {
  if (wordCount(text) === 0) return 0;
  return (withoutInnerDots(text).match(INNER_END_RE)?.length ?? 0) + 1;
}

/** Summarize Written Text's "one sentence": exactly one terminator, and it is at the end. */
export function isOneSentence(text: string): boolean {
  return sentenceCount(text) === 1 && endsWithTerminator(withoutInnerDots(text));
}

/** At least one real sentence terminator: a decimal point or an abbreviation's dot is none. */
export function hasSentencePunctuation(text: string): boolean {
  return /[.!?]/.test(withoutInnerDots(text));
}

/** A list line: "•", "-", "*", "–", "—", "·" or "▪", or an enumerator "1." / "1)" / "a)" / "(a)", then a space. */
const BULLET_LINE_RE = /^\s*(?:[•\-*–—·▪]|\d{1,2}[.)]|[a-z][.)]|\([a-z0-9]{1,2}\))\s+/iu;

export interface FragmentRules {
  /** sentences averaging fewer words than this are "very short fragments" */
  shortSentenceWords: number;
}

/**
 * The "only bullet points or very short fragments / sentences" form-0 rule of Summarize Spoken Text and Write Essay.
 * Bullet points: two or more list lines that carry most (more than half) of the words, so a short list inside
 * prose passes. Fragments: three or more pieces (split at terminators and line breaks) averaging fewer than
 * `shortSentenceWords` words.
 */
export function isOnlyBulletsOrFragments(text: string, rules: FragmentRules = { shortSentenceWords: 4 }): boolean {
  const total = wordCount(text);
  if (total === 0) return false;
  const lines = text.split(/\n/).filter((l) => wordCount(l) > 0);
  const bullets = lines.filter((l) => BULLET_LINE_RE.test(l));
  if (bullets.length >= 2 && bullets.reduce((n, l) => n + wordCount(l), 0) * 2 > total) return true;
  const pieces = withoutInnerDots(text)
    .split(new RegExp(`${TERMINATOR}|\\n`, 'u'))
    .map(wordCount)
    .filter((n) => n > 0);
  return pieces.length >= 3 && total / pieces.length < rules.shortSentenceWords;
}
