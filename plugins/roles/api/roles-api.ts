/**
 * The role, permission and audit calls (server/modules/roles, server/modules/users audit-log): react-query options
 * and the mutations over the kernel's http client. The types are the server's contracts (type-only).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import type { PermissionGroup, PermissionRef, Role, RoleDiff, RoleList } from '@server/modules/roles/contracts.ts';
import type { AuditEntry, AuditList } from '@server/modules/users/contracts.ts';
import type { OrganizationList } from '@server/modules/coaching-centres/contracts.ts';

export type { AuditEntry, AuditList, PermissionGroup, PermissionRef, Role, RoleDiff, RoleList };
export type RoleKind = Role['kind'];
/** the kinds a new role may take (server/modules/roles/schemas.ts CreateRoleBody) */
export const STAFF_KINDS = ['ADMIN', 'TRAINER', 'STUDENT'] as const;
export type StaffKind = (typeof STAFF_KINDS)[number];

export interface RoleFilters {
  search?: string;
  kind?: string;
  status?: string;
  page?: number;
  per_page?: number;
}

export interface AuditFilters {
  action?: string;
  actor_id?: string;
  target_type?: string;
  target_id?: string;
  organization_id?: string;
  from?: string;
  to?: string;
  page?: number;
  per_page?: number;
}

export interface CreateRoleBody {
  name: string;
  kind: StaffKind;
  description: string;
  permission_ids: string[];
  /** the master only: the centre the role belongs to; left out, every centre shares it */
  organization_id?: number;
}

export interface UpdateRoleBody {
  name?: string;
  description?: string;
  permission_ids: string[];
}

export const permissionGroupsQuery = queryOptions({
  queryKey: ['permissions'],
  queryFn: async () => (await http.get<ApiEnvelope<PermissionGroup[]>>('permissions')).data,
  staleTime: Infinity,
});

export const roleListQuery = (filters: RoleFilters) =>
  queryOptions({
    queryKey: ['roles', 'list', filters],
    queryFn: async () => (await http.get<ApiEnvelope<RoleList>>('roles', { params: { ...filters } })).data,
    placeholderData: (previous) => previous,
  });

export const auditListQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: ['audit-log', filters],
    queryFn: async () => (await http.get<ApiEnvelope<AuditList>>('audit-log', { params: { ...filters } })).data,
    placeholderData: (previous) => previous,
  });

/** The master's centres, for the centre a new role belongs to (the first 100 by name: a choice, not a list page). */
export const centresQuery = queryOptions({
  queryKey: ['organizations', 'choices'],
  queryFn: async () => (await http.get<ApiEnvelope<OrganizationList>>('organizations', { params: { per_page: 100, sort: 'name', order: 'asc' } })).data.items,
  staleTime: 60_000,
});

/** Errors of these calls land on the form's fields; the client's toast says it too. */
export const previewRole = async (id: number, permissionIds: string[]) =>
  (await http.post<ApiEnvelope<RoleDiff>>(`roles/${id}/preview`, { permission_ids: permissionIds })).data;

export const updateRole = async (id: number, body: UpdateRoleBody) => (await http.put<ApiEnvelope<Role>>(`roles/${id}`, body)).data;

export const createRole = async (body: CreateRoleBody) => (await http.post<ApiEnvelope<Role>>('roles', body)).data;

export const deleteRole = (id: number) => http.delete<ApiEnvelope<null>>(`roles/${id}`);

export const changeRoleStatus = async (id: number, status: 'active' | 'inactive') =>
  (await http.patch<ApiEnvelope<Role>>(`roles/change-status/${id}`, { status })).data;

/** After a change the role lists are stale (the counts of keys and users with them). */
export const invalidateRoles = (client: QueryClient) => client.invalidateQueries({ queryKey: ['roles'] });
