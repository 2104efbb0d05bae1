/**
 * The content-management calls (server/modules/content-management): react-query options and mutations over the
 * kernel's http client, typed by the server's contracts; the centres and branches pickers use the coaching-centres
 * and branches calls.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http, type ApiEnvelope, type RequestOptions } from '@kernel/http/client';
import { sendForm, uploadFile } from '@kernel/http/upload';
import type { Paged } from '@kernel/http/list';
import type {
  Assignee, BulkBatch, BulkPreview, BulkResult, ContentItem, ContentItemDetail, ContentMessage, MaterialBulkPreview, MaterialBulkResult, TemplateFile,
} from '@server/modules/content-management/contracts.ts';
import type { OrganizationList } from '@server/modules/coaching-centres/contracts.ts';
import type { BranchList } from '@server/modules/branches/contracts.ts';

export type { Assignee, BulkBatch, BulkPreview, BulkResult, ContentItem, ContentItemDetail, ContentMessage, MaterialBulkPreview, MaterialBulkResult, TemplateFile };
export type ServerKind = 'question' | 'quiz' | 'test' | 'material';
export type Params = Record<string, string | number | undefined>;

const get = async <T>(path: string, params?: Params) => (await http.get<ApiEnvelope<T>>(path, { params })).data;

export const itemListQuery = (kind: ServerKind, filters: Params) =>
  queryOptions({ queryKey: ['content-management', kind, 'list', filters], queryFn: () => get<Paged<ContentItem>>(`content-management/${kind}`, filters), placeholderData: (p) => p });

export const itemQuery = (kind: ServerKind, id: number) =>
  queryOptions({ queryKey: ['content-management', kind, 'item', id], queryFn: () => get<ContentItemDetail>(`content-management/${kind}/${id}`) });

export const messagesQuery = (kind: ServerKind, id: number) =>
  queryOptions({ queryKey: ['content-management', kind, 'messages', id], queryFn: () => get<{ items: ContentMessage[] }>(`content-management/${kind}/${id}/messages`) });

export const assigneesQuery = (filters: Params) =>
  queryOptions({ queryKey: ['content-management', 'assignees', filters], queryFn: () => get<Paged<Assignee>>('content-management/assignees', { per_page: 50, ...filters }), placeholderData: (p) => p });

export const centresQuery = () =>
  queryOptions({ queryKey: ['organizations', 'pick'], queryFn: () => get<OrganizationList>('organizations', { per_page: 100, status: 'active' }), staleTime: 60_000 });

export const centreBranchesQuery = (organizationId: number) =>
  queryOptions({ queryKey: ['branches', 'all', { organization_id: organizationId }], queryFn: async () => (await get<BranchList>('branches', { organization_id: organizationId, per_page: 100 })).items, staleTime: 30_000 });

export const batchesQuery = (kind: 'question' | 'quiz' | 'material', page: number) =>
  queryOptions({ queryKey: ['content-management', 'batches', kind, page], queryFn: () => get<Paged<BulkBatch>>('content-management/bulk-upload/batches', { kind, page, per_page: 10 }), placeholderData: (p) => p });

export const assignItem = async (kind: ServerKind, id: number, body: { assignee_id: number | null; note?: string }) =>
  (await http.put<ApiEnvelope<ContentItem>>(`content-management/${kind}/${id}/assign`, body)).data;
export const setItemBranches = async (kind: ServerKind, id: number, branchIds: number[]) =>
  (await http.put<ApiEnvelope<ContentItem>>(`content-management/${kind}/${id}/branches`, { branch_ids: branchIds })).data;
export const setItemDraft = async (kind: ServerKind, id: number, draft: boolean) =>
  (await http.patch<ApiEnvelope<ContentItem>>(`content-management/${kind}/${id}/draft`, { draft })).data;
export const postMessage = async (kind: ServerKind, id: number, body: string) =>
  (await http.post<ApiEnvelope<ContentMessage>>(`content-management/${kind}/${id}/messages`, { body })).data;

export const downloadTemplate = async (slug: string, format: 'csv' | 'xlsx', kind: 'question' | 'quiz') =>
  (await http.get<ApiEnvelope<TemplateFile>>(`content-management/bulk-upload/template/${slug}`, { params: { format, kind } })).data;

function bulkForm(file: File, fields: Record<string, string | number | undefined>): FormData {
  const form = new FormData();
  form.append('file', file);
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, String(v));
  return form;
}

export const previewBulk = (file: File, kind: 'question' | 'quiz', onProgress?: (f: number) => void, options?: RequestOptions) =>
  sendForm<BulkPreview>('content-management/bulk-upload/preview', bulkForm(file, { kind }), onProgress, options);

export const commitBulk = (file: File, kind: 'question' | 'quiz', chunk: { offset: number; limit: number; batch_id?: number }, options?: RequestOptions) =>
  sendForm<BulkResult>('content-management/bulk-upload', bulkForm(file, { kind, draft: 1, ...chunk }), undefined, options);

export const downloadMaterialTemplate = async (format: 'csv' | 'xlsx') =>
  (await http.get<ApiEnvelope<TemplateFile>>('content-management/bulk-upload/materials/template', { params: { format } })).data;

/** One material file into the private materials folder (resumable above 8 MiB): its path, named by the manifest later. */
export const uploadMaterialFile = (file: File, onProgress?: (f: number) => void) => uploadFile(file, 'materials', onProgress, { toast: false });

export interface MaterialBatchFields {
  files: Array<{ name: string; path: string }>;
  organization_id?: number;
}

function materialForm(manifest: File, f: MaterialBatchFields, extra: Record<string, string | number | undefined>): FormData {
  const form = new FormData();
  form.append('manifest', manifest);
  form.append('files', JSON.stringify(f.files));
  if (f.organization_id !== undefined) form.append('organization_id', String(f.organization_id));
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) form.append(k, String(v));
  return form;
}

export const previewMaterialBulk = (manifest: File, f: MaterialBatchFields, options?: RequestOptions) =>
  sendForm<MaterialBulkPreview>('content-management/bulk-upload/materials/preview', materialForm(manifest, f, {}), undefined, options);

export const commitMaterialBulk = (manifest: File, f: MaterialBatchFields, chunk: { offset: number; limit: number; batch_id?: number; draft: 0 | 1 }, options?: RequestOptions) =>
  sendForm<MaterialBulkResult>('content-management/bulk-upload/materials', materialForm(manifest, f, chunk), undefined, options);

export const invalidateContent = (client: QueryClient) => client.invalidateQueries({ queryKey: ['content-management'] });
