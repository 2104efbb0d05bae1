import { describe, expect, it } from 'vitest';
import { auditFiltersFromParams, hasFilters, roleFiltersFromParams, withFilters, AUDIT_FILTER_KEYS } from './filters';

const p = (s: string) => new URLSearchParams(s);

describe('the role and audit filters', () => {
  it('reads the role list query, All sending nothing', () => {
    expect(roleFiltersFromParams(p('kind=ADMIN&status=&search=%20desk%20&page=3'))).toEqual({ per_page: 25, page: 3, kind: 'ADMIN', search: 'desk' });
    expect(roleFiltersFromParams(p('page=-2'))).toEqual({ per_page: 25, page: 1 });
  });

  it('reads the audit query and drops malformed ids and dates, and a target id without its type', () => {
    expect(auditFiltersFromParams(p('action=role.update&actor_id=7&from=2026-01-02&to=2026-02-30x&target_id=9'))).toEqual({
      per_page: 25,
      page: 1,
      action: 'role.update',
      actor_id: '7',
      from: '2026-01-02',
    });
    expect(auditFiltersFromParams(p('target_type=group&target_id=4&organization_id=abc&page=2'))).toEqual({ per_page: 25, page: 2, target_type: 'group', target_id: '4' });
  });

  it('sets and clears filters, back to page one', () => {
    expect(withFilters(p('page=4&action=x&from=2026-01-01'), { action: '', actor_id: '3' }).toString()).toBe('from=2026-01-01&actor_id=3');
    expect(withFilters(p('action=x'), { page: '2' }).toString()).toBe('action=x&page=2');
    expect(hasFilters(p('page=2'), AUDIT_FILTER_KEYS)).toBe(false);
    expect(hasFilters(p('to=2026-01-01'), AUDIT_FILTER_KEYS)).toBe(true);
  });
});
