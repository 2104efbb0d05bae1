/**
 * The page texts of the crm namespace. The entry carries only the menu labels (locales/en.json, bn.json); the rest
 * (locales/pages.*.json) comes with the pages and joins the namespace on first use.
 */
import { usePageTranslation } from '@kernel/i18n/page-texts';
import en from './pages.en.json';
import bn from './pages.bn.json';

export const NS = 'crm';
export const pageTexts = { en, bn };

/** `useTranslation('crm')` with the page texts in place. */
export function useCrmTranslation() {
  return usePageTranslation(NS, pageTexts);
}
