/**
 * The help centre's calls (server/modules/help): react-query options, hooks and mutations over the kernel's http
 * client. Types are the server's contracts.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import type { Article, ArticleBody, Dropped, Faq, FaqBody, HelpPortal, HelpTopic, SearchHit, SearchResult } from '@server/modules/help/contracts.ts';

export type { Article, Faq, HelpPortal, HelpTopic, SearchHit, SearchResult };

/** every help query key starts with this: a save refreshes every help page */
export const HELP_KEY = ['help'] as const;

export const articleQuery = (portal: HelpPortal, topic: HelpTopic) =>
  queryOptions({ queryKey: [...HELP_KEY, 'article', portal, topic], queryFn: async () => (await http.get<ApiEnvelope<Article>>(`help/${portal}/${topic}`, { toast: false })).data });
export const faqQuery = (portal: HelpPortal) =>
  queryOptions({ queryKey: [...HELP_KEY, 'faq', portal], queryFn: async () => (await http.get<ApiEnvelope<Faq>>(`help/${portal}/faq`, { toast: false })).data });
export const searchQuery = (portal: HelpPortal, q: string) =>
  queryOptions({
    queryKey: [...HELP_KEY, 'search', portal, q],
    queryFn: async () => (await http.get<ApiEnvelope<SearchResult>>('help/search', { params: { q, portal }, toast: false })).data,
  });

export const useArticle = (portal: HelpPortal, topic: HelpTopic, enabled = true) => useQuery({ ...articleQuery(portal, topic), enabled });
export const useFaq = (portal: HelpPortal, enabled = true) => useQuery({ ...faqQuery(portal), enabled });
export const useHelpSearch = (portal: HelpPortal, q: string) => useQuery({ ...searchQuery(portal, q), enabled: q.trim().length >= 2 });

function useInvalidate() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: HELP_KEY });
}

export function useSaveArticle(portal: HelpPortal, topic: HelpTopic) {
  const done = useInvalidate();
  return useMutation({
    mutationFn: async (body: ArticleBody) => (await http.put<ApiEnvelope<Article>>(`help/${portal}/${topic}`, body, { toast: false })).data,
    onSuccess: done,
  });
}
export function useSaveFaq(portal: HelpPortal) {
  const done = useInvalidate();
  return useMutation({
    mutationFn: async (body: FaqBody) => (await http.put<ApiEnvelope<Faq>>(`help/${portal}/faq`, body, { toast: false })).data,
    onSuccess: done,
  });
}
/** DELETE help/{portal}/{topic or faq}: the caller's scope's text goes, a centre's readers get the platform's again */
export function useRestore(portal: HelpPortal, topic: HelpTopic | 'faq') {
  const done = useInvalidate();
  return useMutation({
    mutationFn: async () => (await http.delete<ApiEnvelope<Dropped>>(`help/${portal}/${topic}`)).data,
    onSuccess: done,
  });
}
