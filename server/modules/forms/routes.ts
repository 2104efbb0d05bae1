import { defineRoute, type RouteDef } from '../../kernel/route.ts';
import * as C from './contracts.ts';
import * as svc from './service.ts';

const tags = ['forms'];
const auth = 'auth' as const;

export const formRoutes: RouteDef[] = [
  /* ---- staff: a centre's forms (the owner and admins see every form of the centre, trainers their own) ---- */
  defineRoute({
    method: 'get', path: '/form', summary: "The centre's forms the caller may see (owner and admins: all; trainers: their own), newest first; search in the title, filter by status",
    tags, auth, permission: 'FORM_INDEX', query: C.FormListQuery, response: C.FormList,
    handler: async ({ ctx, query }) => ({ data: await svc.listForms({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'post', path: '/form', summary: 'A new form: title, description, status, last day, and its fields in order (text, long text, number, choice, multiple choice, date, file, rating)',
    tags, auth, permission: 'FORM_STORE', body: C.FormBody, response: C.FormDetail,
    handler: async ({ ctx, body }) => ({ data: await svc.createForm({ ctx, input: body }), status: 201, message: 'Form created.' }),
  }),
  defineRoute({
    method: 'get', path: '/form/:id', summary: 'One form with its fields, the retired fields that name old answers, and its response count',
    tags, auth, permission: 'FORM_INDEX', params: C.IdParams, response: C.FormDetail,
    handler: async ({ ctx, params }) => ({ data: await svc.showForm({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'put', path: '/form/:id', summary: 'Change a form: any of its fields; `fields` is the whole ordered list (a field keeps its answers by keeping its id; once the form has responses a field keeps its kind)',
    tags, auth, permission: 'FORM_UPDATE', params: C.IdParams, body: C.FormUpdateBody, response: C.FormDetail,
    handler: async ({ ctx, params, body }) => ({ data: await svc.updateForm({ ctx, input: { ...body, id: params.id } }), message: 'Form saved.' }),
  }),
  defineRoute({
    method: 'put', path: '/form/:id/status', summary: 'Switch a form on (takes responses) or off',
    tags, auth, permission: 'FORM_CHANGE_STATUS', params: C.IdParams, body: C.StatusBody, response: C.FormDetail,
    handler: async ({ ctx, params, body }) => ({ data: await svc.changeFormStatus({ ctx, input: { ...body, id: params.id } }), message: body.status === 'active' ? 'Form activated.' : 'Form deactivated.' }),
  }),
  defineRoute({
    method: 'delete', path: '/form/:id', summary: 'Delete a form and its responses',
    tags, auth, permission: 'FORM_DESTROY', params: C.IdParams,
    handler: async ({ ctx, params }) => ({ data: await svc.deleteForm({ ctx, input: params }), message: 'Form deleted.' }),
  }),
  defineRoute({
    method: 'get', path: '/form/:id/responses', summary: "A form's responses, newest first, with the signed-in students' names",
    tags, auth, permission: 'FORM_INDEX', params: C.IdParams, query: C.ResponseListQuery, response: C.ResponseList,
    handler: async ({ ctx, params, query }) => ({ data: await svc.listResponses({ ctx, input: { ...query, id: params.id } }) }),
  }),
  defineRoute({
    method: 'get', path: '/form/:id/responses/export', summary: 'Every response as CSV (UTF-8 with a BOM, RFC 4180, one column per field, formula cells neutralised)',
    tags, auth, permission: 'FORM_INDEX', params: C.IdParams, download: 'text/csv',
    handler: async ({ ctx, params }) => {
      const r = await svc.exportResponses({ ctx, input: params });
      return { data: null, file: { body: r.csv, contentType: 'text/csv; charset=utf-8', filename: r.filename } };
    },
  }),
  defineRoute({
    method: 'delete', path: '/form/:id/responses/:responseId', summary: 'Delete one response',
    tags, auth, permission: 'FORM_DESTROY', params: C.ResponseParams,
    handler: async ({ ctx, params }) => ({ data: await svc.deleteResponse({ ctx, input: params }), message: 'Response deleted.' }),
  }),
  defineRoute({
    method: 'get', path: '/form/:id/responses/:responseId/files/:fieldId', summary: 'The file a respondent sent in a file field (a download)',
    tags, auth, permission: 'FORM_INDEX', params: C.FileParams, download: 'application/octet-stream',
    handler: async ({ ctx, params }) => {
      const f = await svc.responseFile({ ctx, input: params });
      return { data: null, file: { body: f.body as unknown as string, contentType: f.mime, filename: f.filename } };
    },
  }),

  /* ---- public: the form's link on its centre's address ---- */
  defineRoute({
    method: 'get', path: '/public-forms/:slug', summary: "A form as respondents see it, by its public link's key (a signed-in student is named: the response will be linked to them)",
    tags, auth: 'optional', params: C.SlugParams, response: C.PublicForm,
    handler: async ({ ctx, params }) => ({ data: await svc.publicForm({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'post', path: '/public-forms/:slug/responses', summary: `Answer a form (a visitor, or a signed-in student whose id is kept); 422 per field (answers.<field id>), 409 form_inactive / form_closed; at most ${svc.RESPONSE_THROTTLE.max} an hour from one address`,
    tags, auth: 'optional', params: C.SlugParams, body: C.ResponseBody, response: C.ResponseReceipt,
    handler: async ({ ctx, params, body }) => ({ data: await svc.submitResponse({ ctx, input: { ...body, slug: params.slug } }), status: 201, message: 'Thank you: your response was sent.' }),
  }),
];
