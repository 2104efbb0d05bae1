/** The published quiz sets (GET quiz-set/list: a student's, or a visitor's on the tenant), each with "Start". */
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@ui/empty-state';
import { Pagination } from '@ui/pagination';
import { ListLoadError, ListSkeleton } from '@ui/table-states';
import { quizSetListQuery } from '../api/exams-api';
import { useExamsTranslation } from '../locales/texts';

export function QuizSetList({ base, signedIn, page, onPage }: { base: string; signedIn: boolean; page: number; onPage(p: number): void }) {
  const { t } = useExamsTranslation();
  const query = useQuery(quizSetListQuery(page, signedIn));
  const data = query.data;
  if (query.isError) return <ListLoadError message={t('quiz.loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} busy={query.isFetching} />;
  if (query.isPending || !data) return <ListSkeleton label={t('loading')} rows={3} />;
  if (data.items.length === 0) return <EmptyState title={t('quiz.emptyTitle')} description={t('quiz.emptyDescription')} />;
  return (
    <div className="flex flex-col gap-3">
      <ul className="grid gap-3 sm:grid-cols-2" data-testid="quiz-set-list">
        {data.items.map((q) => (
          <li key={q.id} className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4" data-testid="quiz-set" data-id={q.id}>
            <h3 className="font-semibold text-ink">{q.title}</h3>
            {q.description && <p className="line-clamp-3 text-sm text-muted">{q.description}</p>}
            <p className="text-xs text-muted">
              {t('quiz.meta', { count: q.no_of_questions })}
              {q.duration_minutes ? ` · ${t('list.minutes', { count: q.duration_minutes })}` : ` · ${t('quiz.untimed')}`}
            </p>
            <Link
              to={`${base}/${q.id}`}
              className="inline-flex min-h-9 items-center self-start rounded-md bg-primary-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
              data-testid="start-quiz"
              aria-label={t('list.startNamed', { title: q.title })}
            >
              {t('list.start')}
            </Link>
          </li>
        ))}
      </ul>
      {data.meta.last_page > 1 && (
        <Pagination
          page={page}
          last={data.meta.last_page}
          onPage={onPage}
          labels={{ label: t('list.pages'), total: t('quiz.total', { count: data.meta.total }), page: t('list.page', { page, last: data.meta.last_page }), previous: t('list.previous'), next: t('list.next') }}
        />
      )}
    </div>
  );
}
