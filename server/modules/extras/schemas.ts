/** What the extras calls accept (422 per field otherwise). */
import { z } from 'zod';
import { opt } from '../../kernel/query-params.ts';

/** `{id}` as the question_types table has it: a numeric id or a slug; anything else is a 404 in the service. */
export const TypeParams = z.object({ id: z.string().max(200) });

const line = (max: number, what: string) => z.string().trim().max(max, { message: `The ${what} may not be longer than ${max} characters.` });

export const DemoBody = z.object({
  name: line(120, 'name').min(1, { message: 'Your name is required.' }),
  email: z.string().trim().max(254, { message: 'The e-mail address is too long.' }).pipe(z.email({ message: 'Type a valid e-mail address.' })),
  phone: line(30, 'phone number')
    .regex(/^[+0-9 ()-]*$/, { message: 'Digits, spaces, + ( ) and - only.' })
    .optional()
    .default(''),
  preferred_time: line(120, 'preferred time').optional().default(''),
  message: line(2000, 'message').optional().default(''),
});
export type DemoInput = z.output<typeof DemoBody>;

export const DemoListQuery = z.object({
  search: opt(z.string().trim().max(100)),
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
});
export type DemoListInput = z.output<typeof DemoListQuery>;
