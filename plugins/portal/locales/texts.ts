/**
 * The portal namespace: the entry carries the menu label and the page titles (en.json, bn.json here, declared
 * in index.ts, because the kernel's portal page shows the title before any card loads); the cards' texts
 * (pages.*.json) come with the cards.
 */
import { usePageTranslation } from '@kernel/i18n/page-texts';
import en from './pages.en.json';
import bn from './pages.bn.json';

export const NS = 'portal';
export const pageTexts = { en, bn };

/** `useTranslation('portal')` with the cards' texts in place. */
export function usePortalTranslation() {
  return usePageTranslation(NS, pageTexts);
}
