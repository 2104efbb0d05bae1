import { z } from 'zod';
import { someFieldSent } from '../../kernel/update-body.ts';
import { isoDate } from '../../kernel/dates.ts';
import { opt } from '../../kernel/query-params.ts';
import { ROLE_KINDS } from './contracts.ts';
import { Password } from '../auth/schemas.ts';

const Score = z.number().int().min(10).max(90);

function isRealDate(v: string): boolean {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/**
 * exam_date: yyyy-MM-dd between today and two years ahead (UTC; one day of grace below so a client east or
 * west of UTC may send its own "today").
 */
export const ExamDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'The exam date must be a date in the form yyyy-MM-dd.' })
  .refine(isRealDate, { message: 'The exam date must be a valid date.' })
  .refine((v) => v >= isoDate(-1) && v <= isoDate(2 * 366), { message: 'The exam date must be between today and two years from now.' });

export const TargetBody = z.object({
  exam_date: ExamDate,
  speaking: Score,
  listening: Score,
  writing: Score,
  reading: Score,
});
export type TargetInput = z.output<typeof TargetBody>;

export { ProfileData, ProfilePhoto, TargetScore } from './contracts.ts';

// ---- the signed-in user's own profile and password ----

/** PUT users/profile: the names, and the photo (a path POST users/profile/photo answered this user, or null to remove it) */
export const ProfileBody = z.object({
  first_name: z.string().trim().min(1, { message: 'The first name is required.' }).max(100, { message: 'The first name may not be longer than 100 characters.' }),
  last_name: z.string().trim().max(100, { message: 'The last name may not be longer than 100 characters.' }),
  image: z.string().max(300).nullable().optional(),
});
export type ProfileInput = z.output<typeof ProfileBody>;

/** POST users/change-password: the current password proves it is the owner at the keyboard, not a borrowed session */
export const ChangePasswordBody = z
  .object({
    current_password: z.string().min(1, { message: 'Enter your current password.' }).max(200),
    password: Password,
    password_confirmation: z.string().max(200),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.password_confirmation) ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'The password confirmation does not match.' });
  });
export type ChangePasswordInput = z.output<typeof ChangePasswordBody>;

// ---- people (docs/product-spec.md §10) ----

const Id = z.coerce.number().int().min(1).max(2_147_483_647);
const Name = (label: string, min: number) =>
  z.string().trim().min(min, { message: `The ${label} is required.` }).max(100, { message: `The ${label} may not be longer than 100 characters.` });
export const EmailField = z.string().trim().toLowerCase().max(254, { message: 'The e-mail may not be longer than 254 characters.' }).pipe(z.email({ message: 'Enter a valid e-mail address.' }));
export const PhoneField = z
  .string()
  .trim()
  .max(30)
  .regex(/^\+?[0-9 ()-]{5,25}$/, { message: 'Enter a phone number of digits, spaces, brackets or dashes, with an optional leading +.' });
const DateField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'The date must be in the form yyyy-MM-dd.' })
  .refine(isRealDate, { message: 'The date must be a valid date.' });

export const USER_SORTS = ['created_at', 'name', 'email', 'last_login_at'] as const;

export const UserListQuery = z.object({
  search: opt(z.string().trim().max(100)),
  role: opt(z.enum(ROLE_KINDS)),
  role_id: opt(Id),
  status: opt(z.enum(['active', 'inactive', 'invited'])),
  group_id: opt(Id),
  organization_id: opt(Id),
  sort: opt(z.enum(USER_SORTS)),
  order: opt(z.enum(['asc', 'desc'])),
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
});
export type UserListInput = z.output<typeof UserListQuery>;

export const UserIdParams = z.object({ id: Id });

export const CreateUserBody = z.object({
  first_name: Name('first name', 1),
  last_name: Name('last name', 0).optional().default(''),
  email: EmailField,
  phone: PhoneField.nullish(),
  role_id: Id.optional(),
  role: z.enum(ROLE_KINDS).optional(),
  group_ids: z.array(Id).max(50).optional(),
  organization_id: Id.optional(),
  package_expiry_date: DateField.nullish(),
});
export type CreateUserInput = z.output<typeof CreateUserBody>;

export const UpdateUserBody = z.object({
  first_name: Name('first name', 1).optional(),
  last_name: Name('last name', 0).optional(),
  email: EmailField.optional(),
  phone: PhoneField.nullish(),
  role_id: Id.optional(),
  /** a built-in role by kind, when no role_id is given */
  role: z.enum(ROLE_KINDS).optional(),
  group_ids: z.array(Id).max(50).optional(),
  package_expiry_date: DateField.nullish(),
}).refine(...someFieldSent('first_name'));
export type UpdateUserInput = z.output<typeof UpdateUserBody>;

export const StatusBody = z.object({ status: z.enum(['active', 'inactive']) });

export const AuditQuery = z.object({
  actor_id: opt(Id),
  target_type: opt(z.enum(['user', 'organization', 'role', 'group'])),
  target_id: opt(Id),
  action: opt(z.string().trim().max(40)),
  organization_id: opt(Id),
  from: opt(DateField),
  to: opt(DateField),
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
});
export type AuditInput = z.output<typeof AuditQuery>;
