import { describe, expect, it } from 'vitest';
import { createBody, EMPTY_PERSON, formParts, personIdParam, placeErrors, updateBody, valuesOf, type PersonFormValues } from './person-form';
import type { PersonDetail } from './api';

const filled: PersonFormValues = { ...EMPTY_PERSON, first_name: ' Nusrat ', last_name: 'Jahan', email: ' nusrat@alpha.test ', phone: '' };

describe('formParts', () => {
  it('a centre student or trainer has groups; a role select only when the kind has more than one role; staff always', () => {
    expect(formParts('student', 'centre', { roleCount: 1, creating: true })).toEqual({ roles: false, groups: true, centre: false });
    expect(formParts('trainer', 'centre', { roleCount: 2, creating: true })).toEqual({ roles: true, groups: true, centre: false });
    expect(formParts('staff', 'platform', { roleCount: 1, creating: true })).toEqual({ roles: true, groups: false, centre: false });
  });

  it("the master on the platform's address chooses a new student's centre, and gives no groups", () => {
    expect(formParts('student', 'platform', { roleCount: 0, creating: true })).toEqual({ roles: false, groups: false, centre: true });
    expect(formParts('student', 'platform', { roleCount: 0, creating: false }).centre).toBe(false);
  });
});

describe('createBody', () => {
  it('trims, leaves out an empty phone, and names the role by kind when none is chosen', () => {
    expect(createBody('student', filled, { roles: false, groups: true, centre: false })).toEqual({ first_name: 'Nusrat', last_name: 'Jahan', email: 'nusrat@alpha.test', role: 'STUDENT' });
  });

  it('sends the chosen role, groups, centre and expiry', () => {
    const v = { ...filled, phone: '+8801711000000', role_id: '7', group_ids: [3, 4], organization_id: '2', package_expiry_date: '2027-01-31' };
    expect(createBody('student', v, { roles: true, groups: true, centre: true })).toEqual({
      first_name: 'Nusrat',
      last_name: 'Jahan',
      email: 'nusrat@alpha.test',
      phone: '+8801711000000',
      role_id: 7,
      group_ids: [3, 4],
      organization_id: 2,
      package_expiry_date: '2027-01-31',
    });
    expect(createBody('staff', v, { roles: false, groups: false, centre: false })).toEqual({ first_name: 'Nusrat', last_name: 'Jahan', email: 'nusrat@alpha.test', phone: '+8801711000000', role: 'SUPER_ADMIN' });
  });
});

describe('updateBody', () => {
  it('clears a removed phone and expiry on the server, sends the groups (even none), never a kind', () => {
    expect(updateBody('student', filled, { roles: false, groups: true, centre: false })).toEqual({ first_name: 'Nusrat', last_name: 'Jahan', email: 'nusrat@alpha.test', phone: null, group_ids: [], package_expiry_date: null });
    expect(updateBody('trainer', { ...filled, role_id: '9' }, { roles: true, groups: false, centre: false })).toEqual({ first_name: 'Nusrat', last_name: 'Jahan', email: 'nusrat@alpha.test', phone: null, role_id: 9 });
  });
});

describe('valuesOf', () => {
  it('fills the form from a person', () => {
    const p = { first_name: 'A', last_name: 'B', email: 'a@b.test', phone: null, role_id: 5, organization_id: 2, groups: [{ id: 3, name: 'Morning' }], package_expiry_date: null } as unknown as PersonDetail;
    expect(valuesOf(p)).toEqual({ first_name: 'A', last_name: 'B', email: 'a@b.test', phone: '', role_id: '5', organization_id: '2', group_ids: [3], package_expiry_date: '' });
  });
});

describe('placeErrors', () => {
  const parts = { roles: false, groups: true, centre: false };
  it('puts each 422 message on its field; `role` and `group_ids.0` land on their controls', () => {
    expect(placeErrors({ email: ['This e-mail address is already in use.'], 'group_ids.0': ['No such group.'] }, parts)).toEqual({
      fields: { email: 'This e-mail address is already in use.', group_ids: 'No such group.' },
      form: [],
    });
  });

  it('keeps for the form what no field shows', () => {
    expect(placeErrors({ id: ['You cannot edit this user.'], role: ['You cannot give a role of the same or a higher rank than your own.'] }, parts)).toEqual({
      fields: {},
      form: ['You cannot edit this user.', 'You cannot give a role of the same or a higher rank than your own.'],
    });
  });
});

describe('personIdParam', () => {
  it('null without an id, the number with one, NaN for anything else', () => {
    expect(personIdParam(undefined)).toBeNull();
    expect(personIdParam('12')).toBe(12);
    expect(personIdParam('1e3')).toBeNaN();
    expect(personIdParam('0')).toBeNaN();
  });
});
