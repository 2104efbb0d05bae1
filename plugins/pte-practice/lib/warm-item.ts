/**
 * What an item page needs besides its own chunk and data: the type's player (its ui module, then the Player's own chunk) and texts. Started at start-up when the
 * page is opened from the address bar (the route's `preload`), so they load beside the page instead of after it.
 */
import { loadQuestionTypeUi } from '@question-types/ui-registry';
import { loadQuestionTypeTexts } from '@question-types/type-texts';

export async function warmItem(slug: string): Promise<void> {
  await Promise.allSettled([loadQuestionTypeUi(slug).then((ui) => ui.preloadPlayer?.()), loadQuestionTypeTexts(slug)]);
}
