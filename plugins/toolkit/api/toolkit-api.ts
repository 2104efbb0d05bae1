/**
 * The toolkit's calls (server/modules/toolkit): react-query options and mutations over the kernel's http client.
 * Types are the server's contracts.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import type { Aid, Communication, Communications, IframeMarker, Prompt, StudyGuide, TimeSet } from '@server/modules/toolkit/contracts.ts';
import type { Paged } from '@kernel/http/list';

export type { Aid, Communication, Communications, IframeMarker, Prompt, StudyGuide, TimeSet };
export type AidKind = 'explanation' | 'sample-answer';
export type Status = 'active' | 'inactive';
export type Params = Record<string, string | number | undefined>;
export interface TypeOption {
  id: number;
  slug: string;
  name: string;
  group: string;
}
export interface AidQuestion {
  id: number;
  title: string;
  organization_id: number | null;
  question_type: { id: number; slug: string; name: string; section: string };
  count: number;
  default_id: number | null;
}

const get = async <T>(path: string, params: Params = {}) => (await http.get<ApiEnvelope<T>>(path, { params })).data;

/** the list and item paths of each kind (endpoints.tsv names them differently) */
const AID_PATHS: Record<AidKind, { list: string; one: string; questions: string }> = {
  explanation: { list: 'explanations/list', one: 'explanations', questions: 'explanation/question-list' },
  'sample-answer': { list: 'sample-answer', one: 'sample-answer', questions: 'sample-answer/question-list' },
};

export const typesQuery = () =>
  queryOptions({ queryKey: ['question-types', 'all'], queryFn: async () => (await get<Paged<TypeOption>>('question-types', { per_page: 100 })).items, staleTime: 300_000 });

export const aidListKey = (kind: AidKind, filters: Params) => ['toolkit', kind, 'list', filters] as const;
export const aidListQuery = (kind: AidKind, filters: Params) => queryOptions({ queryKey: aidListKey(kind, filters), queryFn: () => get<Paged<Aid>>(AID_PATHS[kind].list, filters), placeholderData: (p) => p });
export const aidQuestionsQuery = (kind: AidKind, filters: Params) =>
  queryOptions({ queryKey: ['toolkit', kind, 'questions', filters], queryFn: () => get<Paged<AidQuestion>>(AID_PATHS[kind].questions, filters), placeholderData: (p) => p });
export const archiveQuery = (type: string | number, search: string) =>
  queryOptions({ queryKey: ['toolkit', 'sample-answer', 'archive', type, search], queryFn: () => get<Paged<Aid>>(`sample-answer/choose-from-archive/${type}`, { search: search || undefined, per_page: 20 }) });

export interface AidBody {
  question_id?: number;
  question_type_id?: number;
  title: string;
  body: string;
  audio?: string | null;
  is_default?: boolean;
}
export const createAid = async (kind: AidKind, body: AidBody) => (await http.post<ApiEnvelope<Aid>>(AID_PATHS[kind].one, body)).data;
export const updateAid = async (kind: AidKind, id: number, body: Pick<AidBody, 'title' | 'body' | 'audio'>) => (await http.put<ApiEnvelope<Aid>>(`${AID_PATHS[kind].one}/${id}`, body)).data;
export const changeAidStatus = async (kind: AidKind, id: number, status: Status) => (await http.patch<ApiEnvelope<Aid>>(`${AID_PATHS[kind].one}/change-status/${id}`, { status })).data;
export const changeAidDefault = async (kind: AidKind, id: number, is_default: boolean) => (await http.patch<ApiEnvelope<Aid>>(`${AID_PATHS[kind].one}/change-default-status/${id}`, { is_default })).data;
export const deleteAid = (kind: AidKind, id: number) => http.delete<ApiEnvelope<null>>(`${AID_PATHS[kind].one}/${id}`);

export const guideListQuery = (filters: Params) => queryOptions({ queryKey: ['toolkit', 'study-guides', filters], queryFn: () => get<Paged<StudyGuide>>('study-guides/list', filters), placeholderData: (p) => p });
export interface GuideBody {
  question_type_id: number | null;
  section: string | null;
  title: string;
  body: string;
}
export const createGuide = async (body: GuideBody) => (await http.post<ApiEnvelope<StudyGuide>>('study-guides', body)).data;
export const updateGuide = async (id: number, body: GuideBody) => (await http.put<ApiEnvelope<StudyGuide>>(`study-guides/${id}`, body)).data;
export const changeGuideStatus = async (id: number, status: Status) => (await http.patch<ApiEnvelope<StudyGuide>>(`study-guides/change-status/${id}`, { status })).data;
export const deleteGuide = (id: number) => http.delete<ApiEnvelope<null>>(`study-guides/${id}`);

export const promptListQuery = (filters: Params) => queryOptions({ queryKey: ['toolkit', 'prompts', filters], queryFn: () => get<Paged<Prompt>>('prompts', filters), placeholderData: (p) => p });
export interface PromptBody {
  question_type_id?: number | null;
  title?: string;
  text?: string;
  status?: Status;
}
export const createPrompt = async (body: PromptBody) => (await http.post<ApiEnvelope<Prompt>>('prompts', body)).data;
export const patchPrompt = async (id: number, body: PromptBody) => (await http.patch<ApiEnvelope<Prompt>>(`prompts/${id}`, body)).data;

export const timeSetListQuery = (filters: Params) => queryOptions({ queryKey: ['toolkit', 'time-sets', filters], queryFn: () => get<Paged<TimeSet>>('toolkit/time-sets', filters), placeholderData: (p) => p });
export interface TimeSetBody {
  name: string;
  question_type_id: number | null;
  preparation_sec: number;
  answer_sec: number;
}
export const createTimeSet = async (body: TimeSetBody) => (await http.post<ApiEnvelope<TimeSet>>('toolkit/time-sets', body)).data;
export const updateTimeSet = async (id: number, body: TimeSetBody) => (await http.put<ApiEnvelope<TimeSet>>(`toolkit/time-sets/${id}`, body)).data;
export const changeTimeSetStatus = async (id: number, status: Status) => (await http.patch<ApiEnvelope<TimeSet>>(`toolkit/time-sets/change-status/${id}`, { status })).data;
export const deleteTimeSet = (id: number) => http.delete<ApiEnvelope<null>>(`toolkit/time-sets/${id}`);

export const markerListQuery = (filters: Params) => queryOptions({ queryKey: ['toolkit', 'iframe-markers', filters], queryFn: () => get<Paged<IframeMarker>>('toolkit/iframe-markers', filters), placeholderData: (p) => p });
export const hostsQuery = () => queryOptions({ queryKey: ['toolkit', 'iframe-hosts'], queryFn: async () => (await get<{ hosts: string[] }>('toolkit/iframe-markers/hosts')).hosts, staleTime: 300_000 });
export const createMarker = async (body: { name: string; url: string }) => (await http.post<ApiEnvelope<IframeMarker>>('toolkit/iframe-markers', body)).data;
export const updateMarker = async (id: number, body: { name: string; url: string }) => (await http.put<ApiEnvelope<IframeMarker>>(`toolkit/iframe-markers/${id}`, body)).data;
export const changeMarkerStatus = async (id: number, status: Status) => (await http.patch<ApiEnvelope<IframeMarker>>(`toolkit/iframe-markers/change-status/${id}`, { status })).data;
export const deleteMarker = (id: number) => http.delete<ApiEnvelope<null>>(`toolkit/iframe-markers/${id}`);

export const communicationsQuery = () => queryOptions({ queryKey: ['toolkit', 'communications'], queryFn: () => get<Communications>('toolkit/communications') });
export const saveCommunication = async (kind: 'intro' | 'end', body: { title: string; body: string; status: Status }) => (await http.put<ApiEnvelope<Communication>>(`toolkit/communications/${kind}`, body)).data;

export const invalidate = (client: QueryClient, part: string) => client.invalidateQueries({ queryKey: ['toolkit', part] });
