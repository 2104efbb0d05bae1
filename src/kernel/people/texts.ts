/**
 * The people kit's namespace, `people`: its texts come with the kit's chunk and join the namespace the first time a
 * people page asks (kernel/i18n/page-texts.ts), so neither the entry nor a plugin's declaration carries them.
 */
import { usePageTranslation } from '../i18n/page-texts';
import en from './locales/en.json';
import bn from './locales/bn.json';

export const NS = 'people';
export const peopleTexts = { en, bn };

/** `useTranslation('people')` with the kit's texts in place. */
export function usePeopleTranslation() {
  return usePageTranslation(NS, peopleTexts);
}
