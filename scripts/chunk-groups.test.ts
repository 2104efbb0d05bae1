import { describe, expect, it } from 'vitest';
import type { ChunkingContext, ModuleInfo } from 'rolldown';
import { chunkGroups } from './chunk-groups.ts';

// entry -> a -> b; entry ..> page (lazy) -> c, b; page ..> later (lazy) -> c, d
const graph: Record<string, { imports: string[]; lazy?: string[] }> = {
  entry: { imports: ['a'], lazy: ['page'] },
  a: { imports: ['b'] },
  b: { imports: [] },
  page: { imports: ['c', 'b'], lazy: ['later'] },
  c: { imports: [] },
  later: { imports: ['c', 'd'] },
  d: { imports: [] },
};

const ctx = {
  getModuleInfo: (id: string) =>
    graph[id] ? ({ importedIds: graph[id].imports, dynamicallyImportedIds: graph[id].lazy ?? [], dynamicImporters: [] } as unknown as ModuleInfo) : null,
} as unknown as ChunkingContext;

describe('chunkGroups', () => {
  it("puts a group's static closure in one chunk, leaving out what the entry or an earlier group holds", () => {
    const name = chunkGroups('entry', [
      { name: 'page', root: (id) => id === 'page' },
      { name: 'later', root: (id) => id === 'later' },
    ]);
    expect(['entry', 'a', 'b', 'page', 'c', 'later', 'd'].map((m) => name(m, ctx))).toEqual([null, null, null, 'page', 'page', 'later', 'later']);
  });

  it("with an entry group, gathers the entry's static closure (not the entry module itself) in that one chunk", () => {
    const name = chunkGroups('entry', [{ name: 'page', root: (id) => id === 'page' }], 'boot');
    expect(['entry', 'a', 'b', 'page', 'c', 'd'].map((m) => name(m, ctx))).toEqual([null, 'boot', 'boot', 'page', 'page', null]);
  });

  it('with rootsOnly, takes the roots alone, each to the chunk its name gives, and leaves what they import', () => {
    const name = chunkGroups('entry', [{ name: (root) => `own-${root}`, root: (id) => id === 'page' || id === 'later', rootsOnly: true }]);
    expect(['page', 'later', 'c', 'd'].map((m) => name(m, ctx))).toEqual(['own-page', 'own-later', null, null]);
  });
});
