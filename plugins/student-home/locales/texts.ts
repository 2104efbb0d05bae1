/**
 * The page texts of the student-home namespace. The entry carries only the menu labels (locales/en.json, bn.json); the rest
 * (locales/pages.*.json) comes with the pages and joins the namespace on first use.
 */
import { usePageTranslation } from '@kernel/i18n/page-texts';
import en from './pages.en.json';
import bn from './pages.bn.json';

export const NS = 'student-home';
export const pageTexts = { en, bn };

/** `useTranslation('student-home')` with the page texts in place. */
export function useStudentHomeTranslation() {
  return usePageTranslation(NS, pageTexts);
}
