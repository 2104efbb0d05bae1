/** For component tests: i18next with every kernel namespace in en (and any extra), synchronously. */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import kernelEn from '@locales/en/index';
import type { LocaleResources } from '../plugins/types';

export function initTestI18n(extra: LocaleResources = {}) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      defaultNS: 'common',
      resources: { en: { ...kernelEn, ...extra } },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  } else {
    for (const [ns, res] of Object.entries(extra)) i18next.addResourceBundle('en', ns, res, true, true);
  }
  return i18next;
}
