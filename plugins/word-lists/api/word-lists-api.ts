/**
 * The word-list calls (server/modules/word-lists): react-query options and mutations over the kernel's http client;
 * the types are the server's contracts.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import type { Card, Practice, Progress, Word, WordDetails, WordList, WordListDetail, WordListList, WordSense } from '@server/modules/word-lists/contracts.ts';
import type { GroupList } from '@server/modules/groups/contracts.ts';

export type { Card, Practice, Progress, Word, WordDetails, WordList, WordListDetail, WordListList, WordSense };

export interface WordListFilters {
  search?: string;
  status?: string;
  scope?: string;
  page?: number;
  per_page?: number;
}

export interface WordListBody {
  title: string;
  description: string;
  status: 'active' | 'inactive';
  public_to_students: boolean;
  group_ids?: number[];
  words: Array<{ word: string; note: string }>;
}

export const wordListsQuery = (filters: WordListFilters) =>
  queryOptions({
    queryKey: ['word-lists', 'list', filters],
    queryFn: async () => (await http.get<ApiEnvelope<WordListList>>('word-lists', { params: { ...filters } })).data,
    placeholderData: (previous) => previous,
  });

export const wordListQuery = (id: number) =>
  queryOptions({
    queryKey: ['word-lists', 'one', id],
    queryFn: async () => (await http.get<ApiEnvelope<WordListDetail>>(`word-lists/${id}`)).data,
  });

export const practiceQuery = (id: number) =>
  queryOptions({
    queryKey: ['word-lists', 'practice', id],
    queryFn: async () => (await http.get<ApiEnvelope<Practice>>(`word-lists/${id}/practice`)).data,
  });

/** A word's details: asked for on demand, kept for the session (the dictionary does not change). */
export const wordDetailsQuery = (word: string) =>
  queryOptions({
    queryKey: ['word-details', word.toLowerCase()],
    queryFn: async () => (await http.get<ApiEnvelope<WordDetails>>('word-details', { params: { word }, toast: false })).data,
    staleTime: Infinity,
    retry: false,
  });

/** The centre's groups to give a list to (GET groups; a trainer reads them with STUDENT_INDEX). */
export const groupsQuery = () =>
  queryOptions({
    queryKey: ['word-lists', 'groups'],
    queryFn: async () => (await http.get<ApiEnvelope<GroupList>>('groups', { params: { per_page: 100, status: 'active' } })).data.items,
    staleTime: 60_000,
  });

export const createWordList = async (body: WordListBody) => (await http.post<ApiEnvelope<WordListDetail>>('word-lists', body)).data;
export const updateWordList = async (id: number, body: Partial<WordListBody>) => (await http.put<ApiEnvelope<WordListDetail>>(`word-lists/${id}`, body)).data;
export const changeWordListStatus = async (id: number, status: 'active' | 'inactive') =>
  (await http.patch<ApiEnvelope<WordListDetail>>(`word-lists/change-status/${id}`, { status })).data;
export const deleteWordList = async (id: number) => (await http.delete<ApiEnvelope<null>>(`word-lists/${id}`)).data;
export const answerCard = async (id: number, wordId: number, known: boolean) =>
  (await http.post<ApiEnvelope<Practice>>(`word-lists/${id}/practice`, { word_id: wordId, known })).data;

export const invalidateWordLists = (client: QueryClient) => client.invalidateQueries({ queryKey: ['word-lists'] });
