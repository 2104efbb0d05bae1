/**
 * The calls of tasks (server/modules/tasks): react-query options and plain calls over the kernel's http client; the
 * types are the server's contracts.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import type {
  Assignee, AssigneeList, LinkOptionList, TaskBody, TaskLinkKind, TaskList, TaskPriority, TaskRecord, TaskStatus, TaskStatusFilter, TaskUpdateBody, TaskView,
} from '@server/modules/tasks/contracts.ts';

export type { Assignee, TaskBody, TaskLinkKind, TaskPriority, TaskRecord, TaskStatus, TaskStatusFilter, TaskUpdateBody, TaskView };
export type Params = Record<string, string | number | boolean | undefined>;

export const STATUSES: readonly TaskStatus[] = ['open', 'in-progress', 'done'];
export const PRIORITIES: readonly TaskPriority[] = ['low', 'normal', 'high'];
export const LINK_KINDS: readonly TaskLinkKind[] = ['evaluation', 'student', 'contact', 'deal', 'live-class'];

const get = async <T>(path: string, params: Params = {}) => (await http.get<ApiEnvelope<T>>(path, { params })).data;

export const TASKS_KEY = ['tasks'] as const;

export const taskListQuery = (filters: Params) =>
  queryOptions({ queryKey: [...TASKS_KEY, 'list', filters], queryFn: () => get<TaskList>('task', filters), placeholderData: (p) => p });
export const taskQuery = (id: number) => queryOptions({ queryKey: [...TASKS_KEY, 'one', id], queryFn: () => get<TaskRecord>(`task/${id}`) });
export const assigneesQuery = () => queryOptions({ queryKey: [...TASKS_KEY, 'assignees'], queryFn: () => get<AssigneeList>('task/assignees'), staleTime: 60_000 });
export const linkOptionsQuery = (kind: TaskLinkKind, search: string) =>
  queryOptions({
    queryKey: [...TASKS_KEY, 'link-options', kind, search],
    queryFn: () => get<LinkOptionList>('task/link-options', { kind, search: search || undefined }),
    placeholderData: (p) => p,
  });

/** The start page card's two reads: the next five unfinished tasks of mine (overdue first) and how many are overdue. */
export const CARD_NEXT = { view: 'mine', status: 'not-done', page: 1, per_page: 5 } as const;
export const CARD_OVERDUE = { view: 'mine', overdue: '1', page: 1, per_page: 1 } as const;

/** 422s are shown on the dialog's fields, so no toast for them */
export const createTask = async (body: TaskBody) => (await http.post<ApiEnvelope<TaskRecord>>('task', body, { toast: false })).data;
export const updateTask = async (id: number, body: TaskUpdateBody, toast = false) => (await http.put<ApiEnvelope<TaskRecord>>(`task/${id}`, body, { toast })).data;
export const deleteTask = async (id: number) => (await http.delete<ApiEnvelope<null>>(`task/${id}`)).data;

export const invalidateTasks = (client: QueryClient) => client.invalidateQueries({ queryKey: TASKS_KEY });
