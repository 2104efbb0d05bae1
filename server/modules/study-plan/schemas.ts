/** Input of the study-plan calls (zod). Dates yyyy-MM-dd; target scores 10..90 (docs/product-spec.md §9). */
import { z } from 'zod';
import { someFieldSent } from '../../kernel/update-body.ts';
import { opt } from '../../kernel/query-params.ts';
import { isCalendarDate } from '../branches/rules.ts';

const Id = z.coerce.number().int().min(1).max(2_147_483_647);
const BodyId = z.number().int().min(1).max(2_147_483_647);
const Page = { page: opt(z.coerce.number().int().min(1).max(100_000)), per_page: opt(z.coerce.number().int().min(1).max(100)) };
const OrgQuery = { organization_id: opt(Id) };
const Text = (label: string, max: number) => z.string().trim().min(1, { message: `The ${label} is required.` }).max(max, { message: `The ${label} may not be longer than ${max} characters.` });
const Free = (max: number) => z.string().trim().max(max, { message: `This may not be longer than ${max} characters.` });
const DateText = z.string().trim().max(10).refine(isCalendarDate, { message: 'Enter a date in the form yyyy-MM-dd.' });
const Score = z.number({ message: 'A target score is a whole number from 10 to 90.' }).int({ message: 'A target score is a whole number from 10 to 90.' }).min(10, { message: 'A target score is a whole number from 10 to 90.' }).max(90, { message: 'A target score is a whole number from 10 to 90.' });

export const SECTION_VALUES = ['speaking', 'writing', 'reading', 'listening'] as const;
export const TASK_KINDS = ['practice', 'question', 'test', 'material', 'class', 'free'] as const;
export const TASK_STATUSES = ['todo', 'done', 'skipped'] as const;

export const IdParams = z.object({ id: Id });

export const TargetScores = z.strictObject({ speaking: Score.optional(), writing: Score.optional(), reading: Score.optional(), listening: Score.optional() });

export const PlanListQuery = z.object({
  ...Page,
  ...OrgQuery,
  search: opt(z.string().trim().max(200)),
});

const PlanFields = {
  title: Text('title', 200),
  description: Free(5000).optional(),
  exam_date: DateText.nullable().optional(),
  target_scores: TargetScores.optional(),
};
export const CreatePlanBody = z.strictObject({ ...PlanFields, organization_id: BodyId.optional() });
export const UpdatePlanBody = z
  .strictObject({ ...PlanFields, title: PlanFields.title.optional() })
  .refine(...someFieldSent('title'));

export const TaskInput = z
  .strictObject({
    /** an existing task of the plan keeps its id (and, on a student's copy, its status) */
    id: BodyId.optional(),
    day: DateText,
    kind: z.enum(TASK_KINDS, { message: `The kind is one of ${TASK_KINDS.join(', ')}.` }),
    target_id: BodyId.nullable().optional(),
    target_ref: Free(500).optional(),
    title: Text('title', 200),
    section: z.enum(SECTION_VALUES).nullable().optional(),
    minutes: z.number().int().min(1).max(600).nullable().optional(),
  })
  .superRefine((t, ctx) => {
    if ((t.kind === 'question' || t.kind === 'test' || t.kind === 'material') && !t.target_id) {
      ctx.addIssue({ code: 'custom', path: ['target_id'], message: `Choose the ${t.kind} this task opens.` });
    }
    if (t.kind === 'practice' && !t.target_ref) ctx.addIssue({ code: 'custom', path: ['target_ref'], message: 'Choose the question type to practise.' });
  });
/** The whole task list of a plan, in order: a day's tasks keep the order they are sent in. */
export const TasksBody = z.strictObject({ tasks: z.array(TaskInput).max(1000, { message: 'A plan holds at most 1000 tasks.' }) });

export const GenerateBody = z.strictObject({
  /** the first day to plan (a past day means today); required, so an empty call changes nothing */
  start_on: DateText,
  tasks_per_day: z.number().int().min(1).max(6).optional(),
  /** weigh the sections by this student's practice results */
  student_id: BodyId.optional(),
});

export const AssignBody = z
  .strictObject({
    student_ids: z.array(BodyId).max(500).optional().default([]),
    group_ids: z.array(BodyId).max(50).optional().default([]),
    /** move the copy so the plan's first day falls on this day */
    start_on: DateText.nullable().optional(),
  })
  .refine((b) => b.student_ids.length + b.group_ids.length > 0, { message: 'Choose at least one student or group.', path: ['student_ids'] });

export const AchievesQuery = z.object({ ...Page, ...OrgQuery, student_id: opt(Id), plan_id: opt(Id) });

export const AssignmentsQuery = z.object({ ...Page });

export const MyPlanQuery = z.object({ plan_id: opt(Id) });
export const TaskStatusBody = z.strictObject({ status: z.enum(TASK_STATUSES, { message: 'The status is todo, done or skipped.' }) });

export type PlanListInput = z.output<typeof PlanListQuery>;
export type CreatePlanInput = z.output<typeof CreatePlanBody>;
export type UpdatePlanInput = z.output<typeof UpdatePlanBody> & { id: number };
export type TasksInput = z.output<typeof TasksBody> & { id: number };
export type GenerateInput = z.output<typeof GenerateBody> & { id: number };
export type AssignInput = z.output<typeof AssignBody> & { id: number };
export type AchievesInput = z.output<typeof AchievesQuery>;
