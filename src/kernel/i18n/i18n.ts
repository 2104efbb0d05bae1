/**
 * i18next set-up: en is the default and fallback. The entry carries only the kernel's `common` namespace
 * in en and every plugin's own namespaces (en and bn, so the start-up validation can check bn); the other
 * kernel namespaces (layout, pages) and every bn kernel namespace load on demand through a tiny
 * backend, and react-i18next suspends until they arrive.
 */
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '@locales/en/common.json';
import { mergeResources } from '../plugins/validate';
import { loadScriptFont } from './script-font';
import type { LocaleResources, PluginDef } from '../plugins/types';
import { LANGUAGE_KEY } from '../auth/session';

export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const KERNEL_NAMESPACES = ['common', 'layout', 'pages'] as const;

/** The kernel resources bundled with the entry. */
export const KERNEL_EN_ENTRY: LocaleResources = { common };

// en/common is in the entry already (imported above): leaving it out of the glob keeps it a single static module
const loaders = import.meta.glob<Record<string, unknown>>(['../../../locales/*/*.json', '!../../../locales/en/common.json'], { import: 'default' });

/** Loads `locales/<lng>/<ns>.json` on demand; plugin namespaces are already bundled. */
export const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
    const load = loaders[`../../../locales/${lng}/${ns}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (data) => callback(null, data),
      (err: unknown) => callback(err instanceof Error ? err.message : String(err), false),
    );
  },
};

function storedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'bn' ? 'bn' : 'en';
  } catch {
    return 'en';
  }
}

/** Initialises i18next with the bundled resources; the rest comes through `lazyLocales`. */
export async function initI18n(plugins: readonly PluginDef[], lang: Language = storedLanguage()): Promise<typeof i18next> {
  await i18next
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      defaultNS: 'common',
      ns: ['common'],
      resources: { en: mergeResources(KERNEL_EN_ENTRY, plugins, 'en'), bn: mergeResources({}, plugins, 'bn') },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  document.documentElement.lang = lang;
  void loadScriptFont(lang);
  return i18next;
}

export async function setLanguage(lang: Language): Promise<void> {
  void loadScriptFont(lang);
  await i18next.changeLanguage(lang);
  try {
    localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    /* storage may be unavailable (private mode); the choice then lasts for the page only */
  }
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
