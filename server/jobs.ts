// The job registry: every module's jobs (server/modules/<m>/jobs.ts), like server/routes.ts for routes. The queue
// worker (server/kernel/queue.ts, started by server/main.ts) runs these; a name enqueued that is not here never runs.
import { mailJobs } from './kernel/mail.ts';
import type { JobDef } from './kernel/queue.ts';
import { examsJobs } from './modules/exams/sweeper.ts';
import { notificationsJobs } from './modules/notifications/jobs.ts';
import { scheduleJobs } from './modules/schedule/jobs.ts';
import { campaignsJobs } from './modules/campaigns/jobs.ts';

export const jobs: readonly JobDef[] = [...mailJobs, ...examsJobs, ...notificationsJobs, ...scheduleJobs, ...campaignsJobs];
