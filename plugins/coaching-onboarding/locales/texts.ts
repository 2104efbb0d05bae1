/**
 * The page texts of the coaching-onboarding namespace. The entry carries only the menu label (locales/en.json,
 * bn.json, declared in index.ts); the rest (locales/pages.*.json) comes with the page and joins the namespace on first use.
 */
import { usePageTranslation } from '@kernel/i18n/page-texts';
import en from './pages.en.json';
import bn from './pages.bn.json';

export const NS = 'coaching-onboarding';
export const pageTexts = { en, bn };

export function useOnboardingTranslation() {
  return usePageTranslation(NS, pageTexts);
}
