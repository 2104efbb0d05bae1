/**
 * The student's online-class calls (server/modules/online-class, the `oc` routes): react-query options, hooks and
 * mutations over the kernel's http client. Types are the server's contracts. The student pages (routes/student-*)
 * use these; nothing here renders.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { http, urlFor, type ApiEnvelope } from '@kernel/http/client';
import { fetchProtectedFile } from '@kernel/http/protected-file';
import type {
  BookmarkBody, BookmarkResult, LockReason, MarkResult, OcCard, OcChapter, OcChapterBrief, OcChapterList, OcClass, OcHome, OcModule, OcModuleChapters,
  OcPart, OcPartBrief, OcQuery, OcQuiz, OcSummary, Progress, VideoPosition,
} from '@server/modules/online-class/contracts.ts';

export type { BookmarkResult, LockReason, MarkResult, OcCard, OcChapter, OcChapterBrief, OcChapterList, OcClass, OcHome, OcModule, OcModuleChapters, OcPart, OcPartBrief, OcQuiz, OcSummary, Progress, VideoPosition };
export type OcFilters = Partial<Record<keyof OcQuery, string | number | undefined>>;

const get = async <T>(path: string, params: OcFilters = {}) => (await http.get<ApiEnvelope<T>>(path, { params })).data;
const post = async <T>(path: string, body: unknown) => (await http.post<ApiEnvelope<T>>(path, body)).data;

/** every student query key starts with this: one invalidation refreshes progress everywhere */
export const OC_KEY = ['oc'] as const;

export const ocListQuery = (filters: OcFilters = {}) => queryOptions({ queryKey: [...OC_KEY, 'list', filters], queryFn: () => get<OcHome>('oc', filters), placeholderData: (p) => p });
export const ocClassQuery = (classId: number) => queryOptions({ queryKey: [...OC_KEY, 'class', classId], queryFn: () => get<OcClass>(`oc/${classId}`) });
export const ocChapterListQuery = (classId: number) => queryOptions({ queryKey: [...OC_KEY, 'chapter-list', classId], queryFn: () => get<OcChapterList>(`oc/${classId}/chapter-list`) });
export const ocChaptersQuery = (classId: number, moduleId: number) =>
  queryOptions({ queryKey: [...OC_KEY, 'chapters', classId, moduleId], queryFn: () => get<OcModuleChapters>(`oc/${classId}/${moduleId}/chapters`) });
/** 403 `chapter_locked` while the chapter is locked (the page shows why from the chapter list) */
export const ocChapterQuery = (classId: number, moduleId: number, chapterId: number) =>
  queryOptions({
    queryKey: [...OC_KEY, 'chapter', classId, moduleId, chapterId],
    queryFn: () => (http.get<ApiEnvelope<OcChapter>>(`oc/${classId}/${moduleId}/chapters/${chapterId}`, { toast: false })).then((r) => r.data),
    retry: false,
  });

export const useOcList = (filters: OcFilters = {}) => useQuery(ocListQuery(filters));
export const useOcClass = (classId: number) => useQuery({ ...ocClassQuery(classId), enabled: classId > 0 });
export const useOcChapterList = (classId: number) => useQuery({ ...ocChapterListQuery(classId), enabled: classId > 0 });
export const useOcChapters = (classId: number, moduleId: number) => useQuery({ ...ocChaptersQuery(classId, moduleId), enabled: classId > 0 && moduleId > 0 });
export const useOcChapter = (classId: number, moduleId: number, chapterId: number) =>
  useQuery({ ...ocChapterQuery(classId, moduleId, chapterId), enabled: classId > 0 && moduleId > 0 && chapterId > 0 });

export const markComplete = (partId: number) => post<MarkResult>('oc/mark-as-complete', { part_id: partId });
export const markCompleteBulk = (partIds: number[]) => post<MarkResult>('oc/mark-as-complete-bulk', { part_ids: partIds });
export const setBookmark = (body: BookmarkBody) => post<BookmarkResult>('oc/bookmark', body);
/** quiet: a lost position save is retried by the next one */
export const saveVideoPosition = async (partId: number, positionSec: number) =>
  (await http.post<ApiEnvelope<VideoPosition>>('oc/video-position', { part_id: partId, position_sec: Math.max(0, positionSec) }, { toast: false })).data;

export const invalidateOc = (client: QueryClient) => client.invalidateQueries({ queryKey: OC_KEY });

export function useMarkComplete() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markComplete, onSuccess: () => void invalidateOc(client) });
}
export function useMarkCompleteBulk() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markCompleteBulk, onSuccess: () => void invalidateOc(client) });
}
export function useBookmark() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setBookmark, onSuccess: () => void invalidateOc(client) });
}
/** the position of a video part (no invalidation: the player holds the position it sent) */
export function useVideoPosition() {
  return useMutation({ mutationFn: ({ partId, positionSec }: { partId: number; positionSec: number }) => saveVideoPosition(partId, positionSec) });
}

/** GET oc/{classId}/certificate: the API path (a PDF; 409 until the class is completed) */
export const certificatePath = (classId: number) => `oc/${classId}/certificate`;
/** the certificate's full URL (needs the bearer header: fetch it with `fetchCertificate`) */
export const certificateUrl = (classId: number) => urlFor(certificatePath(classId));
/** the certificate PDF as a Blob, fetched with the session */
export const fetchCertificate = (classId: number, signal?: AbortSignal) => fetchProtectedFile(certificateUrl(classId), signal);
