/** A class's modules, chapters and parts, read-only (the review step, the class details, the owner's view). */
import { Link } from 'react-router';
import type { ModuleDraft, PartDraft } from '../lib/draft';
import { useOnlineClassTranslation } from '../locales/texts';

export function partSummary(p: PartDraft, t: (k: string, o?: Record<string, unknown>) => string): string {
  const kind = t(`partKinds.${p.kind}`);
  const what = p.kind === 'pte' ? t('parts.questionCount', { count: p.question_ids?.length ?? 0 }) : p.kind === 'text' ? '' : (p.ref_title ?? '');
  return [p.title || kind, p.title ? kind : '', what].filter(Boolean).join(' · ');
}

export function ClassOutline({ modules, chapterLink, moduleLink, headingLevel = 3 }: {
  modules: readonly ModuleDraft[];
  /** where a chapter's title links (its details, or its preview) */
  chapterLink?: (m: ModuleDraft, chapterId: number) => string | null;
  moduleLink?: (m: ModuleDraft) => string | null;
  headingLevel?: 2 | 3;
}) {
  const { t } = useOnlineClassTranslation();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  if (modules.length === 0) return <p className="text-sm text-muted">{t('details.noModules')}</p>;
  return (
    <ol className="flex flex-col gap-4" data-testid="class-outline">
      {modules.map((m, i) => {
        const to = moduleLink?.(m);
        return (
          <li key={m.key} className="rounded-md border border-line p-3" data-testid="outline-module">
            <H className="text-base font-semibold text-ink">
              {t('modules.numbered', { n: i + 1 })}: {to ? <Link to={to} className="text-primary-700 underline-offset-2 hover:underline">{m.title}</Link> : m.title}
            </H>
            {m.description && <p className="mt-1 text-sm text-muted">{m.description}</p>}
            <p className="mt-1 text-xs text-muted">
              {m.sequential ? t('details.sequential') : t('details.anyOrder')}
              {m.min_quiz_percent !== null && ` · ${t('details.minQuiz', { percent: m.min_quiz_percent })}`}
            </p>
            {m.chapters.length === 0 ? (
              <p className="mt-2 text-sm text-muted">{t('chapters.empty')}</p>
            ) : (
              <ol className="mt-2 flex flex-col gap-2">
                {m.chapters.map((c, j) => {
                  const link = c.id ? chapterLink?.(m, c.id) : null;
                  return (
                    <li key={c.key} className="border-l-2 border-line pl-3" data-testid="outline-chapter">
                      <p className="text-sm font-medium text-ink">
                        {t('chapters.numbered', { n: j + 1 })}: {link ? <Link to={link} className="text-primary-700 underline-offset-2 hover:underline">{c.title}</Link> : c.title}
                      </p>
                      <ul className="mt-1 flex flex-col gap-0.5 text-sm text-muted">
                        {c.parts.map((p, k) => (
                          <li key={p.key} data-testid="outline-part" data-kind={p.kind}>
                            {k + 1}. {partSummary(p, t)}
                          </li>
                        ))}
                      </ul>
                    </li>
                  );
                })}
              </ol>
            )}
          </li>
        );
      })}
    </ol>
  );
}
