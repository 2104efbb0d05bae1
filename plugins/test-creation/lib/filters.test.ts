import { describe, expect, it } from 'vitest';
import { isFiltered, testFiltersFromParams, withFilter } from './filters';

describe('list filters', () => {
  it('reads the URL, leaving out empty values, a tab category winning', () => {
    const p = new URLSearchParams('status=active&approval=&search=%20mock%20&page=3&category=reading');
    expect(testFiltersFromParams(p)).toEqual({ per_page: 15, page: 3, status: 'active', search: 'mock', category: 'reading' });
    expect(testFiltersFromParams(p, 'all')).toEqual({ per_page: 15, page: 3, status: 'active', search: 'mock' });
    expect(testFiltersFromParams(p, 'combo').category).toBe('combo');
    expect(testFiltersFromParams(new URLSearchParams('page=-2')).page).toBe(1);
  });
  it('resets the page on a filter change and removes empty values', () => {
    const p = new URLSearchParams('status=active&page=2');
    expect(withFilter(p, 'approval', 'approved').toString()).toBe('status=active&approval=approved');
    expect(withFilter(p, 'status', '').toString()).toBe('');
    expect(withFilter(p, 'page', '1').toString()).toBe('status=active');
    expect(isFiltered(p)).toBe(true);
    expect(isFiltered(new URLSearchParams('page=2&exam=mock-tests'))).toBe(false);
  });
});
