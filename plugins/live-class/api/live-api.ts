/**
 * The calls of live classes (server/modules/schedule: live-class/*, schedule/options, schedule/mine): react-query
 * options and plain calls over the kernel's http client; the types are the server's contracts.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import type { Attendance, JoinAnswer, LiveClassBody, LiveClassUpdateBody, LiveView, ScheduleOptions, Session, SessionList } from '@server/modules/schedule/contracts.ts';

export type { Attendance, LiveClassBody, LiveClassUpdateBody, LiveView, ScheduleOptions, Session, SessionList };

const get = async <T>(path: string, params: Record<string, string | number | undefined> = {}) => (await http.get<ApiEnvelope<T>>(path, { params })).data;

export const LIVE_KEY = ['live-class'] as const;

/** now-playing and next-live follow the server's clock: they are read again every 30 s while shown */
export const liveListQuery = (view: LiveView, page: number) =>
  queryOptions({
    queryKey: [...LIVE_KEY, 'list', view, page],
    queryFn: () => get<SessionList>('live-class', { view, page, per_page: 20 }),
    placeholderData: (p) => p,
    refetchInterval: view === 'now-playing' || view === 'next-live' ? 30_000 : false,
  });
export const liveRangeQuery = (from: string, to: string) =>
  queryOptions({ queryKey: [...LIVE_KEY, 'range', from, to], queryFn: () => get<SessionList>('schedule/mine', { kind: 'live', from, to, per_page: 200 }), placeholderData: (p) => p });
export const optionsQuery = () => queryOptions({ queryKey: [...LIVE_KEY, 'options'], queryFn: () => get<ScheduleOptions>('schedule/options'), staleTime: 60_000 });
export const attendanceQuery = (id: number) => queryOptions({ queryKey: [...LIVE_KEY, 'attendance', id], queryFn: () => get<Attendance>(`live-class/${id}/attendance`) });

/** 422s are shown on the form's fields (no toast) */
export const createLive = async (body: LiveClassBody) => (await http.post<ApiEnvelope<Session>>('live-class', body, { toast: false })).data;
export const updateLive = async (id: number, body: LiveClassUpdateBody) => (await http.put<ApiEnvelope<Session>>(`live-class/${id}`, body, { toast: false })).data;
export const deleteLive = async (id: number) => (await http.delete<ApiEnvelope<null>>(`live-class/${id}`)).data;
export const joinLive = async (id: number) => (await http.post<ApiEnvelope<JoinAnswer>>(`live-class/${id}/join`, {})).data;

export const invalidateLive = (client: QueryClient) => client.invalidateQueries({ queryKey: LIVE_KEY });
