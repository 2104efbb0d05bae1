/**
 * Client only: asks for every chunk a type's item page renders with — its ui module, its Player's own chunk and its
 * texts — at once. Through the registries they come one after another (the registry's chunk, then ui.ts, whose
 * evaluation names the Player's chunk), three round trips after the page's own chunk on a slow phone; asked for here
 * they load beside it. The module holds nothing but the loaders (no schema, no React), so it is itself a small chunk.
 * What the chunks hold is registered later, as usual, by `ui-registry.ts` and `type-texts.ts`.
 */
const uiModules = import.meta.glob('./*/ui.ts');
const players = import.meta.glob('./*/player.tsx');
const texts = import.meta.glob(['./*/locales/en.json', './*/locales/bn.json']);

/** Settles once the type's chunks have arrived or failed; a slug with no such folder asks for nothing. */
export async function loadItemChunks(slug: string): Promise<void> {
  const loaders = [uiModules[`./${slug}/ui.ts`], players[`./${slug}/player.tsx`], texts[`./${slug}/locales/en.json`], texts[`./${slug}/locales/bn.json`]];
  await Promise.allSettled(loaders.map((load) => load?.()));
}
