/**
 * The page texts of the exams namespace. The entry carries only the menu labels (locales/en.json, bn.json, declared in
 * index.ts); the rest (locales/pages.*.json) comes with the pages and is added to the namespace on first use.
 */
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import en from '../locales/pages.en.json';
import bn from '../locales/pages.bn.json';

export const NS = 'exams';
export const pageTexts = { en, bn };

export function ensurePageTexts(i18n: I18n): void {
  for (const lng of ['en', 'bn'] as const) {
    if (i18n.getResource(lng, NS, 'retry') === undefined) i18n.addResourceBundle(lng, NS, pageTexts[lng], true, false);
  }
}

/** `useTranslation('exams')` with the page texts in place. */
export function useExamsTranslation() {
  const { i18n } = useTranslation();
  ensurePageTexts(i18n);
  return useTranslation(NS);
}
