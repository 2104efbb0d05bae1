/** The centres list's filters and sort, kept in the URL (?search=&status=&sort=&direction=&page=): pure, so testable without a DOM. */
import { sortFromParams, type SortState, withListParam, withSortParams } from '@ui/data-list/list-math';
import type { CentreFilters } from '../api/centres-api';

export const PER_PAGE = 15;
export const STATUSES = ['active', 'inactive'] as const;
/** the columns the server sorts by (ORG_SORTS); the URL's `direction` goes to the server as `order` */
export const SORTS = ['name', 'subdomain', 'students_count', 'created_at'] as const;
const KEYS = ['search', 'status'] as const;
export type FilterKey = (typeof KEYS)[number];

/** The GET organizations query of the list page's URL; empty ("All") sends nothing, an unknown status nothing. */
export function centreFiltersFromParams(params: URLSearchParams): CentreFilters {
  const out: CentreFilters = { per_page: PER_PAGE, page: Math.max(1, Math.floor(Number(params.get('page'))) || 1) };
  const search = params.get('search')?.trim();
  if (search) out.search = search;
  const status = params.get('status');
  if (status && (STATUSES as readonly string[]).includes(status)) out.status = status;
  const sort = sortFromParams(params, SORTS);
  if (sort) {
    out.sort = sort.key;
    out.order = sort.direction;
  }
  return out;
}

/** Sets one filter (or the page): an empty value removes it, and a filter change goes back to page 1. */
export function withFilter(params: URLSearchParams, key: FilterKey | 'page', value: string): URLSearchParams {
  return withListParam(params, key, value);
}

/** A new sort keeps the filters and goes back to page 1. */
export function withSort(params: URLSearchParams, sort: SortState): URLSearchParams {
  return withSortParams(params, sort);
}

export const isFiltered = (params: URLSearchParams) => KEYS.some((k) => params.get(k));

/**
 * The address of a centre's own sub-domain, beside the page the master is on (the bare platform domain):
 * `alpha` on `http://localhost:3000` -> `http://alpha.localhost:3000`.
 */
export function centreUrl(subdomain: string, page: { protocol: string; host: string }, platformDomain: string): string {
  const port = /:(\d+)$/.exec(page.host)?.[1];
  return `${page.protocol}//${subdomain}.${platformDomain}${port ? `:${port}` : ''}`;
}
