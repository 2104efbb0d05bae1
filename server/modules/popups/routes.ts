import { z } from 'zod';
import { defineRoute, type RouteDef } from '../../kernel/route.ts';
import * as C from './contracts.ts';
import * as svc from './service.ts';

const tags = ['popups'];
const auth = 'auth' as const;
const Created = z.object({ id: z.number().int(), created_at: z.string() });

export const popupRoutes: RouteDef[] = [
  /* ---- staff: the centre's popups (COMMUNICATION_*) ---- */
  defineRoute({
    method: 'get', path: '/popups', summary: "The centre's popups, newest first, with their counts (shown, dismissed, responded); filter by kind and status, search in the title",
    tags, auth, permission: 'COMMUNICATION_INDEX', query: C.PopupListQuery, response: C.PopupList,
    handler: async ({ ctx, query }) => ({ data: await svc.listPopups({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'post', path: '/popups', summary: 'A new popup (notice, forum, suggestion, feedback, blog-share) for every student or chosen groups and students, with its window (times with a zone)',
    tags, auth, permission: 'COMMUNICATION_STORE', body: C.PopupBody, response: C.PopupDetail,
    handler: async ({ ctx, body }) => ({ data: await svc.createPopup({ ctx, input: body }), status: 201, message: 'Popup created.' }),
  }),
  defineRoute({
    method: 'get', path: '/popups/options', summary: "What the popup editor offers: the centre's groups, students matching `search` (20), published blog posts (50)",
    tags, auth, permission: 'COMMUNICATION_STORE', query: C.OptionsQuery, response: C.PopupOptions,
    handler: async ({ ctx, query }) => ({ data: await svc.popupOptions({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/popups/pending', summary: "The signed-in student's popups to show now, oldest first: live, in its audience, neither dismissed nor answered",
    tags, auth, response: C.PendingPopups,
    handler: async ({ ctx }) => ({ data: await svc.pendingPopups({ ctx, input: {} }) }),
  }),
  defineRoute({
    method: 'get', path: '/popups/:id', summary: 'One popup with its audience, counts and (feedback) ratings',
    tags, auth, permission: 'COMMUNICATION_INDEX', params: C.IdParams, response: C.PopupDetail,
    handler: async ({ ctx, params }) => ({ data: await svc.showPopup({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'put', path: '/popups/:id', summary: 'Change a popup (not its kind); status archived takes it off every screen',
    tags, auth, permission: 'COMMUNICATION_UPDATE', params: C.IdParams, body: C.PopupUpdateBody, response: C.PopupDetail,
    handler: async ({ ctx, params, body }) => ({ data: await svc.updatePopup({ ctx, input: { ...body, id: params.id } }), message: 'Popup saved.' }),
  }),
  defineRoute({
    method: 'get', path: '/popups/:id/responses', summary: "A popup's answers, newest first, with the students' names (hidden forum replies included, marked)",
    tags, auth, permission: 'COMMUNICATION_INDEX', params: C.IdParams, query: C.PageQuery, response: C.StaffResponseList,
    handler: async ({ ctx, params, query }) => ({ data: await svc.listResponses({ ctx, input: { ...query, id: params.id } }) }),
  }),
  defineRoute({
    method: 'put', path: '/popups/:id/responses/:responseId/hidden', summary: 'Hide a forum reply from the audience, or show it again',
    tags, auth, permission: 'COMMUNICATION_UPDATE', params: C.ResponseParams, body: C.HideBody, response: C.StaffResponse,
    handler: async ({ ctx, params, body }) => ({ data: await svc.hideResponse({ ctx, input: { ...body, ...params } }), message: body.hidden ? 'Reply hidden.' : 'Reply shown.' }),
  }),

  /* ---- the student (STUDENT only; 403 for others) ---- */
  defineRoute({
    method: 'post', path: '/popups/:id/seen', summary: 'The popup was shown to the student (idempotent)',
    tags, auth, params: C.IdParams, response: C.Receipt,
    handler: async ({ ctx, params }) => ({ data: await svc.markSeen({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'post', path: '/popups/:id/dismiss', summary: 'The student closed the popup: not shown at sign-in again (idempotent)',
    tags, auth, params: C.IdParams, response: C.Receipt,
    handler: async ({ ctx, params }) => ({ data: await svc.dismissPopup({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'post', path: '/popups/:id/responses', summary: 'Answer a suggestion (text), feedback (rating 1-5, comment) or forum (a reply); notice and blog-share 422; a second suggestion or feedback 409 already_answered',
    tags, auth, params: C.IdParams, body: C.RespondBody, response: Created,
    handler: async ({ ctx, params, body }) => ({ data: await svc.respond({ ctx, input: { ...body, id: params.id } }), status: 201, message: 'Thank you: your answer was sent.' }),
  }),
  defineRoute({
    method: 'get', path: '/student/communication', summary: "The student's popups, newest first: receipts, own answers and the forum replies (first name and initial)",
    tags, auth, query: C.PageQuery, response: C.CommunicationList,
    handler: async ({ ctx, query }) => ({ data: await svc.myCommunication({ ctx, input: query }) }),
  }),
];
