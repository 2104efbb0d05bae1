/**
 * The page texts of the evaluation namespace. The entry carries only the menu label (locales/en.json, bn.json,
 * declared in index.ts); the rest (locales/pages.*.json) comes with the pages and is added on first use.
 */
import { usePageTranslation } from '@kernel/i18n/page-texts';
import en from './pages.en.json';
import bn from './pages.bn.json';

export const NS = 'evaluation';
export const pageTexts = { en, bn };

/** `useTranslation('evaluation')` with the page texts in place. */
export function useEvaluationTranslation() {
  return usePageTranslation(NS, pageTexts);
}
