import { z } from 'zod';
import { defineRoute, type RouteDef } from '../../kernel/route.ts';
import * as C from './contracts.ts';
import * as svc from './service.ts';

const tags = ['notifications'];
const auth = 'auth' as const;

/** The signed-in user's own notifications (any role); nobody reads or marks another's. */
export const notificationRoutes: RouteDef[] = [
  defineRoute({
    method: 'get', path: '/notifications', summary: "The caller's notifications, newest first, with the unread count; `unread=1` keeps the unread ones",
    tags, auth, query: C.NotificationListQuery, response: C.NotificationList,
    handler: async ({ ctx, query }) => ({ data: await svc.listNotifications({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/notifications/unread-count', summary: "How many of the caller's notifications are unread (the bell's badge)",
    tags, auth, response: C.UnreadCount,
    handler: async ({ ctx }) => ({ data: await svc.unreadCount({ ctx, input: undefined }) }),
  }),
  defineRoute({
    method: 'post', path: '/notifications/read-all', summary: "Mark every unread notification of the caller read",
    tags, auth, response: C.UnreadCount.extend({ marked: z.number().int() }),
    handler: async ({ ctx }) => ({ data: await svc.markAllRead({ ctx, input: undefined }), message: 'All notifications marked read.' }),
  }),
  defineRoute({
    method: 'post', path: '/notifications/:id/read', summary: 'Mark one of the caller\'s notifications read (another user\'s is 404)',
    tags, auth, params: C.IdParams, response: C.Notification,
    handler: async ({ ctx, params }) => ({ data: await svc.markRead({ ctx, input: params }) }),
  }),
];
