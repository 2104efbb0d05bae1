/** What the study-plan calls answer (checked against every answer by the API suite; the client imports the types). */
import { z } from 'zod';

/** the milestones achievements.ts computes, in the order it lists them */
export const ACHIEVEMENT_CODES = ['first-task', 'streak-3', 'streak-7', 'half-plan', 'section-speaking', 'section-writing', 'section-reading', 'section-listening', 'plan-finished'] as const;

const Int = z.number().int();
const Meta = z.object({ current_page: Int, per_page: Int, total: Int, last_page: Int });
const DateText = z.string().describe('yyyy-MM-dd');
const Person = z.object({ id: Int, full_name: z.string() });
const SectionEnum = z.enum(['speaking', 'writing', 'reading', 'listening']);

export const TargetScoresOut = z.object({ speaking: Int.optional(), writing: Int.optional(), reading: Int.optional(), listening: Int.optional() });
export const Progress = z.object({ total: Int, done: Int, skipped: Int, percent: Int });

export const StudyTask = z.object({
  id: Int,
  plan_id: Int,
  day: DateText,
  position: Int,
  kind: z.enum(['practice', 'question', 'test', 'material', 'class', 'free']),
  target_id: Int.nullable(),
  target_ref: z.string(),
  title: z.string(),
  section: SectionEnum.nullable(),
  minutes: Int.nullable(),
  status: z.enum(['todo', 'done', 'skipped']),
  done_at: z.string().nullable(),
});

export const PlanSummary = z.object({
  id: Int,
  organization_id: Int,
  kind: z.enum(['template', 'student']),
  title: z.string(),
  description: z.string(),
  exam_date: DateText.nullable(),
  target_scores: TargetScoresOut,
  student: Person.nullable(),
  source_plan_id: Int.nullable(),
  created_by: Person.nullable(),
  created_at: z.string(),
  first_day: DateText.nullable(),
  last_day: DateText.nullable(),
  tasks_count: Int,
  /** student copies made from this template */
  assigned_count: Int,
});
export const PlanList = z.object({ items: z.array(PlanSummary), meta: Meta });

export const Achievement = z.object({
  id: Int,
  code: z.enum(ACHIEVEMENT_CODES),
  plan_id: Int,
  plan_title: z.string(),
  student: Person,
  earned_at: z.string(),
});
export const AchievementList = z.object({ items: z.array(Achievement), meta: Meta });

export const PlanDetail = PlanSummary.extend({ tasks: z.array(StudyTask), progress: Progress });

export const Assignment = z.object({ plan_id: Int, student: Person, progress: Progress, created_at: z.string() });
export const AssignmentList = z.object({ items: z.array(Assignment), meta: Meta });
export const AssignResult = z.object({ created: z.array(Assignment), skipped: z.array(Person) });

export const MyPlan = z.object({
  plan: PlanDetail.nullable(),
  /** the student's other plans, newest first, to switch between */
  plans: z.array(z.object({ id: Int, title: z.string(), exam_date: DateText.nullable() })),
  achievements: z.array(Achievement),
  /** whole days from today to the exam (negative once past), null without an exam date */
  days_to_exam: Int.nullable(),
  today: DateText,
});
export const TaskTick = z.object({ task: StudyTask, progress: Progress, earned: z.array(z.enum(ACHIEVEMENT_CODES)) });

export type StudyTask = z.infer<typeof StudyTask>;
export type PlanSummary = z.infer<typeof PlanSummary>;
export type PlanList = z.infer<typeof PlanList>;
export type PlanDetail = z.infer<typeof PlanDetail>;
export type Achievement = z.infer<typeof Achievement>;
export type AchievementList = z.infer<typeof AchievementList>;
export type Assignment = z.infer<typeof Assignment>;
export type AssignmentList = z.infer<typeof AssignmentList>;
export type AssignResult = z.infer<typeof AssignResult>;
export type MyPlan = z.infer<typeof MyPlan>;
export type TaskTick = z.infer<typeof TaskTick>;
export type ProgressOut = z.infer<typeof Progress>;
