/**
 * The page texts of the jobs namespace (locales/pages.*.json), joined on first use. The entry (locales/en.json,
 * bn.json) carries the menu labels only.
 */
import { usePageTranslation } from '@kernel/i18n/page-texts';
import en from './pages.en.json';
import bn from './pages.bn.json';

export const NS = 'jobs';
export const pageTexts = { en, bn };

/** `useTranslation('jobs')` with the page texts in place. */
export function useJobsTranslation() {
  return usePageTranslation(NS, pageTexts);
}
