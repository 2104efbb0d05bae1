/**
 * The page texts of the word-lists namespace. The entry carries only the menu label (locales/en.json, bn.json,
 * declared in index.ts); the rest (locales/pages.*.json) comes with the page and joins the namespace on first use.
 */
import { usePageTranslation } from '@kernel/i18n/page-texts';
import en from './pages.en.json';
import bn from './pages.bn.json';

export const NS = 'word-lists';
export const pageTexts = { en, bn };

/** `useTranslation('word-lists')` with the page texts in place. */
export function useWordListsTranslation() {
  return usePageTranslation(NS, pageTexts);
}
