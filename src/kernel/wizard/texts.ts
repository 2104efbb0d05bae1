/** The wizard kit's namespace, `wizard`: its texts join the namespace the first time a wizard page renders. */
import { usePageTranslation } from '../i18n/page-texts';
import en from './locales/en.json';
import bn from './locales/bn.json';

export const NS = 'wizard';
export const wizardTexts = { en, bn };

export function useWizardTranslation() {
  return usePageTranslation(NS, wizardTexts);
}
