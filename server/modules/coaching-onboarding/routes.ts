import { z } from 'zod';
import { defineRoute, type RouteDef } from '../../kernel/route.ts';
import * as C from './contracts.ts';
import * as S from './schemas.ts';
import * as svc from './service.ts';

/** The secret of a draft's resume link travels in a header, so it stays out of server logs and the Referer. */
const TOKEN_HEADER = 'X-Onboarding-Token';

export const onboardingRoutes: RouteDef[] = [
  defineRoute({
    method: 'post', path: '/dummy/check-available-subdomain-or-email', summary: 'Is this sub-domain or e-mail free for a new centre? (public, platform domain)', tags: ['onboarding'], auth: 'public',
    body: S.CheckBody, response: C.AvailabilityAnswer,
    handler: async ({ ctx, body }) => ({ data: await svc.checkAvailability({ ctx, input: body }) }),
  }),
  defineRoute({
    method: 'get', path: '/dummy/plans', summary: "The platform's plans for centres, with price and what they include (public)", tags: ['onboarding'], auth: 'public',
    response: C.PlanList,
    handler: async ({ ctx }) => ({ data: await svc.listPlans({ ctx, input: undefined }) }),
  }),
  defineRoute({
    method: 'get', path: '/dummy/organizations', summary: "With ?token= the registration of that resume link (anyone); without it the master's list of requests", tags: ['onboarding'], auth: 'optional',
    query: S.ListQuery, response: C.PreRegistrationList,
    handler: async ({ ctx, query }) => ({ data: await svc.listPreRegistrations({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'post', path: '/dummy/organizations', summary: 'Start a centre registration with its first step; answers the resume secret once (public)', tags: ['onboarding'], auth: 'public',
    body: S.StepBody, response: C.CreatedPreRegistration,
    handler: async ({ ctx, body }) => ({ data: await svc.createPreRegistration({ ctx, input: body }), status: 201, message: 'Saved. We have e-mailed you a link to continue later.' }),
  }),
  defineRoute({
    method: 'get', path: '/dummy/organizations/:id', summary: `A centre registration, with its secret in ${TOKEN_HEADER} (public)`, tags: ['onboarding'], auth: 'public',
    params: S.IdParams, response: C.PreRegistration,
    handler: async ({ ctx, params, c }) => ({ data: await svc.showPreRegistration({ ctx, input: { id: params.id, token: c.req.header(TOKEN_HEADER) } }) }),
  }),
  defineRoute({
    method: 'put', path: '/dummy/organizations/:id', summary: `Save one step of a centre registration (the review submits it), with ${TOKEN_HEADER} (public)`, tags: ['onboarding'], auth: 'public',
    params: S.IdParams, body: S.StepBody, response: C.PreRegistration,
    handler: async ({ ctx, params, body, c }) => {
      const data = await svc.updatePreRegistration({ ctx, input: { ...body, id: params.id, token: c.req.header(TOKEN_HEADER) } });
      return { data, message: data.status === 'submitted' ? 'Submitted. We will review your request and e-mail you.' : 'Saved.' };
    },
  }),
  defineRoute({
    method: 'delete', path: '/dummy/organizations/:id', summary: 'Delete a draft or rejected centre registration (the master)', tags: ['onboarding'], auth: 'auth',
    permission: 'ORGANIZATION_DESTROY', params: S.IdParams, response: z.null(),
    handler: async ({ ctx, params }) => ({ data: await svc.deletePreRegistration({ ctx, input: params }), message: 'Registration deleted.' }),
  }),
  defineRoute({
    method: 'post', path: '/dummy/organizations/:id/approve', summary: 'Approve a submitted registration: creates the centre and invites its administrator (the master)', tags: ['onboarding'], auth: 'auth',
    permission: 'ORGANIZATION_STORE', params: S.IdParams, response: C.PreRegistration,
    handler: async ({ ctx, params }) => ({ data: await svc.approvePreRegistration({ ctx, input: params }), message: 'Approved: the centre is ready and its administrator invited.' }),
  }),
  defineRoute({
    method: 'post', path: '/dummy/organizations/:id/reject', summary: 'Reject a submitted registration with a note mailed to the applicant (the master)', tags: ['onboarding'], auth: 'auth',
    permission: 'ORGANIZATION_STORE', params: S.IdParams, body: S.RejectBody, response: C.PreRegistration,
    handler: async ({ ctx, params, body }) => ({ data: await svc.rejectPreRegistration({ ctx, input: { id: params.id, note: body.note } }), message: 'Registration rejected.' }),
  }),
] as unknown as RouteDef[];
