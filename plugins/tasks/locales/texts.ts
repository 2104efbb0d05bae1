/**
 * The page texts of the tasks namespace. The entry carries only the menu label (locales/en.json, bn.json); the rest
 * (locales/pages.*.json) comes with the pages and joins the namespace on first use.
 */
import { usePageTranslation } from '@kernel/i18n/page-texts';
import en from './pages.en.json';
import bn from './pages.bn.json';

export const NS = 'tasks';
export const pageTexts = { en, bn };

/** `useTranslation('tasks')` with the page texts in place. */
export function useTasksTranslation() {
  return usePageTranslation(NS, pageTexts);
}
