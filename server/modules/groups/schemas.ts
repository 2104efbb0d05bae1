import { z } from 'zod';
import { someFieldSent } from '../../kernel/update-body.ts';
import { opt } from '../../kernel/query-params.ts';

const Id = z.coerce.number().int().min(1).max(2_147_483_647);
const Ids = z.array(Id).max(2000);

export const GroupListQuery = z.object({
  search: opt(z.string().trim().max(100)),
  status: opt(z.enum(['active', 'inactive'])),
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
});
export type GroupListInput = z.output<typeof GroupListQuery>;
export const GroupIdParams = z.object({ id: Id });

const Name = z.string().trim().min(1, { message: 'The name is required.' }).max(80, { message: 'The name may not be longer than 80 characters.' });
export const CreateGroupBody = z.object({
  name: Name,
  description: z.string().trim().max(500).optional().default(''),
  student_ids: Ids.optional(),
  trainer_ids: Ids.optional(),
});
export type CreateGroupInput = z.output<typeof CreateGroupBody>;
export const UpdateGroupBody = z
  .object({ name: Name.optional(), description: z.string().trim().max(500).optional(), student_ids: Ids.optional(), trainer_ids: Ids.optional() })
  .refine(...someFieldSent('name'));
export type UpdateGroupInput = z.output<typeof UpdateGroupBody>;
export const GroupStatusBody = z.object({ status: z.enum(['active', 'inactive']) });
