/** The arithmetic of a server-paginated, server-sorted list, kept apart from the component so it is tested on its own. */

/** The envelope's `meta` of a paginated answer. */
export interface PageMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export type SortDirection = 'asc' | 'desc';

/** The sort a list asks the server for: a column key and a direction. */
export interface SortState {
  key: string;
  direction: SortDirection;
}

/**
 * The row's serial number (sl): counted from 1 across pages, so page 2 of 15 a page starts at 16. A meta with a
 * missing or zero page size (a server answering an empty page) counts from the first row of the page.
 */
export function slOf(meta: Pick<PageMeta, 'current_page' | 'per_page'>, index: number): number {
  const page = Math.max(1, Math.trunc(meta.current_page) || 1);
  const perPage = Math.max(0, Math.trunc(meta.per_page) || 0);
  return (page - 1) * perPage + index + 1;
}

/** The last page to offer: at least 1, so an empty list still reads "page 1 of 1". */
export function lastPageOf(meta: Pick<PageMeta, 'last_page'>): number {
  return Math.max(1, Math.trunc(meta.last_page) || 1);
}

/**
 * The sort after a click on a column's header: another column starts ascending, the same column flips. A list is
 * never left unsorted by a click, so the header always tells the order the rows are in.
 */
export function nextSort(current: SortState | null | undefined, key: string): SortState {
  if (current?.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** The header's `aria-sort`: only the sorted column says its order; the others say nothing (ARIA's advice). */
export function ariaSortOf(current: SortState | null | undefined, key: string): 'ascending' | 'descending' | undefined {
  if (current?.key !== key) return undefined;
  return current.direction === 'asc' ? 'ascending' : 'descending';
}

/** The sort read from the URL's `sort` and `direction` (as lists keep their filters there); anything else is none. */
export function sortFromParams(params: URLSearchParams, allowed: readonly string[]): SortState | null {
  const key = params.get('sort') ?? '';
  if (!allowed.includes(key)) return null;
  return { key, direction: params.get('direction') === 'desc' ? 'desc' : 'asc' };
}

/**
 * A list's filters live in its URL: sets one of them (or the page), an empty value removing it and page 1 being no
 * page at all; any change but the page goes back to the first page.
 */
export function withListParam(params: URLSearchParams, key: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === '' || (key === 'page' && value === '1')) next.delete(key);
  else next.set(key, value);
  if (key !== 'page') next.delete('page');
  return next;
}

/** A header's sort into the URL's `sort` and `direction`, back to the first page (the order changed). */
export function withSortParams(params: URLSearchParams, sort: SortState): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('sort', sort.key);
  next.set('direction', sort.direction);
  next.delete('page');
  return next;
}
