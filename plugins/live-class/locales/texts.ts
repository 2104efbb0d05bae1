/** The page texts of the live-class namespace (the entry carries only the menu label). */
import { usePageTranslation } from '@kernel/i18n/page-texts';
import en from './pages.en.json';
import bn from './pages.bn.json';

export const NS = 'live-class';
export const pageTexts = { en, bn };

export function useLiveTranslation() {
  return usePageTranslation(NS, pageTexts);
}
