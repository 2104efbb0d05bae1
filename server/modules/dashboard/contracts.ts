/** What GET dashboard answers (the API suite checks every answer against it; the client imports the type). */
import { z } from 'zod';

export const Trends = z.object({
  /** week starts (Monday, yyyy-MM-dd), oldest first */
  weeks: z.array(z.string()),
  series: z.object({
    new_students: z.array(z.number().int()),
    sittings: z.array(z.number().int()),
    practice_answers: z.array(z.number().int()),
  }),
});

/** countings by role (server/API-CONTRACT.md); trends only for the owner, admin and master */
export const DashboardData = z.object({ countings: z.record(z.string(), z.number()), trends: Trends.optional() });

export type DashboardData = z.output<typeof DashboardData>;
export type Trends = z.output<typeof Trends>;
