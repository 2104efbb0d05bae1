/**
 * A question type's own texts (namespace qt-<slug>: its instruction, trait names) for pages that show a type without
 * its Player or Review (the item intro, the trait list of a report). Each type's locales/<lng>.json is its own small
 * chunk, loaded on first use and registered as the type's UI would register it.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureQtResources } from '@question-types/kit/ui/use-qt-translation';

const typeTexts = import.meta.glob<Record<string, unknown>>('../../../question-types/*/locales/*.json', { import: 'default' });

const textsPath = (slug: string, lng: 'en' | 'bn') => `../../../question-types/${slug}/locales/${lng}.json`;

/** Registers the type's texts (qt-<slug>) and answers true once they are in (re-renders then). */
export function useTypeTexts(slug: string | null | undefined): boolean {
  const { i18n } = useTranslation();
  const ns = slug ? `qt-${slug}` : '';
  const present = !!slug && i18n.hasResourceBundle('en', ns) && i18n.hasResourceBundle('bn', ns);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!slug || present) return;
    const en = typeTexts[textsPath(slug, 'en')];
    const bn = typeTexts[textsPath(slug, 'bn')];
    if (!en || !bn) return;
    let live = true;
    Promise.all([en(), bn()]).then(
      ([enTexts, bnTexts]) => {
        ensureQtResources(i18n, ns, { en: enTexts, bn: bnTexts });
        if (live) setLoaded((n) => n + 1);
      },
      () => {
        /* left out: the page shows its English fallbacks */
      },
    );
    return () => {
      live = false;
    };
  }, [slug, ns, present, i18n]);
  return present;
}
