/**
 * The staff calls of trainer recruitment (server/modules/jobs/contracts.ts): circulars with their screening
 * questions, the applications (per circular and all), the review (point, salary, status: hiring invites the
 * applicant as a trainer) and the rejection mail. Types are the server's contracts.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import type {
  ApplicationList,
  ApplicationSummary,
  CircularBody,
  CircularList,
  CircularUpdateBody,
  JobCircular,
  JobCircularDetail,
  JobType,
  SalaryType,
  Workplace,
  JobQuestion,
  JobQuestionSet,
  QuestionInput,
  RejectionMailBody,
  RejectionMailResult,
  ReviewBody,
  ReviewStatus,
  TrainerApplication,
} from '@server/modules/jobs/contracts.ts';

export type { JobType, SalaryType, Workplace };
export type { ApplicationSummary, CircularBody, JobCircular, JobCircularDetail, JobQuestion, QuestionInput, ReviewBody, ReviewStatus, TrainerApplication };

/** The same lists as the server's (contracts.ts): the form's choices and the filters. */
export const JOB_TYPES = ['full_time', 'part_time', 'contract', 'internship', 'freelance'] as const;
export const SALARY_TYPES = ['monthly', 'hourly', 'yearly', 'fixed', 'negotiable'] as const;
export const WORKPLACES = ['on_site', 'remote', 'hybrid'] as const;
export const REVIEW_STATUSES = ['new', 'shortlisted', 'interview', 'rejected', 'hired'] as const satisfies readonly ReviewStatus[];

export interface CircularFilters {
  search?: string;
  active?: boolean;
  page?: number;
  per_page?: number;
}

export const circularListQuery = (f: CircularFilters) =>
  queryOptions({
    queryKey: ['jobs', 'circulars', f],
    queryFn: async () => (await http.get<ApiEnvelope<CircularList>>('job-circular', { params: { ...f } })).data,
    placeholderData: (previous) => previous,
  });

export const circularQuery = (id: number) =>
  queryOptions({ queryKey: ['jobs', 'circular', id], queryFn: async () => (await http.get<ApiEnvelope<JobCircularDetail>>(`job-circular/${id}`)).data });

/** The form shows its 422s at the fields: no toast. */
export const createCircular = async (body: CircularBody) => (await http.post<ApiEnvelope<JobCircularDetail>>('job-circular', body, { toast: false })).data;
export const updateCircular = async (id: number, body: CircularUpdateBody) => (await http.put<ApiEnvelope<JobCircularDetail>>(`job-circular/${id}`, body, { toast: false })).data;
export const setCircularActive = async (id: number, active: boolean) => (await http.put<ApiEnvelope<JobCircularDetail>>(`job-circular/${id}`, { active })).data;
/** A 409 `circular_has_applications` is said by the page (deactivate instead): no toast. */
export const deleteCircular = async (id: number) => (await http.delete<ApiEnvelope<{ id: number }>>(`job-circular/${id}`, { toast: false })).data;
export const saveQuestions = async (jobCircularId: number, questions: QuestionInput[]) =>
  (await http.post<ApiEnvelope<JobQuestionSet>>('job-question', { job_circular_id: jobCircularId, questions }, { toast: false })).data;

export interface ApplicationFilters {
  status?: ReviewStatus;
  search?: string;
  page?: number;
  per_page?: number;
}

/** One circular's applications (GET job-circular/trainer-application/{jobId}) or all of them (GET trainer-application). */
export const applicationListQuery = (circularId: number | null, f: ApplicationFilters) =>
  queryOptions({
    queryKey: ['jobs', 'applications', circularId, f],
    queryFn: async () => (await http.get<ApiEnvelope<ApplicationList>>(circularId === null ? 'trainer-application' : `job-circular/trainer-application/${circularId}`, { params: { ...f } })).data,
    placeholderData: (previous) => previous,
  });

export const applicationQuery = (id: number) =>
  queryOptions({ queryKey: ['jobs', 'application', id], queryFn: async () => (await http.get<ApiEnvelope<TrainerApplication>>(`trainer-application/${id}`)).data });

/** The review panel says its 422s and 409s itself. */
export const reviewApplication = async (id: number, body: ReviewBody) => (await http.put<ApiEnvelope<TrainerApplication>>(`trainer-application/${id}`, body, { toast: false })).data;
export const deleteApplication = async (id: number) => (await http.delete<ApiEnvelope<{ id: number }>>(`trainer-application/${id}`)).data;
export const sendRejectionMail = async (id: number, body: RejectionMailBody) =>
  (await http.post<ApiEnvelope<RejectionMailResult>>(`trainer-application/${id}/rejection-mail`, body, { toast: false })).data;

export const invalidateJobs = (client: QueryClient) => client.invalidateQueries({ queryKey: ['jobs'] });
