/**
 * /student/quiz-test: the quiz sets to start (GET quiz-set/list) and the student's quizzes so far with a summary
 * (GET quiz-test), the latter in the one list (@ui/data-list).
 */
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { bn as bnLocale } from 'date-fns/locale/bn';
import { DataList } from '@ui/data-list/data-list';
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
        <DataList
          nav={
            h && (
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
            )
          }
          query={history}
          columns={[
            { key: 'title', header: t('list.name'), className: 'text-ink', cell: (row) => row.title },
            { key: 'date', header: t('results.date'), cell: (row) => formatDisplayDate(row.submitted_at ?? row.started_at, locale) },
            { key: 'score', header: t('quiz.score'), className: 'tabular-nums', cell: (row) => (row.score !== null && row.max !== null ? `${t('report.points', { score: row.score, max: row.max })} (${pct(row.percent)})` : '–') },
            { key: 'status', header: t('results.status'), cell: (row) => t(row.status === 'in_progress' ? 'results.statuses.inProgress' : 'results.statuses.complete') },
          ]}
          rowKey={(row) => row.id}
          rowName={(row) => row.title}
          rowTestId="quiz-history-row"
          rowAction={(row) =>
            row.status === 'in_progress' ? (
              <Link to={`/student/quiz-test/${row.quiz_set_id}?sheet=${row.id}`} className="text-sm font-medium text-primary-700 hover:underline" aria-label={t('list.resumeNamed', { title: row.title })}>
                {t('list.resume')}
              </Link>
            ) : (
              <Link to={`/student/quiz-test/${row.quiz_set_id}?result=${row.id}`} className="text-sm font-medium text-primary-700 hover:underline" aria-label={t('results.viewNamed', { title: row.title })}>
                {t('results.view')}
              </Link>
            )
          }
          tableTestId="quiz-history-table"
          caption={t('quiz.history')}
          loadFailed={t('quiz.historyFailed')}
          total={(count) => t('quiz.total', { count })}
          skeletonRows={3}
          empty={{ title: t('quiz.noHistory') }}
          onPage={(p) => set('history', p)}
        />
      </section>
    </div>
  );
}
