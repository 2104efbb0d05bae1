import { describe, expect, it } from 'vitest';
import kitEn from '../locales/en.json';
import kitBn from '../locales/bn.json';
import mcsEn from '../../listening-multiple-choice-single/locales/en.json';
import mcsBn from '../../listening-multiple-choice-single/locales/bn.json';
import mcmEn from '../../listening-multiple-choice-multiple/locales/en.json';
import mcmBn from '../../listening-multiple-choice-multiple/locales/bn.json';
import fibEn from '../../listening-fill-in-the-blanks/locales/en.json';
import fibBn from '../../listening-fill-in-the-blanks/locales/bn.json';
import hcsEn from '../../highlight-correct-summary/locales/en.json';
import hcsBn from '../../highlight-correct-summary/locales/bn.json';
import smwEn from '../../select-missing-word/locales/en.json';
import smwBn from '../../select-missing-word/locales/bn.json';
import { optionLetter, relabel } from './option-list-editor.tsx';
import { toneWav } from './tone-wav.ts';

function leaves(node: unknown, prefix = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[prefix, node]];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

const pairs = { 'qt-kit': [kitEn, kitBn], mcs: [mcsEn, mcsBn], mcm: [mcmEn, mcmBn], fib: [fibEn, fibBn], hcs: [hcsEn, hcsBn], smw: [smwEn, smwBn] } as const;

describe('kit and listening-type locales', () => {
  it.each(Object.entries(pairs))('%s: bn has the keys of en, real Bengali, the same placeholders', (_ns, [en, bn]) => {
    const e = new Map(leaves(en));
    const b = new Map(leaves(bn));
    expect([...b.keys()].sort()).toEqual([...e.keys()].sort());
    for (const [k, v] of b) {
      expect(v.trim(), k).not.toBe('');
      // a string made only of placeholders ("{{word}}") has nothing to translate
      if (v.replace(/\{\{\w+\}\}/g, '').trim() !== '') expect(/[\u0980-\u09FF]/.test(v), `${k}: ${v}`).toBe(true);
      const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(vars(v), k).toEqual(vars(e.get(k)!));
    }
  });
});

describe('option list helpers', () => {
  it('letters options by position', () => {
    expect([0, 1, 25, 26, 27].map(optionLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB']);
  });
  it('relabels after a removal or a move and carries the key along', () => {
    const options = [
      { id: 'A', text: 'a' },
      { id: 'C', text: 'c' },
      { id: 'D', text: 'd' },
    ];
    expect(relabel(options, ['C', 'D', 'X'])).toEqual({
      options: [
        { id: 'A', text: 'a' },
        { id: 'B', text: 'c' },
        { id: 'C', text: 'd' },
      ],
      correct: ['B', 'C'],
    });
  });
});

describe('toneWav', () => {
  it('writes a valid 8-bit mono PCM WAV header', () => {
    const wav = toneWav(0.5, 440, 8000);
    const text = (a: number, n: number) => String.fromCharCode(...wav.slice(a, a + n));
    const view = new DataView(wav.buffer);
    expect(text(0, 4)).toBe('RIFF');
    expect(text(8, 4)).toBe('WAVE');
    expect(view.getUint32(24, true)).toBe(8000);
    expect(view.getUint32(40, true)).toBe(4000);
    expect(wav.length).toBe(44 + 4000);
  });
});
