import { defineRoute } from '../../kernel/route.ts';
import * as S from './schemas.ts';
import * as svc from './service.ts';

export const userRoutes = [
  defineRoute({
    method: 'get', path: '/users/profile', summary: "The signed-in user's profile", tags: ['users'], auth: 'auth',
    response: S.ProfileData,
    handler: async ({ ctx }) => ({ data: await svc.showProfile({ ctx, input: undefined }) }),
  }),
  defineRoute({
    method: 'post', path: '/users/target', summary: "Set the student's target score (students only)", tags: ['users'], auth: 'auth',
    body: S.TargetBody, response: S.TargetScore,
    handler: async ({ ctx, body }) => ({ data: await svc.storeTargetScore({ ctx, input: body }), message: 'Target score saved.' }),
  }),
];
