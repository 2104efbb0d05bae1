/**
 * The blog's management calls (server/modules/blog): react-query options and plain calls over the kernel's http
 * client. Types are the server's contracts.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import { uploadFile } from '@kernel/http/upload';
import type { BlogCreateBody, BlogList, BlogPost, BlogPostSummary, BlogStatus, BlogUpdateBody } from '@server/modules/blog/contracts.ts';

export type { BlogCreateBody, BlogPost, BlogPostSummary, BlogStatus, BlogUpdateBody };
export type Params = Record<string, string | number | boolean | undefined>;

export const BLOG_KEY = ['blog'] as const;

export const postListQuery = (filters: Params) =>
  queryOptions({
    queryKey: [...BLOG_KEY, 'list', filters],
    queryFn: async () => (await http.get<ApiEnvelope<BlogList>>('blog', { params: filters })).data,
    placeholderData: (p) => p,
  });

export const postQuery = (id: number) =>
  queryOptions({ queryKey: [...BLOG_KEY, 'one', id], queryFn: async () => (await http.get<ApiEnvelope<BlogPost>>(`blog/${id}`, { toast: false })).data });

/** a form's save: the page maps a 422 onto its fields itself, so no toast */
export const createPost = async (body: BlogCreateBody) => (await http.post<ApiEnvelope<BlogPost>>('blog', body, { toast: false })).data;
export const updatePost = async (id: number, body: BlogUpdateBody) => (await http.put<ApiEnvelope<BlogPost>>(`blog/${id}`, body, { toast: false })).data;
export const setPostStatus = async (id: number, status: BlogStatus, toast = true) => (await http.put<ApiEnvelope<BlogPost>>(`blog/${id}/status`, { status }, { toast })).data;
export const deletePost = async (id: number) => {
  await http.delete<ApiEnvelope<null>>(`blog/${id}`);
};

/** a cover or an image in the text, into the public `blog-images` folder: the stored path (/files/blog-images/...) */
export const uploadBlogImage = (file: File, onProgress?: (fraction: number) => void) => uploadFile(file, 'blog-images', onProgress, { toast: false });

export const invalidatePosts = (client: QueryClient) => client.invalidateQueries({ queryKey: BLOG_KEY });
