import { describe, expect, it } from 'vitest';
import { checkValues, EMPTY_VALUES, mapServerErrors, normaliseHex, toBody, valuesFromCentre, type CentreFormValues } from './form';
import type { Centre } from '../api/centres-api';

const filled: CentreFormValues = {
  name: ' Gamma PTE ',
  subdomain: 'Gamma',
  contact_email: 'hello@gamma.test',
  contact_phone: '',
  address: ' 1 Road ',
  logo: '/files/logos/3b0f1c2e-1111-4222-8333-444455556666.png',
  primary_color: '#1D4ED8',
  owner_first_name: 'Rina',
  owner_last_name: '',
  owner_email: 'owner@gamma.test',
};

describe('the centre form', () => {
  it('normalises a hex colour, refuses the rest', () => {
    expect(normaliseHex('#1D4ED8')).toBe('#1d4ed8');
    expect(normaliseHex('0f766e')).toBe('#0f766e');
    expect(normaliseHex('#FC0')).toBe('#ffcc00');
    expect(normaliseHex('blue')).toBeNull();
    expect(normaliseHex('#12345')).toBeNull();
  });

  it('asks for the name, the e-mail, and on create the sub-domain and the owner; a bad colour or sub-domain is said at once', () => {
    expect(checkValues(EMPTY_VALUES, 'create')).toEqual({ name: 'form.required', contact_email: 'form.required', subdomain: 'form.required', owner_first_name: 'form.required', owner_email: 'form.required' });
    expect(checkValues(EMPTY_VALUES, 'owner')).toEqual({ name: 'form.required', contact_email: 'form.required' });
    expect(checkValues({ ...filled, subdomain: 'a--b', primary_color: 'teal' }, 'create')).toEqual({ subdomain: 'subdomain.format', primary_color: 'colour.invalid' });
    expect(checkValues({ ...filled, subdomain: '-ab' }, 'create').subdomain).toBe('subdomain.format');
    expect(checkValues(filled, 'create')).toEqual({});
  });

  it('creates with the sub-domain, the owner and the branding; empty optional fields go as null', () => {
    expect(toBody(filled, 'create')).toEqual({
      name: 'Gamma PTE',
      subdomain: 'gamma',
      contact_email: 'hello@gamma.test',
      contact_phone: null,
      address: '1 Road',
      logo: filled.logo,
      primary_color: '#1d4ed8',
      owner: { first_name: 'Rina', last_name: '', email: 'owner@gamma.test' },
    });
  });

  it('edits without the sub-domain or the owner; a cleared colour or logo is sent as null', () => {
    const body = toBody({ ...filled, primary_color: '', logo: null }, 'owner');
    expect(body).not.toHaveProperty('subdomain');
    expect(body).not.toHaveProperty('owner');
    expect(body).toMatchObject({ primary_color: null, logo: null });
  });

  it("puts the server's 422s on their fields, nested owner keys included", () => {
    expect(mapServerErrors({ 'owner.email': ['Enter a valid e-mail address.'], subdomain: ['This sub-domain is already taken.'], id: ['Something else.'] }, 'create')).toEqual({
      fields: { owner_email: 'Enter a valid e-mail address.', subdomain: 'This sub-domain is already taken.' },
      form: ['Something else.'],
    });
    // the owner has no sub-domain field: the refusal is said above the form
    expect(mapServerErrors({ subdomain: ['Only the platform changes a sub-domain.'] }, 'owner')).toEqual({ fields: {}, form: ['Only the platform changes a sub-domain.'] });
  });

  it("starts an edit from the centre's values", () => {
    const c = { name: 'Alpha', subdomain: 'alpha', contact_email: null, contact_phone: '+880 1', address: null, logo: null, primary_color: '#0f766e' } as Centre;
    expect(valuesFromCentre(c)).toMatchObject({ name: 'Alpha', subdomain: 'alpha', contact_email: '', contact_phone: '+880 1', primary_color: '#0f766e' });
  });
});
