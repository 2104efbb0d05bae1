/** The tenancy kit's namespace, `tenancy`: its texts join the namespace the first time one of its fields renders. */
import { usePageTranslation } from '../i18n/page-texts';
import en from './locales/en.json';
import bn from './locales/bn.json';

export const NS = 'tenancy';
export const tenancyTexts = { en, bn };

export function useTenancyTranslation() {
  return usePageTranslation(NS, tenancyTexts);
}
