/**
 * The help pages' texts. The entry carries only the menu labels (locales/en.json, bn.json, declared in index.ts); the
 * rest (locales/pages.*.json) comes with the pages and joins the namespace on first use.
 */
import { usePageTranslation } from '@kernel/i18n/page-texts';
import en from './pages.en.json';
import bn from './pages.bn.json';

export const NS = 'help';
export const pageTexts = { en, bn };

/** `useTranslation('help')` with the page texts in place. */
export function useHelpTranslation() {
  return usePageTranslation(NS, pageTexts);
}
