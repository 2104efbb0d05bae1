/** Input of the branches module's calls (zod). Money is integer minor units; dates yyyy-MM-dd (docs/product-spec.md §11). */
import { z } from 'zod';
import { someFieldSent } from '../../kernel/update-body.ts';
import { opt } from '../../kernel/query-params.ts';
import { EmailField, PhoneField } from '../users/schemas.ts';
import { isCalendarDate, normaliseCode, PROMO_CODE_RE } from './rules.ts';

const Id = z.coerce.number().int().min(1).max(2_147_483_647);
/** a JSON body's id: a number, not text */
const BodyId = z.number().int().min(1).max(2_147_483_647);
/** money in minor units; far below 2^53 so sums stay exact */
const Minor = z.number().int().min(0).max(1_000_000_000_000);
const Page = { page: opt(z.coerce.number().int().min(1).max(100_000)), per_page: opt(z.coerce.number().int().min(1).max(100)) };
/** the master on the platform domain names the centre; on a centre's own address it is ignored */
const OrgQuery = { organization_id: opt(Id) };
const Text = (label: string, max: number) => z.string().trim().min(1, { message: `The ${label} is required.` }).max(max, { message: `The ${label} may not be longer than ${max} characters.` });
const Free = (max: number) => z.string().trim().max(max, { message: `This may not be longer than ${max} characters.` });
const DateText = z.string().trim().refine(isCalendarDate, { message: 'Enter a date in the form yyyy-MM-dd.' });
const QueryDate = opt(z.string().trim().max(10).refine(isCalendarDate, { message: 'Enter a date in the form yyyy-MM-dd.' }));
const Email = z.union([z.literal(''), EmailField]);
const Phone = z.union([z.literal(''), PhoneField]);

export const IdParams = z.object({ id: Id });

/* ---- branches ---- */
export const Contract = z
  .strictObject({
    start_on: DateText.nullable().optional().default(null),
    end_on: DateText.nullable().optional().default(null),
    fee_minor: Minor.nullable().optional().default(null),
    revenue_share_percent: z.number().int().min(0, { message: 'The revenue share is a whole percentage from 0 to 100.' }).max(100, { message: 'The revenue share is a whole percentage from 0 to 100.' }).nullable().optional().default(null),
    terms: Free(5000).optional().default(''),
  })
  .refine((c) => !c.start_on || !c.end_on || c.end_on > c.start_on, { message: 'The contract must end after it starts.', path: ['end_on'] });
export const Support = z.strictObject({
  contact_name: Free(120).optional().default(''),
  phone: Phone.optional().default(''),
  email: Email.optional().default(''),
  hours: Free(200).optional().default(''),
});
export const Addon = z.strictObject({ name: Text('add-on name', 120), price_minor: Minor });
export const Addons = z.array(Addon).max(50).refine((a) => new Set(a.map((x) => x.name.toLowerCase())).size === a.length, { message: 'Each add-on needs its own name.' });
export const Payment = z.strictObject({
  method: z.enum(['bank_transfer', 'mobile_banking', 'cash']).nullable().optional().default(null),
  account_name: Free(120).optional().default(''),
  account_number: Free(60).optional().default(''),
  bank: Free(120).optional().default(''),
});

const BranchFields = {
  code: Free(30).optional(),
  address: Free(300).optional(),
  phone: Phone.optional(),
  email: Email.optional(),
  manager_name: Free(120).optional(),
  contract: Contract.optional(),
  support: Support.optional(),
  addons: Addons.optional(),
  payment: Payment.optional(),
};
export const CreateBranchBody = z.object({ organization_id: BodyId.optional(), name: Text('name', 120), ...BranchFields });
export type CreateBranchInput = z.output<typeof CreateBranchBody>;
export const UpdateBranchBody = z
  .object({ name: Text('name', 120).optional(), ...BranchFields })
  .refine(...someFieldSent('name'));
export type UpdateBranchInput = z.output<typeof UpdateBranchBody>;
export const StatusBody = z.object({ status: z.enum(['active', 'inactive']) });
export const BranchListQuery = z.object({ ...OrgQuery, ...Page, search: opt(z.string().trim().max(100)), status: opt(z.enum(['active', 'inactive'])) });
export type BranchListInput = z.output<typeof BranchListQuery>;
export const OrgOnlyQuery = z.object(OrgQuery);

/* ---- promo codes ---- */
const PromoFields = {
  description: Free(300).optional(),
  discount_kind: z.enum(['PERCENT', 'FIXED']),
  amount: z.number().int({ message: 'The amount is a whole number (minor units for a fixed amount).' }).min(1, { message: 'The amount must be at least 1.' }).max(1_000_000_000_000),
  starts_on: DateText.nullable().optional(),
  ends_on: DateText.nullable().optional(),
  usage_limit: z.number().int().min(1, { message: 'The usage limit must be at least 1.' }).max(10_000_000).nullable().optional(),
  package_ids: z.array(BodyId).max(200).optional(),
  branch_id: BodyId.nullable().optional(),
  status: z.enum(['active', 'inactive']).optional(),
};
const Code = z
  .string()
  .max(64)
  .transform(normaliseCode)
  .refine((c) => PROMO_CODE_RE.test(c), { message: 'The code is 3 to 32 letters, digits, - or _.' });
const percentRule = (p: { discount_kind?: string; amount?: number }) => p.discount_kind !== 'PERCENT' || p.amount === undefined || p.amount <= 100;
const windowRule = (p: { starts_on?: string | null; ends_on?: string | null }) => !p.starts_on || !p.ends_on || p.ends_on >= p.starts_on;
const PERCENT_MSG = { message: 'A percentage is from 1 to 100.', path: ['amount'] };
const WINDOW_MSG = { message: 'The code must end on or after the day it starts.', path: ['ends_on'] };
export const CreatePromoBody = z
  .object({ organization_id: BodyId.optional(), code: Code, ...PromoFields })
  .refine(percentRule, PERCENT_MSG)
  .refine(windowRule, WINDOW_MSG);
export type CreatePromoInput = z.output<typeof CreatePromoBody>;
export const UpdatePromoBody = z
  .object({ code: Code.optional(), ...PromoFields, discount_kind: PromoFields.discount_kind.optional(), amount: PromoFields.amount.optional() })
  .refine(...someFieldSent('code'))
  .refine(percentRule, PERCENT_MSG)
  .refine(windowRule, WINDOW_MSG);
export type UpdatePromoInput = z.output<typeof UpdatePromoBody>;
export const PromoListQuery = z.object({ ...OrgQuery, ...Page, search: opt(z.string().trim().max(100)), status: opt(z.enum(['active', 'inactive'])), branch_id: opt(Id) });
export type PromoListInput = z.output<typeof PromoListQuery>;

/* ---- enrollments ---- */
export const EnrollmentListQuery = z.object({
  ...OrgQuery,
  ...Page,
  search: opt(z.string().trim().max(100)),
  status: opt(z.enum(['pending', 'active', 'ended', 'cancelled'])),
  branch_id: opt(Id),
  package_id: opt(Id),
});
export type EnrollmentListInput = z.output<typeof EnrollmentListQuery>;
export const ExpiredListQuery = z.object({ ...OrgQuery, ...Page, search: opt(z.string().trim().max(100)), branch_id: opt(Id) });
export type ExpiredListInput = z.output<typeof ExpiredListQuery>;

/* ---- due and collection ---- */
export const DuesQuery = z
  .object({ ...OrgQuery, from: QueryDate, to: QueryDate })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { message: 'The end of the range must be on or after its start.', path: ['to'] });
export type DuesInput = z.output<typeof DuesQuery>;
export const DueInstalmentsQuery = z.object({
  ...OrgQuery,
  ...Page,
  branch_id: opt(z.union([z.literal('none'), Id])),
  overdue: opt(z.enum(['1', '0', 'true', 'false'])),
  search: opt(z.string().trim().max(100)),
});
export type DueInstalmentsInput = z.output<typeof DueInstalmentsQuery>;

/* ---- communication ---- */
export const MessageBody = z.object({
  organization_id: BodyId.optional(),
  scope: z.enum(['branch', 'enrollment', 'course']),
  target_id: BodyId.nullable().optional(),
  audience: z.enum(['all', 'active', 'expired', 'due']).optional().default('all'),
  subject: Text('subject', 200),
  body: Text('message', 10_000),
});
export type MessageInput = z.output<typeof MessageBody>;
export const MessageListQuery = z.object({ ...OrgQuery, ...Page, scope: opt(z.enum(['branch', 'enrollment', 'course'])) });
export type MessageListInput = z.output<typeof MessageListQuery>;

/* ---- course FAQs and comparison ---- */
const FaqFields = { question: Text('question', 500), answer: Text('answer', 5000), position: z.number().int().min(0).max(10_000).optional(), package_id: BodyId.nullable().optional() };
export const CreateFaqBody = z.object({ organization_id: BodyId.optional(), ...FaqFields });
export type CreateFaqInput = z.output<typeof CreateFaqBody>;
export const UpdateFaqBody = z
  .object({ question: FaqFields.question.optional(), answer: FaqFields.answer.optional(), position: FaqFields.position, package_id: FaqFields.package_id })
  .refine(...someFieldSent('question'));
export type UpdateFaqInput = z.output<typeof UpdateFaqBody>;
export const FaqListQuery = z.object({ ...OrgQuery, ...Page, package_id: opt(z.union([z.literal('none'), Id])) });
export type FaqListInput = z.output<typeof FaqListQuery>;
export const ComparisonQuery = z.object({ ...OrgQuery, status: opt(z.enum(['active', 'all'])) });
export type ComparisonInput = z.output<typeof ComparisonQuery>;
