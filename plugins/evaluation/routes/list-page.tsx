/**
 * The pending-evaluation lists of practice answers (docs/product-spec.md §2): manual (awaiting a trainer), automatic (scored by the
 * type, read-only) and feedback (evaluated, with the feedback on demand, in a row under the answer). Filters section,
 * type and status (each with a leading All) in the URL; the list, its states and pagination are @ui/data-list's.
 */
import { useMemo, useState } from 'react';
import { Link, NavLink, useLocation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { bn as bnLocale } from 'date-fns/locale/bn';
import { DataList } from '@ui/data-list/data-list';
import { FilterForm } from '@ui/data-list/filter-form';
import { Spinner } from '@ui/spinner';
import { formatDisplayDate } from '@kernel/dates/format';
import { fullName } from '@kernel/auth/user';
import { QuestionTypeName, useQuestionTypeNames } from '@question-types/type-texts';
import { evaluationListQuery, evaluationQuery, type EvaluationListItem } from '../api/evaluation-api';
import {
  evaluationPath,
  filtersFromParams,
  kindOf,
  KINDS,
  testKindOf,
  testKindsOf,
  listPath,
  portalBase,
  sectionOptions,
  statusOf,
  statusOptions,
  typeOptions,
  withFilter,
  type FilterKey,
} from '../lib/filters';
import { SelectField } from '@ui/select-field';
import { useEvaluationTranslation } from '../locales/texts';

const STATUS_STYLE: Record<string, string> = {
  pending: 'bg-warning-50 text-warning-800',
  evaluated: 'bg-success-50 text-success-700',
  auto: 'bg-primary-50 text-primary-800',
};

export default function EvaluationListPage() {
  const { t, i18n } = useEvaluationTranslation();
  const { pathname } = useLocation();
  const kind = kindOf(pathname);
  const testKind = testKindOf(pathname);
  const base = portalBase(pathname);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(kind, params, testKind), [kind, params, testKind]);
  const query = useQuery(evaluationListQuery(filters));
  const typeNameOf = useQuestionTypeNames(typeOptions(filters.section ?? '', '').slice(1).map((o) => o.value));
  const setFilter = (key: FilterKey, value: string) => setParams(withFilter(params, key, value));
  const filtered = ['section', 'type', 'status'].some((k) => params.get(k));
  const locale = i18n.language === 'bn' ? bnLocale : undefined;

  const [openFeedback, setOpenFeedback] = useState<ReadonlySet<number>>(new Set());
  const toggleFeedback = (id: number) =>
    setOpenFeedback((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const page = query.data?.meta.current_page ?? filters.page;
  const last = Math.max(1, query.data?.meta.last_page ?? 1);
  const studentOf = (row: EvaluationListItem) => fullName({ ...row.student, email: row.student.email ?? '' }, String(row.student.id));

  return (
    <DataList
      title={t(`list.title.${kind}`)}
      intro={t(`list.intro.${kind}`)}
      nav={
        <>
          <nav aria-label={t('kinds.label')} className="flex flex-wrap gap-1 border-b border-line">
            {KINDS.map((k) => (
              <NavLink
                key={k}
                to={listPath(base, k, testKind)}
                data-testid="kind-tab"
                data-kind={k}
                className={({ isActive }) =>
                  `-mb-px border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary-600 ${isActive ? 'border-primary-600 text-primary-800' : 'border-transparent text-muted hover:text-ink'}`
                }
              >
                {t(`kinds.${k}`)}
              </NavLink>
            ))}
          </nav>

          <nav aria-label={t('testKinds.label')} className="flex flex-wrap gap-2">
            {testKindsOf(kind).map((k) => (
              <NavLink
                key={k}
                to={listPath(base, kind, k)}
                data-testid="test-kind-tab"
                data-kind={k}
                className={({ isActive }) =>
                  `rounded-full border px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-primary-600 ${isActive ? 'border-primary-600 bg-primary-50 text-primary-800' : 'border-line text-muted hover:text-ink'}`
                }
              >
                {t(`testKinds.${k}`)}
              </NavLink>
            ))}
          </nav>
        </>
      }
      filters={
        <FilterForm label={t('filters.label')} columns={3}>
          <SelectField label={t('filters.section')} name="section" value={filters.section ?? ''} options={sectionOptions(t)} onChange={(v) => setFilter('section', v)} />
          <SelectField label={t('filters.type')} name="type" value={filters.type ?? ''} options={typeOptions(filters.section ?? '', t('filters.all'), typeNameOf)} onChange={(v) => setFilter('type', v)} />
          <SelectField label={t('filters.status')} name="status" value={statusOf(kind, params)} options={statusOptions(t)} onChange={(v) => setFilter('status', v)} />
        </FilterForm>
      }
      query={query}
      columns={[
        { key: 'student', header: t('table.student'), className: 'text-ink', cell: studentOf },
        {
          key: 'question_title',
          header: t('table.item'),
          className: 'font-medium text-ink',
          cell: (row) => (
            <>
              {row.question_title}
              {row.test_title ? <span className="block text-xs font-normal text-muted">{t('list.inTest', { title: row.test_title })}</span> : null}
            </>
          ),
        },
        { key: 'type', header: t('table.type'), cell: (row) => <QuestionTypeName slug={row.question_type.slug} fallback={row.question_type.name} /> },
        { key: 'section', header: t('table.section'), cell: (row) => t(`sections.${row.question_type.section.toLowerCase()}`, { defaultValue: row.question_type.section }) },
        { key: 'created_at', header: t('table.submitted'), className: 'whitespace-nowrap', cell: (row) => formatDisplayDate(row.created_at, locale) },
        {
          key: 'score',
          header: t('table.score'),
          className: 'tabular-nums',
          cell: (row) => (
            <>
              {row.score} / {row.max}
            </>
          ),
        },
        { key: 'status', header: t('table.status'), cell: (row) => <span className={`rounded px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[row.status] ?? ''}`}>{t(`status.${row.status}`, { defaultValue: row.status })}</span> },
      ]}
      rowKey={(row) => row.id}
      rowName={(row) => row.question_title}
      rowTestId="evaluation-row"
      rowProps={(row) => ({ 'data-status': row.status })}
      rowAction={(row) => {
        const to = kind === 'automatic' ? `${evaluationPath(base, row.id)}?view=1` : evaluationPath(base, row.id);
        const action = kind === 'manual' && row.status === 'pending' ? t('list.evaluate') : t('list.view');
        const open = openFeedback.has(row.id);
        return (
          <>
            {kind === 'feedback' && (
              <button type="button" className={actionClass} aria-expanded={open} onClick={() => toggleFeedback(row.id)} data-testid="toggle-feedback">
                {open ? t('list.hideFeedback') : t('list.showFeedback')}
              </button>
            )}
            <Link to={to} className={actionClass} aria-label={t('list.actionFor', { action, title: row.question_title, student: studentOf(row) })} data-testid="open-evaluation">
              {action}
            </Link>
          </>
        );
      }}
      rowDetail={(row) =>
        kind === 'feedback' && openFeedback.has(row.id) ? (
          <div data-testid="feedback-row">
            <Feedback id={row.id} locale={locale} />
          </div>
        ) : null
      }
      tableTestId="evaluation-table"
      caption={t('table.caption', { page, last })}
      loadFailed={t('list.loadFailed')}
      total={(count) => t('pagination.total', { count })}
      empty={{ title: t(`list.emptyTitle.${kind}`), description: t('list.emptyDescription') }}
      filtered={filtered}
      filteredEmptyTitle={t('list.emptyFiltered')}
      onClearFilters={() => setParams(new URLSearchParams())}
      onPage={(p) => setFilter('page', String(p))}
    />
  );
}

const actionClass = 'inline-flex min-h-9 items-center rounded-md border border-line px-3 py-1 text-sm text-ink hover:bg-canvas focus-visible:outline-2 focus-visible:outline-primary-600';

/** The feedback of one evaluated answer, loaded when its row opens. */
function Feedback({ id, locale }: { id: number; locale: typeof bnLocale | undefined }) {
  const { t } = useEvaluationTranslation();
  const q = useQuery(evaluationQuery(id));
  if (q.isPending) return <Spinner size="sm" label={t('loading')} />;
  if (q.isError) return <p className="text-sm text-danger-700">{t('list.feedbackFailed')}</p>;
  const e = q.data;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="whitespace-pre-line text-ink" data-testid="feedback-text">
        {e.feedback && e.feedback.trim() !== '' ? e.feedback : t('list.noFeedback')}
      </p>
      {e.evaluated_at && e.evaluated_by && (
        <p className="text-xs text-muted">{t('list.evaluatedBy', { name: fullName({ ...e.evaluated_by, email: '' }), date: formatDisplayDate(e.evaluated_at, locale) })}</p>
      )}
    </div>
  );
}
