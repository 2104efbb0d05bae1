/**
 * The people calls (server/modules/users, server/modules/impersonation; docs/product-spec.md §10): react-query options
 * and plain async functions over the kernel's http client, shared by the students, trainers and roles plugins.
 * Actions on a row pass `toast: false`: the list says the server's refusal itself (the rank rule, the last owner,
 * yourself) without the field label the generic toast would put before it.
 */
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { http, HttpError, urlFor, type ApiEnvelope } from '../http/client';
import type { Paged } from '../http/list';
import type { CreatorInfo, ImportPreview, ImportResult, RoleKind, UserDetail, UserList, UserRow } from '@server/modules/users/contracts.ts';
import type { Group } from '@server/modules/groups/contracts.ts';
import type { Role } from '@server/modules/roles/contracts.ts';
import type { Organization } from '@server/modules/coaching-centres/contracts.ts';
import { currentTenant } from '../http/tenant';
import { sendForm } from '../http/upload';

export type { CreatorInfo, ImportPreview, ImportResult, ImportRow, RoleKind, UserDetail as PersonDetail, UserRow as Person } from '@server/modules/users/contracts.ts';
export type { Group } from '@server/modules/groups/contracts.ts';
export type { Role } from '@server/modules/roles/contracts.ts';
export type { Organization as Centre } from '@server/modules/coaching-centres/contracts.ts';

/** What a people page lists: a centre's students or trainers, or the platform's staff (masters). */
export type PeopleKind = 'student' | 'trainer' | 'staff';
export const PEOPLE_KINDS: readonly PeopleKind[] = ['student', 'trainer', 'staff'];

/** The server role each kind lists and creates. */
export const ROLE_OF: Record<PeopleKind, RoleKind> = { student: 'STUDENT', trainer: 'TRAINER', staff: 'SUPER_ADMIN' };

/** Where the caller works: a centre's sub-domain, or the bare platform domain (the master). */
export type PeopleScope = 'centre' | 'platform';

/** GET users' query (server/modules/users/schemas.ts UserListQuery); absent keys are not sent. */
export interface PeopleQuery {
  role: RoleKind;
  search?: string;
  status?: 'active' | 'inactive' | 'invited';
  group_id?: number;
  organization_id?: number;
  sort?: 'name' | 'email' | 'created_at' | 'last_login_at';
  order?: 'asc' | 'desc';
  page?: number;
  per_page?: number;
}

/** POST users (CreateUserBody). */
export interface CreatePersonBody {
  first_name: string;
  last_name: string;
  email: string;
  phone?: string | null;
  role?: RoleKind;
  role_id?: number;
  group_ids?: number[];
  organization_id?: number;
  package_expiry_date?: string | null;
}

/** PUT users/{id} (UpdateUserBody): the kind stays; the role only among the roles of the kind. */
export type UpdatePersonBody = Partial<Omit<CreatePersonBody, 'organization_id' | 'role'>>;

/** GET impersonate/url/{id}; server/modules/impersonation has no contracts.ts yet, so the shape is written here. */
export interface ImpersonationUrl {
  url: string;
  token: string;
  expires_in_seconds: number;
}

type Params = Record<string, string | number | undefined>;
const asParams = (q: object): Params => q as Params;

export const peopleKeys = {
  all: ['people'] as const,
  list: (q: PeopleQuery) => ['people', 'list', q] as const,
  person: (id: number) => ['people', 'person', id] as const,
  creator: (id: number) => ['people', 'creator', id] as const,
};

export const peopleListQuery = (q: PeopleQuery) =>
  queryOptions({
    queryKey: peopleKeys.list(q),
    queryFn: async ({ signal }) => (await http.get<ApiEnvelope<UserList>>('users', { params: asParams(q), signal })).data,
    // a new filter or page keeps the rows in view until its own arrive, rather than flashing the skeletons
    placeholderData: keepPreviousData,
  });

export const personQuery = (id: number) =>
  queryOptions({
    queryKey: peopleKeys.person(id),
    queryFn: async ({ signal }) => (await http.get<ApiEnvelope<UserDetail>>(`users/${id}`, { signal })).data,
  });

/**
 * GET creator-info/{id}: who made an item in a list. Keyed by the user alone, so a page of rows by two authors asks
 * twice, and kept for long: a name rarely changes (editing a person invalidates `people` anyway). No toast and no
 * retry of a refusal: the cell says it failed itself, and a 403 or 404 will not change on a second try.
 */
export const creatorInfoQuery = (id: number) =>
  queryOptions({
    queryKey: peopleKeys.creator(id),
    queryFn: async ({ signal }) => (await http.get<ApiEnvelope<CreatorInfo>>(`creator-info/${id}`, { signal, toast: false })).data,
    staleTime: 30 * 60_000,
    gcTime: 60 * 60_000,
    retry: (count, error) => count < 1 && !(error instanceof HttpError && error.kind === 'http'),
  });

/** The keys GET creator-info accepts (server/modules/users/creator-info.ts CREATOR_INFO_KEYS): without one, nobody asks. */
export const CREATOR_INFO_KEYS = ['USER_CREATOR_INFO', 'USER_INDEX', 'QUESTION_INDEX', 'TEST_INDEX', 'QUIZ_INDEX', 'QUIZ_SET_INDEX', 'MOCK_TEST_INDEX'] as const;

/** The centre's groups, for the group filter and a person's groups (a centre's sub-domain only). */
export const groupsQuery = queryOptions({
  queryKey: ['people', 'groups'],
  queryFn: async ({ signal }) => (await http.get<ApiEnvelope<Paged<Group>>>('groups', { params: { per_page: 100, status: 'active' }, signal, toast: false })).data.items,
  staleTime: 60_000,
});

/** The roles of a kind that may be given (the built-in one and a centre's own). */
export const rolesQuery = (kind: RoleKind) =>
  queryOptions({
    queryKey: ['people', 'roles', kind],
    queryFn: async ({ signal }) => (await http.get<ApiEnvelope<Paged<Role>>>('roles', { params: { kind, status: 'active', per_page: 100 }, signal, toast: false })).data.items,
    staleTime: 60_000,
  });

/** The coaching centres, for the master on the platform domain (a student belongs to one). */
export const centresQuery = queryOptions({
  queryKey: ['people', 'centres'],
  queryFn: async ({ signal }) => (await http.get<ApiEnvelope<Paged<Organization>>>('organizations', { params: { per_page: 100, sort: 'name', order: 'asc' }, signal, toast: false })).data.items,
  staleTime: 60_000,
});

/** Create and invite; the 422 comes back for the form's fields (and the toast). */
export async function createPerson(body: CreatePersonBody): Promise<UserDetail> {
  return (await http.post<ApiEnvelope<UserDetail>>('users', body)).data;
}

export async function updatePerson(id: number, body: UpdatePersonBody): Promise<UserDetail> {
  return (await http.put<ApiEnvelope<UserDetail>>(`users/${id}`, body)).data;
}

export async function changePersonStatus(id: number, status: 'active' | 'inactive'): Promise<UserRow> {
  return (await http.patch<ApiEnvelope<UserRow>>(`users/change-status/${id}`, { status }, { toast: false })).data;
}

export async function deletePerson(id: number): Promise<void> {
  await http.delete(`users/${id}`, { toast: false });
}

export async function resendInvitation(id: number): Promise<{ sent_to: string }> {
  return (await http.post<ApiEnvelope<{ sent_to: string }>>(`users/${id}/resend-invitation`, undefined, { toast: false })).data;
}

export async function impersonationUrl(id: number): Promise<ImpersonationUrl> {
  return (await http.get<ApiEnvelope<ImpersonationUrl>>(`impersonate/url/${id}`, { toast: false })).data;
}

/** The CSV's file field, as POST users/import/preview and users/import take it. */
function csvForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

/** Every row of the file with its errors and duplicate mark; nothing is written. */
export function previewImport(file: File, onProgress?: (fraction: number) => void): Promise<ImportPreview> {
  return sendForm<ImportPreview>('users/import/preview', csvForm(file), onProgress, { toast: false });
}

/** The valid new rows of the same file, created and invited in one transaction. */
export function importStudents(file: File, onProgress?: (fraction: number) => void): Promise<ImportResult> {
  return sendForm<ImportResult>('users/import', csvForm(file), onProgress, { toast: false });
}

/** The address of GET users/export for a list's filter: every matching row, not one page. */
export function exportUrl(q: PeopleQuery): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '' && k !== 'page' && k !== 'per_page') search.set(k, String(v));
  const s = search.toString();
  return s ? `${urlFor('users/export')}?${s}` : urlFor('users/export');
}

export function invalidatePeople(client: QueryClient) {
  return client.invalidateQueries({ queryKey: peopleKeys.all });
}

/** A centre's sub-domain, or the bare platform domain where the master works across centres. */
export function currentScope(): PeopleScope {
  return currentTenant() ? 'centre' : 'platform';
}
