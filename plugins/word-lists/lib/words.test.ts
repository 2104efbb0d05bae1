import { describe, expect, it } from 'vitest';
import { addWords, isValidWord, parseWords } from './words';

describe('typed and pasted words', () => {
  it('one per line, with an optional note after a tab or a dash; blank lines go', () => {
    expect(parseWords('abandon - to leave behind\n\n  give   up \r\nresilient\tbounces back\nwell-being\nrun: to move fast')).toEqual([
      { word: 'abandon', note: 'to leave behind' },
      { word: 'give up', note: '' },
      { word: 'resilient', note: 'bounces back' },
      { word: 'well-being', note: '' },
      { word: 'run', note: 'to move fast' },
    ]);
  });
  it('valid words: letters of any script, digits, spaces, hyphens, apostrophes', () => {
    expect(['o’clock', "don't", 'give up', 'café', 'বই', 'x'.repeat(64)].every(isValidWord)).toBe(true);
    expect(['', '<b>', '-start', 'x'.repeat(65), 'a/b'].some(isValidWord)).toBe(false);
  });
  it('adds after the current words, skipping duplicates (any case) and invalid text', () => {
    let n = 0;
    const key = () => `k${++n}`;
    const r = addWords([{ key: 'a', word: 'Run', note: '' }], parseWords('run\nabandon\n<b>\nABANDON'), key);
    expect(r.words.map((w) => w.word)).toEqual(['Run', 'abandon']);
    expect(r.words[1]!.key).toBe('k1');
    expect(r.duplicates).toEqual(['run', 'ABANDON']);
    expect(r.invalid).toEqual(['<b>']);
  });
});
