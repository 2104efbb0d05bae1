/**
 * The page texts of the content-management namespace: the entry carries the menu labels (en.json, bn.json); the
 * rest (pages.*.json) comes with the pages and joins the namespace on first use.
 */
import { usePageTranslation } from '@kernel/i18n/page-texts';
import en from './pages.en.json';
import bn from './pages.bn.json';

export const NS = 'content-management';
export const pageTexts = { en, bn };

export function useContentTranslation() {
  return usePageTranslation(NS, pageTexts);
}
