// Spelling with Hunspell dictionaries (nspell): American (dictionary-en) and British (dictionary-en-gb) English,
// a word being correct when either accepts it (colour and color, organise and organize). The dictionaries load
// once, lazily, on the first check (~0.5 s); later checks are synchronous lookups.
import type NSpell from 'nspell';

let loading: Promise<NSpell[]> | null = null;

/** Both spellers, loaded on first use. */
export function spellers(): Promise<NSpell[]> {
  loading ??= (async () => {
    const [{ default: nspell }, { default: en }, { default: gb }] = await Promise.all([import('nspell'), import('dictionary-en'), import('dictionary-en-gb')]);
    const buf = (u: Uint8Array) => Buffer.from(u.buffer, u.byteOffset, u.byteLength);
    return [nspell({ aff: buf(en.aff), dic: buf(en.dic) }), nspell({ aff: buf(gb.aff), dic: buf(gb.dic) })];
  })().catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

const WORD_RE = /[\p{L}][\p{L}\p{M}'’-]*/gu;

/** The word-like tokens of a text (letters with inner apostrophes and hyphens); numbers are not words here. */
export function spellTokens(text: string): string[] {
  const out: string[] = [];
  for (const m of text.normalize('NFKC').matchAll(WORD_RE)) {
    const t = m[0].replace(/’/g, "'").replace(/^['-]+|['-]+$/g, '');
    if (t !== '') out.push(t);
  }
  return out;
}

function accepted(spell: NSpell[], word: string): boolean {
  return spell.some((s) => s.correct(word));
}

/** Whether a token is spelled correctly: whole, without a possessive 's, or (hyphenated) part by part. */
export function isCorrect(spell: NSpell[], token: string, allowed: ReadonlySet<string>): boolean {
  const lower = token.toLowerCase();
  if (allowed.has(lower)) return true;
  if (accepted(spell, token)) return true;
  if (token !== lower && accepted(spell, lower)) return true;
  const bare = lower.replace(/'s$|s'$/, (m) => (m === "s'" ? 's' : ''));
  if (bare !== lower && (allowed.has(bare) || accepted(spell, bare))) return true;
  if (token.includes('-')) return token.split('-').every((p) => p === '' || isCorrect(spell, p, allowed));
  return false;
}

/**
 * The misspelled tokens of a text, in order (a word misspelled twice counts twice). `allowed` holds lower-case words
 * accepted whatever the dictionaries say: the item's own text (its names and terms).
 */
export async function misspelledWords(text: string, allowed: ReadonlySet<string> = new Set()): Promise<string[]> {
  const spell = await spellers();
  return spellTokens(text).filter((t) => !isCorrect(spell, t, allowed));
}
