/**
 * The pending-evaluation lists of practice answers (§2): manual (awaiting a trainer), automatic (scored by the
 * type, read-only) and feedback (evaluated, with the feedback on demand). Filters section, type and status (each
 * with a leading All) in the URL, server pagination, loading, empty and error states.
 */
import { useMemo, useState } from 'react';
import { Link, NavLink, useLocation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { bn as bnLocale } from 'date-fns/locale/bn';
import { EmptyState } from '@ui/empty-state';
import { Pagination } from '@ui/pagination';
import { Spinner } from '@ui/spinner';
import { FilteredEmptyState, ListLoadError, ListSkeleton, ListTable } from '@ui/table-states';
import { formatDisplayDate } from '@kernel/dates/format';
import { fullName } from '@kernel/auth/user';
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
  type ListKind,
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
  const setFilter = (key: FilterKey, value: string) => setParams(withFilter(params, key, value));
  const filtered = ['section', 'type', 'status'].some((k) => params.get(k));
  const locale = i18n.language === 'bn' ? bnLocale : undefined;

  const data = query.data;
  const page = data?.meta.current_page ?? filters.page;
  const last = Math.max(1, data?.meta.last_page ?? 1);
  const perPage = data?.meta.per_page ?? filters.per_page;

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-ink">{t(`list.title.${kind}`)}</h1>
        <p className="text-sm text-muted">{t(`list.intro.${kind}`)}</p>
      </header>

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

      <form role="search" aria-label={t('filters.label')} className="grid grid-cols-1 gap-3 sm:grid-cols-3" onSubmit={(e) => e.preventDefault()}>
        <SelectField label={t('filters.section')} name="section" value={filters.section ?? ''} options={sectionOptions(t)} onChange={(v) => setFilter('section', v)} />
        <SelectField label={t('filters.type')} name="type" value={filters.type ?? ''} options={typeOptions(filters.section ?? '', t('filters.all'))} onChange={(v) => setFilter('type', v)} />
        <SelectField label={t('filters.status')} name="status" value={statusOf(kind, params)} options={statusOptions(t)} onChange={(v) => setFilter('status', v)} />
      </form>

      {query.isError ? (
        <ListLoadError message={t('list.loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} busy={query.isFetching} />
      ) : query.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : data && data.items.length === 0 ? (
        filtered ? (
          <FilteredEmptyState title={t('list.emptyFiltered')} clearLabel={t('list.clearFilters')} onClear={() => setParams(new URLSearchParams())} />
        ) : (
          <EmptyState title={t(`list.emptyTitle.${kind}`)} description={t('list.emptyDescription')} />
        )
      ) : data ? (
        <>
          <ListTable testId="evaluation-table" caption={t('table.caption', { page, last })} headers={[t('table.sl'), t('table.student'), t('table.item'), t('table.type'), t('table.section'), t('table.submitted'), t('table.score'), t('table.status')]} actionsLabel={t('table.actions')}>
            {data.items.map((row, i) => (
              <Row key={row.id} row={row} sl={(page - 1) * perPage + i + 1} kind={kind} base={base} locale={locale} />
            ))}
          </ListTable>
          <Pagination
            page={page}
            last={last}
            onPage={(p) => setFilter('page', String(p))}
            labels={{ label: t('pagination.label'), total: t('pagination.total', { count: data.meta.total }), page: t('pagination.page', { page, last }), previous: t('pagination.previous'), next: t('pagination.next') }}
          />
        </>
      ) : null}
    </div>
  );
}

function Row({ row, sl, kind, base, locale }: { row: EvaluationListItem; sl: number; kind: ListKind; base: string; locale: typeof bnLocale | undefined }) {
  const { t } = useEvaluationTranslation();
  const [open, setOpen] = useState(false);
  const student = fullName({ ...row.student, email: row.student.email ?? '' }, String(row.student.id));
  const section = row.question_type.section.toLowerCase();
  const actionClass = 'inline-flex min-h-9 items-center rounded-md border border-line px-3 py-1 text-sm text-ink hover:bg-canvas focus-visible:outline-2 focus-visible:outline-primary-600';
  const to = kind === 'automatic' ? `${evaluationPath(base, row.id)}?view=1` : evaluationPath(base, row.id);
  const action = kind === 'manual' && row.status === 'pending' ? t('list.evaluate') : t('list.view');
  return (
    <>
      <tr className="border-b border-line last:border-0" data-testid="evaluation-row" data-id={row.id} data-status={row.status}>
        <td className="px-3 py-2 tabular-nums text-muted">{sl}</td>
        <td className="px-3 py-2 text-ink">{student}</td>
        <td className="px-3 py-2 font-medium text-ink">
          {row.question_title}
          {row.test_title ? <span className="block text-xs font-normal text-muted">{t('list.inTest', { title: row.test_title })}</span> : null}
        </td>
        <td className="px-3 py-2">{row.question_type.name}</td>
        <td className="px-3 py-2">{t(`sections.${section}`, { defaultValue: row.question_type.section })}</td>
        <td className="whitespace-nowrap px-3 py-2">{formatDisplayDate(row.created_at, locale)}</td>
        <td className="px-3 py-2 tabular-nums">
          {row.score} / {row.max}
        </td>
        <td className="px-3 py-2">
          <span className={`rounded px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[row.status] ?? ''}`}>{t(`status.${row.status}`, { defaultValue: row.status })}</span>
        </td>
        <td className="px-3 py-2 text-right">
          <div className="flex justify-end gap-2">
            {kind === 'feedback' && (
              <button type="button" className={actionClass} aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid="toggle-feedback">
                {open ? t('list.hideFeedback') : t('list.showFeedback')}
              </button>
            )}
            <Link to={to} className={actionClass} aria-label={t('list.actionFor', { action, title: row.question_title, student })} data-testid="open-evaluation">
              {action}
            </Link>
          </div>
        </td>
      </tr>
      {kind === 'feedback' && open && (
        <tr className="border-b border-line bg-canvas" data-testid="feedback-row">
          <td />
          <td colSpan={8} className="px-3 py-3">
            <Feedback id={row.id} locale={locale} />
          </td>
        </tr>
      )}
    </>
  );
}

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
