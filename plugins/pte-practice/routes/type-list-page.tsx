/** The items of one type a student can practise (GET questions?type=), paginated, each with "Practise". */
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { EmptyState } from '@ui/empty-state';
import { Skeleton } from '@ui/spinner';
import { questionType } from '@question-types/registry';
import { PER_PAGE, practiceListQuery } from '../api/practice-api';
import { usePracticeTranslation } from '../locales/texts';

export default function TypeListPage() {
  const { t } = usePracticeTranslation();
  const { section = '', type = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const def = questionType(type);
  const query = useQuery({ ...practiceListQuery(type, page), enabled: !!def });
  const setPage = (p: number) => setParams(p > 1 ? { page: String(p) } : {});

  if (!def) return <Alert variant="error">{t('player.unknownType')}</Alert>;
  const data = query.data;
  const last = Math.max(1, data?.meta.last_page ?? 1);
  return (
    <div className="flex flex-col gap-5">
      <nav aria-label={t('typeList.breadcrumb')} className="text-sm text-muted">
        <Link to="/student/pte-practice/list" className="hover:underline">
          {t('list.title')}
        </Link>{' '}
        / {t(`sections.${section}`, { defaultValue: section })}
      </nav>
      <header>
        <h1 className="text-2xl font-semibold text-ink">{def.shortName}</h1>
        <p className="text-muted">{def.name}</p>
      </header>
      {query.isError ? (
        <div className="flex flex-col items-start gap-3">
          <Alert variant="error">{t('typeList.loadFailed')}</Alert>
          <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
            {t('retry')}
          </Button>
        </div>
      ) : query.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : data && data.items.length === 0 ? (
        <EmptyState
          title={t('typeList.emptyTitle')}
          description={t('typeList.emptyDescription')}
          action={
            <Link to="/student/pte-practice/list" className="text-sm font-medium text-primary-700 hover:underline">
              {t('typeList.otherTypes')}
            </Link>
          }
        />
      ) : data ? (
        <>
          <div className="overflow-x-auto rounded-card border border-line bg-surface">
            <table className="w-full text-left text-sm" data-testid="practice-table">
              <thead className="border-b border-line bg-canvas text-xs uppercase text-muted">
                <tr>
                  <th scope="col" className="px-3 py-2">{t('typeList.sl')}</th>
                  <th scope="col" className="px-3 py-2">{t('typeList.title')}</th>
                  <th scope="col" className="px-3 py-2"><span className="sr-only">{t('typeList.actions')}</span></th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((q, i) => (
                  <tr key={q.id} className="border-b border-line last:border-0" data-testid="practice-row" data-id={q.id}>
                    <td className="px-3 py-2 tabular-nums text-muted">{(data.meta.current_page - 1) * (data.meta.per_page || PER_PAGE) + i + 1}</td>
                    <td className="px-3 py-2 font-medium text-ink">{q.title}</td>
                    <td className="px-3 py-2 text-right">
                      <Link to={`/student/pte-practice/${type}/pte/${q.id}`} className="inline-flex min-h-9 items-center rounded-md bg-primary-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-primary-700" data-testid="practise" aria-label={t('typeList.practiseItem', { title: q.title })}>
                        {t('typeList.practise')}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav aria-label={t('typeList.pages')} className="flex items-center justify-end gap-2 text-sm">
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('typeList.previous')}
            </Button>
            <span aria-live="polite">{t('typeList.page', { page, last })}</span>
            <Button variant="secondary" disabled={page >= last} onClick={() => setPage(page + 1)}>
              {t('typeList.next')}
            </Button>
          </nav>
        </>
      ) : null}
    </div>
  );
}
