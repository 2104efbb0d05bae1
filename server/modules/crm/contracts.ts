// contracts: stable
/**
 * CRM: points, performance checking and the student's portfolio and data list (docs/product-spec.md §23, this
 * module's README.md). Zod only (the client imports the types with `import type`); the API suite checks every answer
 * against these schemas.
 */
import { z } from 'zod';

const MAX_INT = 2_147_483_647;
const Int = z.number().int();
const Id = z.coerce.number().int().min(1).max(MAX_INT);
const Meta = z.object({ current_page: Int, per_page: Int, total: Int, last_page: Int });
const opt = <T extends z.ZodType>(s: T) => z.preprocess((v) => (v === '' ? undefined : v), s.optional());
const Page = opt(z.coerce.number().int().min(1).max(100_000));
const PerPage = opt(z.coerce.number().int().min(1).max(100));

export const SKILL_KEYS = ['speaking', 'writing', 'reading', 'listening'] as const;
export type SkillKey = (typeof SKILL_KEYS)[number];
/** why points are given: a short list, with free text beside it ("other" needs the text) */
export const POINT_REASONS = ['test', 'practice', 'homework', 'attendance', 'participation', 'improvement', 'other'] as const;
export type PointReason = (typeof POINT_REASONS)[number];
export const FLAGS = ['below_trajectory', 'inactive'] as const;
export type Flag = (typeof FLAGS)[number];
export const POINT_LIMITS = { min: 1, max: 100, note: 500, revokeReason: 500 } as const;
/** "inactive for N days": the page may ask 1 to 365 (default 14) */
const InactiveDays = opt(z.coerce.number().int().min(1, { message: 'The number of days must be 1 or more.' }).max(365, { message: 'The number of days may not be more than 365.' }));

/* ------------------------------------------------------------------ params and queries */

export const IdParams = z.object({ id: Id });
export type IdParams = z.output<typeof IdParams>;

export const StudentListQuery = z.object({
  search: opt(z.string().trim().max(200)),
  group_id: opt(Id),
  page: Page,
  per_page: PerPage,
});
export type StudentListQuery = z.output<typeof StudentListQuery>;

export const LeaderboardQuery = z.object({ group_id: Id });
export type LeaderboardQuery = z.output<typeof LeaderboardQuery>;

export const PerformanceQuery = z.object({
  search: opt(z.string().trim().max(200)),
  group_id: opt(Id),
  flag: opt(z.enum(FLAGS, { message: `The flag must be one of: ${FLAGS.join(', ')}.` })),
  inactive_days: InactiveDays,
  page: Page,
  per_page: PerPage,
});
export type PerformanceQuery = z.output<typeof PerformanceQuery>;

export const ProgressQuery = z.object({ inactive_days: InactiveDays });
export type ProgressQuery = z.output<typeof ProgressQuery>;

export const MY_DATA_KINDS = ['enrollments', 'payments', 'attendance', 'points', 'results'] as const;
export type MyDataKind = (typeof MY_DATA_KINDS)[number];
export const MyDataParams = z.object({ kind: z.enum(MY_DATA_KINDS, { message: `The list must be one of: ${MY_DATA_KINDS.join(', ')}.` }) });
export type MyDataParams = z.output<typeof MyDataParams>;

/* ------------------------------------------------------------------ bodies */

export const AwardBody = z.object({
  student_id: z.number({ message: 'The student field is required.' }).int().min(1).max(MAX_INT),
  points: z
    .number({ message: 'The points field is required.' })
    .int({ message: 'Points are whole numbers.' })
    .min(POINT_LIMITS.min, { message: `Give at least ${POINT_LIMITS.min} point.` })
    .max(POINT_LIMITS.max, { message: `Give at most ${POINT_LIMITS.max} points at once.` }),
  reason: z.enum(POINT_REASONS, { message: 'The reason is required: choose one from the list.' }),
  note: z.string().trim().max(POINT_LIMITS.note, { message: `The note may not be longer than ${POINT_LIMITS.note} characters.` }).optional(),
});
export type AwardBody = z.output<typeof AwardBody>;

export const RevokeBody = z.object({
  reason: z
    .string({ message: 'The reason field is required.' })
    .trim()
    .min(1, { message: 'The reason field is required.' })
    .max(POINT_LIMITS.revokeReason, { message: `The reason may not be longer than ${POINT_LIMITS.revokeReason} characters.` }),
});
export type RevokeBody = z.output<typeof RevokeBody>;

/* ------------------------------------------------------------------ answers */

const Person = z.object({ id: Int, full_name: z.string() });
export type Person = z.output<typeof Person>;
const GroupRef = z.object({ id: Int, name: z.string() });
export type GroupRef = z.output<typeof GroupRef>;
const SkillScores = z.object({ speaking: Int.nullable(), writing: Int.nullable(), reading: Int.nullable(), listening: Int.nullable() });
export type SkillScores = z.output<typeof SkillScores>;

export const Award = z.object({
  id: Int,
  student: Person,
  points: Int,
  reason: z.enum(POINT_REASONS),
  note: z.string(),
  awarded_by: Person.nullable(),
  awarded_at: z.string(),
  revoked_at: z.string().nullable(),
  revoked_by: Person.nullable(),
  revoke_reason: z.string().nullable(),
});
export type Award = z.output<typeof Award>;

export const PointHistory = z.object({ student: Person, total: Int, awards: z.array(Award) });
export type PointHistory = z.output<typeof PointHistory>;

export const CrmStudent = z.object({ id: Int, full_name: z.string(), email: z.string(), groups: z.array(GroupRef), points: Int });
export type CrmStudent = z.output<typeof CrmStudent>;
export const CrmStudentList = z.object({ items: z.array(CrmStudent), meta: Meta });
export type CrmStudentList = z.output<typeof CrmStudentList>;

export const CrmGroup = z.object({ id: Int, name: z.string(), students_count: Int });
export type CrmGroup = z.output<typeof CrmGroup>;
export const CrmGroupList = z.array(CrmGroup);

export const Standing = z.object({ rank: Int, student: Person, points: Int });
export type Standing = z.output<typeof Standing>;
export const Leaderboard = z.object({ group: GroupRef, items: z.array(Standing) });
export type Leaderboard = z.output<typeof Leaderboard>;

export const Target = z.object({ exam_date: z.string(), speaking: Int, writing: Int, reading: Int, listening: Int });
export type Target = z.output<typeof Target>;

export const SittingScore = z.object({ id: Int, title: z.string(), mode: z.string(), submitted_at: z.string(), overall: Int.nullable(), skills: SkillScores });
export type SittingScore = z.output<typeof SittingScore>;

export const SkillLine = z.object({
  skill: z.enum(SKILL_KEYS),
  points: z.array(z.object({ sheet_id: Int, at: z.string(), score: Int })),
  first: Int.nullable(),
  latest: Int.nullable(),
  target: Int.nullable(),
  /** where the trajectory (first result to target on the exam date) is at the latest result */
  expected: Int.nullable(),
  below: z.boolean(),
});
export type SkillLine = z.output<typeof SkillLine>;

export const StudentProgress = z.object({
  student: Person,
  target: Target.nullable(),
  sittings: z.array(SittingScore),
  skills: z.array(SkillLine),
  flags: z.array(z.enum(FLAGS)),
  below_skills: z.array(z.enum(SKILL_KEYS)),
  last_activity_at: z.string().nullable(),
  days_inactive: Int.nullable(),
  inactive_days: Int,
});
export type StudentProgress = z.output<typeof StudentProgress>;

export const PerformanceRow = z.object({
  student: Person,
  groups: z.array(GroupRef),
  latest: SkillScores,
  target: Target.nullable(),
  flags: z.array(z.enum(FLAGS)),
  below_skills: z.array(z.enum(SKILL_KEYS)),
  last_activity_at: z.string().nullable(),
  days_inactive: Int.nullable(),
  sittings_count: Int,
});
export type PerformanceRow = z.output<typeof PerformanceRow>;
export const PerformanceList = z.object({ items: z.array(PerformanceRow), meta: Meta, flagged: Int, inactive_days: Int });
export type PerformanceList = z.output<typeof PerformanceList>;

export const Attention = z.object({ students: Int, flagged: Int, below_trajectory: Int, inactive: Int, inactive_days: Int });
export type Attention = z.output<typeof Attention>;

export const GroupStanding = z.object({ id: Int, name: z.string(), rank: Int, of: Int });
export const MyPoints = z.object({ total: Int, groups: z.array(GroupStanding) });
export type MyPoints = z.output<typeof MyPoints>;

export const Portfolio = z.object({ progress: StudentProgress, points: MyPoints, awards: z.array(Award) });
export type Portfolio = z.output<typeof Portfolio>;

export const MyDataSummary = z.array(z.object({ kind: z.enum(MY_DATA_KINDS), count: Int }));
export type MyDataSummary = z.output<typeof MyDataSummary>;
/** one list of "my data": column keys (the client names them) and rows of plain values in that order */
export const MyDataTable = z.object({
  kind: z.enum(MY_DATA_KINDS),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.union([z.string(), z.number()]).nullable())),
});
export type MyDataTable = z.output<typeof MyDataTable>;
