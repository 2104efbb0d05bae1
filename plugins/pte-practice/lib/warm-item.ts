/**
 * What an item page needs besides its own chunk and data: the type's player (its ui module, then the Player's own
 * chunk) and texts. Started at start-up when the page is opened from the address bar (the route's `preload`), so they
 * load beside the page instead of after it. The chunks are asked for at once (item-chunks.ts); the registries, which
 * live in the page's own chunk, are loaded without waiting here for that chunk first, and then take what arrived.
 */
import { loadItemChunks } from '@question-types/item-chunks';

export async function warmItem(slug: string): Promise<void> {
  await Promise.allSettled([
    loadItemChunks(slug),
    import('@question-types/ui-registry').then((m) => m.loadQuestionTypeUi(slug)).then((ui) => ui.preloadPlayer?.()),
    import('@question-types/type-texts').then((m) => m.loadQuestionTypeTexts(slug)),
  ]);
}
