import { describe, expect, it } from 'vitest';
import { messageKey, payloadOf, stepAddress, STEPS, validateStep } from './wizard';

describe('onboarding wizard rules', () => {
  it('has the nine steps of the routes', () => {
    expect(STEPS).toHaveLength(9);
    expect(STEPS[0]).toBe('basic-info');
    expect(STEPS[8]).toBe('review');
  });

  it('says the required fields of a step', () => {
    expect(validateStep('basic-info', {})).toEqual({ centre_name: ['onb:required'], owner_name: ['onb:required'], email: ['onb:required'], phone: ['onb:required'] });
    expect(validateStep('basic-info', { centre_name: 'A', owner_name: 'B', email: 'nope', phone: '1' })).toEqual({ email: ['onb:email'] });
  });

  it('asks for payment only for a paid plan', () => {
    expect(validateStep('payment', { plan_price_minor: 0 })).toEqual({});
    expect(Object.keys(validateStep('payment', { plan_price_minor: 100, payment_reference: 'x' }))).toEqual(['payment_method', 'payment_reference']);
    expect(validateStep('payment', { plan_price_minor: 100, payment_method: 'bank_transfer', payment_reference: 'BT-1' })).toEqual({});
  });

  it('checks the sub-domain, colour, year and website forms', () => {
    expect(validateStep('portal-access', { subdomain: '-x-', primary_color: 'blue' })).toEqual({ subdomain: ['onb:subdomain'], primary_color: ['onb:colour'] });
    expect(validateStep('portal-access', { subdomain: 'delta', primary_color: '#1d4ed8' })).toEqual({});
    expect(validateStep('business-info', { trade_licence_no: 'T', year_founded: 1800, students_band: '1-50', website: 'delta.test' })).toEqual({ year_founded: ['onb:year'], website: ['onb:website'] });
    expect(validateStep('contract', { terms_accepted: false })).toEqual({ terms_accepted: ['onb:terms'] });
  });

  it('keeps the secret out of what is sent, and in the address', () => {
    expect(payloadOf({ token: 's', plan_price_minor: 5, plan_currency: 'BDT', city: 'Dhaka' })).toEqual({ city: 'Dhaka' });
    expect(stepAddress('address', 7, 'a b')).toBe('/coaching-center/address?id=7&token=a%20b');
    expect(stepAddress('basic-info', null, undefined)).toBe('/coaching-center/basic-info');
  });

  it('knows its own and some server messages', () => {
    expect(messageKey('onb:required')).toBe('required');
    expect(messageKey('This sub-domain is already taken.')).toBe('taken');
    expect(messageKey('Something else')).toBeNull();
  });
});
