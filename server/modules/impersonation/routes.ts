import { defineRoute } from '../../kernel/route.ts';
import * as S from './schemas.ts';
import * as impersonation from './service.ts';

export const impersonationRoutes = [
  defineRoute({
    method: 'get', path: '/impersonate/url/:id', summary: "A single-use link into a student's session (2 minutes)", tags: ['auth'], auth: 'auth',
    permission: 'AUTH_IMPERSONATE', params: S.UserIdParams, response: S.ImpersonationUrlData,
    handler: async ({ ctx, params }) => ({ data: await impersonation.createImpersonationUrl({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'get', path: '/impersonate/verify/:token', summary: 'Open the session an impersonation link names', tags: ['auth'], auth: 'public',
    params: S.TokenParams, response: S.ImpersonationSessionData,
    handler: async ({ ctx, params }) => ({ data: await impersonation.verifyImpersonation({ ctx, input: params }) }),
  }),
];
