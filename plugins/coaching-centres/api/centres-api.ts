/**
 * The coaching-centre calls (server/modules/coaching-centres, /api/docs): react-query options and plain calls over
 * the kernel's http client. The answers' types are the server's own contracts.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import { uploadFile } from '@kernel/http/upload';
import type { Organization, OrganizationList } from '@server/modules/coaching-centres/contracts.ts';

export type Centre = Organization;
export type CentreList = OrganizationList;
export type CentreStatus = Centre['status'];

/** GET organizations: the list's query (the server sorts by `sort` and `order`). */
export interface CentreFilters {
  search?: string;
  status?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  page?: number;
  per_page?: number;
}

/** What POST organizations takes (PUT takes the same fields, all optional, without the owner). */
export interface CentreBody {
  name: string;
  subdomain?: string;
  contact_email: string;
  contact_phone: string | null;
  address: string | null;
  logo: string | null;
  primary_color: string | null;
  owner?: { first_name: string; last_name: string; email: string };
}

/** POST validate-subdomain (public): `reason` when it is not valid (the server's common module answers it). */
export interface SubdomainVerdict {
  valid: boolean;
  reason?: 'format' | 'reserved' | 'taken';
}

export const centreListQuery = (filters: CentreFilters) =>
  queryOptions({
    queryKey: ['organizations', 'list', filters],
    queryFn: async () => (await http.get<ApiEnvelope<CentreList>>('organizations', { params: { ...filters } })).data,
    placeholderData: (previous) => previous,
  });

export const centreQuery = (id: number | string) =>
  queryOptions({
    queryKey: ['organizations', 'one', String(id)],
    queryFn: async () => (await http.get<ApiEnvelope<Centre>>(`organizations/${encodeURIComponent(String(id))}`)).data,
  });

/** The form shows 422s on its fields itself: no toast for them. */
export const createCentre = async (body: CentreBody) => (await http.post<ApiEnvelope<Centre>>('organizations', body, { toast: false })).data;

export const updateCentre = async (id: number, body: Partial<CentreBody>) => (await http.put<ApiEnvelope<Centre>>(`organizations/${id}`, body, { toast: false })).data;

export const changeCentreStatus = async (id: number, status: CentreStatus) =>
  (await http.patch<ApiEnvelope<Centre>>(`organizations/change-status/${id}`, { status })).data;

export const deleteCentre = (id: number) => http.delete<ApiEnvelope<null>>(`organizations/${id}`);

/** Any failure counts as "not valid" (docs/product-spec.md §5); the caller says so without a toast. */
export const validateSubdomain = async (subdomain: string, signal?: AbortSignal): Promise<SubdomainVerdict> => {
  try {
    return (await http.post<ApiEnvelope<SubdomainVerdict>>('validate-subdomain', { subdomain }, { auth: false, toast: false, signal })).data;
  } catch (e) {
    if ((e as { kind?: string } | null)?.kind === 'abort') throw e;
    return { valid: false };
  }
};

export const subdomainQuery = (subdomain: string) =>
  queryOptions({
    queryKey: ['validate-subdomain', subdomain],
    queryFn: ({ signal }) => validateSubdomain(subdomain, signal),
    staleTime: 10_000,
    retry: false,
  });

/** POST common/upload-file into `logos`, with progress; the form shows the server's refusal by the field. */
export const uploadLogo = (file: File, onProgress: (fraction: number) => void) => uploadFile(file, 'logos', onProgress, { toast: false });

/** After a change: every list and the centre itself are stale. */
export function invalidateCentres(client: QueryClient) {
  void client.invalidateQueries({ queryKey: ['organizations'] });
}
