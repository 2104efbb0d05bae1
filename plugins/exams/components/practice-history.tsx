/**
 * The Practice tab of /student/result: every single-item practice answer (GET question-attempts), newest first, with
 * its type, date, and score or "Awaiting evaluation", each opening its review on the practice result page
 * (the evaluation plugin's, linked by route id). The one list (@ui/data-list), as the tests tab.
 */
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { bn as bnLocale } from 'date-fns/locale/bn';
import { DataList } from '@ui/data-list/data-list';
import { QuestionTypeName } from '@question-types/type-texts';
import { FilterPills } from '@ui/data-list/filter-pills';
import { formatDisplayDate } from '@kernel/dates/format';
import { pathTo } from '@kernel/router/route-refs';
import { links } from '../links';
import { practiceHistoryQuery } from '../api/exams-api';
import { useExamsTranslation } from '../locales/texts';

export type PracticeStatusFilter = '' | 'awaiting' | 'evaluated';
const FILTERS = ['awaiting', 'evaluated'] as const;

/** the practice result page (the evaluation plugin's route) */
export const practiceResultPath = (attemptId: number) => pathTo(links.practiceResult, { id: attemptId });

const linkClass = 'inline-flex min-h-9 items-center rounded-md border border-line bg-surface px-3 py-1.5 text-sm font-medium text-primary-700 hover:bg-canvas focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';

export function PracticeHistory({ page, status, onChange }: { page: number; status: PracticeStatusFilter; onChange(status: PracticeStatusFilter, page?: number): void }) {
  const { t, i18n } = useExamsTranslation();
  const locale = i18n.language === 'bn' ? bnLocale : undefined;
  const query = useQuery({ ...practiceHistoryQuery(page, status), refetchOnWindowFocus: true });
  return (
    <DataList
      testId="practice-history"
      filters={<FilterPills label={t('practiceHistory.filter')} allLabel={t('categories.all')} options={FILTERS.map((f) => ({ value: f, label: t(`practiceHistory.filters.${f}`) }))} value={status} onChange={(f) => onChange(f as PracticeStatusFilter)} />}
      query={query}
      columns={[
        { key: 'question_title', header: t('practiceHistory.item'), className: 'font-medium text-ink', cell: (row) => row.question_title },
        {
          key: 'type',
          header: t('practiceHistory.type'),
          cell: (row) => (
            <>
              <QuestionTypeName slug={row.question_type.slug} fallback={row.question_type.name} />
              <span className="block text-xs text-muted">{t(`sections.${row.section}`, { defaultValue: row.section })}</span>
            </>
          ),
        },
        { key: 'created_at', header: t('results.date'), cell: (row) => formatDisplayDate(row.created_at, locale) },
        {
          key: 'score',
          header: t('practiceHistory.score'),
          testId: 'practice-history-score',
          cell: (row) =>
            row.awaiting ? (
              <span className="rounded bg-warning-50 px-2 py-0.5 text-xs font-medium text-warning-800">{t('results.statuses.awaiting')}</span>
            ) : (
              <span className="font-semibold tabular-nums">{t('report.points', { score: row.score, max: row.max })}</span>
            ),
        },
      ]}
      rowKey={(row) => row.id}
      rowName={(row) => row.question_title}
      rowTestId="practice-history-row"
      rowProps={(row) => ({ 'data-status': row.awaiting ? 'awaiting' : 'evaluated' })}
      rowAction={(row) => (
        <Link to={practiceResultPath(row.id)} className={linkClass} data-testid="open-practice-result" aria-label={t('practiceHistory.viewNamed', { title: row.question_title })}>
          {t('results.view')}
        </Link>
      )}
      tableTestId="practice-history-table"
      caption={t('practiceHistory.caption')}
      loadFailed={t('practiceHistory.loadFailed')}
      total={(count) => t('practiceHistory.total', { count })}
      empty={{
        title: t('practiceHistory.emptyTitle'),
        description: t('practiceHistory.emptyDescription'),
        action: (
          <Link to={pathTo(links.practiceList)} className="text-sm font-medium text-primary-700 hover:underline">
            {t('practiceHistory.goPractice')}
          </Link>
        ),
      }}
      filtered={status !== ''}
      filteredEmptyTitle={t('practiceHistory.emptyFiltered')}
      onClearFilters={() => onChange('')}
      onPage={(p) => onChange(status, p)}
    />
  );
}
