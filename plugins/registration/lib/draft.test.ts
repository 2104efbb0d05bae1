import { describe, expect, it } from 'vitest';
import { addressOf, forgetDraft, keyFromSearch, passwordProblem, recordKey, rememberDraft, rememberedDraft, splitKey, stepPayload, validateStep } from './draft';

const NOW = new Date('2026-11-25T10:00:00Z');
const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ_-01234';

describe('validateStep', () => {
  const basic = { first_name: 'Rina', last_name: 'Akter', email: 'rina@example.test', phone: '+880 1711-000000', password: 'Secret-pass-1', password_confirmation: 'Secret-pass-1' };
  it('basic information: required fields, e-mail, phone and the password rules', () => {
    expect(validateStep('basic-information', basic, NOW)).toEqual({});
    expect(Object.keys(validateStep('basic-information', {}, NOW))).toEqual(['first_name', 'last_name', 'email', 'phone', 'password']);
    expect(validateStep('basic-information', { ...basic, email: 'nope' }, NOW)).toEqual({ email: ['reg:email'] });
    expect(validateStep('basic-information', { ...basic, phone: 'call me' }, NOW)).toEqual({ phone: ['reg:phone'] });
    expect(validateStep('basic-information', { ...basic, password: 'short1', password_confirmation: 'short1' }, NOW)).toEqual({ password: ['reg:passwordShort'] });
    expect(validateStep('basic-information', { ...basic, password: 'onlyletters', password_confirmation: 'onlyletters' }, NOW)).toEqual({ password: ['reg:passwordMix'] });
    expect(validateStep('basic-information', { ...basic, password_confirmation: 'other' }, NOW)).toEqual({ password_confirmation: ['reg:confirmation'] });
  });
  it('a password saved before may stay: both fields empty', () => {
    expect(validateStep('basic-information', { ...basic, has_password: true, password: '', password_confirmation: '' }, NOW)).toEqual({});
    expect(validateStep('basic-information', { ...basic, has_password: false, password: '', password_confirmation: '' }, NOW)).toEqual({ password: ['reg:required'] });
  });
  it('details: a real date of birth 10 to 100 years ago, an optional score 10-90 and exam date within two years', () => {
    const d = { date_of_birth: '2000-05-17', address: 'Dhaka' };
    expect(validateStep('details', d, NOW)).toEqual({});
    expect(validateStep('details', { ...d, date_of_birth: '2000-02-30' }, NOW)).toEqual({ date_of_birth: ['reg:date'] });
    expect(validateStep('details', { ...d, date_of_birth: '2020-01-01' }, NOW)).toEqual({ date_of_birth: ['reg:birthRange'] });
    expect(validateStep('details', { ...d, target_score: 91 }, NOW)).toEqual({ target_score: ['reg:score'] });
    expect(validateStep('details', { ...d, target_score: 65.5 }, NOW)).toEqual({ target_score: ['reg:score'] });
    expect(validateStep('details', { ...d, target_score: 65, exam_date: '2027-01-10' }, NOW)).toEqual({});
    expect(validateStep('details', { ...d, exam_date: '2026-01-01' }, NOW)).toEqual({ exam_date: ['reg:examRange'] });
    expect(validateStep('details', { ...d, address: ' ' }, NOW)).toEqual({ address: ['reg:required'] });
  });
  it('course and confirmation', () => {
    expect(validateStep('course', {}, NOW)).toEqual({ package_id: ['reg:package'] });
    expect(validateStep('course', { package_id: 3, instalments: 4 }, NOW)).toEqual({ instalments: ['reg:instalments'] });
    expect(validateStep('course', { package_id: 3, instalments: 2 }, NOW)).toEqual({});
    expect(validateStep('confirmation', {}, NOW)).toEqual({ terms_accepted: ['reg:terms'] });
    expect(validateStep('confirmation', { terms_accepted: true }, NOW)).toEqual({});
  });
});

describe('stepPayload', () => {
  it("sends only the step's own fields, trimmed, with explicit nulls for what was cleared", () => {
    const all = { first_name: ' Rina ', email: 'r@x.test', password: '', date_of_birth: '2000-01-01', address: 'A', exam_date: '', package_id: 3, promo_code: '', instalments: 2 };
    expect(stepPayload('basic-information', all)).toEqual({ first_name: 'Rina', email: 'r@x.test', password: '', password_confirmation: '' });
    expect(stepPayload('details', all)).toEqual({ date_of_birth: '2000-01-01', address: 'A', exam_date: null, target_score: null });
    expect(stepPayload('course', all)).toEqual({ package_id: 3, promo_code: null, instalments: 2 });
    expect(stepPayload('basic-information', { password: ' spaced 1 ', password_confirmation: ' spaced 1 ' })).toEqual({ password: ' spaced 1 ', password_confirmation: ' spaced 1 ' });
  });
});

describe('the record key in the address', () => {
  it('joins and splits the draft id and its secret; refuses anything else', () => {
    const key = recordKey(42, TOKEN);
    expect(splitKey(key)).toEqual({ id: '42', token: TOKEN });
    expect(splitKey('42')).toBeNull();
    expect(splitKey('x.y')).toBeNull();
    expect(splitKey(null)).toBeNull();
    expect(addressOf('details', key)).toBe(`/registration/details?id=42&token=${TOKEN}`);
    expect(addressOf('basic-information', null)).toBe('/registration/basic-information');
    expect(keyFromSearch(new URLSearchParams(`id=42&token=${TOKEN}`))).toBe(key);
    expect(keyFromSearch(new URLSearchParams('id=42'))).toBeNull();
  });
  it('keeps a copy in the session storage, ignoring what is not a key', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
    expect(rememberedDraft(storage)).toBeNull();
    rememberDraft(recordKey(7, TOKEN), storage);
    expect(rememberedDraft(storage)).toBe(`7.${TOKEN}`);
    forgetDraft(storage);
    expect(rememberedDraft(storage)).toBeNull();
    store.set('registration.draft', 'garbage');
    expect(rememberedDraft(storage)).toBeNull();
  });
  it('passwordProblem follows the sign-in rules', () => {
    expect(passwordProblem('abc')).toBe('passwordShort');
    expect(passwordProblem('abcdefgh')).toBe('passwordMix');
    expect(passwordProblem('abcdefg1')).toBeNull();
  });
});
