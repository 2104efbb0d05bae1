/** The calls of schedules and rostering (server/modules/schedule); the types are the server's contracts. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import type { FeedCreated, FeedInfo, ScheduleOptions, Session, SessionBody, SessionList, SessionUpdateBody, TimeZoneAnswer } from '@server/modules/schedule/contracts.ts';

export type { FeedCreated, ScheduleOptions, Session, SessionBody, SessionList };

const get = async <T>(path: string, params: Record<string, string | number | undefined> = {}) => (await http.get<ApiEnvelope<T>>(path, { params })).data;

export const SCHEDULE_KEY = ['schedule'] as const;

/** `mine`: the caller's schedule (schedule/mine); `roster`: the centre's sessions (schedule/sessions) */
export const rangeQuery = (source: 'mine' | 'roster', from: string, to: string, page = 1) =>
  queryOptions({
    queryKey: [...SCHEDULE_KEY, source, from, to, page],
    queryFn: () => get<SessionList>(source === 'mine' ? 'schedule/mine' : 'schedule/sessions', { from, to, page, per_page: 100 }),
    placeholderData: (p) => p,
  });
export const optionsQuery = () => queryOptions({ queryKey: [...SCHEDULE_KEY, 'options'], queryFn: () => get<ScheduleOptions>('schedule/options'), staleTime: 60_000 });
export const feedQuery = () => queryOptions({ queryKey: [...SCHEDULE_KEY, 'feed'], queryFn: () => get<FeedInfo>('schedule/feed') });
export const zoneQuery = () => queryOptions({ queryKey: [...SCHEDULE_KEY, 'zone'], queryFn: () => get<TimeZoneAnswer>('schedule/time-zone') });

export const createSession = async (body: SessionBody) => (await http.post<ApiEnvelope<Session>>('schedule/sessions', body, { toast: false })).data;
export const updateSession = async (id: number, body: SessionUpdateBody) => (await http.put<ApiEnvelope<Session>>(`schedule/sessions/${id}`, body, { toast: false })).data;
export const deleteSession = async (id: number) => (await http.delete<ApiEnvelope<null>>(`schedule/sessions/${id}`)).data;
export const makeFeed = async () => (await http.post<ApiEnvelope<FeedCreated>>('schedule/feed', {})).data;
export const stopFeed = async () => (await http.delete<ApiEnvelope<null>>('schedule/feed')).data;
export const setZone = async (time_zone: string) => (await http.put<ApiEnvelope<TimeZoneAnswer>>('schedule/time-zone', { time_zone }, { toast: false })).data;

export const invalidateSchedule = (client: QueryClient) => client.invalidateQueries({ queryKey: SCHEDULE_KEY });
