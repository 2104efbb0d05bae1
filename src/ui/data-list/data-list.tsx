/**
 * The one list of the app (UI.md "List page"): an optional page frame (title, intro, primary action, tabs, filters),
 * then the list's states — loading skeletons, load error with retry, empty with the next step (or "clear filters"
 * when filters hid everything) — and the table: sl numbered from 1 across pages, typed columns, server-side sort
 * (a header emits the key and direction; the page asks the server), an inline row action and/or a row menu, an
 * optional detail row, and server pagination from the envelope's meta.
 *
 * Below the narrow width (the layout's 1150 px, `wide` in the theme) the same rows are drawn as cards: one DOM, so
 * test hooks and links are never doubled, with each cell labelled by its column through CSS and the actions kept.
 */
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../empty-state';
import { Pagination } from '../pagination';
import { FilteredEmptyState, ListLoadError, ListSkeleton } from '../table-states';
import { ariaSortOf, lastPageOf, nextSort, slOf, type PageMeta, type SortState } from './list-math';
import { RowMenu, type RowMenuItem } from './row-menu';

export type { PageMeta, SortState } from './list-math';
export type { RowMenuItem } from './row-menu';

export interface DataListColumn<Row> {
  /** stable id of the column; for a sortable column, the field name the page sends as `sort` */
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** classes of the cell (e.g. `tabular-nums`, `whitespace-nowrap`, `font-medium text-ink`) */
  className?: string;
  /** the cell's data-testid */
  testId?: string;
}

/** What a react-query result (or anything shaped like it) tells the list. */
export interface ListQueryState<Row> {
  data?: { items: readonly Row[]; meta: PageMeta } | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A list the page already holds whole (part of a bigger answer): one page, loaded, nothing to retry. */
export function wholeList<Row>(items: readonly Row[]): ListQueryState<Row> {
  return { data: { items, meta: { current_page: 1, per_page: items.length, total: items.length, last_page: 1 } }, isPending: false, isError: false, isFetching: false, refetch: () => undefined };
}

export interface DataListProps<Row> {
  /** page frame: a heading (h1 unless `headingLevel`), an intro line and the primary action beside the heading */
  title?: ReactNode;
  intro?: ReactNode;
  headingLevel?: 1 | 2;
  primaryAction?: ReactNode;
  /** tabs between the heading and the filters */
  nav?: ReactNode;
  filters?: ReactNode;
  /** data-testid of the whole list (frame included) */
  testId?: string;

  query: ListQueryState<Row>;
  columns: readonly DataListColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** the row's name, read out by the menu button ("Actions for …") */
  rowName?: (row: Row) => string;
  /** every row's data-testid; `rowProps` adds more attributes (data-id is the row key unless given) */
  rowTestId?: string;
  rowProps?: (row: Row) => Record<`data-${string}`, string | number | null | undefined>;
  /** an action drawn in the row itself (Start, Practise, View) */
  rowAction?: (row: Row) => ReactNode;
  /** the row's actions in a menu; an empty list draws no menu */
  rowMenu?: (row: Row) => readonly RowMenuItem[];
  /** content of a full-width row under the row (null: none) */
  rowDetail?: (row: Row) => ReactNode;
  tableTestId?: string;

  /** the table's caption (read to screen readers) and the page's own wording of the states */
  caption: string;
  loadFailed?: string;
  total?: (count: number) => string;
  skeletonRows?: number;
  /** the empty list: what it means and its next step */
  empty: { title?: string; description?: string; action?: ReactNode };
  /** filters are set: an empty list offers to clear them rather than the next step */
  filtered?: boolean;
  filteredEmptyTitle?: string;
  onClearFilters?: () => void;

  onPage: (page: number) => void;
  sort?: SortState | null;
  onSort?: (sort: SortState) => void;
}

const cell = 'px-3 py-2 max-wide:px-0 max-wide:py-1';
/**
 * narrow: the cell is a line of the card, its column name (data-label) before the value. The name keeps the page's
 * own font and weight whatever the column's look (a monospace column's font has no Bengali letters), and the value
 * wraps even where the wide table keeps it on one line (a date range is wider than a phone's card).
 */
const labelled = 'max-wide:flex max-wide:items-baseline max-wide:gap-3 max-wide:before:w-28 max-wide:before:shrink-0 max-wide:before:font-sans max-wide:before:font-normal max-wide:before:text-xs max-wide:before:uppercase max-wide:before:text-muted max-wide:before:content-[attr(data-label)] max-wide:min-w-0 max-wide:whitespace-normal max-wide:break-words';

export function DataList<Row>(props: DataListProps<Row>) {
  const { title, intro, headingLevel = 1, primaryAction, nav, filters, testId } = props;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const framed = title !== undefined || primaryAction !== undefined || nav !== undefined || filters !== undefined;
  if (!framed) return <ListBody {...props} />;
  return (
    <div className="flex flex-col gap-5" data-testid={testId}>
      {(title !== undefined || primaryAction !== undefined) && (
        <header className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-col gap-1">
            {title !== undefined && <Heading className={headingLevel === 1 ? 'text-2xl font-semibold text-ink' : 'text-lg font-semibold text-ink'}>{title}</Heading>}
            {intro !== undefined && <p className="text-muted">{intro}</p>}
          </div>
          {primaryAction}
        </header>
      )}
      {nav}
      {filters}
      <ListBody {...props} testId={undefined} />
    </div>
  );
}

function ListBody<Row>({ query, columns, rowKey, rowName, rowTestId, rowProps, rowAction, rowMenu, rowDetail, tableTestId, caption, loadFailed, total, skeletonRows, empty, filtered, filteredEmptyTitle, onClearFilters, onPage, sort, onSort, testId }: DataListProps<Row>) {
  const { t } = useTranslation('common');
  const data = query.data;
  let body: ReactNode;
  if (query.isError) {
    body = <ListLoadError message={loadFailed ?? t('list.loadFailed')} retryLabel={t('list.retry')} onRetry={() => void query.refetch()} busy={query.isFetching} />;
  } else if (query.isPending || !data) {
    body = <ListSkeleton label={t('list.loading')} rows={skeletonRows} />;
  } else if (data.items.length === 0) {
    body =
      filtered && onClearFilters ? (
        <FilteredEmptyState title={filteredEmptyTitle ?? t('list.emptyFiltered')} clearLabel={t('list.clearFilters')} onClear={onClearFilters} />
      ) : (
        <EmptyState title={empty.title ?? t('list.emptyTitle')} description={empty.description} action={empty.action} />
      );
  } else {
    const { meta } = data;
    const page = Math.max(1, meta.current_page);
    const last = lastPageOf(meta);
    const hasActions = rowAction !== undefined || rowMenu !== undefined;
    const sortable = onSort !== undefined && columns.some((c) => c.sortable);
    const span = columns.length + 1 + (hasActions ? 1 : 0);
    body = (
      <>
        <div className="overflow-x-auto rounded-card border border-line bg-surface max-wide:overflow-visible max-wide:border-0 max-wide:bg-transparent">
          <table className="w-full text-left text-sm max-wide:block" data-testid={tableTestId}>
            <caption className="sr-only">{caption}</caption>
            <thead className={`border-b border-line bg-canvas text-xs uppercase text-muted max-wide:mb-2 max-wide:block max-wide:border-0 max-wide:bg-transparent ${sortable ? '' : 'max-wide:hidden'}`}>
              <tr className="max-wide:flex max-wide:flex-wrap max-wide:gap-2">
                <th scope="col" className="px-3 py-2 max-wide:hidden">
                  {t('list.sl')}
                </th>
                {columns.map((c) => {
                  const canSort = onSort !== undefined && c.sortable === true;
                  return (
                    <th key={c.key} scope="col" aria-sort={canSort ? ariaSortOf(sort, c.key) : undefined} className={`px-3 py-2 ${canSort ? 'max-wide:p-0' : 'max-wide:hidden'}`}>
                      {canSort ? <SortButton column={c} sort={sort} onSort={onSort} /> : c.header}
                    </th>
                  );
                })}
                {hasActions && (
                  <th scope="col" className="px-3 py-2 max-wide:hidden">
                    <span className="sr-only">{t('list.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="max-wide:flex max-wide:flex-col max-wide:gap-3">
              {data.items.map((row, i) => {
                const key = rowKey(row);
                const detail = rowDetail?.(row);
                const menu = rowMenu?.(row) ?? [];
                return (
                  <Fragment key={key}>
                    <tr
                      className="border-b border-line last:border-0 max-wide:block max-wide:rounded-card max-wide:border max-wide:bg-surface max-wide:p-3 max-wide:last:border"
                      data-testid={rowTestId}
                      data-id={key}
                      {...rowProps?.(row)}
                    >
                      <td className={`${cell} ${labelled} tabular-nums text-muted`} data-label={t('list.sl')}>
                        {slOf(meta, i)}
                      </td>
                      {columns.map((c) => (
                        <td key={c.key} className={`${cell} ${labelled} ${c.className ?? ''}`} data-label={c.header} data-testid={c.testId}>
                          {c.cell(row)}
                        </td>
                      ))}
                      {hasActions && (
                        <td className={`${cell} text-right max-wide:flex max-wide:flex-wrap max-wide:justify-end max-wide:gap-2 max-wide:pt-2`}>
                          <div className="inline-flex items-center justify-end gap-2">
                            {rowAction?.(row)}
                            <RowMenu label={t('list.actionsFor', { name: rowName?.(row) ?? String(key) })} items={menu} />
                          </div>
                        </td>
                      )}
                    </tr>
                    {detail != null && detail !== false && (
                      <tr className="border-b border-line bg-canvas max-wide:block max-wide:rounded-card max-wide:border max-wide:p-3">
                        <td colSpan={span} className="px-3 py-3 max-wide:block max-wide:p-0">
                          {detail}
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
        <Pagination
          page={page}
          last={last}
          onPage={onPage}
          labels={{ label: t('list.pages'), total: total ? total(meta.total) : t('list.total', { count: meta.total }), page: t('list.page', { page, last }), previous: t('list.previous'), next: t('list.next') }}
        />
      </>
    );
  }
  return testId ? <div data-testid={testId}>{body}</div> : body;
}

function SortButton<Row>({ column, sort, onSort }: { column: DataListColumn<Row>; sort: SortState | null | undefined; onSort: (sort: SortState) => void }) {
  const { t } = useTranslation('common');
  const order = ariaSortOf(sort, column.key);
  return (
    <button
      type="button"
      onClick={() => onSort(nextSort(sort, column.key))}
      title={t('list.sortBy', { column: column.header })}
      className={`inline-flex min-h-8 items-center gap-1 rounded uppercase hover:text-ink focus-visible:outline-2 focus-visible:outline-primary-600 max-wide:rounded-full max-wide:border max-wide:px-3 max-wide:py-1 max-wide:normal-case ${order ? 'text-ink max-wide:border-primary-600' : 'max-wide:border-line'}`}
      data-sort={column.key}
    >
      {column.header}
      <svg aria-hidden="true" viewBox="0 0 12 12" className="h-3 w-3" fill="currentColor">
        {order === 'ascending' ? <path d="M6 2l4 6H2z" /> : order === 'descending' ? <path d="M6 10L2 4h8z" /> : <path d="M6 1l3 4H3zM6 11L3 7h6z" opacity="0.5" />}
      </svg>
    </button>
  );
}
