/**
 * The calls of contacts, lists, leads and deals (server/modules/contacts): react-query options and plain calls over the
 * kernel's http client; the types are the server's contracts.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http, urlFor, type ApiEnvelope } from '@kernel/http/client';
import { fetchProtectedFile } from '@kernel/http/protected-file';
import { saveBlob } from '@kernel/http/save-file';
import type {
  AddStudentsResult, Contact, ContactBody, ContactListSummary, ContactPage, Deal, DealBody, DealPage, DealStage, DealUpdateBody, ExpiredPage, ImportBody,
  ImportResult, LeadForm, LeadFormList, ListBody, ListPage, ListUpdateBody, MembersResult, PastImportResult, StaffList, Summary, FormSourceBody,
} from '@server/modules/contacts/contracts.ts';

export type { Contact, ContactListSummary, Deal, DealStage, ImportResult, LeadForm, Summary };
export type Params = Record<string, string | number | boolean | undefined>;

const get = async <T>(path: string, params: Params = {}) => (await http.get<ApiEnvelope<T>>(path, { params })).data;

export const CONTACTS_KEY = ['contacts'] as const;
export const invalidateContacts = (client: QueryClient) => client.invalidateQueries({ queryKey: CONTACTS_KEY });

export const summaryQuery = () => queryOptions({ queryKey: [...CONTACTS_KEY, 'summary'], queryFn: () => get<Summary>('communication/summary') });
export const contactsQuery = (filters: Params) =>
  queryOptions({ queryKey: [...CONTACTS_KEY, 'contacts', filters], queryFn: () => get<ContactPage>('contacts', filters), placeholderData: (p) => p });
export const listsQuery = (filters: Params) =>
  queryOptions({ queryKey: [...CONTACTS_KEY, 'lists', filters], queryFn: () => get<ListPage>('contact-lists', filters), placeholderData: (p) => p });
export const listQuery = (id: number) => queryOptions({ queryKey: [...CONTACTS_KEY, 'list', id], queryFn: () => get<ContactListSummary>(`contact-lists/${id}`) });
export const membersQuery = (id: number, filters: Params) =>
  queryOptions({ queryKey: [...CONTACTS_KEY, 'members', id, filters], queryFn: () => get<ContactPage>(`contact-lists/${id}/members`, filters), placeholderData: (p) => p });
export const expiredQuery = (filters: Params) =>
  queryOptions({ queryKey: [...CONTACTS_KEY, 'expired', filters], queryFn: () => get<ExpiredPage>('leads/expired-students', filters), placeholderData: (p) => p });
export const leadFormsQuery = () => queryOptions({ queryKey: [...CONTACTS_KEY, 'forms'], queryFn: () => get<LeadFormList>('contact-forms') });
/** the board reads every deal at once (up to 500) */
export const dealsQuery = (search: string) =>
  queryOptions({ queryKey: [...CONTACTS_KEY, 'deals', search], queryFn: () => get<DealPage>('deals', { per_page: 500, search: search || undefined }), placeholderData: (p) => p });
export const ownersQuery = () => queryOptions({ queryKey: [...CONTACTS_KEY, 'owners'], queryFn: () => get<StaffList>('deals/owners') });

/** 422s are shown on the fields, so no toast for them */
const quiet = { toast: false } as const;
export const createContact = async (body: ContactBody) => (await http.post<ApiEnvelope<Contact>>('contacts', body, quiet)).data;
export const deleteContact = async (id: number) => (await http.delete<ApiEnvelope<null>>(`contacts/${id}`)).data;
export const createList = async (body: ListBody) => (await http.post<ApiEnvelope<ContactListSummary>>('contact-lists', body, quiet)).data;
export const updateList = async (id: number, body: ListUpdateBody) => (await http.put<ApiEnvelope<ContactListSummary>>(`contact-lists/${id}`, body, quiet)).data;
export const deleteList = async (id: number) => (await http.delete<ApiEnvelope<null>>(`contact-lists/${id}`)).data;
export const addMembers = async (id: number, contactIds: number[]) => (await http.post<ApiEnvelope<MembersResult>>(`contact-lists/${id}/members`, { contact_ids: contactIds })).data;
export const removeMember = async (id: number, contactId: number) => (await http.delete<ApiEnvelope<null>>(`contact-lists/${id}/members/${contactId}`)).data;
export const importContacts = async (body: ImportBody) => (await http.post<ApiEnvelope<ImportResult>>('contacts/import', body, quiet)).data;
export const addStudentsToList = async (userIds: number[], listId: number) =>
  (await http.post<ApiEnvelope<AddStudentsResult>>('leads/expired-students/add-to-list', { user_ids: userIds, list_id: listId })).data;
export const saveFormSource = async (body: FormSourceBody) => (await http.put<ApiEnvelope<{ id: number }>>('contact-forms', body, quiet)).data;
export const deleteFormSource = async (id: number) => (await http.delete<ApiEnvelope<null>>(`contact-forms/${id}`)).data;
export const importPastResponses = async (id: number) => (await http.post<ApiEnvelope<PastImportResult>>(`contact-forms/${id}/import`)).data;
export const createDeal = async (body: DealBody) => (await http.post<ApiEnvelope<Deal>>('deals', body, quiet)).data;
export const updateDeal = async (id: number, body: DealUpdateBody) => (await http.put<ApiEnvelope<Deal>>(`deals/${id}`, body, quiet)).data;
export const moveDeal = async (id: number, stage: DealStage) => (await http.put<ApiEnvelope<Deal>>(`deals/${id}/stage`, { stage })).data;
export const deleteDeal = async (id: number) => (await http.delete<ApiEnvelope<null>>(`deals/${id}`)).data;

/** A list's contacts (or all) as the server writes the CSV, handed to the browser as a download. */
export async function downloadContactsCsv(listId: number | null, filename: string): Promise<void> {
  saveBlob(await fetchProtectedFile(urlFor(listId ? `contacts/export?list_id=${listId}` : 'contacts/export')), filename);
}
