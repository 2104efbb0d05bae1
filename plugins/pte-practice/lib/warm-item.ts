/**
 * What an item page needs besides its own chunk and data: the type's player (its `qt-<slug>` chunk: ui module,
 * Player, texts hook) and texts. Started at start-up when the page is opened from the address bar (the route's
 * `preload`), so they load beside the page instead of after it; the page's hint (scripts/page-hint.ts) has asked
 * for this module and the registries' chunk beside the entry already.
 */
import { loadQuestionTypeUi } from '@question-types/ui-registry';
import { loadQuestionTypeTexts } from '@question-types/type-texts';

export async function warmItem(slug: string): Promise<void> {
  await Promise.allSettled([loadQuestionTypeUi(slug).then((ui) => ui.preloadPlayer?.()), loadQuestionTypeTexts(slug)]);
}
