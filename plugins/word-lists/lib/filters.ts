/**
 * The word-list page's filters, kept in the URL (?status=&scope=&search=&page=): the GET word-lists query they make
 * ("All" sends nothing; an unknown value is dropped rather than sent for a 422).
 */
import { withListParam } from '@ui/data-list/list-math';
import type { WordListFilters } from '../api/word-lists-api';

export const PER_PAGE = 15;
const FILTER_KEYS = ['search', 'status', 'scope'] as const;
const ALLOWED: Record<string, ReadonlySet<string>> = { status: new Set(['active', 'inactive']), scope: new Set(['centre', 'platform']) };

export function filtersFromParams(params: URLSearchParams): WordListFilters {
  const out: WordListFilters = { per_page: PER_PAGE, page: Math.max(1, Math.floor(Number(params.get('page'))) || 1) };
  const search = params.get('search')?.trim();
  if (search) out.search = search;
  for (const key of ['status', 'scope'] as const) {
    const v = params.get(key)?.trim();
    if (v && ALLOWED[key]!.has(v)) out[key] = v;
  }
  return out;
}

export const withFilter = (params: URLSearchParams, key: string, value: string) => withListParam(params, key, value);

export function hasFilters(params: URLSearchParams): boolean {
  return FILTER_KEYS.some((k) => (params.get(k) ?? '').trim() !== '');
}
