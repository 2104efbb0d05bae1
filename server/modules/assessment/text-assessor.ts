// The text assessor (types whose definition sets `writtenProse`: the writing types and Summarize Spoken Text):
// misspellings against American and British English dictionaries, vocabulary range and length as measured aids.
// It estimates no trait: spelling follows from the misspelling count in the type's own score(); content, grammar,
// vocabulary and the rest wait for a trainer.
import type { AnyQuestionType } from '@question-types/registry.ts';
import { misspelledWords, spellTokens } from './spelling.ts';
import type { AssessInput, AssessedEvidence, Assessor } from './types.ts';

/** Words of at least this many letters count as long (a rough aid for the vocabulary range). */
export const LONG_WORD_LETTERS = 7;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Every string in an item's content and key, media paths and URLs left out: the item's own text. */
export function itemText(...values: unknown[]): string {
  const out: string[] = [];
  const walk = (v: unknown, depth: number) => {
    if (depth > 32 || v === null || v === undefined) return;
    if (typeof v === 'string') {
      if (!/^(\/files\/|https?:\/\/|data:)/.test(v.trim())) out.push(v);
    } else if (Array.isArray(v)) v.forEach((x) => walk(x, depth + 1));
    else if (typeof v === 'object') Object.values(v as Record<string, unknown>).forEach((x) => walk(x, depth + 1));
  };
  values.forEach((v) => walk(v, 0));
  return out.join('\n').replace(/<[^>]*>/g, ' ');
}

/** Measured aids of a text: misspellings (and which), words, distinct words, lexical diversity, long-word share. */
export async function assessText(text: string, ownText: string): Promise<Partial<AssessedEvidence>> {
  const allowed = new Set(spellTokens(ownText).map((w) => w.toLowerCase()));
  const words = spellTokens(text);
  const lower = words.map((w) => w.toLowerCase());
  const distinct = new Set(lower).size;
  const long = lower.filter((w) => w.replace(/[^\p{L}]/gu, '').length >= LONG_WORD_LETTERS).length;
  const wrong = await misspelledWords(text, allowed);
  const letters = lower.reduce((n, w) => n + w.replace(/[^\p{L}]/gu, '').length, 0);
  return {
    measures: {
      misspellings: wrong.length,
      distinctWords: distinct,
      lexicalDiversity: words.length ? round2(distinct / words.length) : 0,
      longWordShare: words.length ? round2(long / words.length) : 0,
      averageWordLength: words.length ? round2(letters / words.length) : 0,
      characters: text.trim().length,
    },
    notes: wrong.length ? { misspelledWords: [...new Set(wrong)].join(', ') } : {},
  };
}

export const textAssessor: Assessor = {
  name: 'text',
  // the definition says whether its response is the student's own prose (writing types, Summarize Spoken Text)
  appliesTo: (type: AnyQuestionType) => type.writtenProse === true,
  async assess({ content, key, response }: AssessInput) {
    const text = (response as { text?: unknown } | null)?.text;
    if (typeof text !== 'string' || text.trim() === '') return {};
    return assessText(text, itemText(content, key));
  },
};
