/**
 * The page texts of the evaluation namespace. The entry carries only the menu label (locales/en.json, bn.json,
 * declared in index.ts); the rest (locales/pages.*.json) comes with the pages and is added on first use.
 */
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import en from '../locales/pages.en.json';
import bn from '../locales/pages.bn.json';

export const NS = 'evaluation';
export const pageTexts = { en, bn };

export function ensurePageTexts(i18n: I18n): void {
  for (const lng of ['en', 'bn'] as const) {
    if (i18n.getResource(lng, NS, 'retry') === undefined) i18n.addResourceBundle(lng, NS, pageTexts[lng], true, false);
  }
}

/** `useTranslation('evaluation')` with the page texts in place. */
export function useEvaluationTranslation() {
  const { i18n } = useTranslation();
  ensurePageTexts(i18n);
  return useTranslation(NS);
}
