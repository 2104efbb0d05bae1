import { z } from 'zod';
import { defineRoute, type RouteDef } from '../../kernel/route.ts';
import * as A from './automations.ts';
import * as C from './contracts.ts';
import { reportSummary } from './report.ts';
import * as svc from './service.ts';

const tags = ['campaigns'];
const auth = 'auth' as const;

export const campaignRoutes: RouteDef[] = [
  /* ---- campaigns ---- */
  defineRoute({
    method: 'get', path: '/campaigns', summary: "The centre's e-mail campaigns, newest first, with their recipients' counts (sent and failed from the outbox); search in name and subject, filter by status",
    tags, auth, permission: 'COMMUNICATION_INDEX', query: C.CampaignListQuery, response: C.CampaignList,
    handler: async ({ ctx, query }) => ({ data: await svc.listCampaigns({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'post', path: '/campaigns', summary: 'A draft campaign: name, subject and plain-text body ({{name}}, {{first_name}}, {{email}}, {{centre}}), and its audience (a list, a group, students whose package ends within N days, or a contact source)',
    tags, auth, permission: 'COMMUNICATION_STORE', body: C.CampaignBody, response: C.CampaignDetail,
    handler: async ({ ctx, body }) => ({ data: await svc.createCampaign({ ctx, input: body }), status: 201, message: 'Campaign saved.' }),
  }),
  defineRoute({
    method: 'post', path: '/campaigns/audience-count', summary: 'How many an audience reaches now, how many of them unsubscribed, and the shortest sending time at the centre\'s limit',
    tags, auth, permission: 'COMMUNICATION_INDEX', body: C.AudienceBody, response: C.AudienceCount,
    handler: async ({ ctx, body }) => ({ data: await svc.audienceCount({ ctx, input: body }) }),
  }),
  defineRoute({
    method: 'get', path: '/campaigns/:id', summary: 'One campaign with its body and counts',
    tags, auth, permission: 'COMMUNICATION_INDEX', params: C.IdParams, response: C.CampaignDetail,
    handler: async ({ ctx, params }) => ({ data: await svc.showCampaign({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'put', path: '/campaigns/:id', summary: 'Change a draft (409 once it was sent)',
    tags, auth, permission: 'COMMUNICATION_UPDATE', params: C.IdParams, body: C.CampaignUpdateBody, response: C.CampaignDetail,
    handler: async ({ ctx, params, body }) => ({ data: await svc.updateCampaign({ ctx, input: { ...body, id: params.id } }), message: 'Campaign saved.' }),
  }),
  defineRoute({
    method: 'delete', path: '/campaigns/:id', summary: 'Delete a campaign that is not being sent (409 while sending: cancel it first)',
    tags, auth, permission: 'COMMUNICATION_DESTROY', params: C.IdParams,
    handler: async ({ ctx, params }) => ({ data: await svc.deleteCampaign({ ctx, input: params }), message: 'Campaign deleted.' }),
  }),
  defineRoute({
    method: 'post', path: '/campaigns/:id/send', summary: 'Send a draft: its recipients are fixed now and mailed through the job queue in batches, at most the centre\'s limit a minute; unsubscribed contacts are skipped',
    tags, auth, permission: 'COMMUNICATION_SEND', params: C.IdParams, response: C.CampaignDetail,
    handler: async ({ ctx, params }) => ({ data: await svc.sendCampaign({ ctx, input: params }), message: 'The campaign is being sent.' }),
  }),
  defineRoute({
    method: 'post', path: '/campaigns/:id/cancel', summary: 'Stop a campaign being sent (or drop a draft): recipients not yet queued get nothing',
    tags, auth, permission: 'COMMUNICATION_SEND', params: C.IdParams, response: C.CampaignDetail,
    handler: async ({ ctx, params }) => ({ data: await svc.cancelCampaign({ ctx, input: params }), message: 'Campaign cancelled.' }),
  }),
  defineRoute({
    method: 'get', path: '/campaigns/:id/recipients', summary: "A campaign's recipients and what became of each mail (pending, queued, sent, failed, skipped-unsubscribed)",
    tags, auth, permission: 'COMMUNICATION_INDEX', params: C.IdParams, query: C.RecipientListQuery, response: C.RecipientList,
    handler: async ({ ctx, params, query }) => ({ data: await svc.listRecipients({ ctx, input: { ...query, id: params.id } }) }),
  }),

  /* ---- automations ---- */
  defineRoute({
    method: 'get', path: '/automations', summary: "The centre's automations with their run counts",
    tags, auth, permission: 'COMMUNICATION_INDEX', query: C.AutomationListQuery, response: C.AutomationList,
    handler: async ({ ctx, query }) => ({ data: await A.listAutomations({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'post', path: '/automations', summary: 'A new automation: on an event (package expiring in 7 days, evaluation released, contact created) send a mail, create a task or add the person as a contact; one that would fire itself again is 422 on action',
    tags, auth, permission: 'COMMUNICATION_STORE', body: C.AutomationBody, response: C.Automation,
    handler: async ({ ctx, body }) => ({ data: await A.createAutomation({ ctx, input: body }), status: 201, message: 'Automation saved.' }),
  }),
  defineRoute({
    method: 'get', path: '/automations/:id', summary: 'One automation',
    tags, auth, permission: 'COMMUNICATION_INDEX', params: C.IdParams, response: C.Automation,
    handler: async ({ ctx, params }) => ({ data: await A.showAutomation({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'put', path: '/automations/:id', summary: 'Change an automation (the loop check and the action\'s needs are checked again)',
    tags, auth, permission: 'COMMUNICATION_UPDATE', params: C.IdParams, body: C.AutomationUpdateBody, response: C.Automation,
    handler: async ({ ctx, params, body }) => ({ data: await A.updateAutomation({ ctx, input: { ...body, id: params.id } }), message: 'Automation saved.' }),
  }),
  defineRoute({
    method: 'put', path: '/automations/:id/status', summary: 'Switch an automation on or off',
    tags, auth, permission: 'COMMUNICATION_UPDATE', params: C.IdParams, body: C.AutomationStatusBody, response: C.Automation,
    handler: async ({ ctx, params, body }) => ({ data: await A.changeAutomationStatus({ ctx, input: { ...body, id: params.id } }), message: body.enabled ? 'Automation switched on.' : 'Automation switched off.' }),
  }),
  defineRoute({
    method: 'delete', path: '/automations/:id', summary: 'Delete an automation and its runs',
    tags, auth, permission: 'COMMUNICATION_DESTROY', params: C.IdParams,
    handler: async ({ ctx, params }) => ({ data: await A.deleteAutomation({ ctx, input: params }), message: 'Automation deleted.' }),
  }),
  defineRoute({
    method: 'get', path: '/automations/:id/runs', summary: "An automation's runs, newest first (done, skipped with the reason, failed with the error)",
    tags, auth, permission: 'COMMUNICATION_INDEX', params: C.IdParams, query: C.RunListQuery, response: C.AutomationRunList,
    handler: async ({ ctx, params, query }) => ({ data: await A.listRuns({ ctx, input: { ...query, id: params.id } }) }),
  }),

  /* ---- report ---- */
  defineRoute({
    method: 'get', path: '/communication-report', summary: "The centre's campaign and automation totals, computed from the data",
    tags, auth, permission: 'COMMUNICATION_INDEX', query: z.object({}), response: C.ReportSummary,
    handler: async ({ ctx }) => ({ data: await reportSummary({ ctx, input: {} }) }),
  }),
];
