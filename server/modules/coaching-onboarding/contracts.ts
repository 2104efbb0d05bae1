/** What the onboarding calls answer (checked against every answer by the API suite; the client imports the types). */
import { z } from 'zod';

const Int = z.number().int();
const Steps = z.enum(['basic-info', 'address', 'business-info', 'package', 'contract', 'payment', 'portal-access', 'portal-admin', 'review']);

export const Availability = z.object({
  available: z.boolean(),
  /** why not: format, reserved (sub-domain), taken; null when available */
  reason: z.enum(['format', 'reserved', 'taken']).nullable(),
});
export const AvailabilityAnswer = z.object({ subdomain: Availability.nullable(), email: Availability.nullable() });

/** A platform plan a centre buys (a packages row with audience CENTRE); money in minor units. */
export const Plan = z.object({
  id: Int,
  name: z.string(),
  description: z.string(),
  price_minor: Int,
  currency: z.string(),
  duration_days: Int,
  /** what it includes: the packages module's PackageProperties (docs/product-spec.md §11) */
  properties: z.record(z.string(), z.unknown()),
});
export const PlanList = z.object({ items: z.array(Plan) });

/** Every step's fields; each present once its step was saved. */
export const OnboardingData = z.object({
  centre_name: z.string().optional(),
  owner_name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  address_line: z.string().optional(),
  city: z.string().optional(),
  postal_code: z.string().optional(),
  country: z.string().optional(),
  trade_licence_no: z.string().optional(),
  year_founded: Int.optional(),
  students_band: z.string().optional(),
  website: z.string().nullable().optional(),
  plan_package_id: Int.optional(),
  terms_version: z.string().optional(),
  terms_accepted: z.boolean().optional(),
  payment_method: z.string().nullable().optional(),
  payment_reference: z.string().nullable().optional(),
  subdomain: z.string().optional(),
  primary_color: z.string().optional(),
  admin_first_name: z.string().optional(),
  admin_last_name: z.string().optional(),
  admin_email: z.string().optional(),
});

export const PreRegistration = z.object({
  id: Int,
  status: z.enum(['draft', 'submitted', 'approved', 'rejected']),
  /** where the wizard resumes: the first step not saved yet (the review once all are) */
  step: Steps,
  visited: z.array(Steps),
  data: OnboardingData,
  plan: z.object({ id: Int, name: z.string(), price_minor: Int, currency: z.string(), duration_days: Int }).nullable(),
  /** the platform's invoice for the plan (raised on the payment step; none for a free plan) */
  invoice: z.object({ id: Int, number: z.string(), total_minor: Int, paid_minor: Int, currency: z.string(), status: z.enum(['unpaid', 'partial', 'paid', 'void']) }).nullable(),
  terms_version: z.string().nullable(),
  terms_accepted_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  review_note: z.string(),
  /** the centre made on approval */
  organization: z.object({ id: Int, subdomain: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
/** POST dummy/organizations: the draft and its resume secret, shown this once (only its SHA-256 is kept). */
export const CreatedPreRegistration = PreRegistration.extend({ token: z.string() });
export const PreRegistrationList = z.object({
  items: z.array(PreRegistration),
  meta: z.object({ current_page: Int, per_page: Int, total: Int, last_page: Int }),
});

export type Availability = z.output<typeof Availability>;
export type AvailabilityAnswer = z.output<typeof AvailabilityAnswer>;
export type Plan = z.output<typeof Plan>;
export type PlanList = z.output<typeof PlanList>;
export type OnboardingData = z.output<typeof OnboardingData>;
export type PreRegistration = z.output<typeof PreRegistration>;
export type CreatedPreRegistration = z.output<typeof CreatedPreRegistration>;
export type PreRegistrationList = z.output<typeof PreRegistrationList>;
export type OnboardingStep = z.output<typeof Steps>;
