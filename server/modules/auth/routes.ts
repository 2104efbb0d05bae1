import { defineRoute } from '../../kernel/route.ts';
import * as S from './schemas.ts';
import * as auth from './service.ts';

export const authRoutes = [
  defineRoute({
    method: 'post', path: '/login', summary: 'Sign in with e-mail and password', tags: ['auth'], auth: 'public',
    body: S.LoginBody, response: S.LoginData,
    handler: async ({ ctx, body }) => ({ data: await auth.loginUser({ ctx, input: body }) }),
  }),
  defineRoute({
    method: 'post', path: '/logout', summary: 'Revoke the current session (both tokens)', tags: ['auth'], auth: 'auth',
    response: S.MessageOnly,
    handler: async ({ ctx }) => {
      await auth.logoutUser({ ctx, input: undefined });
      return { data: null, message: 'Logged out' };
    },
  }),
  defineRoute({
    method: 'get', path: '/auth-user', summary: 'The signed-in user with role and permission ids', tags: ['auth'], auth: 'auth',
    response: S.AuthUserData,
    handler: async ({ ctx }) => ({ data: await auth.showAuthUser({ ctx, input: undefined }) }),
  }),
  defineRoute({
    method: 'post', path: '/forgot-password', summary: 'Mail a password reset link (same answer for unknown addresses)', tags: ['auth'], auth: 'public',
    body: S.ForgotBody, response: S.MessageOnly,
    handler: async ({ ctx, body }) => ({ data: null, message: await auth.requestPasswordReset({ ctx, input: body }) }),
  }),
  defineRoute({
    method: 'post', path: '/reset-password', summary: 'Set a new password with a reset token (single use, 60 min)', tags: ['auth'], auth: 'public',
    body: S.ResetBody, response: S.MessageOnly,
    handler: async ({ ctx, body }) => ({ data: null, message: await auth.resetPassword({ ctx, input: body }) }),
  }),
  defineRoute({
    method: 'post', path: '/set-password', summary: 'Set the first password with an invitation token (7 days)', tags: ['auth'], auth: 'public',
    body: S.ResetBody, response: S.MessageOnly,
    handler: async ({ ctx, body }) => ({ data: null, message: await auth.setPasswordFromInvite({ ctx, input: body }) }),
  }),
  defineRoute({
    method: 'put', path: '/reset-password-by-admin', summary: "Set another user's password", tags: ['auth'], auth: 'auth',
    permission: 'AUTH_RESET_PASSWORD_BY_ADMIN', body: S.AdminResetBody, response: S.MessageOnly,
    handler: async ({ ctx, body }) => ({ data: null, message: await auth.resetPasswordByAdmin({ ctx, input: body }) }),
  }),
  defineRoute({
    method: 'get', path: '/user/verify/:token', summary: 'Verify an e-mail address (single-use token)', tags: ['auth'], auth: 'public',
    params: S.VerifyParams, response: S.MessageOnly,
    handler: async ({ ctx, params }) => ({ data: null, message: await auth.verifyEmail({ ctx, input: params }) }),
  }),
];
