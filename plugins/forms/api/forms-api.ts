/**
 * The calls of forms (server/modules/forms): react-query options and plain calls over the kernel's http client; the
 * types are the server's contracts.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { HttpError, http, urlFor, type ApiEnvelope } from '@kernel/http/client';
import { fetchProtectedFile } from '@kernel/http/protected-file';
import { saveBlob } from '@kernel/http/save-file';
import { uploadFile } from '@kernel/http/upload';
import type {
  FieldKind, FormBody, FormDetail, FormField, FormList, FormResponse, FormStatus, FormSummary, FormUpdateBody, PublicForm, ResponseList, ResponseReceipt,
} from '@server/modules/forms/contracts.ts';

export type { FieldKind, FormBody, FormDetail, FormField, FormResponse, FormStatus, FormSummary, FormUpdateBody, PublicForm, ResponseReceipt };
export type Params = Record<string, string | number | boolean | undefined>;

/** the kinds a field may take, in the builder's order (the server's FIELD_KINDS) */
export const KINDS: readonly FieldKind[] = ['text', 'long_text', 'number', 'choice', 'multiple_choice', 'date', 'file', 'rating'];

const get = async <T>(path: string, params: Params = {}) => (await http.get<ApiEnvelope<T>>(path, { params })).data;

export const FORMS_KEY = ['forms'] as const;

export const formListQuery = (filters: Params) =>
  queryOptions({ queryKey: [...FORMS_KEY, 'list', filters], queryFn: () => get<FormList>('form', filters), placeholderData: (p) => p });
export const formQuery = (id: number) => queryOptions({ queryKey: [...FORMS_KEY, 'one', id], queryFn: () => get<FormDetail>(`form/${id}`) });
export const responsesQuery = (id: number, page: number) =>
  queryOptions({ queryKey: [...FORMS_KEY, 'responses', id, page], queryFn: () => get<ResponseList>(`form/${id}/responses`, { page, per_page: 15 }), placeholderData: (p) => p });

/** 422s are shown on the builder's fields, so no toast for them (the page shows the rest itself) */
export const createForm = async (body: FormBody) => (await http.post<ApiEnvelope<FormDetail>>('form', body, { toast: false })).data;
export const updateForm = async (id: number, body: FormUpdateBody) => (await http.put<ApiEnvelope<FormDetail>>(`form/${id}`, body, { toast: false })).data;
export const changeStatus = async (id: number, status: FormStatus) => (await http.put<ApiEnvelope<FormDetail>>(`form/${id}/status`, { status })).data;
export const deleteForm = async (id: number) => (await http.delete<ApiEnvelope<null>>(`form/${id}`)).data;
export const deleteResponse = async (id: number, responseId: number) => (await http.delete<ApiEnvelope<null>>(`form/${id}/responses/${responseId}`)).data;

export const invalidateForms = (client: QueryClient) => client.invalidateQueries({ queryKey: FORMS_KEY });

/** Every response as the server writes the CSV, handed to the browser as a download. */
export async function downloadResponsesCsv(id: number, filename: string): Promise<void> {
  saveBlob(await fetchProtectedFile(urlFor(`form/${id}/responses/export`)), filename);
}

/** A respondent's file (a download: what strangers send is never opened in the app). */
export async function downloadResponseFile(id: number, responseId: number, fieldId: string, filename: string): Promise<void> {
  saveBlob(await fetchProtectedFile(urlFor(`form/${id}/responses/${responseId}/files/${encodeURIComponent(fieldId)}`)), filename);
}

/* ---- public: the form's link ---- */

/**
 * A public call that names a signed-in student when there is one: a stored session that is no longer valid (401) is
 * no reason to turn a respondent away, so the call is made again as a visitor.
 */
async function asRespondent<T>(call: (auth: boolean) => Promise<T>): Promise<T> {
  try {
    return await call(true);
  } catch (e) {
    if (e instanceof HttpError && e.status === 401) return call(false);
    throw e;
  }
}

export const publicFormQuery = (slug: string) =>
  queryOptions({
    queryKey: [...FORMS_KEY, 'public', slug],
    queryFn: () => asRespondent(async (auth) => (await http.get<ApiEnvelope<PublicForm>>(`public-forms/${slug}`, { auth, toast: false, suppress401Redirect: true })).data),
    retry: false,
  });
export const submitResponse = (slug: string, answers: Record<string, unknown>) =>
  asRespondent(async (auth) => (await http.post<ApiEnvelope<ResponseReceipt>>(`public-forms/${slug}/responses`, { answers }, { auth, toast: false, suppress401Redirect: true })).data);
/** a file answer goes to the `quarantine` folder first (pdf or images, at most 5 MiB); the response names its path */
export const uploadAnswerFile = (file: File, onProgress?: (f: number) => void) =>
  asRespondent((auth) => uploadFile(file, 'quarantine', onProgress, { auth, toast: false, suppress401Redirect: true }));
