/** What the payment calls accept (strict: bad input is 422 with per-field messages and changes nothing). */
import { z } from 'zod';
import { opt } from '../../kernel/query-params.ts';

const Id = z.coerce.number().int().min(1).max(2_147_483_647);
const BodyId = z.number().int().min(1).max(2_147_483_647);
const Minor = z.number().int({ message: 'The amount must be a whole number of minor units.' }).min(1, { message: 'The amount must be at least 1.' }).max(Number.MAX_SAFE_INTEGER);
const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use the date format yyyy-MM-dd.' })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), { message: 'This is not a valid date.' });
const Key = z.string().min(8, { message: 'The idempotency key must be 8 to 128 characters.' }).max(128, { message: 'The idempotency key must be 8 to 128 characters.' }).regex(/^[\x21-\x7e]+$/, { message: 'The idempotency key must be printable ASCII without spaces.' });

export const IdParams = z.object({ id: Id });

export const InvoiceListQuery = z.object({
  status: opt(z.enum(['unpaid', 'partial', 'paid', 'void'])),
  branch_id: opt(Id),
  student_id: opt(Id),
  search: opt(z.string().trim().max(100)),
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
});
export type InvoiceListInput = z.output<typeof InvoiceListQuery>;

export const TransactionBody = z.strictObject({
  invoice_id: BodyId,
  instalment_id: BodyId.optional(),
  amount_minor: Minor,
  method: z.enum(['cash', 'bank_transfer', 'mobile_banking'], { message: 'Choose cash, bank transfer or mobile banking.' }),
  reference: z.string().trim().max(120, { message: 'The reference may not be longer than 120 characters.' }).optional().default(''),
  idempotency_key: Key,
});
export type TransactionInput = z.output<typeof TransactionBody>;

export const InstalmentPlanBody = z.strictObject({
  invoice_id: BodyId,
  plan: z.array(z.strictObject({ due_on: IsoDate, amount_minor: Minor })).min(1, { message: 'The plan needs at least one instalment.' }).max(24, { message: 'At most 24 instalments.' }),
});
export type InstalmentPlanInput = z.output<typeof InstalmentPlanBody>;

export const PromoParams = z.object({ code: z.string().trim().min(1).max(64) });
export const PromoQuery = z.object({ package_id: Id });
export type PromoInput = { code: string; package_id: number };

export const SubscriptionBody = z.strictObject({
  package_id: BodyId,
  user_id: BodyId.optional(),
  promo_code: z.string().trim().max(64).optional(),
  instalments: z.number().int().min(1, { message: 'Between 1 and 12 instalments.' }).max(12, { message: 'Between 1 and 12 instalments.' }).optional(),
  idempotency_key: Key.optional(),
});
export type SubscriptionInput = z.output<typeof SubscriptionBody>;
