import { defineRoute, type RouteDef } from '../../kernel/route.ts';
import * as C from './contracts.ts';
import * as S from './schemas.ts';
import * as svc from './service.ts';

const tags = ['extras'];

export const extrasRoutes: RouteDef[] = [
  defineRoute({
    method: 'get', path: '/settings/written-discourse/question-type/:id', summary: "A writing type's word limits, time, and the form and spelling rules it scores with (id or slug); 404 for a type that is not a writing task", tags, auth: 'auth',
    permission: 'WRITTEN_DISCOURSE_SHOW or WRITTEN_DISCOURSE_INDEX or QUESTION_TYPE_SHOW', params: S.TypeParams, response: C.WrittenDiscourseSettings,
    handler: async ({ ctx, params }) => ({ data: await svc.writtenDiscourseSettings({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'post', path: '/demos', summary: `Ask for a demo class (a visitor or a signed-in student); at most ${svc.DEMO_THROTTLE.max} an hour from one address; the centre's contact gets an e-mail`, tags, auth: 'optional',
    body: S.DemoBody, response: C.DemoReceipt,
    handler: async ({ ctx, body }) => ({ data: await svc.requestDemo({ ctx, input: body }), status: 201, message: 'Thank you: the centre will contact you to arrange the demo class.' }),
  }),
  defineRoute({
    method: 'get', path: '/demos', summary: "The demo class requests made to the centre, newest first (the master on the platform domain: every centre's)", tags, auth: 'auth',
    permission: 'ORGANIZATION_UPDATE', query: S.DemoListQuery, response: C.DemoRequestList,
    handler: async ({ ctx, query }) => ({ data: await svc.listDemos({ ctx, input: query }) }),
  }),
];
