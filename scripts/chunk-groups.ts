// Build step: which chunk a module goes to, beyond rolldown's automatic split. Left alone, rolldown makes one chunk
// per distinct set of lazy importers, so the student portal and a practice item fetched ~60 files of 1-3 KiB each
// after the entry. Over HTTP/1.1 on a phone (6 connections, 150 ms a round trip) that is waves of round trips before
// the first paint. Here the static import closures of the few boundaries every signed-in page crosses are each one
// chunk (groups in vite.config.ts). Modules the entry already holds stay with the entry (/login must not grow), all
// in one chunk when `entryGroup` names it, and each later group leaves out what an earlier one took.
import type { ChunkingContext, ModuleInfo } from 'rolldown';

export interface ChunkGroup {
  /** the chunk's name, or one per root (`rootsOnly` groups: each root goes to the chunk this names for it) */
  name: string | ((root: string) => string);
  /** whether a module is a root: the group is the static import closure of its roots */
  root: (id: string, info: ModuleInfo) => boolean;
  /** the roots alone, not their closure: what they import is left to the later groups and rolldown */
  rootsOnly?: boolean;
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
      if (entryGroup) for (const m of taken) if (m !== entry) owner.set(m, entryGroup);
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
        const roots = [...known].filter(([m, info]) => g.root(m, info)).map(([m]) => m);
        for (const m of g.rootsOnly ? roots : closure(ctx, roots)) {
          if (taken.has(m)) continue;
          taken.add(m);
          owner.set(m, typeof g.name === 'string' ? g.name : g.name(m));
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
