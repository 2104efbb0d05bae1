/**
 * The page texts of the registration namespace (locales/pages.*.json), joined on first use. The entry
 * (locales/en.json, bn.json) carries no menu label: the wizard is public and has no menu item.
 */
import { usePageTranslation } from '@kernel/i18n/page-texts';
import en from './pages.en.json';
import bn from './pages.bn.json';

export const NS = 'registration';
export const pageTexts = { en, bn };

/** `useTranslation('registration')` with the page texts in place. */
export function useRegistrationTranslation() {
  return usePageTranslation(NS, pageTexts);
}
