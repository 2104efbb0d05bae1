/**
 * The page texts of the contacts pages in the communication namespace (under `contacts.`). The entry carries only the
 * menu labels (locales/en.json, bn.json); these come with the pages and join the namespace on first use.
 */
import { usePageTranslation } from '@kernel/i18n/page-texts';
import en from './contacts.en.json';
import bn from './contacts.bn.json';

export const NS = 'communication';
export const pageTexts = { en, bn };

/** `useTranslation('communication')` with the contacts page texts in place. */
export function useContactsTranslation() {
  return usePageTranslation(NS, pageTexts);
}
