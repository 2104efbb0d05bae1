/**
 * /student/online-class (OC_INDEX): the student's classes (GET oc): a summary of progress, featured classes, the
 * classes to go on with (suggestions) and the rest (more classes, searchable, paged by the server). Cards carry the
 * class's ribbon and the student's progress; one column at 390 px.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListLoadError } from '@ui/table-states';
import { Button } from '@ui/button';
import { EmptyState } from '@ui/empty-state';
import { Pagination } from '@ui/pagination';
import { PageSpinner } from '@ui/spinner';
import { TextField } from '@ui/text-field';
import { useOcList, type OcCard, type OcSummary } from '../api/student';
import { ClassCard } from '../components/student/class-card';
import { useStudentClassTranslation } from '../locales/student-texts';

export default function StudentClassListPage() {
  const { t } = useStudentClassTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const [draft, setDraft] = useState(search);
  const list = useOcList({ page, per_page: 12, search: search || undefined });

  const set = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) if (v) next.set(k, v); else next.delete(k);
    setParams(next, { replace: true });
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6" data-testid="oc-list">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-ink">{t('student.list.title')}</h1>
        <p className="text-sm text-muted">{t('student.list.intro')}</p>
      </header>
      {list.isPending ? (
        <PageSpinner label={t('student.loading')} />
      ) : list.isError ? (
        <ListLoadError message={t('student.list.loadFailed')} retryLabel={t('student.retry')} onRetry={() => void list.refetch()} busy={list.isFetching} />
      ) : (
        <>
          <Summary summary={list.data.summary} />
          {list.data.summary.classes === 0 ? (
            <EmptyState title={t('student.list.empty')} description={t('student.list.emptyHint')} />
          ) : (
            <>
              <Shelf id="featured" title={t('student.list.featured')} cards={list.data.featured_classes} />
              <Shelf id="suggestions" title={t('student.list.suggestions')} cards={list.data.suggestions} />
              <section aria-labelledby="more-title" className="flex flex-col gap-3" data-testid="shelf-more">
                <h2 id="more-title" className="text-lg font-semibold text-ink">
                  {t('student.list.more')}
                </h2>
                <form
                  role="search"
                  className="flex flex-wrap items-end gap-2"
                  onSubmit={(e) => {
                    e.preventDefault();
                    set({ search: draft.trim() || null, page: null });
                  }}
                >
                  <div className="min-w-0 flex-1 sm:max-w-sm">
                    <TextField label={t('student.list.search')} name="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
                  </div>
                  <Button type="submit" variant="secondary">
                    {t('student.list.searchButton')}
                  </Button>
                </form>
                {list.data.more_classes.items.length === 0 ? (
                  <p className="text-sm text-muted">{search ? t('student.list.noMatch') : t('student.list.noMore')}</p>
                ) : (
                  <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
                    {list.data.more_classes.items.map((c) => (
                      <ClassCard key={c.id} card={c} />
                    ))}
                  </ul>
                )}
                <Pagination
                  page={list.data.more_classes.meta.current_page}
                  last={list.data.more_classes.meta.last_page}
                  onPage={(p) => set({ page: p > 1 ? String(p) : null })}
                  labels={{
                    label: t('student.list.pages'),
                    total: t('student.list.total', { count: list.data.more_classes.meta.total }),
                    page: t('student.list.page', { page: list.data.more_classes.meta.current_page, last: list.data.more_classes.meta.last_page }),
                    previous: t('student.list.previousPage'),
                    next: t('student.list.nextPage'),
                  }}
                />
              </section>
            </>
          )}
        </>
      )}
    </div>
  );
}

function Shelf({ id, title, cards }: { id: string; title: string; cards: OcCard[] }) {
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3" data-testid={`shelf-${id}`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((c) => (
          <ClassCard key={c.id} card={c} />
        ))}
      </ul>
    </section>
  );
}

function Summary({ summary }: { summary: OcSummary }) {
  const { t } = useStudentClassTranslation();
  const items = [
    ['classes', summary.classes],
    ['started', summary.started],
    ['completed', summary.completed],
    ['parts', t('student.summary.partsOf', { done: summary.parts_done, total: summary.parts_total })],
  ] as const;
  return (
    <section aria-label={t('student.summary.title')} data-testid="oc-summary">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map(([key, value]) => (
          <div key={key} className="rounded-card border border-line bg-surface p-3">
            <dt className="text-xs text-muted">{t(`student.summary.${key}`)}</dt>
            <dd className="text-xl font-semibold text-ink" data-testid={`summary-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
