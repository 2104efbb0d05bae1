/**
 * The onboarding wizard's steps and the rules of each step's fields (docs/product-spec.md §11, "Public wizards").
 * Pure: no database. The rules that need one (a free sub-domain or e-mail, an active plan, the plan's price for the
 * payment step) are the service's. Field names are flat and unique across steps, so a 422 names the field as the
 * wizard's page knows it.
 */
import { z } from 'zod';
import countries from '../common/data/countries.json' with { type: 'json' };
import { Colour } from '../coaching-centres/schemas.ts';
import { EmailField, PhoneField } from '../users/schemas.ts';

export const STEPS = ['basic-info', 'address', 'business-info', 'package', 'contract', 'payment', 'portal-access', 'portal-admin', 'review'] as const;
export type StepId = (typeof STEPS)[number];

/** The terms a visitor accepts on the contract step; a new text gets a new version (the acceptance names it). */
export const TERMS_VERSION = '2026-11';

export const STUDENT_BANDS = ['1-50', '51-200', '201-500', '501+'] as const;
export const PAYMENT_METHODS = ['bank_transfer', 'mobile_banking'] as const;

const COUNTRY_CODES = new Set((countries as { code: string }[]).map((c) => c.code));
const Text = (label: string, max: number) =>
  z.string({ message: `The ${label} is required.` }).trim().min(1, { message: `The ${label} is required.` }).max(max, { message: `The ${label} may not be longer than ${max} characters.` });

const Website = z
  .string()
  .trim()
  .max(200, { message: 'The website may not be longer than 200 characters.' })
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), { message: 'Enter the website as an address starting with http:// or https://.' })
  .nullish()
  .transform((v) => (v ? v : null));

/** Each step's own fields. Unknown keys are dropped: the page may send everything it holds. */
export const STEP_FIELDS = {
  'basic-info': z.object({
    centre_name: Text('centre name', 120),
    owner_name: Text("owner's name", 100),
    email: z.string({ message: 'The e-mail is required.' }).pipe(EmailField),
    phone: z.string({ message: 'The phone number is required.' }).pipe(PhoneField),
  }),
  address: z.object({
    address_line: Text('address', 200),
    city: Text('city', 80),
    postal_code: z
      .string({ message: 'The postal code is required.' })
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/, { message: 'Enter a postal code of 2-12 letters, digits, spaces or dashes.' }),
    country: z
      .string({ message: 'The country is required.' })
      .trim()
      .toUpperCase()
      .refine((v) => COUNTRY_CODES.has(v), { message: 'Choose a country from the list.' }),
  }),
  'business-info': z.object({
    trade_licence_no: Text('trade licence number', 50),
    year_founded: z.coerce
      .number({ message: 'The year founded is required.' })
      .int({ message: 'Enter the year founded as a year, like 2015.' })
      .min(1900, { message: 'The year founded must be 1900 or later.' })
      .refine((y) => y <= new Date().getUTCFullYear(), { message: 'The year founded cannot be in the future.' }),
    students_band: z.enum(STUDENT_BANDS, { message: 'Choose how many students the centre has.' }),
    website: Website,
  }),
  package: z.object({
    plan_package_id: z.coerce.number({ message: 'Choose a plan.' }).int({ message: 'Choose a plan.' }).min(1, { message: 'Choose a plan.' }).max(2_147_483_647, { message: 'Choose a plan.' }),
  }),
  contract: z.object({
    terms_version: z.literal(TERMS_VERSION, { message: 'The terms have changed: read them again and accept the current version.' }),
    terms_accepted: z.literal(true, { message: 'Accept the terms to continue.' }),
  }),
  // the method and reference are required only for a paid plan (the service decides with the plan's price)
  payment: z.object({
    payment_method: z.enum(PAYMENT_METHODS, { message: 'Choose how you paid.' }).nullish(),
    payment_reference: z
      .string()
      .trim()
      .max(100, { message: 'The payment reference may not be longer than 100 characters.' })
      .nullish()
      .transform((v) => (v ? v : null)),
  }),
  'portal-access': z.object({
    subdomain: z
      .string({ message: 'The sub-domain is required.' })
      .trim()
      .toLowerCase()
      .min(1, { message: 'The sub-domain is required.' })
      .max(63, { message: 'The sub-domain may not be longer than 63 characters.' }),
    primary_color: z.string({ message: 'Choose a primary colour.' }).pipe(Colour),
  }),
  'portal-admin': z.object({
    admin_first_name: Text("administrator's first name", 100),
    admin_last_name: z.string().trim().max(100, { message: "The administrator's last name may not be longer than 100 characters." }).nullish().transform((v) => v ?? ''),
    admin_email: z.string({ message: "The administrator's e-mail is required." }).pipe(EmailField),
  }),
  review: z.object({}),
} satisfies Record<StepId, z.ZodType>;

export type StepFields = { [K in StepId]: z.output<(typeof STEP_FIELDS)[K]> };
/** Everything a draft holds: the union of every step's fields, each present once its step was saved. */
export type DraftData = Partial<StepFields['basic-info'] & StepFields['address'] & StepFields['business-info'] & StepFields['package'] & StepFields['contract'] & StepFields['payment'] & StepFields['portal-access'] & StepFields['portal-admin']>;

/** Where a draft resumes: the first step not saved yet, so going back to fix an early step loses no progress. */
export function resumeStep(visited: readonly string[]): StepId {
  return STEPS.find((s) => !visited.includes(s)) ?? 'review';
}

/** `visited` with `step` added, in step order. */
export function markVisited(visited: readonly string[], step: StepId): StepId[] {
  const set = new Set([...visited, step]);
  return STEPS.filter((s) => set.has(s));
}

/** The first step before the review whose stored fields fail its rules, for a submit that comes too early. */
export function firstIncompleteStep(data: Record<string, unknown>): { step: StepId; errors: Record<string, string[]> } | null {
  for (const step of STEPS) {
    if (step === 'review') continue;
    const r = STEP_FIELDS[step].safeParse(data);
    if (!r.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of r.error.issues) (errors[String(issue.path[0] ?? step)] ??= []).push(issue.message);
      return { step, errors };
    }
  }
  return null;
}

/** The centre's postal address as one line, for the organisation row. */
export function addressLine(d: DraftData): string {
  return [d.address_line, [d.city, d.postal_code].filter(Boolean).join(' '), d.country].filter((p) => p && String(p).trim() !== '').join(', ');
}
