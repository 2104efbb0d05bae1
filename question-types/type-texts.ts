/**
 * Client only: a registered type's own texts (namespace `qt-<slug>`: its instruction, trait names) for pages that show
 * a type without its Player or Review (an item's intro, the trait list of a report). Hosts ask the registry by slug
 * and never name a type's files; each type's locales/<lng>.json is its own small chunk, loaded on first use and
 * registered as the type's own i18n.ts would register it.
 *
 * @example
 *   const ready = useQuestionTypeTexts(def?.slug);   // re-renders once qt-<slug> is in
 *   const { t } = useTranslation(`qt-${slug}`);
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { questionType } from './registry.ts';
import { ensureQtResources, type QtResources } from './kit/ui/use-qt-translation.ts';

const bundles = import.meta.glob<Record<string, unknown>>('./*/locales/*.json', { import: 'default' });

/** The i18n namespace of a type's own texts, as its i18n.ts names it. */
export const typeTextsNamespace = (slug: string) => `qt-${slug}`;

/** A registered type's texts in en and bn; rejects for a slug the registry does not know. */
export async function loadQuestionTypeTexts(slug: string): Promise<QtResources> {
  const en = questionType(slug) ? bundles[`./${slug}/locales/en.json`] : undefined;
  const bn = questionType(slug) ? bundles[`./${slug}/locales/bn.json`] : undefined;
  if (!en || !bn) throw new Error(`no texts registered for question type "${slug}"`);
  const [enTexts, bnTexts] = await Promise.all([en(), bn()]);
  return { en: enTexts, bn: bnTexts };
}

/** Loads a type's texts into i18next (once; idempotent). */
export async function registerQuestionTypeTexts(i18n: I18n, slug: string): Promise<void> {
  ensureQtResources(i18n, typeTextsNamespace(slug), await loadQuestionTypeTexts(slug));
}

/** Registers the type's texts and answers true once they are in (re-renders then); null waits. */
export function useQuestionTypeTexts(slug: string | null | undefined): boolean {
  const { i18n } = useTranslation();
  const ns = slug ? typeTextsNamespace(slug) : '';
  const present = !!slug && i18n.hasResourceBundle('en', ns) && i18n.hasResourceBundle('bn', ns);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!slug || present) return;
    let live = true;
    registerQuestionTypeTexts(i18n, slug).then(
      () => live && setLoaded((n) => n + 1),
      () => {
        /* left out (an unknown type, a failed chunk): the page shows its English fallbacks */
      },
    );
    return () => {
      live = false;
    };
  }, [slug, present, i18n]);
  return present;
}

/**
 * A type's name in the page's language (its texts' `name`), once its texts are in; until then, and for a slug the
 * registry does not know, the definition's English name (or '').
 *
 * @example
 *   const name = useQuestionTypeName(item.question_type.slug); // 'জোরে পড়া (Read Aloud)' in bn
 */
export function useQuestionTypeName(slug: string | null | undefined): string {
  const ready = useQuestionTypeTexts(slug);
  const { t } = useTranslation();
  const fallback = (slug && questionType(slug)?.name) || '';
  return ready && slug ? t('name', { ns: typeTextsNamespace(slug), defaultValue: fallback }) : fallback;
}

/**
 * A type's trait names in the page's language (its texts' `traits.<key>`: "Correct answer" is "সঠিক উত্তর"), else the
 * definition's label, else the key.
 *
 * @example
 *   const traitLabel = useQuestionTypeTraitLabel(def.slug);
 *   traitLabel('correctness')
 */
export function useQuestionTypeTraitLabel(slug: string | null | undefined): (key: string) => string {
  const ready = useQuestionTypeTexts(slug);
  const { t } = useTranslation();
  const def = slug ? questionType(slug) : undefined;
  return (key: string) => {
    const fallback = def?.traits.find((d) => d.key === key)?.label ?? key;
    return ready && slug ? t(`traits.${key}`, { ns: typeTextsNamespace(slug), defaultValue: fallback }) : fallback;
  };
}

/**
 * The same as an element, for places that cannot call a hook (a list's cell): `<QuestionTypeName slug={row.slug} />`.
 * `fallback` (the name the server sent) stands in for a slug the registry does not know.
 */
export function QuestionTypeName({ slug, fallback = '' }: { slug: string | null | undefined; fallback?: string }): string {
  return useQuestionTypeName(slug) || fallback;
}

/**
 * Many types' names at once, for a dropdown of types: `nameOf(slug, fallback)` in the page's language once every
 * listed type's texts are in (re-renders then), the English name until then.
 *
 * @example
 *   const nameOf = useQuestionTypeNames(types.map((t) => t.slug));
 *   options = types.map((x) => ({ value: x.slug, label: nameOf(x.slug, x.name) }));
 */
export function useQuestionTypeNames(slugs: readonly string[]): (slug: string, fallback?: string) => string {
  const { i18n, t } = useTranslation();
  const known = slugs.filter((s) => questionType(s));
  const missing = known.filter((s) => !(i18n.hasResourceBundle('en', typeTextsNamespace(s)) && i18n.hasResourceBundle('bn', typeTextsNamespace(s))));
  const [, setLoaded] = useState(0);
  const key = missing.join(',');
  useEffect(() => {
    if (key === '') return;
    let live = true;
    Promise.allSettled(key.split(',').map((s) => registerQuestionTypeTexts(i18n, s))).then(() => live && setLoaded((n) => n + 1));
    return () => {
      live = false;
    };
  }, [key, i18n]);
  return (slug: string, fallback?: string) => {
    const english = questionType(slug)?.name ?? fallback ?? slug;
    const ns = typeTextsNamespace(slug);
    return i18n.hasResourceBundle(i18n.language, ns) ? t('name', { ns, defaultValue: english }) : english;
  };
}
