/**
 * The authoring page texts of the online-class namespace. The entry carries only the menu labels (locales/en.json,
 * bn.json); the rest (locales/pages.*.json) comes with the pages and joins the namespace on first use. The student
 * pages add their own texts (student-texts.ts) to the same namespace.
 */
import { usePageTranslation } from '@kernel/i18n/page-texts';
import en from './pages.en.json';
import bn from './pages.bn.json';

export const NS = 'online-class';
export const pageTexts = { en, bn };

/** `useTranslation('online-class')` with the authoring page texts in place. */
export function useOnlineClassTranslation() {
  return usePageTranslation(NS, pageTexts);
}
