/**
 * The page texts of the groups namespace. The entry carries only the menu label (locales/en.json, bn.json, declared
 * in index.ts); the rest (locales/pages.*.json) comes with the page and joins the namespace on first use.
 */
import { usePageTranslation } from '@kernel/i18n/page-texts';
import en from './pages.en.json';
import bn from './pages.bn.json';

export const NS = 'groups';
export const pageTexts = { en, bn };

/** `useTranslation('groups')` with the page texts in place. */
export function useGroupsTranslation() {
  return usePageTranslation(NS, pageTexts);
}
