import { describe, expect, it } from 'vitest';
import { ariaSortOf, lastPageOf, nextSort, slOf, sortFromParams, withListParam, withSortParams } from './list-math';

describe('the list arithmetic', () => {
  it('numbers rows from 1 across pages', () => {
    expect(slOf({ current_page: 1, per_page: 15 }, 0)).toBe(1);
    expect(slOf({ current_page: 2, per_page: 15 }, 0)).toBe(16);
    expect(slOf({ current_page: 3, per_page: 2 }, 1)).toBe(6);
  });
  it('counts from the page\'s first row when the meta is odd (page 0, no page size)', () => {
    expect(slOf({ current_page: 0, per_page: 15 }, 2)).toBe(3);
    expect(slOf({ current_page: 4, per_page: 0 }, 0)).toBe(1);
    expect(slOf({ current_page: Number.NaN, per_page: 10 }, 0)).toBe(1);
  });
  it('never offers fewer than one page', () => {
    expect(lastPageOf({ last_page: 0 })).toBe(1);
    expect(lastPageOf({ last_page: 7 })).toBe(7);
  });
  it('sorts a new column ascending and flips the sorted one', () => {
    expect(nextSort(null, 'title')).toEqual({ key: 'title', direction: 'asc' });
    expect(nextSort({ key: 'title', direction: 'asc' }, 'title')).toEqual({ key: 'title', direction: 'desc' });
    expect(nextSort({ key: 'title', direction: 'desc' }, 'title')).toEqual({ key: 'title', direction: 'asc' });
    expect(nextSort({ key: 'title', direction: 'desc' }, 'created_at')).toEqual({ key: 'created_at', direction: 'asc' });
  });
  it('marks only the sorted column for screen readers', () => {
    expect(ariaSortOf({ key: 'title', direction: 'desc' }, 'title')).toBe('descending');
    expect(ariaSortOf({ key: 'title', direction: 'asc' }, 'title')).toBe('ascending');
    expect(ariaSortOf({ key: 'title', direction: 'asc' }, 'created_at')).toBeUndefined();
    expect(ariaSortOf(null, 'title')).toBeUndefined();
  });
  it('reads the sort from the URL, refusing a column that cannot be sorted', () => {
    expect(sortFromParams(new URLSearchParams('sort=title&direction=desc'), ['title'])).toEqual({ key: 'title', direction: 'desc' });
    expect(sortFromParams(new URLSearchParams('sort=title&direction=sideways'), ['title'])).toEqual({ key: 'title', direction: 'asc' });
    expect(sortFromParams(new URLSearchParams('sort=password'), ['title'])).toBeNull();
    expect(sortFromParams(new URLSearchParams(''), ['title'])).toBeNull();
  });
});

describe('withListParam and withSortParams', () => {
  it('sets or removes a filter and goes back to the first page; page 1 is no page', () => {
    const p = new URLSearchParams('status=active&page=3');
    expect(withListParam(p, 'search', 'rina').toString()).toBe('status=active&search=rina');
    expect(withListParam(p, 'status', '').toString()).toBe('');
    expect(withListParam(p, 'page', '4').toString()).toBe('status=active&page=4');
    expect(withListParam(p, 'page', '1').toString()).toBe('status=active');
  });
  it('puts a sort into the URL and goes back to the first page', () => {
    expect(withSortParams(new URLSearchParams('status=active&page=2'), { key: 'name', direction: 'desc' }).toString()).toBe('status=active&sort=name&direction=desc');
  });
});
