/**
 * The page texts of the popups in the communication namespace (under `popups.`). The entry carries only the menu
 * labels (locales/popup.*.json); these come with the pages and the sign-in dialog and join the namespace on first use.
 */
import { usePageTranslation } from '@kernel/i18n/page-texts';
import en from './popup-pages.en.json';
import bn from './popup-pages.bn.json';

export const NS = 'communication';
export const pageTexts = { en, bn };

/** `useTranslation('communication')` with the popup page texts in place. */
export function usePopupTranslation() {
  return usePageTranslation(NS, pageTexts);
}
