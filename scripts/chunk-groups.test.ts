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

  it("with an entry group, gathers the entry and its static closure in that one chunk", () => {
    const name = chunkGroups('entry', [{ name: 'page', root: (id) => id === 'page' }], 'boot');
    expect(['entry', 'a', 'b', 'page', 'c', 'd'].map((m) => name(m, ctx))).toEqual(['boot', 'boot', 'boot', 'page', 'page', null]);
  });

  it('with rootsOnly, takes the roots alone, each to the chunk its name gives, and leaves what they import', () => {
    const name = chunkGroups('entry', [{ name: (root) => `own-${root}`, root: (id) => id === 'page' || id === 'later', rootsOnly: true }]);
    expect(['page', 'later', 'c', 'd'].map((m) => name(m, ctx))).toEqual(['own-page', 'own-later', null, null]);
  });
});

describe('chunkGroups with a chunk per root', () => {
  // entry ..> p1 -> x -> s, p2 -> y -> s, both -> z
  const shared: Record<string, { imports: string[]; lazy?: string[] }> = {
    entry: { imports: [], lazy: ['p1', 'p2', 'both'] },
    p1: { imports: ['x'] },
    p2: { imports: ['y'] },
    both: { imports: ['z'] },
    x: { imports: ['s'] },
    y: { imports: ['s'] },
    s: { imports: [] },
    z: { imports: [] },
  };
  const sharedCtx = {
    getModuleInfo: (id: string) =>
      shared[id] ? ({ importedIds: shared[id].imports, dynamicallyImportedIds: shared[id].lazy ?? [], dynamicImporters: [] } as unknown as ModuleInfo) : null,
  } as unknown as ChunkingContext;
  const chunkOf = (root: string) => (root === 'both' ? 'common' : `only-${root}`);

  it("puts each root's closure in its root's chunk, and what roots of different chunks reach in the shared one", () => {
    const name = chunkGroups('entry', [{ name: chunkOf, shared: 'common', root: (id) => ['p1', 'p2', 'both'].includes(id) }]);
    expect(['p1', 'x', 'p2', 'y', 's', 'both', 'z'].map((m) => name(m, sharedCtx))).toEqual(['only-p1', 'only-p1', 'only-p2', 'only-p2', 'common', 'common', 'common']);
  });

  it('asks `shared` for the chunk of what two chunks reach, when it is a function', () => {
    const name = chunkGroups('entry', [{ name: chunkOf, shared: (a, b) => [a, b].sort().join('+'), root: (id) => ['p1', 'p2', 'both'].includes(id) }]);
    expect(['x', 'y', 's', 'z'].map((m) => name(m, sharedCtx))).toEqual(['only-p1', 'only-p2', 'only-p1+only-p2', 'common']);
  });

  it('refuses a module two chunks reach when the group names no shared chunk', () => {
    const name = chunkGroups('entry', [{ name: chunkOf, root: (id) => ['p1', 'p2'].includes(id) }]);
    expect(() => name('p1', sharedCtx)).toThrow(/s is reached from chunks only-p\d and only-p\d/);
  });
});
