import { defineRoute, type RouteDef } from '../../kernel/route.ts';
import * as C from './contracts.ts';
import * as feed from './feed.ts';
import * as svc from './service.ts';

const tags = ['schedule'];
const auth = 'auth' as const;

export const scheduleRoutes: RouteDef[] = [
  /* ---- rostering: the centre's sessions (kind class; live classes below) ---- */
  defineRoute({
    method: 'get', path: '/schedule/sessions', summary: "Sessions and live classes soonest first (rosterers: the centre's; a trainer: its own); from/to are times with a zone",
    tags, auth, permission: 'SCHEDULE_INDEX', query: C.SessionListQuery, response: C.SessionList,
    handler: async ({ ctx, query }) => ({ data: await svc.listSessions({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'post', path: '/schedule/sessions', summary: 'Book a class: groups, trainer, room, start and end (times with a zone); 422 naming the clashing session (trainer, room or group booked at that time)',
    tags, auth, permission: 'SCHEDULE_STORE', body: C.SessionBody, response: C.Session,
    handler: async ({ ctx, body }) => ({ data: await svc.createSession({ ctx, input: body }), status: 201, message: 'Session booked.' }),
  }),
  defineRoute({
    method: 'put', path: '/schedule/sessions/:id', summary: 'Change a class (any field); checked for clashes again',
    tags, auth, permission: 'SCHEDULE_UPDATE', params: C.IdParams, body: C.SessionUpdateBody, response: C.Session,
    handler: async ({ ctx, params, body }) => ({ data: await svc.updateSession({ ctx, input: { ...body, id: params.id } }), message: 'Session saved.' }),
  }),
  defineRoute({
    method: 'delete', path: '/schedule/sessions/:id', summary: 'Cancel a class',
    tags, auth, permission: 'SCHEDULE_DESTROY', params: C.IdParams,
    handler: async ({ ctx, params }) => ({ data: await svc.deleteSession({ ctx, input: params }), message: 'Session cancelled.' }),
  }),
  defineRoute({
    method: 'get', path: '/schedule/options', summary: "What a booking chooses from: the centre's groups, trainers and materials, its time zone",
    tags, auth, permission: 'SCHEDULE_INDEX or LIVE_CLASS_INDEX', response: C.ScheduleOptions,
    handler: async ({ ctx }) => ({ data: await svc.scheduleOptions({ ctx, input: undefined }) }),
  }),
  defineRoute({
    method: 'get', path: '/schedule/mine', summary: "The caller's schedule (a student: its groups' sessions; a trainer: its own; rosterers: the centre's)",
    tags, auth, query: C.SessionListQuery, response: C.SessionList,
    handler: async ({ ctx, query }) => ({ data: await svc.mySchedule({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/schedule/time-zone', summary: "The centre's time zone (IANA name)",
    tags, auth, response: C.TimeZoneAnswer,
    handler: async ({ ctx }) => ({ data: await svc.showTimeZone({ ctx, input: undefined }) }),
  }),
  defineRoute({
    method: 'put', path: '/schedule/time-zone', summary: "Set the centre's time zone (an IANA name such as Asia/Dhaka)",
    tags, auth, permission: 'ORGANIZATION_UPDATE', body: C.TimeZoneBody, response: C.TimeZoneAnswer,
    handler: async ({ ctx, body }) => ({ data: await svc.updateTimeZone({ ctx, input: body }), message: 'Time zone saved.' }),
  }),

  /* ---- the calendar feed ---- */
  defineRoute({
    method: 'get', path: '/schedule/feed', summary: 'Whether the caller has a calendar feed address',
    tags, auth, response: C.FeedInfo,
    handler: async ({ ctx }) => ({ data: await feed.feedInfo({ ctx, input: undefined }) }),
  }),
  defineRoute({
    method: 'post', path: '/schedule/feed', summary: 'A new calendar feed address for the caller, shown once (the previous address stops working)',
    tags, auth, response: C.FeedCreated,
    handler: async ({ ctx }) => ({ data: await feed.regenerateFeed({ ctx, input: undefined }), status: 201, message: 'New calendar address made.' }),
  }),
  defineRoute({
    method: 'delete', path: '/schedule/feed', summary: "Turn the caller's calendar feed off",
    tags, auth,
    handler: async ({ ctx }) => ({ data: await feed.deleteFeed({ ctx, input: undefined }), message: 'Calendar address turned off.' }),
  }),
  defineRoute({
    method: 'get', path: '/schedule/feed/:file', summary: "A user's schedule as iCalendar (text/calendar), read by a phone calendar without a session: `<token>.ics`; a wrong token is 404",
    tags, auth: 'public', params: C.FeedParams, download: 'text/calendar',
    handler: async ({ ctx, params }) => {
      const r = await feed.calendarFeed({ ctx, input: params });
      return { data: null, file: { body: r.text, contentType: 'text/calendar; charset=utf-8', filename: r.filename } };
    },
  }),

  /* ---- live classes ---- */
  defineRoute({
    method: 'get', path: '/live-class', summary: "Live classes by view from the server's clock: now-playing, next-live (soonest first), past, all (a student: its groups'; a trainer: its own; rosterers: the centre's)",
    tags, auth, query: C.LiveListQuery, response: C.SessionList,
    handler: async ({ ctx, query }) => ({ data: await svc.listLiveClasses({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'post', path: '/live-class', summary: 'Schedule a live class for groups: https meeting link, materials, reminder lead (minutes); 422 naming a clash',
    tags, auth, permission: 'LIVE_CLASS_STORE', body: C.LiveClassBody, response: C.Session,
    handler: async ({ ctx, body }) => ({ data: await svc.createLiveClass({ ctx, input: body }), status: 201, message: 'Live class scheduled.' }),
  }),
  defineRoute({
    method: 'get', path: '/live-class/:id', summary: 'One live class',
    tags, auth, params: C.IdParams, response: C.Session,
    handler: async ({ ctx, params }) => ({ data: await svc.showLiveClass({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'put', path: '/live-class/:id', summary: 'Change a live class (any field; recording_url added after the class)',
    tags, auth, permission: 'LIVE_CLASS_UPDATE', params: C.IdParams, body: C.LiveClassUpdateBody, response: C.Session,
    handler: async ({ ctx, params, body }) => ({ data: await svc.updateLiveClass({ ctx, input: { ...body, id: params.id } }), message: 'Live class saved.' }),
  }),
  defineRoute({
    method: 'delete', path: '/live-class/:id', summary: 'Cancel a live class',
    tags, auth, permission: 'LIVE_CLASS_DESTROY', params: C.IdParams,
    handler: async ({ ctx, params }) => ({ data: await svc.deleteLiveClass({ ctx, input: params }), message: 'Live class cancelled.' }),
  }),
  defineRoute({
    method: 'post', path: '/live-class/:id/join', summary: 'A student joins: answers the meeting link and records the first join (15 minutes before the start until the end; 409 not_open otherwise)',
    tags, auth, params: C.IdParams, response: C.JoinAnswer,
    handler: async ({ ctx, params }) => ({ data: await svc.joinLiveClass({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'get', path: '/live-class/:id/attendance', summary: "Who of the class's students joined, and when",
    tags, auth, permission: 'LIVE_CLASS_INDEX', params: C.IdParams, response: C.Attendance,
    handler: async ({ ctx, params }) => ({ data: await svc.liveAttendance({ ctx, input: params }) }),
  }),
];
