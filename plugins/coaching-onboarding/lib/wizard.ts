/**
 * The onboarding wizard's steps and the rules the page says before sending (docs/product-spec.md §11, "Public
 * wizards"). The server checks everything again and is the one that knows what is taken; a local message is a key
 * (`onb:<key>`) that the page translates, a server message is English and shown as it is (or translated when known).
 */
import type { WizardStep } from '@machines/wizard.machine';
import { SUBDOMAIN_RE } from '@kernel/tenancy/subdomain-field';
import type { OnboardingData, OnboardingStep } from '../api/onboarding-api';

export const STEPS: readonly OnboardingStep[] = ['basic-info', 'address', 'business-info', 'package', 'contract', 'payment', 'portal-access', 'portal-admin', 'review'];

/** The terms version the contract step shows (server/modules/coaching-onboarding/steps.ts TERMS_VERSION). */
export const TERMS_VERSION = '2026-11';
export const STUDENT_BANDS = ['1-50', '51-200', '201-500', '501+'] as const;
export const PAYMENT_METHODS = ['bank_transfer', 'mobile_banking'] as const;

/** What the wizard holds: the server's fields, plus the resume secret and the chosen plan's price (client only). */
export type Draft = OnboardingData & { token?: string; plan_price_minor?: number; plan_currency?: string };

export const STEP_FIELDS: Record<OnboardingStep, readonly (keyof Draft & string)[]> = {
  'basic-info': ['centre_name', 'owner_name', 'email', 'phone'],
  address: ['address_line', 'city', 'postal_code', 'country'],
  'business-info': ['trade_licence_no', 'year_founded', 'students_band', 'website'],
  package: ['plan_package_id'],
  contract: ['terms_version', 'terms_accepted'],
  payment: ['payment_method', 'payment_reference'],
  'portal-access': ['subdomain', 'primary_color'],
  'portal-admin': ['admin_first_name', 'admin_last_name', 'admin_email'],
  review: [],
};

type Errors = Record<string, string[]>;
const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function rules(d: Partial<Draft>, checks: [field: string, failed: boolean, key: string][]): Errors {
  const out: Errors = {};
  for (const [field, failed, key] of checks) if (failed && !out[field]) out[field] = [`onb:${key}`];
  return out;
}

export function validateStep(step: OnboardingStep, d: Partial<Draft>): Errors {
  switch (step) {
    case 'basic-info':
      return rules(d, [
        ['centre_name', blank(d.centre_name), 'required'],
        ['owner_name', blank(d.owner_name), 'required'],
        ['email', blank(d.email), 'required'],
        ['email', !blank(d.email) && !EMAIL_RE.test(String(d.email).trim()), 'email'],
        ['phone', blank(d.phone), 'required'],
      ]);
    case 'address':
      return rules(d, [
        ['address_line', blank(d.address_line), 'required'],
        ['city', blank(d.city), 'required'],
        ['postal_code', blank(d.postal_code), 'required'],
        ['country', blank(d.country), 'required'],
      ]);
    case 'business-info': {
      const year = Number(d.year_founded);
      return rules(d, [
        ['trade_licence_no', blank(d.trade_licence_no), 'required'],
        ['year_founded', blank(d.year_founded), 'required'],
        ['year_founded', !blank(d.year_founded) && (!Number.isInteger(year) || year < 1900 || year > new Date().getFullYear()), 'year'],
        ['students_band', blank(d.students_band), 'required'],
        ['website', !blank(d.website) && !/^https?:\/\/\S+$/i.test(String(d.website).trim()), 'website'],
      ]);
    }
    case 'package':
      return rules(d, [['plan_package_id', !d.plan_package_id, 'plan']]);
    case 'contract':
      return rules(d, [['terms_accepted', d.terms_accepted !== true, 'terms']]);
    case 'payment': {
      const paid = (d.plan_price_minor ?? 0) > 0;
      return rules(d, [
        ['payment_method', paid && blank(d.payment_method), 'required'],
        ['payment_reference', paid && String(d.payment_reference ?? '').trim().length < 3, 'reference'],
      ]);
    }
    case 'portal-access':
      return rules(d, [
        ['subdomain', blank(d.subdomain), 'required'],
        ['subdomain', !blank(d.subdomain) && !SUBDOMAIN_RE.test(String(d.subdomain).trim().toLowerCase()), 'subdomain'],
        ['primary_color', !/^#[0-9a-fA-F]{6}$/.test(String(d.primary_color ?? '').trim()), 'colour'],
      ]);
    case 'portal-admin':
      return rules(d, [
        ['admin_first_name', blank(d.admin_first_name), 'required'],
        ['admin_email', blank(d.admin_email), 'required'],
        ['admin_email', !blank(d.admin_email) && !EMAIL_RE.test(String(d.admin_email).trim()), 'email'],
      ]);
    case 'review':
      return {};
  }
}

export const WIZARD_STEPS: ReadonlyArray<WizardStep<Draft>> = STEPS.map((id) => ({ id, validate: (d: Partial<Draft>) => validateStep(id, d) }));

/** What a step sends: the wizard's data without what only the page needs. */
export function payloadOf(d: Partial<Draft>): Partial<OnboardingData> {
  const { token: _token, plan_price_minor: _price, plan_currency: _currency, ...rest } = d;
  return rest;
}

/** The address of a step: the id and the secret ride along, so the link resumes on any device. */
export function stepAddress(step: string, id: string | number | null, token: string | undefined): string {
  if (id === null || !token) return `/coaching-center/${step}`;
  return `/coaching-center/${step}?id=${encodeURIComponent(String(id))}&token=${encodeURIComponent(token)}`;
}

/** The server's English messages the page knows, as keys of its texts (the rest are shown as they come). */
const KNOWN_SERVER_MESSAGES: Record<string, string> = {
  'This sub-domain is already taken.': 'taken',
  'This sub-domain is reserved.': 'reserved',
  'This e-mail already belongs to an account or a request waiting for review.': 'emailTaken',
  'Enter a valid e-mail address.': 'email',
  'Choose one of the plans offered.': 'plan',
  'Accept the terms to continue.': 'terms',
};

/** `onb:<key>` or a known server message -> its text key; null for any other message. */
export function messageKey(message: string): string | null {
  if (message.startsWith('onb:')) return message.slice(4);
  return KNOWN_SERVER_MESSAGES[message] ?? null;
}
