import { afterAll, describe, expect, it } from 'vitest';
import { lemmaCandidates, normaliseWord, parseDataLine, parseIndexLine, WordNet, wordnetDir } from './dictionary.ts';

const wn = new WordNet(wordnetDir());
afterAll(() => wn.close());

describe('the WordNet reader', () => {
  it('finds "abandon" as a verb and a noun, with definition, examples and synonyms', async () => {
    const senses = await wn.lookup('abandon');
    const verbs = senses.filter((s) => s.part_of_speech === 'verb');
    const nouns = senses.filter((s) => s.part_of_speech === 'noun');
    expect(verbs.length).toBeGreaterThanOrEqual(4);
    expect(nouns.length).toBeGreaterThanOrEqual(1);
    expect(verbs[0]!.definition).toBe('forsake, leave behind');
    expect(verbs[0]!.examples).toContain('We abandoned the old car in the empty parking lot');
    expect(verbs.some((s) => s.synonyms.includes('give up'))).toBe(true);
    expect(senses.every((s) => s.lemma === 'abandon')).toBe(true);
  });

  it('"run" is a noun and a verb; the per-part limit holds', async () => {
    const senses = await wn.lookup('run', 3);
    expect(senses.filter((s) => s.part_of_speech === 'noun')).toHaveLength(3);
    expect(senses.filter((s) => s.part_of_speech === 'verb')).toHaveLength(3);
    expect(senses.every((s) => s.definition.length > 0)).toBe(true);
  });

  it('undoes inflections: "children" -> child (irregular), "analyses" -> analysis, "studies" -> study, "running" -> run', async () => {
    expect((await wn.lookup('children')).filter((s) => s.part_of_speech === 'noun')[0]!.lemma).toBe('child');
    expect((await wn.lookup('Analyses')).some((s) => s.lemma === 'analysis')).toBe(true);
    expect((await wn.lookup('studies')).some((s) => s.lemma === 'study' && s.part_of_speech === 'verb')).toBe(true);
    expect((await wn.lookup('running')).some((s) => s.lemma === 'run' && s.part_of_speech === 'verb')).toBe(true);
  });

  it('finds collocations typed with a space, and the first and last lemmas of a file', async () => {
    expect((await wn.lookup('give up')).some((s) => s.part_of_speech === 'verb')).toBe(true);
    expect(await wn.indexEntry('a', 'noun')).not.toBeNull();
    expect(await wn.indexEntry('zymurgy', 'noun')).not.toBeNull();
  });

  it('a non-word, an empty or odd text: no senses', async () => {
    expect(await wn.lookup('qwzxplk')).toEqual([]);
    expect(await wn.lookup('')).toEqual([]);
    expect(await wn.lookup('  ')).toEqual([]);
    expect(await wn.lookup('<script>')).toEqual([]);
    expect(await wn.lookup('zzzzzzzzzzzzz')).toEqual([]);
  });
});

describe('the pure parts', () => {
  it('lemma candidates follow the detachment rules', () => {
    expect(lemmaCandidates('boxes', 'noun')).toEqual(['boxes', 'boxe', 'box']);
    expect(lemmaCandidates('children', 'noun')).toContain('child');
    expect(lemmaCandidates('stopped', 'verb')).toContain('stop');
    expect(lemmaCandidates('larger', 'adjective')).toContain('large');
    expect(lemmaCandidates('quickly', 'adverb')).toEqual(['quickly']);
  });
  it('normalises typed text the way the index spells lemmas', () => {
    expect(normaliseWord('  Give   Up ')).toBe('give_up');
  });
  it('parses an index and a data line', () => {
    expect(parseIndexLine('abandon v 5 4 @ ~ $ + 5 5 02232813 02232523 02080923 00614907 00615748  ')).toEqual({
      lemma: 'abandon',
      offsets: [2232813, 2232523, 2080923, 614907, 615748],
    });
    const d = parseDataLine('00001740 00 a 01 able(a) 0 003 ! 00002098 a 0101 | (usually followed by `to\') having the necessary means; "able to swim"; "she was able to program her computer"  ');
    expect(d.words).toEqual(['able']);
    expect(d.definition).toBe("(usually followed by `to') having the necessary means");
    expect(d.examples).toEqual(['able to swim', 'she was able to program her computer']);
  });
});
