import { defineRoute } from '../../kernel/route.ts';
import * as S from './schemas.ts';
import * as C from './contracts.ts';
import * as svc from './service.ts';
import { listUsers } from './list.ts';
import { exportUsers } from './export.ts';
import { changeUserStatus, createUser, deleteUser, resendInvitation, updateUser } from './manage.ts';
import { importStudents, previewImport } from './import.ts';
import { creatorInfo } from './creator-info.ts';
import { listAudit } from './audit-list.ts';
import { z } from 'zod';

const LIST = 'USER_INDEX_USER or STUDENT_INDEX or USER_INDEX';
const ImportBody = z.object({ file: z.any().describe('a .csv file, at most 2 MiB') });
const PhotoBody = z.object({ file: z.any().describe('a PNG, JPEG, WebP or GIF image, at most 2 MiB') });

export const userRoutes = [
  defineRoute({
    method: 'get', path: '/users/profile', summary: "The signed-in user's profile", tags: ['users'], auth: 'auth',
    response: S.ProfileData,
    handler: async ({ ctx }) => ({ data: await svc.showProfile({ ctx, input: undefined }) }),
  }),
  defineRoute({
    method: 'put', path: '/users/profile', summary: "Edit the signed-in user's names and photo", tags: ['users'], auth: 'auth',
    body: S.ProfileBody, response: S.ProfileData,
    handler: async ({ ctx, body }) => ({ data: await svc.updateProfile({ ctx, input: body }), message: 'Profile saved.' }),
  }),
  defineRoute({
    method: 'post', path: '/users/profile/photo', summary: 'Upload a profile photo (multipart: file; PNG, JPEG, WebP or GIF, at most 2 MiB); PUT users/profile sets it', tags: ['users'], auth: 'auth',
    multipart: true, body: PhotoBody, response: S.ProfilePhoto,
    handler: async ({ ctx, c }) => {
      const form = await c.req.parseBody().catch(() => null);
      return { data: await svc.uploadProfilePhoto({ ctx, input: { form: form ?? {} } }), status: 201 };
    },
  }),
  defineRoute({
    method: 'post', path: '/users/change-password', summary: 'Change the own password (the current one required); ends every other session', tags: ['users'], auth: 'auth',
    body: S.ChangePasswordBody, response: z.null(),
    handler: async ({ ctx, body }) => ({ data: null, message: await svc.changeOwnPassword({ ctx, input: body }) }),
  }),
  defineRoute({
    method: 'post', path: '/users/target', summary: "Set the student's target score (students only)", tags: ['users'], auth: 'auth',
    body: S.TargetBody, response: S.TargetScore,
    handler: async ({ ctx, body }) => ({ data: await svc.storeTargetScore({ ctx, input: body }), message: 'Target score saved.' }),
  }),
  defineRoute({
    method: 'get', path: '/users/export', summary: 'CSV of every user the filter matches (docs/product-spec.md §10)', tags: ['users'], auth: 'auth',
    permission: LIST, query: S.UserListQuery, download: 'text/csv',
    handler: async ({ ctx, query }) => {
      const f = await exportUsers({ ctx, input: query });
      return { data: null, file: { body: f.body, contentType: 'text/csv; charset=utf-8', filename: f.filename } };
    },
  }),
  defineRoute({
    method: 'post', path: '/users/import/preview', summary: 'Check a CSV of students: every row with its errors and duplicates; writes nothing', tags: ['users'], auth: 'auth',
    permission: 'USER_STORE', multipart: true, body: ImportBody, response: C.ImportPreview,
    handler: async ({ ctx, c }) => {
      const form = await c.req.parseBody().catch(() => null);
      return { data: await previewImport({ ctx, input: { form: form ?? {} } }) };
    },
  }),
  defineRoute({
    method: 'post', path: '/users/import', summary: 'Import the valid new rows of a CSV as invited students (one transaction)', tags: ['users'], auth: 'auth',
    permission: 'USER_STORE', multipart: true, body: ImportBody, response: C.ImportResult,
    handler: async ({ ctx, c }) => {
      const form = await c.req.parseBody().catch(() => null);
      const data = await importStudents({ ctx, input: { form: form ?? {} } });
      return { data, message: `${data.created} students imported and invited.` };
    },
  }),
  defineRoute({
    method: 'get', path: '/users', summary: 'People of the caller\'s scope: search, filters, sort, pages', tags: ['users'], auth: 'auth',
    permission: LIST, query: S.UserListQuery, response: C.UserList,
    handler: async ({ ctx, query }) => ({ data: await listUsers({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'post', path: '/users', summary: 'Create a user and mail the invitation', tags: ['users'], auth: 'auth',
    permission: 'USER_STORE', body: S.CreateUserBody, response: C.UserDetail,
    handler: async ({ ctx, body }) => {
      const data = await createUser({ ctx, input: body });
      return { data, status: 201, message: `Invitation sent to ${data.email}.` };
    },
  }),
  defineRoute({
    method: 'get', path: '/users/:id', summary: 'One user', tags: ['users'], auth: 'auth',
    permission: LIST, params: S.UserIdParams, response: C.UserDetail,
    handler: async ({ ctx, params }) => ({ data: await svc.showUser({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'put', path: '/users/:id', summary: 'Edit a user (rank rule)', tags: ['users'], auth: 'auth',
    permission: 'USER_UPDATE', params: S.UserIdParams, body: S.UpdateUserBody, response: C.UserDetail,
    handler: async ({ ctx, params, body }) => ({ data: await updateUser({ ctx, input: { ...body, id: params.id } }), message: 'User saved.' }),
  }),
  defineRoute({
    method: 'delete', path: '/users/:id', summary: 'Delete a user (soft: answers and results stay)', tags: ['users'], auth: 'auth',
    permission: 'USER_DESTROY', params: S.UserIdParams, response: z.null(),
    handler: async ({ ctx, params }) => ({ data: await deleteUser({ ctx, input: params }), message: 'User deleted.' }),
  }),
  defineRoute({
    method: 'patch', path: '/users/change-status/:id', summary: 'Activate or deactivate a user (deactivating ends their sessions)', tags: ['users'], auth: 'auth',
    permission: 'USER_CHANGE_STATUS', params: S.UserIdParams, body: S.StatusBody, response: C.UserRow,
    handler: async ({ ctx, params, body }) => ({ data: await changeUserStatus({ ctx, input: { id: params.id, status: body.status } }), message: 'Status changed.' }),
  }),
  defineRoute({
    method: 'post', path: '/users/:id/resend-invitation', summary: 'Mail a new invitation; earlier links stop working', tags: ['users'], auth: 'auth',
    permission: 'USER_STORE', params: S.UserIdParams, response: C.ResendResult,
    handler: async ({ ctx, params }) => {
      const data = await resendInvitation({ ctx, input: params });
      return { data, message: `Invitation sent to ${data.sent_to}.` };
    },
  }),
  defineRoute({
    method: 'get', path: '/creator-info/:id', summary: 'Who made an item: name and role of a user of the centre or the platform', tags: ['users'], auth: 'auth',
    permission: 'USER_CREATOR_INFO or USER_INDEX or QUESTION_INDEX or TEST_INDEX or QUIZ_INDEX or QUIZ_SET_INDEX or MOCK_TEST_INDEX', params: S.UserIdParams, response: C.CreatorInfo,
    handler: async ({ ctx, params }) => ({ data: await creatorInfo({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'get', path: '/audit-log', summary: 'Who did what to whom, newest first (the centre\'s, or all for the master)', tags: ['users'], auth: 'auth',
    permission: 'USER_INDEX_USER', query: S.AuditQuery, response: C.AuditList,
    handler: async ({ ctx, query }) => ({ data: await listAudit({ ctx, input: query }) }),
  }),
];
