import { z } from 'zod';
import { defineRoute } from '../../kernel/route.ts';
import * as C from './contracts.ts';
import * as S from './schemas.ts';
import * as svc from './service.ts';

const READ = 'CLASS_INDEX or USER_INDEX_USER or STUDENT_INDEX';

export const groupRoutes = [
  defineRoute({
    method: 'get', path: '/groups', summary: "The centre's groups (batches) with their counts", tags: ['groups'], auth: 'auth',
    permission: READ, query: S.GroupListQuery, response: C.GroupList,
    handler: async ({ ctx, query }) => ({ data: await svc.listGroups({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'post', path: '/groups', summary: 'A group of students with their trainers', tags: ['groups'], auth: 'auth',
    permission: 'CLASS_STORE or USER_STORE', body: S.CreateGroupBody, response: C.GroupDetail,
    handler: async ({ ctx, body }) => ({ data: await svc.createGroup({ ctx, input: body }), status: 201, message: 'Group created.' }),
  }),
  defineRoute({
    method: 'get', path: '/groups/:id', summary: 'One group with its students and trainers', tags: ['groups'], auth: 'auth',
    permission: READ, params: S.GroupIdParams, response: C.GroupDetail,
    handler: async ({ ctx, params }) => ({ data: await svc.showGroup({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'put', path: '/groups/:id', summary: 'Rename a group or replace its members', tags: ['groups'], auth: 'auth',
    permission: 'CLASS_UPDATE or USER_UPDATE', params: S.GroupIdParams, body: S.UpdateGroupBody, response: C.GroupDetail,
    handler: async ({ ctx, params, body }) => ({ data: await svc.updateGroup({ ctx, input: { ...body, id: params.id } }), message: 'Group saved.' }),
  }),
  defineRoute({
    method: 'delete', path: '/groups/:id', summary: 'Delete a group (its people stay)', tags: ['groups'], auth: 'auth',
    permission: 'CLASS_DESTROY or USER_DESTROY', params: S.GroupIdParams, response: z.null(),
    handler: async ({ ctx, params }) => ({ data: await svc.deleteGroup({ ctx, input: params }), message: 'Group deleted.' }),
  }),
  defineRoute({
    method: 'patch', path: '/groups/change-status/:id', summary: 'Switch a group on or off', tags: ['groups'], auth: 'auth',
    permission: 'CLASS_CHANGE_STATUS or USER_CHANGE_STATUS', params: S.GroupIdParams, body: S.GroupStatusBody, response: C.GroupDetail,
    handler: async ({ ctx, params, body }) => ({ data: await svc.changeGroupStatus({ ctx, input: { id: params.id, status: body.status } }), message: 'Status changed.' }),
  }),
];
