import { z } from 'zod';
import { opt } from '../../kernel/query-params.ts';
import { STEPS } from './steps.ts';

const Id = z.coerce.number().int().min(1).max(2_147_483_647);

export const CheckBody = z
  .object({ subdomain: z.string().max(255).optional(), email: z.string().max(254).optional() })
  .refine((b) => b.subdomain !== undefined || b.email !== undefined, { message: 'Send a sub-domain or an e-mail to check.', path: ['subdomain'] });
export type CheckInput = z.output<typeof CheckBody>;

/** A step's save: the step's own fields are taken from `data` and checked by the step's rules (steps.ts). */
export const StepBody = z.object({
  step: z.enum(STEPS, { message: 'Unknown step.' }),
  data: z.record(z.string().max(64), z.unknown(), { message: 'The data must be an object of fields.' }).optional().default({}),
});
export type StepInput = z.output<typeof StepBody>;

export const IdParams = z.object({ id: Id });

export const ListQuery = z.object({
  token: opt(z.string().max(128)),
  status: opt(z.enum(['draft', 'submitted', 'approved', 'rejected'])),
  search: opt(z.string().trim().max(100)),
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
});
export type ListInput = z.output<typeof ListQuery>;

export const RejectBody = z.object({
  note: z.string({ message: 'Say why the request is rejected.' }).trim().min(1, { message: 'Say why the request is rejected.' }).max(1000, { message: 'The note may not be longer than 1000 characters.' }),
});
