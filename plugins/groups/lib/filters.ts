/**
 * The group list's filters, kept in the URL (?status=&search=&page=): the GET groups query they make ("All" sends
 * nothing) and one filter written back (which resets the page).
 */
import type { GroupFilters } from '../api/groups-api';
import { withListParam } from '@ui/data-list/list-math';

export const PER_PAGE = 15;
export const FILTER_KEYS = ['search', 'status'] as const;
const STATUSES = new Set(['active', 'inactive']);

export function filtersFromParams(params: URLSearchParams): GroupFilters {
  const out: GroupFilters = { per_page: PER_PAGE, page: Math.max(1, Math.floor(Number(params.get('page'))) || 1) };
  const search = params.get('search')?.trim();
  const status = params.get('status')?.trim();
  if (search) out.search = search;
  // an unknown status would be a 422: the list shows every group instead
  if (status && STATUSES.has(status)) out.status = status;
  return out;
}

export function withFilter(params: URLSearchParams, key: string, value: string): URLSearchParams {
  return withListParam(params, key, value);
}

export function hasFilters(params: URLSearchParams): boolean {
  return FILTER_KEYS.some((k) => (params.get(k) ?? '').trim() !== '');
}
