/**
 * The texts of the student-startup namespace. The plugin declares nothing that needs text at start (no menu, no
 * route), so none of it is in the entry: the dialogs' texts (locales/pages.*.json) come with their chunk.
 */
import { usePageTranslation } from '@kernel/i18n/page-texts';
import en from './pages.en.json';
import bn from './pages.bn.json';

export const NS = 'student-startup';
export const pageTexts = { en, bn };

/** `useTranslation('student-startup')` with the texts in place. */
export function useStartupTranslation() {
  return usePageTranslation(NS, pageTexts);
}
