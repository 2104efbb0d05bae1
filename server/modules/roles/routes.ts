import { z } from 'zod';
import { defineRoute } from '../../kernel/route.ts';
import * as C from './contracts.ts';
import * as S from './schemas.ts';
import * as svc from './service.ts';

export const roleRoutes = [
  defineRoute({
    method: 'get', path: '/permissions', summary: 'The permission catalogue in its groups', tags: ['roles'], auth: 'auth',
    permission: 'PERMISSION_INDEX', response: z.array(C.PermissionGroup),
    handler: async ({ ctx }) => ({ data: await svc.listPermissionGroups({ ctx, input: undefined }) }),
  }),
  defineRoute({
    method: 'get', path: '/roles', summary: "Roles: the built-in ones and the centre's own (the master: every centre's)", tags: ['roles'], auth: 'auth',
    permission: 'ROLE_INDEX', query: S.RoleListQuery, response: C.RoleList,
    handler: async ({ ctx, query }) => ({ data: await svc.listRoles({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'post', path: '/roles', summary: 'A staff role (kind admin, trainer or student) from keys the caller holds', tags: ['roles'], auth: 'auth',
    permission: 'ROLE_STORE', body: S.CreateRoleBody, response: C.Role,
    handler: async ({ ctx, body }) => ({ data: await svc.createRole({ ctx, input: body }), status: 201, message: 'Role created.' }),
  }),
  defineRoute({
    method: 'get', path: '/roles/:id', summary: 'One role with its keys', tags: ['roles'], auth: 'auth',
    permission: 'ROLE_INDEX', params: S.RoleIdParams, response: C.Role,
    handler: async ({ ctx, params }) => ({ data: await svc.showRole({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'post', path: '/roles/:id/preview', summary: 'What saving these keys would grant and remove, and for how many users', tags: ['roles'], auth: 'auth',
    permission: 'ROLE_UPDATE', params: S.RoleIdParams, body: S.PreviewBody, response: C.RoleDiff,
    handler: async ({ ctx, params, body }) => ({ data: await svc.previewRole({ ctx, input: { id: params.id, permission_ids: body.permission_ids } }) }),
  }),
  defineRoute({
    method: 'put', path: '/roles/:id', summary: "Change a role's name, description or keys (built-in: the master only)", tags: ['roles'], auth: 'auth',
    permission: 'ROLE_UPDATE', params: S.RoleIdParams, body: S.UpdateRoleBody, response: C.Role,
    handler: async ({ ctx, params, body }) => ({ data: await svc.updateRole({ ctx, input: { ...body, id: params.id } }), message: 'Role saved.' }),
  }),
  defineRoute({
    method: 'delete', path: '/roles/:id', summary: "Delete a centre's role that nobody holds", tags: ['roles'], auth: 'auth',
    permission: 'ROLE_DESTROY', params: S.RoleIdParams, response: z.null(),
    handler: async ({ ctx, params }) => ({ data: await svc.deleteRole({ ctx, input: params }), message: 'Role deleted.' }),
  }),
  defineRoute({
    method: 'patch', path: '/roles/change-status/:id', summary: 'Switch a role on or off (off: it cannot be given)', tags: ['roles'], auth: 'auth',
    permission: 'ROLE_CHANGE_STATUS', params: S.RoleIdParams, body: S.RoleStatusBody, response: C.Role,
    handler: async ({ ctx, params, body }) => ({ data: await svc.changeRoleStatus({ ctx, input: { id: params.id, status: body.status } }), message: 'Status changed.' }),
  }),
];
