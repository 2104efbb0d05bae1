import { describe, expect, it } from 'vitest';
import type { PackageDetail } from './api';
import { bodyOf, emptyDraft, parseDays, toDraft } from './draft';
import { nextStep } from './offering-list-page';
import { pathsOf } from './paths';
import { formOf, partOf } from './property-page';
import { addonRules, basicInformationRules, durationPriceRules, moneyProblem, typeRules } from './step-rules';

const record: PackageDetail = {
  id: 9, kind: 'COURSE', audience: 'STUDENT', name: 'Evening', description: '', delivery: 'BOTH', properties: { quiz: { enabled: true, count: null } },
  addons: [{ name: 'Book', price_minor: 80_050 }], schedule: [{ day: 'sun', start: '19:00', end: '21:00' }], duration_days: 60, price_minor: 1_200_000,
  currency: 'BDT', status: 'draft', step: 'duration-price', visited: ['basic-information', 'type', 'adons', 'properties', 'duration-price'],
  trainers: [{ id: 4, full_name: 'Sarah Mitchell' }], branches: [{ id: 2, name: 'Dhanmondi' }], created_at: '2026-11-25T10:00:00Z', created_by: null, items: [],
};

describe('the step rules', () => {
  it('basic information: a name of at most 120 characters', () => {
    expect(basicInformationRules({ name: '  ' })).toEqual({ name: ['nameRequired'] });
    expect(basicInformationRules({ name: 'x'.repeat(121) })).toEqual({ name: ['nameTooLong'] });
    expect(basicInformationRules({ name: 'PTE Starter' })).toEqual({});
  });
  it('type: a course taught in a branch needs a branch; classes end after they start; packages have no such rule', () => {
    expect(typeRules({ kind: 'COURSE', delivery: 'BRANCH', branch_ids: [] })).toEqual({ branch_ids: ['branchRequired'] });
    expect(typeRules({ kind: 'COURSE', delivery: 'ONLINE', schedule: [{ day: 'mon', start: '10:00', end: '09:00' }] })).toEqual({ schedule: ['endAfterStart'] });
    expect(typeRules({ kind: 'COURSE', delivery: 'ONLINE', schedule: [{ day: 'mon', start: '1000', end: '11:00' }] })).toEqual({ schedule: ['timeInvalid'] });
    expect(typeRules({ kind: 'PACKAGE', delivery: 'BRANCH' })).toEqual({});
  });
  it('money is digits with at most two decimals, never past 10^12 minor units', () => {
    expect(moneyProblem('9,500.50', true)).toBeNull();
    expect(moneyProblem('৯৫০০', true)).toBeNull();
    expect(moneyProblem('', true)).toBe('priceRequired');
    expect(moneyProblem('', false)).toBeNull();
    expect(moneyProblem('-5', true)).toBe('priceInvalid');
    expect(moneyProblem('1.005', true)).toBe('priceInvalid');
    expect(moneyProblem('1e3', true)).toBe('priceInvalid');
    expect(moneyProblem('10000000001', true)).toBe('priceTooLarge');
    expect(addonRules({ addons: [{ name: 'Book', price_text: 'abc' }] })).toEqual({ addons: ['priceInvalid'] });
    expect(addonRules({ addons: [{ name: ' ', price_text: '5' }] })).toEqual({ addons: ['addonNameRequired'] });
  });
  it('duration and price', () => {
    expect(durationPriceRules({ duration_text: '0', price_text: '1' })).toEqual({ duration_text: ['durationInvalid'] });
    expect(durationPriceRules({ duration_text: '3661', price_text: '' })).toEqual({ duration_text: ['durationInvalid'], price_text: ['priceRequired'] });
    expect(durationPriceRules({ duration_text: '৯০', price_text: '0' })).toEqual({});
    expect(parseDays(' 30 ')).toBe(30);
    expect(parseDays('30.5')).toBeNull();
  });
});

describe('the draft', () => {
  it('sends only the saved step’s fields, money in minor units', () => {
    expect(bodyOf('basic-information', { name: 'A', description: 'B', price_text: '5' })).toEqual({ name: 'A', description: 'B' });
    expect(bodyOf('type', { kind: 'PACKAGE', delivery: 'BOTH', trainer_ids: [1] })).toEqual({ delivery: 'BOTH' });
    expect(bodyOf('type', { kind: 'COURSE', delivery: 'BOTH', branch_ids: [2] })).toEqual({ delivery: 'BOTH', schedule: [], trainer_ids: [], branch_ids: [2] });
    expect(bodyOf('adons', { addons: [{ name: ' Book ', price_text: '800.5' }] })).toEqual({ addons: [{ name: 'Book', price_minor: 80_050 }] });
    expect(bodyOf('duration-price', { duration_text: '90', price_text: '9,500' })).toEqual({ duration_days: 90, price_minor: 950_000 });
    expect(bodyOf('review', emptyDraft('PACKAGE'))).toEqual({});
  });
  it('a stored record becomes a draft again (resume)', () => {
    expect(toDraft(record)).toMatchObject({ kind: 'COURSE', delivery: 'BOTH', addons: [{ name: 'Book', price_text: '800.50' }], duration_text: '60', price_text: '12000', trainer_ids: [4], branch_ids: [2] });
    expect(toDraft({ ...record, visited: ['basic-information'] }).price_text).toBe('');
  });
  it('a draft in the list reopens at the step after its saved one', () => {
    expect(nextStep('basic-information')).toBe('type');
    expect(nextStep('preview')).toBe('preview');
    expect(nextStep('')).toBe('basic-information');
  });
});

describe('paths and property pages', () => {
  it('the package spells its one-to-one page one-one-apointment', () => {
    expect(pathsOf('PACKAGE').property('one_to_one_appointment', 3)).toBe('/package/create/properties/one-one-apointment?id=3');
    expect(pathsOf('COURSE').property('one_to_one_appointment', 3)).toBe('/course/properties/one-to-one-appointment?id=3');
    expect(pathsOf('PACKAGE').keyOfSlug('one-one-apointment')).toBe('one_to_one_appointment');
    expect(pathsOf('COURSE').keyOfSlug('one-one-apointment')).toBeNull();
    expect(pathsOf('COURSE').step('type', null)).toBe('/course/type');
  });
  it('a part’s form and what it stores', () => {
    expect(formOf('quiz', record.properties)).toMatchObject({ enabled: true, unlimited: true });
    expect(partOf('quiz', { ...formOf('quiz', {}), enabled: true, count_text: '12' })).toEqual({ value: { enabled: true, count: 12 } });
    expect(partOf('quiz', { ...formOf('quiz', {}), enabled: true, count_text: '1.5' })).toEqual({ errors: { count: 'countInvalid' } });
    expect(partOf('one_to_one_appointment', { ...formOf('one_to_one_appointment', {}), enabled: true, minutes_text: '2' })).toEqual({ errors: { minutes: 'minutesInvalid' } });
    expect(partOf('pte_practice', { ...formOf('pte_practice', {}), enabled: true, sections: ['reading'] })).toEqual({ value: { enabled: true, sections: ['reading'] } });
  });
});
