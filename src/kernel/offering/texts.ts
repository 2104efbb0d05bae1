/** The offering kit's namespace, `offering`: its texts join the namespace the first time a package or course page renders. */
import { usePageTranslation } from '../i18n/page-texts';
import en from './locales/en.json';
import bn from './locales/bn.json';

export const NS = 'offering';
export const offeringTexts = { en, bn };

export function useOfferingTranslation() {
  return usePageTranslation(NS, offeringTexts);
}
