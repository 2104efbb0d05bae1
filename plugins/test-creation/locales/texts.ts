/**
 * The page texts of the test-creation namespace. The entry carries only the menu labels (locales/en.json, bn.json,
 * declared in index.ts); the rest (locales/pages.*.json) comes with the pages and joins the namespace on first use.
 */
import { usePageTranslation } from '@kernel/i18n/page-texts';
import en from './pages.en.json';
import bn from './pages.bn.json';

export const NS = 'test-creation';
export const pageTexts = { en, bn };

/** `useTranslation('test-creation')` with the page texts in place. */
export function useTcTranslation() {
  return usePageTranslation(NS, pageTexts);
}

/** A rule's message key (`v.*`, from wizard/validate.ts) in the page's language; a server message as it came. */
export function messageText(t: (key: string) => string, message: string): string {
  return message.startsWith('v.') ? t(`validation.${message.slice(2)}`) : message;
}
