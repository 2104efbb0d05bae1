import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The word pieces' namespace and the types whose players/editors/reviews use them.
const root = join(import.meta.dirname, '..', '..');
const files: Array<[string, string, string]> = [
  ['qt-kit-words', join(root, 'kit/locales/words.en.json'), join(root, 'kit/locales/words.bn.json')],
  ['qt-kit-recorder', join(root, 'kit/locales/recorder.en.json'), join(root, 'kit/locales/recorder.bn.json')],
  ...[
    'highlight-incorrect-words',
    'write-from-dictation',
    'summarize-spoken-text',
    'read-aloud',
    'repeat-sentence',
    'describe-image',
    'retell-lecture',
    'answer-short-question',
    'respond-to-a-situation',
    'summarize-group-discussion',
    'summarize-written-text',
    'write-essay',
  ].map((s): [string, string, string] => [`qt-${s}`, join(root, s, 'locales/en.json'), join(root, s, 'locales/bn.json')]),
];

const read = (p: string) => JSON.parse(readFileSync(p, 'utf8')) as Record<string, unknown>;
function leaves(node: unknown, prefix = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[prefix, node]];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe.each(files)('%s', (_ns, enPath, bnPath) => {
  const en = leaves(read(enPath));
  const bn = leaves(read(bnPath));
  it('bn has exactly the keys of en', () => {
    expect(bn.map(([k]) => k).sort()).toEqual(en.map(([k]) => k).sort());
  });
  it('no text is empty and bn is really Bengali', () => {
    for (const [k, v] of [...en, ...bn]) expect(v.trim(), k).not.toBe('');
    for (const [k, v] of bn) expect(/[\u0980-\u09FF]/.test(v), `bn ${k}: ${v}`).toBe(true);
  });
  it('keeps the same placeholders in both languages', () => {
    const bnMap = new Map(bn);
    for (const [k, v] of en) {
      const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(vars(bnMap.get(k) ?? ''), k).toEqual(vars(v));
    }
  });
});
