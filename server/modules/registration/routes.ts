import { defineRoute } from '../../kernel/route.ts';
import * as C from './contracts.ts';
import * as S from './schemas.ts';
import * as svc from './service.ts';

/** The resume secret travels in a header, never in the path or the query (which end up in logs). */
const TOKEN_HEADER = 'x-registration-token';
const tokenOf = (c: { req: { header: (name: string) => string | undefined } }) => (c.req.header(TOKEN_HEADER) ?? '').trim();

// `options` before `:id`: the first route that matches answers
export const registrationRoutes = [
  defineRoute({
    method: 'get', path: '/student-registration/options', summary: "What a visitor may register for: the centre's active packages and courses for students, and its branches", tags: ['registration'], auth: 'public',
    response: C.RegistrationOptions,
    handler: async ({ ctx }) => ({ data: await svc.registrationOptions({ ctx, input: undefined }) }),
  }),
  defineRoute({
    method: 'post', path: '/student-registration', summary: 'Start a registration with its basic information (a draft; the answer carries the resume secret once)', tags: ['registration'], auth: 'public',
    body: S.StepBody, response: C.Registration,
    handler: async ({ ctx, body }) => ({ data: await svc.createRegistration({ ctx, input: body }), status: 201, message: 'Registration saved.' }),
  }),
  defineRoute({
    method: 'get', path: '/student-registration/:id', summary: 'A registration draft (header X-Registration-Token: its resume secret; 404 otherwise)', tags: ['registration'], auth: 'public',
    params: S.RegistrationIdParams, response: C.Registration,
    handler: async ({ ctx, params, c }) => ({ data: await svc.showRegistration({ ctx, input: { id: params.id, token: tokenOf(c) } }) }),
  }),
  defineRoute({
    method: 'get', path: '/student-registration/:id/quote', summary: 'Price, promo discount and instalment plan of the course step (header X-Registration-Token)', tags: ['registration'], auth: 'public',
    params: S.RegistrationIdParams, query: S.QuoteQuery, response: C.RegistrationQuote,
    handler: async ({ ctx, params, query, c }) => ({ data: await svc.quoteRegistration({ ctx, input: { ...query, id: params.id, token: tokenOf(c) } }) }),
  }),
  defineRoute({
    method: 'put', path: '/student-registration/:id', summary: 'Save one step of a registration; the confirmation step submits it (header X-Registration-Token)', tags: ['registration'], auth: 'public',
    params: S.RegistrationIdParams, body: S.StepBody, response: C.Registration,
    handler: async ({ ctx, params, body, c }) => ({
      data: await svc.saveRegistrationStep({ ctx, input: { ...body, id: params.id, token: tokenOf(c) } }),
      message: body.step === 'confirmation' ? 'Registration complete.' : 'Registration saved.',
    }),
  }),
];
