/**
 * What the public student registration answers (docs/product-spec.md §11 "Public wizards"; checked against every
 * answer by the API suite; the registration plugin imports the types). Money is integer minor units with the
 * currency beside it. Zod only.
 */
import { z } from 'zod';
import { PackageProperties } from '../packages/contracts.ts';
import { Invoice } from '../payments/contracts.ts';

const Int = z.number().int();
const Minor = z.number().int().min(0);
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const Ref = z.object({ id: Int, name: z.string() });

export const REGISTRATION_STEPS = ['basic-information', 'details', 'course', 'confirmation'] as const;

/** What the visitor entered; never the password or its hash (`has_password` says whether one was given). */
export const RegistrationData = z.object({
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  has_password: z.boolean(),
  date_of_birth: IsoDate.optional(),
  address: z.string().optional(),
  target_score: Int.nullable().optional(),
  exam_date: IsoDate.nullable().optional(),
  package_id: Int.nullable().optional(),
  branch_id: Int.nullable().optional(),
  promo_code: z.string().nullable().optional(),
  instalments: Int.optional(),
  terms_accepted: z.boolean().optional(),
});

export const PlanPart = z.object({ seq: Int, due_on: IsoDate, amount_minor: Minor });

/** The invoice the submission raised, as the registrant may see it (with the resume secret, without signing in). */
export const RegistrationInvoice = Invoice.omit({ student: true, transactions: true, instalments: true }).extend({
  instalments: z.array(PlanPart.extend({ paid_minor: Minor, status: z.enum(['due', 'paid']) })),
});

export const Registration = z.object({
  id: Int,
  /** the resume secret: only in the answer of POST (shown once; the server keeps its SHA-256) */
  token: z.string().optional(),
  /** the last step saved ('' before any) */
  step: z.string(),
  visited: z.array(z.enum(REGISTRATION_STEPS)),
  status: z.enum(['draft', 'submitted', 'completed']),
  data: RegistrationData,
  /** after the confirmation step: the student's enrollment (pending until the first payment) and the invoice */
  enrollment: z.object({ id: Int, status: z.enum(['pending', 'active', 'ended', 'cancelled']), starts_on: IsoDate.nullable(), ends_on: IsoDate.nullable() }).nullable(),
  invoice: RegistrationInvoice.nullable(),
});

/** What the course step would cost: price, promo discount and the instalment plan the invoice will have. */
export const RegistrationQuote = z.object({
  package: z.object({ id: Int, name: z.string(), kind: z.enum(['PACKAGE', 'COURSE']), duration_days: Int }),
  currency: z.string(),
  subtotal_minor: Minor,
  discount_minor: Minor,
  total_minor: Minor,
  promo_code: z.string().nullable(),
  instalments: Int,
  plan: z.array(PlanPart),
});

export const RegistrationPackage = z.object({
  id: Int,
  kind: z.enum(['PACKAGE', 'COURSE']),
  name: z.string(),
  description: z.string(),
  delivery: z.enum(['BOTH', 'BRANCH', 'ONLINE']),
  duration_days: Int,
  price_minor: Minor,
  currency: z.string(),
  properties: PackageProperties,
  schedule: z.array(z.object({ day: z.string(), start: z.string(), end: z.string() })),
  /** where a BRANCH or BOTH course is taught; empty = any active branch of the centre */
  branches: z.array(Ref),
});

/** GET student-registration/options: what a visitor may register for on this centre. */
export const RegistrationOptions = z.object({
  centre: z.object({ name: z.string(), currency: z.string() }),
  packages: z.array(RegistrationPackage),
  branches: z.array(Ref.extend({ address: z.string() })),
});

export type RegistrationData = z.output<typeof RegistrationData>;
export type Registration = z.output<typeof Registration>;
export type RegistrationInvoice = z.output<typeof RegistrationInvoice>;
export type RegistrationQuote = z.output<typeof RegistrationQuote>;
export type RegistrationPackage = z.output<typeof RegistrationPackage>;
export type RegistrationOptions = z.output<typeof RegistrationOptions>;
export type PlanPart = z.output<typeof PlanPart>;
