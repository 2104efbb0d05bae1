/**
 * A plugin's page texts. The entry carries only what a plugin's declaration needs (its menu labels, in
 * `locales/en.json` and `bn.json`); the rest of the namespace (`locales/pages.*.json`) comes with the pages'
 * chunk and joins the namespace the first time a page asks for it.
 *
 * The namespace already exists when the pages arrive (the menu labels made it), so neither
 * `hasResourceBundle` nor probing some key can tell whether the page texts joined it. This module remembers
 * what it added instead: per i18next store (a fresh `init` makes a fresh store, and then everything is added
 * again), per texts object and per language.
 */
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { Language } from './i18n';

/** A namespace's page texts in every language the app speaks. */
export type PageTexts = Record<Language, Record<string, unknown>>;

const LANGUAGES: readonly Language[] = ['en', 'bn'];

/** store -> texts object (one per language) -> namespaces it was added to */
const added = new WeakMap<object, WeakMap<object, Set<string>>>();

function addedTo(i18n: I18n): WeakMap<object, Set<string>> {
  // before init there is no store yet; the instance stands in for it
  const store: object = (i18n.store as object | undefined) ?? i18n;
  let bundles = added.get(store);
  if (!bundles) {
    bundles = new WeakMap();
    added.set(store, bundles);
  }
  return bundles;
}

/**
 * Adds `texts` to namespace `ns` in en and bn, once: later calls with the same texts do nothing, so a hook may
 * call it on every render. Deep-merges without overwriting, so texts already in the namespace (the menu labels,
 * or a test's own) keep their values.
 */
export function registerPageTexts(i18n: I18n, ns: string, texts: PageTexts): void {
  const bundles = addedTo(i18n);
  for (const lng of LANGUAGES) {
    const bundle = texts[lng];
    let namespaces = bundles.get(bundle);
    if (!namespaces) {
      namespaces = new Set();
      bundles.set(bundle, namespaces);
    }
    if (namespaces.has(ns)) continue;
    i18n.addResourceBundle(lng, ns, bundle, true, false);
    namespaces.add(ns);
  }
}

/** `useTranslation(ns)` with the namespace's page texts in place. */
export function usePageTranslation<const N extends string>(ns: N, texts: PageTexts) {
  const { i18n } = useTranslation();
  registerPageTexts(i18n, ns, texts);
  return useTranslation(ns);
}
