/** The list pages' filters, kept in the URL (?category=&state=&status=&approval=&search=&page=): pure, so testable without a DOM. */
import type { TestFilters } from '../api/authoring-api';
import { withListParam } from '@ui/data-list/list-math';

export const PER_PAGE = 15;
export const STATUSES = ['active', 'inactive'] as const;
export const APPROVALS = ['pending', 'approved', 'unapproved'] as const;
const KEYS = ['category', 'state', 'status', 'approval', 'search'] as const;
export type FilterKey = (typeof KEYS)[number] | 'published';

/** The GET query of a list page from its URL; empty ("All") sends nothing; `category` given by a tab wins. */
export function testFiltersFromParams(params: URLSearchParams, category?: string): TestFilters {
  const out: TestFilters = { per_page: PER_PAGE, page: Math.max(1, Math.floor(Number(params.get('page'))) || 1) };
  for (const k of KEYS) {
    const v = params.get(k)?.trim();
    if (v) out[k] = v;
  }
  if (category !== undefined) {
    if (category === '' || category === 'all') delete out.category;
    else out.category = category;
  }
  return out;
}

/** Sets one filter: an empty value removes it, and a filter change goes back to page 1. */
export function withFilter(params: URLSearchParams, key: FilterKey | 'page' | 'exam', value: string): URLSearchParams {
  return withListParam(params, key, value);
}

/** Whether a filter other than the page (and the exam tab) is set. */
export const isFiltered = (params: URLSearchParams) => [...KEYS, 'published'].some((k) => params.get(k));
