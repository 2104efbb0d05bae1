/**
 * The published blog posts a help centre lists (server/modules/blog, GET blog/public?scope=all: the centre's and the
 * platform's). Types are the blog module's contracts.
 */
import { useQuery } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import type { PublicPostList, PublicPostSummary } from '@server/modules/blog/contracts.ts';

export type { PublicPostSummary };

export const useHelpBlog = (page: number, search: string) =>
  useQuery({
    queryKey: ['help', 'blog', page, search],
    queryFn: async () =>
      (await http.get<ApiEnvelope<PublicPostList>>('blog/public', { params: { scope: 'all', page, per_page: 10, search: search || undefined }, toast: false })).data,
    placeholderData: (p) => p,
  });
