import { describe, expect, it } from 'vitest';
import { forgetUnsaved, keepUnsaved, readUnsaved } from './unsaved';

function memory() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), m };
}
const q = (id: number) => ({ id, title: `Question ${id}`, type: 'reorder-paragraphs', section: 'reading' });

describe('the unsaved cart of a wizard record', () => {
  it('is kept per kind and record until the record is saved', () => {
    const store = memory();
    keepUnsaved(store, 'test', 9, [q(101), q(102)]);
    expect(readUnsaved(store, 'test', 9)?.map((x) => x.id)).toEqual([101, 102]);
    expect(readUnsaved(store, 'test', 10)).toBeNull();
    expect(readUnsaved(store, 'quiz', 9)).toBeNull();
    forgetUnsaved(store, 'test', 9);
    expect(readUnsaved(store, 'test', 9)).toBeNull();
  });

  it('keeps an emptied cart (an empty choice is a choice), and ignores what is not a cart', () => {
    const store = memory();
    keepUnsaved(store, 'test', 9, []);
    expect(readUnsaved(store, 'test', 9)).toEqual([]);
    store.m.set('test-creation:unsaved-cart:test:9', '{"id":1}');
    expect(readUnsaved(store, 'test', 9)).toBeNull();
    store.m.set('test-creation:unsaved-cart:test:9', 'not json');
    expect(readUnsaved(store, 'test', 9)).toBeNull();
  });

  it('does without a storage', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); }, removeItem: () => { throw new Error('denied'); } };
    expect(() => keepUnsaved(broken, 'test', 1, [q(1)])).not.toThrow();
    expect(readUnsaved(broken, 'test', 1)).toBeNull();
    expect(() => forgetUnsaved(null, 'test', 1)).not.toThrow();
  });
});
