/**
 * /student/result, two tabs. Tests: the student's answer sheets (GET answer-sheets), newest first, with the estimated
 * overall, the state (in progress, awaiting evaluation, complete) and a link: the report, or back to the sitting to
 * resume. Practice (?tab=practice): every single-item practice answer (components/practice-history.tsx). Both are the
 * one list (@ui/data-list).
 */
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { bn as bnLocale } from 'date-fns/locale/bn';
import { DataList } from '@ui/data-list/data-list';
import { FilterPills } from '@ui/data-list/filter-pills';
import { formatDisplayDate } from '@kernel/dates/format';
import { sheetListQuery, type SheetListItem } from '../api/exams-api';
import { PracticeHistory, type PracticeStatusFilter } from '../components/practice-history';
import { resultPath, sittingPath } from '../lib/slug';
import { useExamsTranslation } from '../locales/texts';
import { TitleCell } from '../components/title-cell';

const MODES = ['', 'practice-test', 'mock', 'quiz'] as const;
const linkClass = 'inline-flex min-h-9 items-center rounded-md border border-line bg-surface px-3 py-1.5 text-sm font-medium text-primary-700 hover:bg-canvas focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';

/** in progress, awaiting a trainer's evaluation, or complete */
const statusOf = (row: SheetListItem) => (row.status === 'in_progress' ? 'inProgress' : row.evaluation_status === 'awaiting' ? 'awaiting' : 'complete');

function linkOf(row: SheetListItem): string | null {
  if (row.mode === 'quiz') return row.quiz_set_id != null ? (row.status === 'in_progress' ? `/student/quiz-test/${row.quiz_set_id}?sheet=${row.id}` : `/student/quiz-test/${row.quiz_set_id}?result=${row.id}`) : null;
  if (row.status === 'in_progress') return row.test_id != null ? sittingPath(row.mode === 'mock' ? 'mock-tests' : 'practice-tests', row.title, row.test_id, row.id) : null;
  return resultPath(row.mode, row.id);
}

export default function ResultListPage() {
  const { t, i18n } = useExamsTranslation();
  const locale = i18n.language === 'bn' ? bnLocale : undefined;
  const [params, setParams] = useSearchParams();
  const practiceTab = params.get('tab') === 'practice';
  const mode = params.get('mode') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const practiceStatus: PracticeStatusFilter = params.get('status') === 'awaiting' ? 'awaiting' : params.get('status') === 'evaluated' ? 'evaluated' : '';
  const query = useQuery({ ...sheetListQuery(page, mode), refetchOnWindowFocus: true, enabled: !practiceTab });
  const set = (m: string, p = 1) => {
    const out: Record<string, string> = {};
    if (m) out.mode = m;
    if (p > 1) out.page = String(p);
    setParams(out);
  };
  const modeKey = (m: string) => (m === 'mock' ? 'mock' : m === 'quiz' ? 'quiz' : 'practice');

  return (
    <div className="flex flex-col gap-5" data-testid="result-list">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-ink">{t('results.title')}</h1>
        <p className="text-muted">{t('results.intro')}</p>
      </header>
      <div role="tablist" aria-label={t('tabs.label')} className="flex gap-1 border-b border-line">
        {(['tests', 'practice'] as const).map((tab) => {
          const selected = (tab === 'practice') === practiceTab;
          return (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={selected}
              data-testid={`result-tab-${tab}`}
              onClick={() => setParams(tab === 'practice' ? { tab } : {})}
              className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 ${selected ? 'border-primary-600 text-primary-700' : 'border-transparent text-muted hover:text-ink'}`}
            >
              {t(`tabs.${tab}`)}
            </button>
          );
        })}
      </div>
      {practiceTab ? (
        <div role="tabpanel" aria-label={t('tabs.practice')}>
          <PracticeHistory
            page={page}
            status={practiceStatus}
            onChange={(status, p = 1) => {
              const out: Record<string, string> = { tab: 'practice' };
              if (status) out.status = status;
              if (p > 1) out.page = String(p);
              setParams(out);
            }}
          />
        </div>
      ) : (
        <div role="tabpanel" aria-label={t('tabs.tests')}>
          <DataList
            filters={
              <FilterPills
                label={t('results.filter')}
                allLabel={t('categories.all')}
                options={MODES.filter((m) => m !== '').map((m) => ({ value: m, label: t(`results.modes.${modeKey(m)}`) }))}
                value={mode}
                onChange={(m) => set(m)}
              />
            }
            query={query}
            columns={[
              {
                key: 'title',
                header: t('list.name'),
                cell: (row) => <TitleCell title={row.title} id={row.t_id} />,
              },
              { key: 'mode', header: t('results.type'), cell: (row) => t(`results.modes.${modeKey(row.mode)}`) },
              { key: 'date', header: t('results.date'), cell: (row) => formatDisplayDate(row.submitted_at ?? row.started_at, locale) },
              { key: 'overall', header: t('report.overall'), className: 'font-semibold tabular-nums', testId: 'row-overall', cell: (row) => row.overall ?? '–' },
              {
                key: 'status',
                header: t('results.status'),
                cell: (row) => {
                  const status = statusOf(row);
                  return <span className={`rounded px-2 py-0.5 text-xs font-medium ${status === 'complete' ? 'bg-success-50 text-success-700' : status === 'awaiting' ? 'bg-warning-50 text-warning-800' : 'bg-primary-50 text-primary-800'}`}>{t(`results.statuses.${status}`)}</span>;
                },
              },
            ]}
            rowKey={(row) => row.id}
            rowName={(row) => row.title}
            rowTestId="result-row"
            rowProps={(row) => ({ 'data-status': statusOf(row) })}
            rowAction={(row) => {
              const to = linkOf(row);
              return (
                to && (
                  <Link to={to} className={linkClass} data-testid="open-result" aria-label={t(row.status === 'in_progress' ? 'list.resumeNamed' : 'results.viewNamed', { title: row.title })}>
                    {t(row.status === 'in_progress' ? 'list.resume' : 'results.view')}
                  </Link>
                )
              );
            }}
            tableTestId="result-table"
            caption={t('results.title')}
            loadFailed={t('results.loadFailed')}
            total={(count) => t('results.total', { count })}
            empty={{
              title: t('results.emptyTitle'),
              description: t('results.emptyDescription'),
              action: (
                <Link to="/student/practice-test" className="text-sm font-medium text-primary-700 hover:underline">
                  {t('results.goPractice')}
                </Link>
              ),
            }}
            filtered={mode !== ''}
            filteredEmptyTitle={t('list.emptyFiltered')}
            onClearFilters={() => set('')}
            onPage={(p) => set(mode, p)}
          />
        </div>
      )}
    </div>
  );
}
