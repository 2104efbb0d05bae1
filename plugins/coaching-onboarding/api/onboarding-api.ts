/**
 * The onboarding calls (server/modules/coaching-onboarding): the public wizard's (secret of the resume link in the
 * X-Onboarding-Token header, never a session) and the master's review. Types are the server's contracts.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import type { SubdomainVerdict } from '@kernel/tenancy/subdomain-field';
import type {
  AvailabilityAnswer,
  CreatedPreRegistration,
  OnboardingData,
  OnboardingStep,
  Plan,
  PlanList,
  PreRegistration,
  PreRegistrationList,
} from '@server/modules/coaching-onboarding/contracts.ts';

export type { OnboardingData, OnboardingStep, Plan, PreRegistration };
export type RequestStatus = PreRegistration['status'];

const TOKEN_HEADER = 'X-Onboarding-Token';
const open = (token: string) => ({ auth: false, headers: { [TOKEN_HEADER]: token } }) as const;

export const plansQuery = () =>
  queryOptions({
    queryKey: ['onboarding', 'plans'],
    queryFn: async () => (await http.get<ApiEnvelope<PlanList>>('dummy/plans', { auth: false })).data.items,
    staleTime: 60_000,
  });

export const createDraft = async (step: OnboardingStep, data: Partial<OnboardingData>) =>
  (await http.post<ApiEnvelope<CreatedPreRegistration>>('dummy/organizations', { step, data }, { auth: false, toast: false })).data;

export const saveStep = async (id: number | string, token: string, step: OnboardingStep, data: Partial<OnboardingData>) =>
  (await http.put<ApiEnvelope<PreRegistration>>(`dummy/organizations/${id}`, { step, data }, { ...open(token), toast: false })).data;

export const readDraft = async (id: number | string, token: string) => (await http.get<ApiEnvelope<PreRegistration>>(`dummy/organizations/${id}`, { ...open(token), toast: false })).data;

export const draftQuery = (id: string, token: string) =>
  queryOptions({ queryKey: ['onboarding', 'draft', id, token], queryFn: () => readDraft(id, token), retry: false, staleTime: 0 });

/** The live check of the portal-access step; a failed check counts as "not valid" (docs/product-spec.md §5). */
export const checkSubdomain = async (subdomain: string, signal?: AbortSignal): Promise<SubdomainVerdict> => {
  try {
    const a = (await http.post<ApiEnvelope<AvailabilityAnswer>>('dummy/check-available-subdomain-or-email', { subdomain }, { auth: false, toast: false, signal })).data;
    return { valid: a.subdomain?.available ?? false, reason: a.subdomain?.reason ?? null };
  } catch (e) {
    if ((e as { kind?: string } | null)?.kind === 'abort') throw e;
    return { valid: false };
  }
};

// --- the master's review

export interface RequestFilters {
  status?: RequestStatus;
  search?: string;
  page?: number;
}

export const requestListQuery = (filters: RequestFilters) =>
  queryOptions({
    queryKey: ['onboarding', 'requests', filters],
    queryFn: async () => (await http.get<ApiEnvelope<PreRegistrationList>>('dummy/organizations', { params: { ...filters } })).data,
    placeholderData: (previous) => previous,
  });

export const approveRequest = async (id: number) => (await http.post<ApiEnvelope<PreRegistration>>(`dummy/organizations/${id}/approve`)).data;
export const rejectRequest = async (id: number, note: string) => (await http.post<ApiEnvelope<PreRegistration>>(`dummy/organizations/${id}/reject`, { note }, { toast: false })).data;
export const deleteRequest = async (id: number) => {
  await http.delete(`dummy/organizations/${id}`);
};
export const invalidateRequests = (client: QueryClient) => client.invalidateQueries({ queryKey: ['onboarding', 'requests'] });

export type { Plan as PlanItem };
