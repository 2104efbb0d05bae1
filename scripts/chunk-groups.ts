// Build step: which chunk a module goes to, beyond rolldown's automatic split. Left alone, rolldown makes one chunk
// per distinct set of lazy importers, so the student portal and a practice item fetched ~60 files of 1-3 KiB each
// after the entry. Over HTTP/1.1 on a phone (6 connections, 150 ms a round trip) that is waves of round trips before
// the first paint. Here the static import closures of the few boundaries every signed-in page crosses are each one
// chunk (groups in vite.config.ts). Modules the entry already holds stay with the entry (/login must not grow), all
// in one chunk with the entry module itself when `entryGroup` names it (the page's HTML then loads that one file,
// not a small entry file that imports it), and each later group leaves out what an earlier one took.
import type { ChunkingContext, ModuleInfo } from 'rolldown';

export interface ChunkGroup {
  /**
   * the chunk's name, or one per root: each root goes to the chunk this names for it, and so does its closure
   * (a module the roots of different chunks reach goes to the chunk `shared` names)
   */
  name: string | ((root: string, info: ModuleInfo) => string);
  /** whether a module is a root: the group is the static import closure of its roots */
  root: (id: string, info: ModuleInfo) => boolean;
  /** the roots alone, not their closure: what they import is left to the later groups and rolldown */
  rootsOnly?: boolean;
  /** with a name per root: the chunk of what roots of different chunks share, one for all or one per pair */
  shared?: string | ((a: string, b: string) => string);
}

function closure(ctx: ChunkingContext, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    stack.push(...info.importedIds);
  }
  return seen;
}

/** The name function for `codeSplitting.groups`: the first group whose closure holds the module, or none (rolldown's own split). */
export function chunkGroups(entry: string, groups: readonly ChunkGroup[], entryGroup?: string): (id: string, ctx: ChunkingContext) => string | null {
  let owner: Map<string, string> | null = null;
  return (id, ctx) => {
    if (!owner) {
      owner = new Map();
      const taken = closure(ctx, [entry]);
      if (entryGroup) for (const m of taken) owner.set(m, entryGroup);
      // every module reachable from the entry, statically or not, is a candidate root
      const known = new Map<string, ModuleInfo>();
      const stack = [entry];
      while (stack.length) {
        const m = stack.pop()!;
        if (known.has(m)) continue;
        const info = ctx.getModuleInfo(m);
        if (!info) continue;
        known.set(m, info);
        stack.push(...info.importedIds, ...info.dynamicallyImportedIds);
      }
      for (const g of groups) {
        const roots = [...known].filter(([m, info]) => g.root(m, info));
        const chunkOf = (root: string, info: ModuleInfo) => (typeof g.name === 'string' ? g.name : g.name(root, info));
        const named = new Map<string, string>();
        for (const [root, info] of roots) {
          const chunk = chunkOf(root, info);
          for (const m of g.rootsOnly ? [root] : closure(ctx, [root])) {
            const before = named.get(m);
            if (before === undefined || before === chunk) named.set(m, chunk);
            else if (g.shared === undefined) throw new Error(`chunk group: ${m} is reached from chunks ${before} and ${chunk}, and the group names no shared chunk`);
            else named.set(m, typeof g.shared === 'string' ? g.shared : g.shared(before, chunk));
          }
        }
        for (const [m, chunk] of named) {
          if (taken.has(m)) continue;
          taken.add(m);
          owner.set(m, chunk);
        }
      }
      if (process.env.CHUNK_DEBUG) {
        const sizes = [...owner].map(([m, g]) => [g, m.replace(process.cwd(), ''), ctx.getModuleInfo(m)?.code?.length ?? 0] as const).sort((a, b) => b[2] - a[2]);
        for (const [g, m, n] of sizes.slice(0, 40)) console.log(`size ${g} ${n} ${m}`);
        for (const [m, g] of owner) {
          const outside = (ctx.getModuleInfo(m)?.importers ?? []).filter((i) => owner!.get(i) !== g && !i.includes('node_modules'));
          if (outside.length && !m.includes('node_modules')) console.log(`${g}: ${m.replace(process.cwd(), '')} <- ${outside.map((i) => i.replace(process.cwd(), '')).slice(0, 4).join(', ')}`);
        }
      }
    }
    return owner.get(id) ?? null;
  };
}
