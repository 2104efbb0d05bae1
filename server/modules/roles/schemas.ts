import { z } from 'zod';
import { someFieldSent } from '../../kernel/update-body.ts';
import { opt } from '../../kernel/query-params.ts';

const Id = z.coerce.number().int().min(1).max(2_147_483_647);
const PermissionIds = z.array(z.string().regex(/^\d{6}$/, { message: 'Permission ids are six digits.' })).max(1000);

export const RoleListQuery = z.object({
  search: opt(z.string().trim().max(100)),
  kind: opt(z.enum(['SUPER_ADMIN', 'ADMIN', 'COACHING_OWNER', 'TRAINER', 'STUDENT'])),
  status: opt(z.enum(['active', 'inactive'])),
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
});
export type RoleListInput = z.output<typeof RoleListQuery>;

export const RoleIdParams = z.object({ id: Id });

export const CreateRoleBody = z.object({
  name: z.string().trim().min(1, { message: 'The name is required.' }).max(60, { message: 'The name may not be longer than 60 characters.' }),
  kind: z.enum(['ADMIN', 'TRAINER', 'STUDENT'], { message: 'A new role acts as an admin, a trainer or a student.' }),
  description: z.string().trim().max(300).optional().default(''),
  permission_ids: PermissionIds,
  organization_id: Id.optional(),
});
export type CreateRoleInput = z.output<typeof CreateRoleBody>;

export const UpdateRoleBody = z
  .object({
    name: z.string().trim().min(1, { message: 'The name is required.' }).max(60).optional(),
    description: z.string().trim().max(300).optional(),
    permission_ids: PermissionIds.optional(),
  })
  .refine(...someFieldSent('name'));
export type UpdateRoleInput = z.output<typeof UpdateRoleBody>;

export const PreviewBody = z.object({ permission_ids: PermissionIds });
export const RoleStatusBody = z.object({ status: z.enum(['active', 'inactive']) });
