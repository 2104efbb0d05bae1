/**
 * Performance checking and the student's own progress (docs/product-spec.md §23): the handed-in sittings' skill
 * scores (the score report's, exams/results.ts `summaries`), the target, and the last activity, fed to the one pure
 * computation (progress.ts). Staff with USER_INDEX see the students they reach (scope.ts).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Actor, RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import { list } from '../../kernel/envelope.ts';
import { NotFoundError } from '../../kernel/errors.ts';
import { requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Verb } from '../../kernel/verb.ts';
import { answerSheetItems, answerSheets, groupMembers, questionAttempts, roles, targetScores, users } from '../../db/schema.ts';
import { likePattern } from '../users/list.ts';
import { sheetRows, summaries } from '../exams/results.ts';
import { sheetScope } from '../exams/sheets.ts';
import type { Attention, IdParams, PerformanceList, PerformanceQuery, PerformanceRow, ProgressQuery, StudentProgress, Target as TargetOut } from './contracts.ts';
import { DEFAULT_INACTIVE_DAYS, SKILLS, progressOf, type Progress, type Sitting, type Target } from './progress.ts';
import { centreOf, fullName, groupsOf, studentInReach, studentsInReach } from './scope.ts';

/** The most sittings read per student set: enough for a centre's history, bounded for one request. */
const MAX_SHEETS = 20_000;

const maxDate = (...ds: Array<Date | null | undefined>): Date | null =>
  ds.reduce<Date | null>((m, d) => (d && (!m || d.getTime() > m.getTime()) ? d : m), null);
const asDate = (v: unknown): Date | null => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v)));

/** The handed-in sittings of each student, with their skill scores. */
export async function sittingsOf(tx: Tx, ctx: RequestContext, studentIds: readonly number[]): Promise<Map<number, Sitting[]>> {
  const out = new Map<number, Sitting[]>();
  if (!studentIds.length) return out;
  const rows = await sheetRows(tx, and(sheetScope(ctx), inArray(answerSheets.userId, [...studentIds]), eq(answerSheets.status, 'submitted')), MAX_SHEETS, 0);
  for (const s of await summaries(tx, rows)) {
    if (!s.submitted_at) continue;
    const sitting: Sitting = { id: s.id, title: s.title, mode: s.mode, at: new Date(s.submitted_at), overall: s.overall, skills: s.skills };
    out.set(s.student.id, [...(out.get(s.student.id) ?? []), sitting]);
  }
  return out;
}

/** Each student's last activity: a practice answer, a sitting started or handed in, an answer saved in a sitting. */
export async function lastActivityOf(tx: Tx, studentIds: readonly number[]): Promise<Map<number, Date>> {
  const out = new Map<number, Date>();
  if (!studentIds.length) return out;
  const ids = [...studentIds];
  const attempts = await tx
    .select({ id: questionAttempts.userId, at: sql<unknown>`max(${questionAttempts.createdAt})` })
    .from(questionAttempts)
    .where(inArray(questionAttempts.userId, ids))
    .groupBy(questionAttempts.userId);
  const sheets = await tx
    .select({ id: answerSheets.userId, at: sql<unknown>`max(greatest(${answerSheets.startedAt}, coalesce(${answerSheets.submittedAt}, ${answerSheets.startedAt})))` })
    .from(answerSheets)
    .where(inArray(answerSheets.userId, ids))
    .groupBy(answerSheets.userId);
  const saves = await tx
    .select({ id: answerSheets.userId, at: sql<unknown>`max(${answerSheetItems.savedAt})` })
    .from(answerSheetItems)
    .innerJoin(answerSheets, eq(answerSheets.id, answerSheetItems.answerSheetId))
    .where(inArray(answerSheets.userId, ids))
    .groupBy(answerSheets.userId);
  for (const r of [...attempts, ...sheets, ...saves]) {
    const at = maxDate(out.get(r.id), asDate(r.at));
    if (at) out.set(r.id, at);
  }
  return out;
}

export async function targetsOf(tx: Tx, studentIds: readonly number[]): Promise<Map<number, Target>> {
  if (!studentIds.length) return new Map();
  const rows = await tx.select().from(targetScores).where(inArray(targetScores.userId, [...studentIds]));
  return new Map(rows.map((r) => [r.userId, { examDate: r.examDate, scores: { speaking: r.speaking, writing: r.writing, reading: r.reading, listening: r.listening } }]));
}

export function targetOut(t: Target | null | undefined): TargetOut | null {
  return t ? { exam_date: t.examDate, ...t.scores } : null;
}

/** Progress of each of the students, computed now. */
export async function progressMap(tx: Tx, ctx: RequestContext, studentIds: readonly number[], inactiveDays: number): Promise<Map<number, { progress: Progress; target: Target | null }>> {
  const [sittings, activity, targets] = [await sittingsOf(tx, ctx, studentIds), await lastActivityOf(tx, studentIds), await targetsOf(tx, studentIds)];
  const now = new Date();
  return new Map(
    studentIds.map((id) => {
      const target = targets.get(id) ?? null;
      return [id, { target, progress: progressOf({ sittings: sittings.get(id) ?? [], target, lastActivityAt: activity.get(id) ?? null, now, inactiveDays }) }];
    }),
  );
}

/** The contract's shape of one student's progress. */
export function progressOut(student: { id: number; full_name: string }, p: Progress, target: Target | null, inactiveDays: number): StudentProgress {
  return {
    student: { id: student.id, full_name: student.full_name },
    target: targetOut(target),
    sittings: p.sittings.map((s) => ({
      id: s.id,
      title: s.title,
      mode: s.mode,
      submitted_at: s.at.toISOString(),
      overall: s.overall,
      skills: { speaking: s.skills.speaking ?? null, writing: s.skills.writing ?? null, reading: s.skills.reading ?? null, listening: s.skills.listening ?? null },
    })),
    skills: p.skills.map((l) => ({ ...l, points: l.points.map((pt) => ({ sheet_id: pt.sheetId, at: pt.at.toISOString(), score: pt.score })) })),
    flags: p.flags,
    below_skills: p.belowSkills,
    last_activity_at: p.lastActivityAt?.toISOString() ?? null,
    days_inactive: p.daysInactive,
    inactive_days: inactiveDays,
  };
}

async function studentsMatching(tx: Tx, org: number, actor: Actor, input: { search?: string; group_id?: number }) {
  return tx
    .select({ id: users.id, full_name: fullName })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        studentsInReach(tx, org, actor),
        input.search ? sql`(lower(${fullName}) like ${likePattern(input.search)} or lower(${users.email}) like ${likePattern(input.search)})` : undefined,
        input.group_id
          ? inArray(users.id, sql`(select ${groupMembers.userId} from ${groupMembers} where ${groupMembers.groupId} = ${input.group_id} and ${groupMembers.memberRole} = 'student')`)
          : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/**
 * GET crm/performance: every student the caller reaches with the latest score per skill, the target and the flags;
 * filter by flag and group, search by name or e-mail. Flagged students first, then by name. `flagged` counts the
 * students with any flag among those matching the search and group.
 */
export async function listPerformance({ ctx, input }: Verb<PerformanceQuery>): Promise<PerformanceList> {
  const actor = requirePermission(ctx, 'USER_INDEX');
  const org = centreOf(ctx);
  const n = input.inactive_days ?? DEFAULT_INACTIVE_DAYS;
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  return withTenantTx(ctx, async (tx) => {
    const students = await studentsMatching(tx, org, actor, input);
    const progress = await progressMap(tx, ctx, students.map((s) => s.id), n);
    const flagged = students.filter((s) => progress.get(s.id)!.progress.flags.length > 0);
    const chosen = (input.flag ? students.filter((s) => progress.get(s.id)!.progress.flags.includes(input.flag!)) : students)
      .map((s, i) => ({ s, i, f: progress.get(s.id)!.progress.flags.length > 0 }))
      .sort((a, b) => Number(b.f) - Number(a.f) || a.i - b.i)
      .map((x) => x.s);
    const pageRows = chosen.slice((page - 1) * perPage, page * perPage);
    const groupMap = await groupsOf(tx, pageRows.map((s) => s.id));
    const items: PerformanceRow[] = pageRows.map((s) => {
      const { progress: p, target } = progress.get(s.id)!;
      const latest = Object.fromEntries(SKILLS.map((k) => [k, p.skills.find((l) => l.skill === k)?.latest ?? null])) as PerformanceRow['latest'];
      return {
        student: s,
        groups: groupMap.get(s.id) ?? [],
        latest,
        target: targetOut(target),
        flags: p.flags,
        below_skills: p.belowSkills,
        last_activity_at: p.lastActivityAt?.toISOString() ?? null,
        days_inactive: p.daysInactive,
        sittings_count: p.sittings.length,
      };
    });
    return { ...list(items, page, perPage, chosen.length), flagged: flagged.length, inactive_days: n };
  });
}

/** GET crm/students/{id}/performance: one student's progress by skill over time, the trajectory and the flags. */
export async function studentPerformance({ ctx, input }: Verb<IdParams & ProgressQuery>): Promise<StudentProgress> {
  const actor = requirePermission(ctx, 'USER_INDEX');
  const org = centreOf(ctx);
  const n = input.inactive_days ?? DEFAULT_INACTIVE_DAYS;
  return withTenantTx(ctx, async (tx) => {
    const student = await studentInReach(tx, org, actor, input.id);
    if (!student) throw new NotFoundError('Student not found.');
    const { progress, target } = (await progressMap(tx, ctx, [student.id], n)).get(student.id)!;
    return progressOut(student, progress, target, n);
  });
}

/** GET crm/attention: how many of the caller's students carry a flag (the trainer's portal card). */
export async function attention({ ctx, input }: Verb<ProgressQuery>): Promise<Attention> {
  const actor = requirePermission(ctx, 'USER_INDEX');
  const org = centreOf(ctx);
  const n = input.inactive_days ?? DEFAULT_INACTIVE_DAYS;
  return withTenantTx(ctx, async (tx) => {
    const students = await studentsMatching(tx, org, actor, {});
    const all = [...(await progressMap(tx, ctx, students.map((s) => s.id), n)).values()].map((v) => v.progress.flags);
    return {
      students: students.length,
      flagged: all.filter((f) => f.length > 0).length,
      below_trajectory: all.filter((f) => f.includes('below_trajectory')).length,
      inactive: all.filter((f) => f.includes('inactive')).length,
      inactive_days: n,
    };
  });
}
