/** /student/quiz-test: the quiz sets to start (GET quiz-set/list) and the student's quizzes so far with a summary (GET quiz-test). */
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { bn as bnLocale } from 'date-fns/locale/bn';
import { ListLoadError, ListSkeleton, ListTable } from '@ui/table-states';
import { Pagination } from '@ui/pagination';
import { formatDisplayDate } from '@kernel/dates/format';
import { quizHistoryQuery } from '../api/exams-api';
import { QuizSetList } from '../components/quiz-set-list';
import { useExamsTranslation } from '../locales/texts';

export default function QuizListPage() {
  const { t, i18n } = useExamsTranslation();
  const locale = i18n.language === 'bn' ? bnLocale : undefined;
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const historyPage = Math.max(1, Number(params.get('history')) || 1);
  const history = useQuery(quizHistoryQuery(historyPage));
  const set = (key: 'page' | 'history', p: number) => {
    const next = new URLSearchParams(params);
    if (p > 1) next.set(key, String(p));
    else next.delete(key);
    setParams(next);
  };
  const h = history.data;
  const pct = (v: number | null | undefined) => (v === null || v === undefined ? '–' : `${Math.round(v)}%`);

  return (
    <div className="flex flex-col gap-6" data-testid="quiz-list">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-ink">{t('quiz.title')}</h1>
        <p className="text-muted">{t('quiz.intro')}</p>
      </header>
      <section aria-labelledby="quiz-sets" className="flex flex-col gap-3">
        <h2 id="quiz-sets" className="text-lg font-semibold text-ink">
          {t('quiz.available')}
        </h2>
        <QuizSetList base="/student/quiz-test" signedIn page={page} onPage={(p) => set('page', p)} />
      </section>
      <section aria-labelledby="quiz-history" className="flex flex-col gap-3">
        <h2 id="quiz-history" className="text-lg font-semibold text-ink">
          {t('quiz.history')}
        </h2>
        {history.isError ? (
          <ListLoadError message={t('quiz.historyFailed')} retryLabel={t('retry')} onRetry={() => void history.refetch()} busy={history.isFetching} />
        ) : history.isPending || !h ? (
          <ListSkeleton label={t('loading')} rows={3} />
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="quiz-summary-counts">
              {(
                [
                  ['taken', String(h.summary.taken)],
                  ['completed', String(h.summary.completed)],
                  ['average', pct(h.summary.average_percent)],
                  ['best', pct(h.summary.best_percent)],
                ] as const
              ).map(([k, v]) => (
                <div key={k} className="rounded-card border border-line bg-surface p-3">
                  <dt className="text-xs text-muted">{t(`quiz.summary.${k}`)}</dt>
                  <dd className="text-xl font-semibold tabular-nums text-ink">{v}</dd>
                </div>
              ))}
            </dl>
            {h.items.length === 0 ? (
              <p className="text-sm text-muted">{t('quiz.noHistory')}</p>
            ) : (
              <ListTable testId="quiz-history-table" caption={t('quiz.history')} headers={[t('list.sl'), t('list.name'), t('results.date'), t('quiz.score'), t('results.status')]} actionsLabel={t('list.actions')}>
                {h.items.map((row, i) => (
                  <tr key={row.id} className="border-b border-line last:border-0" data-testid="quiz-history-row">
                    <td className="px-3 py-2 tabular-nums text-muted">{(h.meta.current_page - 1) * h.meta.per_page + i + 1}</td>
                    <td className="px-3 py-2 text-ink">{row.title}</td>
                    <td className="px-3 py-2">{formatDisplayDate(row.submitted_at ?? row.started_at, locale)}</td>
                    <td className="px-3 py-2 tabular-nums">{row.score !== null && row.max !== null ? `${t('report.points', { score: row.score, max: row.max })} (${pct(row.percent)})` : '–'}</td>
                    <td className="px-3 py-2">{t(row.status === 'in_progress' ? 'results.statuses.inProgress' : 'results.statuses.complete')}</td>
                    <td className="px-3 py-2 text-right">
                      {row.status === 'in_progress' ? (
                        <Link to={`/student/quiz-test/${row.quiz_set_id}?sheet=${row.id}`} className="text-sm font-medium text-primary-700 hover:underline" aria-label={t('list.resumeNamed', { title: row.title })}>
                          {t('list.resume')}
                        </Link>
                      ) : (
                        <Link to={`/student/quiz-test/${row.quiz_set_id}?result=${row.id}`} className="text-sm font-medium text-primary-700 hover:underline" aria-label={t('results.viewNamed', { title: row.title })}>
                          {t('results.view')}
                        </Link>
                      )}
                    </td>
                  </tr>
                ))}
              </ListTable>
            )}
            {h.meta.last_page > 1 && (
              <Pagination
                page={historyPage}
                last={h.meta.last_page}
                onPage={(p) => set('history', p)}
                labels={{ label: t('list.pages'), total: t('quiz.total', { count: h.meta.total }), page: t('list.page', { page: historyPage, last: h.meta.last_page }), previous: t('list.previous'), next: t('list.next') }}
              />
            )}
          </>
        )}
      </section>
    </div>
  );
}
