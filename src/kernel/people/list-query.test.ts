import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/client';
import { permissionId } from '../permissions/catalogue';
import type { Person } from './api';
import { isFiltered, outranks, peopleActions, peopleQueryFromParams, refusalMessage, rowActions, withoutFilters, withParam, withSort, type PeopleActions } from './list-query';

const p = (s: string) => new URLSearchParams(s);

describe('peopleQueryFromParams', () => {
  it("asks for the kind's role, page 1 of 15, when the URL says nothing", () => {
    expect(peopleQueryFromParams(p(''), 'student')).toEqual({ role: 'STUDENT', page: 1, per_page: 15 });
    expect(peopleQueryFromParams(p(''), 'staff').role).toBe('SUPER_ADMIN');
  });

  it('sends search, status, group, centre, sort with its order, and the page', () => {
    expect(peopleQueryFromParams(p('search=%20nusrat%20&status=invited&group=3&centre=2&sort=name&direction=desc&page=4'), 'trainer')).toEqual({
      role: 'TRAINER',
      search: 'nusrat',
      status: 'invited',
      group_id: 3,
      organization_id: 2,
      sort: 'name',
      order: 'desc',
      page: 4,
      per_page: 15,
    });
  });

  it('drops what the server would refuse: an unknown status or sort, a bad page or id; staff has no group or centre', () => {
    expect(peopleQueryFromParams(p('status=deleted&sort=password_hash&page=-2&group=x'), 'student')).toEqual({ role: 'STUDENT', page: 1, per_page: 15 });
    expect(peopleQueryFromParams(p('group=3&centre=2'), 'staff')).toEqual({ role: 'SUPER_ADMIN', page: 1, per_page: 15 });
    expect(peopleQueryFromParams(p('sort=created_at'), 'student')).toMatchObject({ sort: 'created_at', order: 'asc' });
  });
});

describe('the URL of a list', () => {
  it('a filter change goes back to page 1; an empty value removes the filter', () => {
    expect(withParam(p('status=active&page=3'), 'search', 'ana').toString()).toBe('status=active&search=ana');
    expect(withParam(p('status=active&page=3'), 'status', '').toString()).toBe('');
    expect(withParam(p('status=active'), 'page', '2').toString()).toBe('status=active&page=2');
    expect(withParam(p('page=2'), 'page', '1').toString()).toBe('');
  });

  it('keeps the sort in sort and direction, and keeps it when the filters are cleared', () => {
    const sorted = withSort(p('search=a&page=2'), { key: 'last_login_at', direction: 'desc' });
    expect(sorted.toString()).toBe('search=a&sort=last_login_at&direction=desc');
    expect(withoutFilters(sorted).toString()).toBe('sort=last_login_at&direction=desc');
    expect(isFiltered(sorted)).toBe(true);
    expect(isFiltered(withoutFilters(sorted))).toBe(false);
  });
});

describe('refusalMessage', () => {
  it("says the server's own words: a 422 field message without its label, else the message", () => {
    expect(refusalMessage(new HttpError('http', 422, { message: 'Invalid', errors: { id: ['You cannot delete your own account.'] } }, ['Id: You cannot delete your own account.']), 'x')).toBe('You cannot delete your own account.');
    expect(refusalMessage(new HttpError('http', 403, { message: 'You may only act on users of a lower rank.' }, ['You may only act on users of a lower rank.']), 'x')).toBe('You may only act on users of a lower rank.');
    expect(refusalMessage(new HttpError('network', 0, null, ['Network error']), 'x')).toBe('Network error');
    expect(refusalMessage(new Error('boom'), 'fallback')).toBe('fallback');
  });
});

const holding = (...keys: Parameters<typeof permissionId>[0][]) => ({ role: 'ADMIN', permissions: keys.map(permissionId) });

describe('peopleActions', () => {
  it('follows the keys: USER_STORE creates, resends and imports, USER_UPDATE edits, and so on', () => {
    const none = peopleActions(holding(), 'student', { scope: 'centre', forms: true });
    expect(none).toEqual({ create: false, edit: false, status: false, resend: false, delete: false, impersonate: false, import: false, export: true });
    expect(peopleActions(holding('USER_STORE'), 'student', { scope: 'centre', forms: true })).toMatchObject({ create: true, resend: true, import: true, edit: false });
    expect(peopleActions(holding('USER_UPDATE', 'USER_CHANGE_STATUS'), 'student', { scope: 'centre', forms: true })).toMatchObject({ edit: true, status: true, delete: false });
    expect(peopleActions(holding('USER_DESTROY', 'AUTH_IMPERSONATE'), 'student', { scope: 'centre', forms: true })).toMatchObject({ delete: true, impersonate: true, create: false });
    const master = peopleActions({ role: 'SUPER_ADMIN' }, 'student', { scope: 'centre', forms: true });
    expect(Object.values(master).every(Boolean)).toBe(true);
  });

  it('impersonation and the import only for students on a centre address; no create or edit without the pages', () => {
    const platform = peopleActions({ role: 'SUPER_ADMIN' }, 'student', { scope: 'platform', forms: true });
    expect(platform).toMatchObject({ impersonate: false, import: false, create: true });
    expect(peopleActions({ role: 'SUPER_ADMIN' }, 'trainer', { scope: 'centre', forms: true })).toMatchObject({ impersonate: false, import: false });
    expect(peopleActions({ role: 'SUPER_ADMIN' }, 'student', { scope: 'centre', forms: false })).toMatchObject({ create: false, edit: false, delete: true });
    expect(peopleActions({ role: 'SUPER_ADMIN' }, 'staff', { scope: 'centre', forms: true }).create).toBe(false);
  });
});

describe('rowActions', () => {
  const all: PeopleActions = { create: true, edit: true, status: true, resend: true, delete: true, impersonate: true, import: true, export: true };
  const owner = { id: 1, role: 'COACHING_OWNER' };
  const student = (more: Partial<Pick<Person, 'id' | 'status' | 'invitation' | 'role'>>) => ({ id: 2, status: 'active' as const, invitation: 'accepted' as const, role: 'STUDENT' as const, ...more });

  it('offers resend only while the invitation is not accepted, to an active person', () => {
    expect(rowActions(student({ invitation: 'pending' }), all, owner)).toEqual(['edit', 'deactivate', 'resend', 'impersonate', 'delete']);
    expect(rowActions(student({ invitation: 'expired' }), all, owner)).toContain('resend');
    expect(rowActions(student({}), all, owner)).not.toContain('resend');
    expect(rowActions(student({ status: 'inactive', invitation: 'pending' }), all, owner)).toEqual(['edit', 'activate', 'delete']);
  });

  it('offers nothing on yourself or on the same or a higher rank (one master on another), nothing the keys do not allow', () => {
    expect(rowActions(student({ id: 1 }), all, { id: 1, role: 'STUDENT' })).toEqual([]);
    expect(rowActions(student({ role: 'SUPER_ADMIN', invitation: 'pending' }), all, { id: 1, role: 'SUPER_ADMIN' })).toEqual([]);
    expect(rowActions(student({ role: 'COACHING_OWNER' }), all, { id: 1, role: 'SUPER_ADMIN' })).toEqual(['edit', 'deactivate', 'impersonate', 'delete']);
    expect(rowActions(student({ invitation: 'pending' }), { ...all, edit: false, delete: false, resend: false, impersonate: false }, owner)).toEqual(['deactivate']);
  });
});

describe('outranks', () => {
  it('mirrors the server: strictly higher only; an actor role it does not know is left to the server', () => {
    expect(outranks('SUPER_ADMIN', 'COACHING_OWNER')).toBe(true);
    expect(outranks('ADMIN', 'ADMIN')).toBe(false);
    expect(outranks('TRAINER', 'STUDENT')).toBe(true);
    expect(outranks(undefined, 'SUPER_ADMIN')).toBe(true);
  });
});
