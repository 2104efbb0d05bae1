/**
 * The calls of the CRM (server/modules/crm): react-query options and plain calls over the kernel's http client; the
 * types are the server's contracts.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import type {
  Attention, Award, AwardBody, CrmGroup, CrmStudent, CrmStudentList, Flag, Leaderboard, PerformanceList, PerformanceRow, PointHistory, PointReason, SkillKey, StudentProgress,
} from '@server/modules/crm/contracts.ts';

export type { Attention, Award, AwardBody, CrmGroup, CrmStudent, Flag, Leaderboard, PerformanceList, PerformanceRow, PointHistory, PointReason, SkillKey, StudentProgress };
export type Params = Record<string, string | number | boolean | undefined>;

/** the reasons in the form's order (the server's POINT_REASONS) */
export const REASONS: readonly PointReason[] = ['test', 'practice', 'homework', 'attendance', 'participation', 'improvement', 'other'];
export const FLAG_KEYS: readonly Flag[] = ['below_trajectory', 'inactive'];

const get = async <T>(path: string, params: Params = {}) => (await http.get<ApiEnvelope<T>>(path, { params })).data;

export const CRM_KEY = ['crm'] as const;

export const studentsQuery = (filters: Params) =>
  queryOptions({ queryKey: [...CRM_KEY, 'students', filters], queryFn: () => get<CrmStudentList>('crm/students', filters), placeholderData: (p) => p });
export const groupsQuery = queryOptions({ queryKey: [...CRM_KEY, 'groups'], queryFn: () => get<CrmGroup[]>('crm/groups') });
export const leaderboardQuery = (groupId: number) =>
  queryOptions({ queryKey: [...CRM_KEY, 'leaderboard', groupId], queryFn: () => get<Leaderboard>('crm/leaderboard', { group_id: groupId }) });
export const historyQuery = (studentId: number) => queryOptions({ queryKey: [...CRM_KEY, 'history', studentId], queryFn: () => get<PointHistory>(`crm/students/${studentId}/points`) });
export const performanceQuery = (filters: Params) =>
  queryOptions({ queryKey: [...CRM_KEY, 'performance', filters], queryFn: () => get<PerformanceList>('crm/performance', filters), placeholderData: (p) => p });
export const progressQuery = (studentId: number, inactiveDays: number) =>
  queryOptions({ queryKey: [...CRM_KEY, 'progress', studentId, inactiveDays], queryFn: () => get<StudentProgress>(`crm/students/${studentId}/performance`, { inactive_days: inactiveDays }) });
/** the trainer's card (its `reads` in index.ts say the same path) */
export const attentionQuery = queryOptions({ queryKey: [...CRM_KEY, 'attention'], queryFn: () => get<Attention>('crm/attention') });

/** 422s are shown on the form's fields, so no toast for them */
export const awardPoints = async (body: AwardBody) => (await http.post<ApiEnvelope<Award>>('crm/points', body, { toast: false })).data;
export const revokeAward = async (id: number, reason: string) => (await http.post<ApiEnvelope<Award>>(`crm/points/${id}/revoke`, { reason }, { toast: false })).data;

export const invalidateCrm = (client: QueryClient) => client.invalidateQueries({ queryKey: CRM_KEY });
