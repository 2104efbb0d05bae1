import { describe, expect, it } from 'vitest';
import { centreFiltersFromParams, centreUrl, isFiltered, withFilter, withSort } from './filters';

const q = (s: string) => new URLSearchParams(s);

describe('the centres list filters', () => {
  it('reads search, status, sort and page from the URL; the direction goes to the server as order', () => {
    expect(centreFiltersFromParams(q('search=%20alpha%20&status=inactive&sort=name&direction=desc&page=3'))).toEqual({ per_page: 15, page: 3, search: 'alpha', status: 'inactive', sort: 'name', order: 'desc' });
  });

  it('sends nothing for All, an unknown status or a column the server does not sort', () => {
    expect(centreFiltersFromParams(q('status=&sort=owner'))).toEqual({ per_page: 15, page: 1 });
    expect(centreFiltersFromParams(q('status=deleted&page=-2'))).toEqual({ per_page: 15, page: 1 });
  });

  it('goes back to page 1 when a filter or the sort changes, not when the page does', () => {
    expect(withFilter(q('page=4&status=active'), 'search', 'x').toString()).toBe('status=active&search=x');
    expect(withFilter(q('status=active'), 'status', '').toString()).toBe('');
    expect(withFilter(q('status=active'), 'page', '2').toString()).toBe('status=active&page=2');
    expect(withSort(q('page=2&search=a'), { key: 'students_count', direction: 'desc' }).toString()).toBe('search=a&sort=students_count&direction=desc');
  });

  it('tells when a filter is set (the sort and the page are not filters)', () => {
    expect(isFiltered(q('sort=name&page=2'))).toBe(false);
    expect(isFiltered(q('status=inactive'))).toBe(true);
  });
});

describe('centreUrl', () => {
  it("puts the sub-domain before the platform domain, with the page's scheme and port", () => {
    expect(centreUrl('alpha', { protocol: 'http:', host: 'localhost:3000' }, 'localhost')).toBe('http://alpha.localhost:3000');
    expect(centreUrl('alpha', { protocol: 'https:', host: 'pte.example.com' }, 'pte.example.com')).toBe('https://alpha.pte.example.com');
  });
});
