import { z } from 'zod';

export const Email = z.string().trim().min(1).max(254).email();
/** at least 8 characters with a letter and a digit (Argon2 input capped: a 1 MB password is an attack, not a password) */
export const Password = z
  .string()
  .min(8)
  .max(200)
  .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v), { message: 'The password field must contain at least one letter and one number.' });
export const TokenString = z.string().min(1).max(200);
/** a database integer id (int4): bigger numbers are simply not ids */
export const Id = z.number().int().min(1).max(2_147_483_647);

export const LoginBody = z.object({
  email: Email,
  password: z.string().min(1).max(200),
});
export type LoginInput = z.output<typeof LoginBody>;

export const LoginData = z.object({
  token: z.string(),
  token2: z.string(),
  user_id: z.number().int(),
  user_type: z.string().meta({ description: 'SUPER_ADMIN, ADMIN, COACHING_OWNER, TRAINER or STUDENT' }),
  organization_id: z.number().int().nullable(),
  subdomain: z.string().nullable(),
});

export const AuthUserData = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.string(),
  has_target_score: z.boolean(),
  package_expiry_date: z.string().nullable().meta({ description: 'yyyy-MM-dd' }),
  image: z.string().nullable(),
  permissions: z.array(z.string()).meta({ description: 'permission ids as text' }),
  organization: z
    .object({
      id: z.number().int(),
      name: z.string(),
      subdomain: z.string(),
      email: z.string().nullable().meta({ description: "the centre's contact e-mail for its users" }),
      phone: z.string().nullable().meta({ description: "the centre's contact phone" }),
    })
    .nullable(),
});

export const ForgotBody = z.object({ email: Email });
export type ForgotInput = z.output<typeof ForgotBody>;

const confirmed = <T extends { password: string; password_confirmation: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.password !== v.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'The password confirmation does not match.' });
  }
};

export const ResetBody = z
  .object({ token: TokenString, email: Email, password: Password, password_confirmation: z.string().max(200) })
  .superRefine(confirmed);
export type ResetInput = z.output<typeof ResetBody>;

export const AdminResetBody = z
  .object({ user_id: Id, password: Password, password_confirmation: z.string().max(200) })
  .superRefine(confirmed);
export type AdminResetInput = z.output<typeof AdminResetBody>;

export const VerifyParams = z.object({ token: TokenString });

export const MessageOnly = z.null();
