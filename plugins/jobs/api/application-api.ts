/**
 * The applicant's calls (server/modules/jobs/contracts.ts): no session. The public circular is read by id; a draft is
 * created with the basic information (the answer carries its secret once), then read and saved with the secret in
 * the X-Application-Token header. Documents go to the quarantine folder through the kernel's upload.
 */
import { queryOptions } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import { uploadFile } from '@kernel/http/upload';
import type { Answer, DegreeOut, JobOut, PublicCircular, TrainerApplication } from '@server/modules/jobs/contracts.ts';
import type { z } from 'zod';

export type { Answer, PublicCircular, TrainerApplication };
export type Degree = z.infer<typeof DegreeOut>;
export type Job = z.infer<typeof JobOut>;

const TOKEN_HEADER = 'X-Application-Token';
const open = (token: string) => ({ auth: false, toast: false, headers: { [TOKEN_HEADER]: token } }) as const;

export const readPublicCircular = async (id: number | string) => (await http.get<ApiEnvelope<PublicCircular>>(`job-circular/public/${id}`, { auth: false, toast: false })).data;

export const publicCircularQuery = (id: number | string) =>
  queryOptions({ queryKey: ['jobs', 'public-circular', String(id)], queryFn: () => readPublicCircular(id), retry: false, staleTime: 60_000 });

export const startApplication = async (jobCircularId: number, data: Record<string, unknown>) =>
  (await http.post<ApiEnvelope<TrainerApplication>>('trainer-application', { job_circular_id: jobCircularId, step: 'basic-information', data }, { auth: false, toast: false })).data;

export const saveApplicationStep = async (id: number | string, token: string, step: string, data: Record<string, unknown>) =>
  (await http.put<ApiEnvelope<TrainerApplication>>(`trainer-application/${id}`, { step, data }, open(token))).data;

export const submitApplication = async (id: number | string, token: string) => (await http.put<ApiEnvelope<TrainerApplication>>(`trainer-application/${id}`, { step: 'submit', data: {} }, open(token))).data;

export const readApplication = async (id: number | string, token: string) => (await http.get<ApiEnvelope<TrainerApplication>>(`trainer-application/${id}`, open(token))).data;

export const applicationQuery = (id: string, token: string) =>
  queryOptions({ queryKey: ['jobs', 'application', id], queryFn: () => readApplication(id, token), retry: false, staleTime: 0 });

/** A PDF into the quarantine folder (anonymous, on the centre's address): the path the step saves. */
export const uploadDocument = (file: File, onProgress: (fraction: number) => void) => uploadFile(file, 'quarantine', onProgress, { auth: false, toast: false });
