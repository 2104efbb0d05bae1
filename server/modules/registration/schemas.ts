/**
 * Input of the public student registration (docs/product-spec.md §11 "Public wizards"). The route reads
 * `{ step, data }`; `data` is checked here per step, so a 422 names the form's own fields (`email`, not
 * `data.email`), which is what the wizard machine puts beside each field. The wizard sends everything entered so
 * far with each step, so each step's schema takes its own fields and leaves the others.
 */
import { z } from 'zod';
import { isoDate } from '../../kernel/dates.ts';
import { Password } from '../auth/schemas.ts';
import { EmailField, ExamDate, PhoneField } from '../users/schemas.ts';
import { REGISTRATION_STEPS } from './contracts.ts';
/** Most parts a visitor may split the price into (the course step offers 1..MAX_INSTALMENTS). */
export const MAX_INSTALMENTS = 3;

export const STEPS = REGISTRATION_STEPS;
export type Step = (typeof STEPS)[number];

const Id = z.coerce.number().int().min(1).max(2_147_483_647);
const JsonId = z.number().int().min(1).max(2_147_483_647);

export const RegistrationIdParams = z.object({ id: Id });

/** What every save sends; `data` is judged by the step's own schema in the service. */
export const StepBody = z.object({
  step: z.enum(STEPS),
  data: z.record(z.string().max(64), z.unknown()).refine((d) => Object.keys(d).length <= 40, { message: 'Too many fields.' }),
});
export type StepInput = z.output<typeof StepBody>;

const Name = (label: string) =>
  z.string({ error: `The ${label} is required.` }).trim().min(1, { message: `The ${label} is required.` }).max(100, { message: `The ${label} may not be longer than 100 characters.` });

/**
 * basic-information. The password is asked once: it is hashed at once and only the hash is kept in the draft;
 * when a hash is already there a later save may leave both password fields empty (a resume on another device).
 */
export const BasicInformation = z
  .object({
    first_name: Name('first name'),
    last_name: Name('last name'),
    email: EmailField,
    phone: PhoneField,
    // the rules of the auth module (Password); an empty password means "keep the one given before"
    password: z
      .string()
      .max(200, { message: 'The password may not be longer than 200 characters.' })
      .superRefine((v, ctx) => {
        if (v === '' || Password.safeParse(v).success) return;
        ctx.addIssue({ code: 'custom', message: v.length < 8 ? 'The password must be at least 8 characters.' : 'The password must contain at least one letter and one number.' });
      })
      .optional(),
    password_confirmation: z.string().max(200).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password && v.password !== v.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'The password confirmation does not match.' });
    }
  });
export type BasicInformationInput = z.output<typeof BasicInformation>;

function isRealDate(v: string): boolean {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** A person between 10 and 100 years old: a typo such as 2062 or 1062 is caught, not stored. */
const DateOfBirth = z
  .string({ error: 'The date of birth is required.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'The date of birth must be a date in the form yyyy-MM-dd.' })
  .refine(isRealDate, { message: 'The date of birth must be a valid date.' })
  .refine((v) => v <= isoDate(-10 * 365) && v >= isoDate(-100 * 366), { message: 'The date of birth must be between 10 and 100 years ago.' });

export const Details = z
  .object({
    date_of_birth: DateOfBirth,
    address: z.string({ error: 'The address is required.' }).trim().min(1, { message: 'The address is required.' }).max(500, { message: 'The address may not be longer than 500 characters.' }),
    /** the overall PTE score aimed at; with an exam date it becomes the student's target (each section the same) */
    target_score: z.number({ error: 'The target score must be a whole number between 10 and 90.' }).int({ message: 'The target score must be a whole number between 10 and 90.' }).min(10, { message: 'The target score must be a whole number between 10 and 90.' }).max(90, { message: 'The target score must be a whole number between 10 and 90.' }).nullish(),
    exam_date: ExamDate.nullish(),
  });
export type DetailsInput = z.output<typeof Details>;

export const Course = z
  .object({
    package_id: z.number({ error: 'Choose a package or course.' }).int({ message: 'Choose a package or course.' }).min(1, { message: 'Choose a package or course.' }).max(2_147_483_647, { message: 'Choose a package or course.' }),
    branch_id: JsonId.nullish(),
    promo_code: z
      .string()
      .trim()
      .toUpperCase()
      .max(32, { message: 'This promo code is not valid.' })
      .refine((v) => v === '' || /^[A-Z0-9_-]{3,32}$/.test(v), { message: 'This promo code is not valid.' })
      .nullish(),
    instalments: z
      .number({ error: 'Choose 1 to 3 instalments.' })
      .int({ message: `Choose 1 to ${MAX_INSTALMENTS} instalments.` })
      .min(1, { message: `Choose 1 to ${MAX_INSTALMENTS} instalments.` })
      .max(MAX_INSTALMENTS, { message: `Choose 1 to ${MAX_INSTALMENTS} instalments.` })
      .optional()
      .default(1),
  });
export type CourseInput = z.output<typeof Course>;

export const Confirmation = z
  .object({
    terms_accepted: z.literal(true, { error: 'Accept the terms and conditions to register.' }),
  });

/** GET student-registration/{id}/quote: the course step's choice (without package_id: the saved one). */
export const QuoteQuery = z.object({
  package_id: z.preprocess((v) => (v === '' ? undefined : v), Id.optional()),
  promo_code: z.string().trim().toUpperCase().max(32).optional(),
  instalments: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(MAX_INSTALMENTS).optional()),
});
export type QuoteInput = z.output<typeof QuoteQuery>;
