/** The page texts of the schedule namespace (the entry carries only the menu labels). */
import { usePageTranslation } from '@kernel/i18n/page-texts';
import en from './pages.en.json';
import bn from './pages.bn.json';

export const NS = 'schedule';
export const pageTexts = { en, bn };

export function useScheduleTranslation() {
  return usePageTranslation(NS, pageTexts);
}
