import { z } from 'zod';
import { isoDate } from '../../kernel/dates.ts';

const Score = z.number().int().min(10).max(90);

function isRealDate(v: string): boolean {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/**
 * exam_date: yyyy-MM-dd between today and two years ahead (UTC; one day of grace below so a client east or
 * west of UTC may send its own "today").
 */
export const ExamDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'The exam date must be a date in the form yyyy-MM-dd.' })
  .refine(isRealDate, { message: 'The exam date must be a valid date.' })
  .refine((v) => v >= isoDate(-1) && v <= isoDate(2 * 366), { message: 'The exam date must be between today and two years from now.' });

export const TargetBody = z.object({
  exam_date: ExamDate,
  speaking: Score,
  listening: Score,
  writing: Score,
  reading: Score,
});
export type TargetInput = z.output<typeof TargetBody>;

export const TargetScore = z.object({
  exam_date: z.string(),
  speaking: z.number().int(),
  listening: z.number().int(),
  writing: z.number().int(),
  reading: z.number().int(),
});

export const ProfileData = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.string(),
  image: z.string().nullable(),
  status: z.string(),
  email_verified_at: z.string().nullable(),
  organization_id: z.number().int().nullable(),
  created_at: z.string(),
  target_score: TargetScore.nullable(),
});
