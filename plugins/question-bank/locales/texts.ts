/**
 * The page texts of the question-bank namespace. The entry carries only the menu labels (locales/en.json, bn.json, declared in
 * index.ts); the rest (locales/pages.*.json) comes with the pages and is added to the namespace on first use.
 */
import { usePageTranslation } from '@kernel/i18n/page-texts';
import en from './pages.en.json';
import bn from './pages.bn.json';

export const NS = 'question-bank';
export const pageTexts = { en, bn };

/** `useTranslation('question-bank')` with the page texts in place. */
export function useBankTranslation() {
  return usePageTranslation(NS, pageTexts);
}
