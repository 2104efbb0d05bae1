/**
 * The calls of popups (server/modules/popups): react-query options and plain calls over the kernel's http client;
 * the types are the server's contracts.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import type {
  CommunicationItem, CommunicationList, PendingPopups, PopupBody, PopupDetail, PopupKind, PopupList, PopupOptions, PopupStatus, PopupSummary,
  PopupUpdateBody, StaffResponse, StaffResponseList, StudentPopup,
} from '@server/modules/popups/contracts.ts';

export type { CommunicationItem, PopupBody, PopupDetail, PopupKind, PopupStatus, PopupSummary, PopupUpdateBody, StaffResponse, StudentPopup };
type Params = Record<string, string | number | boolean | undefined>;

const get = async <T>(path: string, params: Params = {}, toast = true) => (await http.get<ApiEnvelope<T>>(path, { params, toast })).data;

export const POPUPS_KEY = ['popups'] as const;

export const popupListQuery = (filters: Params) =>
  queryOptions({ queryKey: [...POPUPS_KEY, 'list', filters], queryFn: () => get<PopupList>('popups', filters), placeholderData: (p) => p });
export const popupQuery = (id: number) => queryOptions({ queryKey: [...POPUPS_KEY, 'one', id], queryFn: () => get<PopupDetail>(`popups/${id}`) });
export const popupResponsesQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: [...POPUPS_KEY, 'responses', id, page],
    queryFn: () => get<StaffResponseList>(`popups/${id}/responses`, { page, per_page: 15 }),
    placeholderData: (p) => p,
  });
export const popupOptionsQuery = (search: string) =>
  queryOptions({ queryKey: [...POPUPS_KEY, 'options', search], queryFn: () => get<PopupOptions>('popups/options', { search: search || undefined }), placeholderData: (p) => p });

/** 422s are shown on the editor's fields, so no toast for them */
export const createPopup = async (body: PopupBody) => (await http.post<ApiEnvelope<PopupDetail>>('popups', body, { toast: false })).data;
export const updatePopup = async (id: number, body: PopupUpdateBody) => (await http.put<ApiEnvelope<PopupDetail>>(`popups/${id}`, body, { toast: false })).data;
export const hideReply = async (id: number, responseId: number, hidden: boolean) =>
  (await http.put<ApiEnvelope<StaffResponse>>(`popups/${id}/responses/${responseId}/hidden`, { hidden })).data;

export const invalidatePopups = (client: QueryClient) => client.invalidateQueries({ queryKey: POPUPS_KEY });

/* ---- the student ---- */

/** Asked once the start page is idle; a failure shows nothing (a popup is never worth an error toast at sign-in). */
export const pendingPopups = async () => (await get<PendingPopups>('popups/pending', {}, false)).items;
export const markSeen = async (id: number) => {
  await http.post(`popups/${id}/seen`, {}, { toast: false });
};
export const dismissPopup = async (id: number) => {
  await http.post(`popups/${id}/dismiss`, {}, { toast: false });
};
export const respondToPopup = async (id: number, body: { text?: string; rating?: number }) =>
  (await http.post<ApiEnvelope<{ id: number; created_at: string }>>(`popups/${id}/responses`, body, { toast: false })).data;

export const communicationQuery = (page: number) =>
  queryOptions({ queryKey: [...POPUPS_KEY, 'mine', page], queryFn: () => get<CommunicationList>('student/communication', { page, per_page: 15 }), placeholderData: (p) => p });
