import { describe, expect, it } from 'vitest';
import { filtersFromParams, hasFilters, withFilter } from './filters';
import { addMember, offered, removeMember } from './members';

const p = (s: string) => new URLSearchParams(s);

describe('the group filters', () => {
  it('reads GET groups from the URL, All and unknown statuses sending nothing', () => {
    expect(filtersFromParams(p('status=inactive&search=%20eve%20&page=2'))).toEqual({ per_page: 15, page: 2, status: 'inactive', search: 'eve' });
    expect(filtersFromParams(p('status=archived&page=x'))).toEqual({ per_page: 15, page: 1 });
  });

  it('writes a filter back on page one, and knows when any is set', () => {
    expect(withFilter(p('page=3&search=a'), 'status', 'active').toString()).toBe('search=a&status=active');
    expect(withFilter(p('status=active'), 'page', '2').toString()).toBe('status=active&page=2');
    expect(withFilter(p('status=active'), 'status', '').toString()).toBe('');
    expect(hasFilters(p('page=2'))).toBe(false);
    expect(hasFilters(p('search=x'))).toBe(true);
  });
});

describe('the chosen members', () => {
  const a = { id: 1, full_name: 'A', email: 'a@x.test' };
  const b = { id: 2, full_name: 'B', email: 'b@x.test' };
  it('adds once, removes by id and offers only those not chosen', () => {
    expect(addMember(addMember([a], b), a)).toEqual([a, b]);
    expect(removeMember([a, b], 1)).toEqual([b]);
    expect(offered([a, b], [b])).toEqual([a]);
  });
});
