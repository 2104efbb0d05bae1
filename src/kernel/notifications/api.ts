/**
 * The signed-in user's notifications (server/modules/notifications): react-query options and calls over the kernel's
 * http client. The bell polls only the small unread count; the list loads when the bell is opened.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '../http/client';
import type { Notification, NotificationList, UnreadCount } from '@server/modules/notifications/contracts.ts';

export type { Notification, NotificationList };

/** how often the bell asks for the unread count while the tab is visible (react-query pauses it when hidden) */
export const UNREAD_POLL_MS = 30_000;

const KEY = ['notifications'] as const;

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'unread-count'],
    // a failed poll says nothing: the bell just keeps its last count
    queryFn: async () => (await http.get<ApiEnvelope<UnreadCount>>('notifications/unread-count', { toast: false })).data.unread,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });

export const notificationsQuery = (page: number, perPage = 15, unread = false) =>
  queryOptions({
    queryKey: [...KEY, 'list', page, perPage, unread],
    queryFn: async () => (await http.get<ApiEnvelope<NotificationList>>('notifications', { params: { page, per_page: perPage, ...(unread ? { unread: 1 } : {}) } })).data,
    staleTime: 0,
  });

export const markRead = async (id: number) => (await http.post<ApiEnvelope<Notification>>(`notifications/${id}/read`)).data;
export const markAllRead = async () => (await http.post<ApiEnvelope<UnreadCount>>('notifications/read-all')).data;

/** After a change: the count and every page load again. */
export const invalidateNotifications = (client: QueryClient) => client.invalidateQueries({ queryKey: KEY });
