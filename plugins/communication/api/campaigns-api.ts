/**
 * The calls of campaigns, automations and the report (server/modules/campaigns): react-query options and plain calls
 * over the kernel's http client; the types are the server's contracts.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import type {
  Audience, AudienceCount, Automation, AutomationAction, AutomationBody, AutomationConfig, AutomationEvent, AutomationList, AutomationRunList,
  CampaignBody, CampaignDetail, CampaignList, CampaignStatus, CampaignSummary, RecipientList, RecipientStatus, ReportSummary,
} from '@server/modules/campaigns/contracts.ts';

export type {
  Audience, AudienceCount, Automation, AutomationAction, AutomationBody, AutomationConfig, AutomationEvent, CampaignBody, CampaignDetail, CampaignStatus,
  CampaignSummary, RecipientStatus, ReportSummary,
};
export type Params = Record<string, string | number | boolean | undefined>;

export const EVENTS: readonly AutomationEvent[] = ['package.expiring', 'evaluation.released', 'contact.created'];
export const ACTIONS: readonly AutomationAction[] = ['send-mail', 'create-task', 'add-contact'];
export const SOURCES = ['manual', 'import', 'form', 'blog', 'trial-class', 'expired-student', 'seminar', 'webinar', 'workshop'] as const;

const get = async <T>(path: string, params: Params = {}) => (await http.get<ApiEnvelope<T>>(path, { params })).data;

export const CAMPAIGNS_KEY = ['campaigns'] as const;

export const campaignListQuery = (filters: Params) =>
  queryOptions({ queryKey: [...CAMPAIGNS_KEY, 'list', filters], queryFn: () => get<CampaignList>('campaigns', filters), placeholderData: (p) => p });
/** while a campaign is being sent its counts move: the detail asks again every 3 s until it is done */
export const campaignQuery = (id: number) =>
  queryOptions({
    queryKey: [...CAMPAIGNS_KEY, 'one', id],
    queryFn: () => get<CampaignDetail>(`campaigns/${id}`),
    refetchInterval: (q) => (q.state.data?.status === 'sending' || (q.state.data?.counts.queued ?? 0) > 0 ? 3000 : false),
  });
export const recipientsQuery = (id: number, filters: Params) =>
  queryOptions({ queryKey: [...CAMPAIGNS_KEY, 'recipients', id, filters], queryFn: () => get<RecipientList>(`campaigns/${id}/recipients`, filters), placeholderData: (p) => p });
export const automationListQuery = (filters: Params) =>
  queryOptions({ queryKey: [...CAMPAIGNS_KEY, 'automations', filters], queryFn: () => get<AutomationList>('automations', filters), placeholderData: (p) => p });
export const runsQuery = (id: number, page: number) =>
  queryOptions({ queryKey: [...CAMPAIGNS_KEY, 'runs', id, page], queryFn: () => get<AutomationRunList>(`automations/${id}/runs`, { page, per_page: 10 }), placeholderData: (p) => p });
export const reportQuery = () => queryOptions({ queryKey: [...CAMPAIGNS_KEY, 'report'], queryFn: () => get<ReportSummary>('communication-report') });
/** the centre's contact lists, for the audience picker (the contacts module's list) */
export const contactListsQuery = () =>
  queryOptions({ queryKey: ['contact-lists', 'picker'], queryFn: () => get<{ items: Array<{ id: number; name: string }> }>('contact-lists', { per_page: 100 }) });

/** 422s are shown on the editor's fields, so no toast for them */
export const createCampaign = async (body: CampaignBody) => (await http.post<ApiEnvelope<CampaignDetail>>('campaigns', body, { toast: false })).data;
export const updateCampaign = async (id: number, body: Partial<CampaignBody>) => (await http.put<ApiEnvelope<CampaignDetail>>(`campaigns/${id}`, body, { toast: false })).data;
export const sendCampaign = async (id: number) => (await http.post<ApiEnvelope<CampaignDetail>>(`campaigns/${id}/send`, {})).data;
export const cancelCampaign = async (id: number) => (await http.post<ApiEnvelope<CampaignDetail>>(`campaigns/${id}/cancel`, {})).data;
export const deleteCampaign = async (id: number) => (await http.delete<ApiEnvelope<null>>(`campaigns/${id}`)).data;
export const countAudience = async (audience: Audience) => (await http.post<ApiEnvelope<AudienceCount>>('campaigns/audience-count', { audience }, { toast: false })).data;

export const createAutomation = async (body: AutomationBody) => (await http.post<ApiEnvelope<Automation>>('automations', body, { toast: false })).data;
export const updateAutomation = async (id: number, body: Partial<AutomationBody>) => (await http.put<ApiEnvelope<Automation>>(`automations/${id}`, body, { toast: false })).data;
export const setAutomationEnabled = async (id: number, enabled: boolean) => (await http.put<ApiEnvelope<Automation>>(`automations/${id}/status`, { enabled })).data;
export const deleteAutomation = async (id: number) => (await http.delete<ApiEnvelope<null>>(`automations/${id}`)).data;

export const invalidateCampaigns = (client: QueryClient) => client.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
