/**
 * The study-plan calls (server/modules/study-plan): react-query options and mutations over the kernel's http client.
 * Types are the server's contracts.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import type {
  Achievement, AchievementList, AssignmentList, AssignResult, MyPlan, PlanDetail, PlanList, PlanSummary, ProgressOut, StudyTask, TaskTick,
} from '@server/modules/study-plan/contracts.ts';
import type { GroupList } from '@server/modules/groups/contracts.ts';
import type { UserList } from '@server/modules/users/contracts.ts';
import type { OrganizationList } from '@server/modules/coaching-centres/contracts.ts';

export type { Achievement, AssignResult, MyPlan, PlanDetail, PlanSummary, StudyTask, TaskTick };
export type Progress = ProgressOut;
export type Params = Record<string, string | number | undefined>;

const get = async <T>(path: string, params: Params = {}) => (await http.get<ApiEnvelope<T>>(path, { params })).data;

export const planListQuery = (filters: Params) =>
  queryOptions({ queryKey: ['study-plans', 'list', filters], queryFn: () => get<PlanList>('study-plans', filters), placeholderData: (p) => p });
export const planQuery = (id: number) => queryOptions({ queryKey: ['study-plans', 'one', id], queryFn: () => get<PlanDetail>(`study-plans/${id}`) });
export const assignmentsQuery = (id: number) => queryOptions({ queryKey: ['study-plans', 'students', id], queryFn: () => get<AssignmentList>(`study-plans/${id}/students`, { per_page: 100 }) });
export const achievesQuery = (filters: Params) =>
  queryOptions({ queryKey: ['study-plans', 'achieves', filters], queryFn: () => get<AchievementList>('study-plans/achieves', filters), placeholderData: (p) => p });
export const myPlanQuery = (planId: number | undefined) =>
  queryOptions({ queryKey: ['my-study-plan', planId ?? 'newest'], queryFn: () => get<MyPlan>('my-study-plan', { plan_id: planId }) });

/** the centre's groups and students, for the assign dialog (the master passes the plan's centre) */
export const groupsQuery = (organizationId: number | undefined) =>
  queryOptions({ queryKey: ['study-plans', 'groups', organizationId], queryFn: () => get<GroupList>('groups', { per_page: 100, organization_id: organizationId }), staleTime: 30_000 });
export const studentsQuery = (organizationId: number | undefined, search: string) =>
  queryOptions({
    queryKey: ['study-plans', 'students-pick', organizationId, search],
    queryFn: () => get<UserList>('users', { role: 'STUDENT', per_page: 50, search: search || undefined, organization_id: organizationId }),
    placeholderData: (p) => p,
  });

/** the master's centre picker (the platform domain names the centre of a new plan) */
export const centresQuery = () =>
  queryOptions({ queryKey: ['organizations', 'pick'], queryFn: () => get<OrganizationList>('organizations', { per_page: 100, status: 'active' }), staleTime: 60_000 });

export interface PlanBody {
  title?: string;
  description?: string;
  exam_date?: string | null;
  target_scores?: Partial<Record<'speaking' | 'writing' | 'reading' | 'listening', number>>;
  organization_id?: number;
}
export const createPlan = async (body: PlanBody) => (await http.post<ApiEnvelope<PlanDetail>>('study-plans', body)).data;
export const updatePlan = async (id: number, body: PlanBody) => (await http.put<ApiEnvelope<PlanDetail>>(`study-plans/${id}`, body)).data;
export const deletePlan = (id: number) => http.delete<ApiEnvelope<null>>(`study-plans/${id}`);

export interface TaskBody {
  id?: number;
  day: string;
  kind: StudyTask['kind'];
  target_id?: number | null;
  target_ref?: string;
  title: string;
  section?: StudyTask['section'];
  minutes?: number | null;
}
export const saveTasks = async (id: number, tasks: TaskBody[]) => (await http.put<ApiEnvelope<PlanDetail>>(`study-plans/${id}/tasks`, { tasks })).data;
export const generateTasks = async (id: number, body: { start_on: string; tasks_per_day?: number }) =>
  (await http.post<ApiEnvelope<PlanDetail>>(`study-plans/${id}/generate`, body)).data;
export const assignPlan = async (id: number, body: { student_ids: number[]; group_ids: number[]; start_on?: string | null }) =>
  (await http.post<ApiEnvelope<AssignResult>>(`study-plans/${id}/assign`, body)).data;
export const tickTask = async (id: number, status: StudyTask['status']) => (await http.patch<ApiEnvelope<TaskTick>>(`my-study-plan/tasks/${id}`, { status })).data;

export const invalidatePlans = (client: QueryClient) => client.invalidateQueries({ queryKey: ['study-plans'] });
