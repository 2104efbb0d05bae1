import { describe, expect, it } from 'vitest';
import { addressLine, firstIncompleteStep, markVisited, resumeStep, STEP_FIELDS, STEPS } from './steps.ts';

describe('onboarding steps', () => {
  it('nine steps in the order of the routes', () => {
    expect(STEPS).toEqual(['basic-info', 'address', 'business-info', 'package', 'contract', 'payment', 'portal-access', 'portal-admin', 'review']);
  });

  it('visited stays in step order; the resume point is the first step not saved', () => {
    expect(markVisited(['address', 'basic-info'], 'package')).toEqual(['basic-info', 'address', 'package']);
    expect(resumeStep(['basic-info', 'address', 'package'])).toBe('business-info');
    expect(resumeStep(STEPS.slice(0, 8))).toBe('review');
    expect(resumeStep([])).toBe('basic-info');
  });

  it('normalises what it accepts and drops what belongs to other steps', () => {
    const r = STEP_FIELDS.address.parse({ address_line: ' 1 Road ', city: 'Dhaka', postal_code: '1207', country: 'bd', subdomain: 'x' });
    expect(r).toEqual({ address_line: '1 Road', city: 'Dhaka', postal_code: '1207', country: 'BD' });
    expect(STEP_FIELDS['business-info'].parse({ trade_licence_no: 'T1', year_founded: '2015', students_band: '1-50', website: '' }).website).toBeNull();
    expect(STEP_FIELDS['portal-access'].parse({ subdomain: ' Delta ', primary_color: '#ABCDEF' })).toEqual({ subdomain: 'delta', primary_color: '#abcdef' });
  });

  it('refuses a future year, a false acceptance, an old terms version', () => {
    const next = new Date().getUTCFullYear() + 1;
    expect(STEP_FIELDS['business-info'].safeParse({ trade_licence_no: 'T', year_founded: next, students_band: '1-50' }).success).toBe(false);
    expect(STEP_FIELDS.contract.safeParse({ terms_version: '2026-11', terms_accepted: false }).success).toBe(false);
    expect(STEP_FIELDS.contract.safeParse({ terms_version: '2020-01', terms_accepted: true }).success).toBe(false);
  });

  it('names the first incomplete step and its fields', () => {
    expect(firstIncompleteStep({ centre_name: 'A', owner_name: 'B', email: 'a@b.test', phone: '12345' })).toMatchObject({ step: 'address', errors: { address_line: expect.any(Array) } });
    expect(firstIncompleteStep({})?.step).toBe('basic-info');
  });

  it('writes the address on one line', () => {
    expect(addressLine({ address_line: '12 Lake Road', city: 'Dhaka', postal_code: '1207', country: 'BD' })).toBe('12 Lake Road, Dhaka 1207, BD');
  });
});
