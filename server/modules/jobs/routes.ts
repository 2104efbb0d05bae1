import { defineRoute, type RouteDef } from '../../kernel/route.ts';
import * as apply from './apply.ts';
import * as staff from './applications.ts';
import * as C from './contracts.ts';
import * as svc from './service.ts';

const tags = ['jobs'];
const auth = 'auth' as const;

/** The applicant's resume secret travels in a header, never in the path or the query (which end up in logs). */
const TOKEN_HEADER = 'x-application-token';
const tokenOf = (c: { req: { header: (name: string) => string | undefined } }) => (c.req.header(TOKEN_HEADER) ?? '').trim();

// the two-segment paths (`public/:id`, `trainer-application/:jobId`) never meet the one-segment `:id`
export const jobsRoutes: RouteDef[] = [
  /* ---- circulars ---- */
  defineRoute({
    method: 'get', path: '/job-circular', summary: "The scope's job circulars (a centre's on its address, the platform's for the master). Filters: search, active; application_count counts submitted applications",
    tags, auth, permission: 'JOB_CIRCULAR_INDEX', query: C.CircularListQuery, response: C.CircularList,
    handler: async ({ ctx, query }) => ({ data: await svc.listCirculars({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/job-circular/public/:id', summary: 'An active job circular of this address for anyone (the public page): details and screening questions; `open` false after the deadline',
    tags, auth: 'public', params: C.IdParams, response: C.PublicCircular,
    handler: async ({ ctx, params }) => ({ data: await svc.publicCircular({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'get', path: '/job-circular/trainer-application/:jobId', summary: "One circular's submitted applications (filters: status, active, search; paged)",
    tags, auth, permission: 'JOB_APPLICATION_INDEX', params: C.JobIdParams, query: C.ApplicationListQuery, response: C.ApplicationList,
    handler: async ({ ctx, params, query }) => ({ data: await staff.listApplications({ ctx, input: { ...query, jobId: params.jobId } }) }),
  }),
  defineRoute({
    method: 'get', path: '/job-circular/:id', summary: 'One job circular with its details and screening questions',
    tags, auth, permission: 'JOB_CIRCULAR_INDEX', params: C.IdParams, response: C.JobCircularDetail,
    handler: async ({ ctx, params }) => ({ data: await svc.showCircular({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'post', path: '/job-circular', summary: 'A new job circular: title, description, position, posting date, active, details (type, salary type and range, workplace, restrictions, deadline)',
    tags, auth, permission: 'JOB_CIRCULAR_STORE', body: C.CircularBody, response: C.JobCircularDetail,
    handler: async ({ ctx, body }) => ({ data: await svc.createCircular({ ctx, input: body }), status: 201, message: 'Job circular created.' }),
  }),
  defineRoute({
    method: 'put', path: '/job-circular/:id', summary: 'Change a job circular (the fields sent; details merged with the stored ones)',
    tags, auth, permission: 'JOB_CIRCULAR_UPDATE', params: C.IdParams, body: C.CircularUpdateBody, response: C.JobCircularDetail,
    handler: async ({ ctx, params, body }) => ({ data: await svc.updateCircular({ ctx, input: { ...body, id: params.id } }), message: 'Job circular saved.' }),
  }),
  defineRoute({
    method: 'delete', path: '/job-circular/:id', summary: 'Delete a job circular without submitted applications (409 circular_has_applications otherwise: deactivate it instead)',
    tags, auth, permission: 'JOB_CIRCULAR_DESTROY', params: C.IdParams, response: C.Deleted,
    handler: async ({ ctx, params }) => ({ data: await svc.deleteCircular({ ctx, input: params }), message: 'Job circular deleted.' }),
  }),

  /* ---- screening questions ---- */
  defineRoute({
    method: 'get', path: '/job-question/:id', summary: 'The screening questions of job circular {id}, in order',
    tags, auth, permission: 'JOB_CIRCULAR_INDEX', params: C.IdParams, response: C.JobQuestionSet,
    handler: async ({ ctx, params }) => ({ data: await svc.showQuestions({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'post', path: '/job-question', summary: "Set a circular's screening questions: the whole ordered list (replaces it; a question sent with its id keeps it)",
    tags, auth, permission: 'JOB_CIRCULAR_UPDATE', body: C.QuestionSetBody, response: C.JobQuestionSet,
    handler: async ({ ctx, body }) => ({ data: await svc.saveQuestions({ ctx, input: body }), message: 'Questions saved.' }),
  }),

  /* ---- applications ---- */
  defineRoute({
    method: 'get', path: '/trainer-application', summary: "The scope's submitted applications (filters: job_circular_id, status, active, search; paged)",
    tags, auth, permission: 'JOB_APPLICATION_INDEX', query: C.ApplicationListQuery, response: C.ApplicationList,
    handler: async ({ ctx, query }) => ({ data: await staff.listApplications({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'post', path: '/trainer-application', summary: 'Start an application (anonymous): a draft with the basic information; the answer carries the resume secret once and the link is mailed',
    tags, auth: 'public', body: C.StartApplicationBody, response: C.TrainerApplication,
    handler: async ({ ctx, body }) => ({ data: await apply.startApplication({ ctx, input: body }), status: 201, message: 'Application saved.' }),
  }),
  defineRoute({
    method: 'get', path: '/trainer-application/:id', summary: 'An application in full: staff with a bearer token (JOB_APPLICATION_INDEX), or the applicant with header X-Application-Token (its own only)',
    tags, auth: 'optional', permission: 'JOB_APPLICATION_INDEX', params: C.IdParams, response: C.TrainerApplication,
    handler: async ({ ctx, params, c }) => ({
      data: ctx.actor ? await staff.showApplication({ ctx, input: params }) : await apply.showOwnApplication({ ctx, input: { id: params.id, token: tokenOf(c) } }),
    }),
  }),
  defineRoute({
    method: 'put', path: '/trainer-application/:id', summary: 'The applicant (header X-Application-Token) saves a step or submits (`step: submit`); staff (bearer, JOB_APPLICATION_UPDATE) give points, salary, status (hired invites a trainer), active, note',
    tags, auth: 'optional', permission: 'JOB_APPLICATION_UPDATE', params: C.IdParams, body: C.ApplicationPutBody, response: C.TrainerApplication,
    handler: async ({ ctx, params, body, c }) => {
      if (ctx.actor) return { data: await staff.reviewApplication({ ctx, input: { ...body, id: params.id } }), message: 'Application saved.' };
      const data = await apply.saveApplicationStep({ ctx, input: { ...body, id: params.id, token: tokenOf(c) } });
      return { data, message: body.step === 'submit' ? 'Application submitted.' : 'Application saved.' };
    },
  }),
  defineRoute({
    method: 'delete', path: '/trainer-application/:id', summary: 'Delete a submitted application',
    tags, auth, permission: 'JOB_APPLICATION_UPDATE', params: C.IdParams, response: C.Deleted,
    handler: async ({ ctx, params }) => ({ data: await staff.deleteApplication({ ctx, input: params }), message: 'Application deleted.' }),
  }),
  defineRoute({
    method: 'post', path: '/trainer-application/:id/rejection-mail', summary: 'Mail a rejected applicant the template text ({name} and {position} filled in) through the outbox (409 not_rejected otherwise)',
    tags, auth, permission: 'JOB_APPLICATION_UPDATE', params: C.IdParams, body: C.RejectionMailBody, response: C.RejectionMailResult,
    handler: async ({ ctx, params, body }) => ({ data: await staff.sendRejectionMail({ ctx, input: { ...body, id: params.id } }), message: 'Rejection mail queued.' }),
  }),
];
