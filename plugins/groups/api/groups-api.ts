/**
 * The group calls (server/modules/groups) and the people search the member pickers use (GET users?role=...):
 * react-query options and mutations over the kernel's http client; the types are the server's contracts.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import type { Group, GroupDetail, GroupList } from '@server/modules/groups/contracts.ts';
import type { UserList } from '@server/modules/users/contracts.ts';

export type { Group, GroupDetail, GroupList };
/** a member as the group answers it, and as a picker shows it */
export type Person = GroupDetail['students'][number];
export type MemberRole = 'STUDENT' | 'TRAINER';

export interface GroupFilters {
  search?: string;
  status?: string;
  page?: number;
  per_page?: number;
}

export interface GroupBody {
  name: string;
  description: string;
  student_ids: number[];
  trainer_ids: number[];
}

/** how many people a picker offers per search */
export const PICKER_SIZE = 10;

export const groupListQuery = (filters: GroupFilters) =>
  queryOptions({
    queryKey: ['groups', 'list', filters],
    queryFn: async () => (await http.get<ApiEnvelope<GroupList>>('groups', { params: { ...filters } })).data,
    placeholderData: (previous) => previous,
  });

export const groupQuery = (id: number) =>
  queryOptions({
    queryKey: ['groups', 'one', id],
    queryFn: async () => (await http.get<ApiEnvelope<GroupDetail>>(`groups/${id}`)).data,
  });

/** The people of one kind whose name, e-mail or phone holds the text (the server's search), for a picker. */
export const peopleQuery = (role: MemberRole, search: string) =>
  queryOptions({
    queryKey: ['users', 'pick', role, search],
    queryFn: async (): Promise<Person[]> => {
      const list = (await http.get<ApiEnvelope<UserList>>('users', { params: { role, search: search || undefined, per_page: PICKER_SIZE } })).data;
      return list.items.map((u) => ({ id: u.id, full_name: u.full_name, email: u.email }));
    },
    placeholderData: (previous) => previous,
    staleTime: 30_000,
  });

export const createGroup = async (body: GroupBody) => (await http.post<ApiEnvelope<GroupDetail>>('groups', body)).data;

export const updateGroup = async (id: number, body: GroupBody) => (await http.put<ApiEnvelope<GroupDetail>>(`groups/${id}`, body)).data;

export const deleteGroup = (id: number) => http.delete<ApiEnvelope<null>>(`groups/${id}`);

export const changeGroupStatus = async (id: number, status: 'active' | 'inactive') =>
  (await http.patch<ApiEnvelope<GroupDetail>>(`groups/change-status/${id}`, { status })).data;

export const invalidateGroups = (client: QueryClient) => client.invalidateQueries({ queryKey: ['groups'] });
