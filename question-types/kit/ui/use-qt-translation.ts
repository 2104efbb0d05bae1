import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';

export type QtResources = { en: Record<string, unknown>; bn: Record<string, unknown> };

/** Adds a question type's (or the kit's) strings to i18next unless they are there already. Idempotent. */
export function ensureQtResources(i18n: I18n, ns: string, resources: QtResources): void {
  for (const lng of ['en', 'bn'] as const) {
    if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, resources[lng], true, false);
  }
}

/**
 * `useTranslation(ns)` for a namespace whose JSON lives beside its code (question-types/<slug>/locales,
 * question-types/kit/locales): the bundle is registered on first use, so the piece works in any host, story or
 * test without a loader.
 */
export function useQtTranslation(ns: string, resources: QtResources) {
  const { i18n } = useTranslation();
  ensureQtResources(i18n, ns, resources);
  return useTranslation(ns);
}
