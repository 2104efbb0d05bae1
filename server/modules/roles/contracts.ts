/** What the role calls answer (checked against every answer by the API suite; the client imports the types). */
import { z } from 'zod';

const Int = z.number().int();
export const PermissionRef = z.object({ id: z.string(), keyword: z.string(), label: z.string(), description: z.string() });
export const PermissionGroup = z.object({ key: z.string(), label: z.string(), permissions: z.array(PermissionRef) });
export const Role = z.object({
  id: Int,
  name: z.string(),
  kind: z.enum(['SUPER_ADMIN', 'ADMIN', 'COACHING_OWNER', 'TRAINER', 'STUDENT']),
  description: z.string(),
  status: z.enum(['active', 'inactive']),
  builtin: z.boolean(),
  organization_id: Int.nullable(),
  organization_name: z.string().nullable(),
  users_count: Int,
  permission_ids: z.array(z.string()),
  required_ids: z.array(z.string()),
  /** whether the caller may change it */
  editable: z.boolean(),
});
export const RoleList = z.object({ items: z.array(Role), meta: z.object({ current_page: Int, per_page: Int, total: Int, last_page: Int }) });
export const RoleDiff = z.object({ granted: z.array(PermissionRef), removed: z.array(PermissionRef), users_affected: Int });

export type PermissionRef = z.output<typeof PermissionRef>;
export type PermissionGroup = z.output<typeof PermissionGroup>;
export type Role = z.output<typeof Role>;
export type RoleList = z.output<typeof RoleList>;
export type RoleDiff = z.output<typeof RoleDiff>;
