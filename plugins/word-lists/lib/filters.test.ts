import { describe, expect, it } from 'vitest';
import { filtersFromParams, hasFilters } from './filters';

describe('word-list filters', () => {
  it('reads the URL into the query, dropping unknown values', () => {
    expect(filtersFromParams(new URLSearchParams('status=active&scope=platform&search=%20aca%20&page=2'))).toEqual({ per_page: 15, page: 2, status: 'active', scope: 'platform', search: 'aca' });
    expect(filtersFromParams(new URLSearchParams('status=draft&scope=x&page=-3'))).toEqual({ per_page: 15, page: 1 });
  });
  it('knows when a filter is set', () => {
    expect(hasFilters(new URLSearchParams('page=2'))).toBe(false);
    expect(hasFilters(new URLSearchParams('scope=centre'))).toBe(true);
  });
});
