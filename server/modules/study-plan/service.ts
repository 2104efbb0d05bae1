/**
 * Study plans (README.md): staff keep templates of tasks on days and assign them; assigning copies the template into
 * each student's own plan, whose tasks the student ticks. Achievements are computed from the copy's tasks
 * (achievements.ts) and stored the first time they are earned.
 */
import { and, asc, desc, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import { PTE_TYPES } from '@question-types/pte-types.ts';
import type { Actor, RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import type { Verb } from '../../kernel/verb.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { list } from '../../kernel/envelope.ts';
import { requirePermission, requireRole } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { isoDate } from '../../kernel/dates.ts';
import { groupMembers, groups, questions, questionTypes, roles, studyPlanAchievements, studyPlans, studyPlanTasks, targetScores, tests, users } from '../../db/schema.ts';
import { likePattern } from '../users/list.ts';
import { centreOf, fullName, pageOf, rowsOf } from '../branches/scope.ts';
import { newlyEarned, progressOf, type Section, type TaskState } from './achievements.ts';
import { generatePlan, weakestSections } from './generator.ts';
import type { Achievement, Assignment, AssignResult, MyPlan, PlanDetail, PlanSummary, StudyTask, TaskTick } from './contracts.ts';
import type { AchievesInput, AssignInput, CreatePlanInput, GenerateInput, PlanListInput, TasksInput, UpdatePlanInput } from './schemas.ts';

type Targets = PlanSummary['target_scores'];
const student = alias(users, 'student');
const creator = alias(users, 'creator');
const PLAN_NOT_FOUND = 'Study plan not found';

/** Students hold STUDY_PLAN_INDEX for their own plan (my-study-plan); the staff pages are not theirs. */
function refuseStudent(actor: Actor): void {
  if (actor.role === 'STUDENT') throw new ForbiddenError();
}

/** my-study-plan is a student's own, on their centre's address. */
function studentOnTenant(ctx: RequestContext): void {
  requirePermission(ctx, 'STUDY_PLAN_INDEX');
  if (!ctx.tenant) throw new ForbiddenError('Only a student has a study plan of their own.');
}

const today = () => isoDate(0);

/** The exam date of a write: from today to two years ahead (docs/product-spec.md §9), unless it is the stored one. */
function checkExamDate(date: string | null | undefined, stored: string | null = null) {
  if (!date || date === stored) return;
  const t = today();
  const max = format(addDays(parseISO(t), 731), 'yyyy-MM-dd');
  if (date < t || date > max) throw ValidationError.field('exam_date', 'The exam date must be between today and two years from now.');
}

const tasksCount = sql<number>`(select count(*)::int from study_plan_tasks t where t.plan_id = ${studyPlans.id})`;
const firstDay = sql<string | null>`(select to_char(min(t.day), 'YYYY-MM-DD') from study_plan_tasks t where t.plan_id = ${studyPlans.id})`;
const lastDay = sql<string | null>`(select to_char(max(t.day), 'YYYY-MM-DD') from study_plan_tasks t where t.plan_id = ${studyPlans.id})`;
const assignedCount = sql<number>`(select count(*)::int from study_plans c where c.source_plan_id = ${studyPlans.id})`;

async function plansWhere(tx: Tx, where: SQL | undefined, page: number, perPage: number): Promise<PlanSummary[]> {
  const rows = await tx
    .select({
      p: studyPlans, sFirst: student.firstName, sLast: student.lastName, cFirst: creator.firstName, cLast: creator.lastName,
      tasks: tasksCount, first: firstDay, last: lastDay, assigned: assignedCount,
    })
    .from(studyPlans)
    .leftJoin(student, eq(student.id, studyPlans.studentId))
    .leftJoin(creator, eq(creator.id, studyPlans.createdBy))
    .where(where)
    .orderBy(desc(studyPlans.createdAt), desc(studyPlans.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return rows.map((r) => ({
    id: r.p.id,
    organization_id: r.p.organizationId,
    kind: r.p.kind,
    title: r.p.title,
    description: r.p.description,
    exam_date: r.p.examDate,
    target_scores: targetsOf(r.p.targetScores),
    student: r.p.studentId !== null ? { id: r.p.studentId, full_name: fullName(r.sFirst, r.sLast) } : null,
    source_plan_id: r.p.sourcePlanId,
    created_by: r.p.createdBy !== null ? { id: r.p.createdBy, full_name: fullName(r.cFirst, r.cLast) } : null,
    created_at: r.p.createdAt.toISOString(),
    first_day: r.first ?? null,
    last_day: r.last ?? null,
    tasks_count: Number(r.tasks),
    assigned_count: Number(r.assigned),
  }));
}

function targetsOf(raw: unknown): Targets {
  const o = (raw ?? {}) as Record<string, unknown>;
  const out: Targets = {};
  for (const s of ['speaking', 'writing', 'reading', 'listening'] as const) if (typeof o[s] === 'number') out[s] = o[s] as number;
  return out;
}

/** The centre's rows: the tenant's on a centre's address, every centre's for the master on the platform domain. */
const inScope = (ctx: RequestContext) => (ctx.tenant ? eq(studyPlans.organizationId, ctx.tenant.id) : undefined);

/** One plan the caller's centre holds, or 404 (another centre's id is not told apart from a missing one). */
async function planOf(tx: Tx, ctx: RequestContext, id: number): Promise<PlanSummary> {
  const [p] = await plansWhere(tx, and(inScope(ctx), eq(studyPlans.id, id)), 1, 1);
  if (!p) throw new NotFoundError(PLAN_NOT_FOUND);
  return p;
}

async function tasksOf(tx: Tx, planId: number): Promise<StudyTask[]> {
  const rows = await tx.select().from(studyPlanTasks).where(eq(studyPlanTasks.planId, planId)).orderBy(asc(studyPlanTasks.day), asc(studyPlanTasks.position), asc(studyPlanTasks.id));
  return rows.map(taskOut);
}

function taskOut(t: typeof studyPlanTasks.$inferSelect): StudyTask {
  return {
    id: t.id, plan_id: t.planId, day: t.day, position: t.position, kind: t.kind, target_id: t.targetId, target_ref: t.targetRef, title: t.title,
    section: t.section, minutes: t.minutes, status: t.status, done_at: t.doneAt ? t.doneAt.toISOString() : null,
  };
}

const stateOf = (t: StudyTask): TaskState => ({ status: t.status, section: t.section, doneOn: t.done_at ? t.done_at.slice(0, 10) : null });

async function detailOf(tx: Tx, plan: PlanSummary): Promise<PlanDetail> {
  const tasks = await tasksOf(tx, plan.id);
  return { ...plan, tasks, progress: progressOf(tasks) };
}

/** GET study-plans: the templates (a student's copy is reached from its template's students). */
export async function listPlans({ ctx, input }: Verb<PlanListInput>) {
  const actor = requirePermission(ctx, 'STUDY_PLAN_INDEX');
  refuseStudent(actor);
  const { page, perPage } = pageOf(input);
  return withTenantTx(ctx, async (tx) => {
    const org = ctx.tenant ? ctx.tenant.id : input.organization_id;
    const where = and(
      eq(studyPlans.kind, 'template'),
      org !== undefined ? eq(studyPlans.organizationId, org) : undefined,
      input.search ? sql`lower(${studyPlans.title} || ' ' || ${studyPlans.description}) like ${likePattern(input.search)}` : undefined,
    );
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(studyPlans).where(where);
    return list(await plansWhere(tx, where, page, perPage), page, perPage, Number(total?.n ?? 0));
  });
}

/** POST study-plans */
export async function createPlan({ ctx, input }: Verb<CreatePlanInput>): Promise<PlanDetail> {
  const actor = requirePermission(ctx, 'STUDY_PLAN_STORE');
  refuseStudent(actor);
  checkExamDate(input.exam_date);
  return withTenantTx(ctx, async (tx) => {
    const centre = await centreOf(tx, ctx, input.organization_id);
    const [row] = await tx
      .insert(studyPlans)
      .values({ organizationId: centre.id, title: input.title, description: input.description ?? '', examDate: input.exam_date ?? null, targetScores: input.target_scores ?? {}, createdBy: actor.userId })
      .returning({ id: studyPlans.id });
    return detailOf(tx, await planOf(tx, ctx, row!.id));
  });
}

/** GET study-plans/{id}: a template or a student's copy, with its tasks. */
export async function showPlan({ ctx, input }: Verb<{ id: number }>): Promise<PlanDetail> {
  const actor = requirePermission(ctx, 'STUDY_PLAN_INDEX');
  refuseStudent(actor);
  return withTenantTx(ctx, async (tx) => detailOf(tx, await planOf(tx, ctx, input.id)));
}

/** PUT study-plans/{id} */
export async function updatePlan({ ctx, input }: Verb<UpdatePlanInput>): Promise<PlanDetail> {
  const actor = requirePermission(ctx, 'STUDY_PLAN_UPDATE');
  refuseStudent(actor);
  return withTenantTx(ctx, async (tx) => {
    const plan = await planOf(tx, ctx, input.id);
    checkExamDate(input.exam_date, plan.exam_date);
    await tx
      .update(studyPlans)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.exam_date !== undefined ? { examDate: input.exam_date } : {}),
        ...(input.target_scores !== undefined ? { targetScores: input.target_scores } : {}),
        updatedAt: new Date(),
      })
      .where(eq(studyPlans.id, plan.id));
    return detailOf(tx, await planOf(tx, ctx, plan.id));
  });
}

/** DELETE study-plans/{id}: the students' copies stay theirs (their source becomes null). */
export async function deletePlan({ ctx, input }: Verb<{ id: number }>): Promise<null> {
  const actor = requirePermission(ctx, 'STUDY_PLAN_DESTROY');
  refuseStudent(actor);
  return withTenantTx(ctx, async (tx) => {
    const plan = await planOf(tx, ctx, input.id);
    await tx.delete(studyPlans).where(eq(studyPlans.id, plan.id));
    return null;
  });
}

const SLUGS = new Map(PTE_TYPES.map((t) => [t.slug, t.section as Section]));

/**
 * Targets named by tasks must exist in the plan's centre (or be the platform's): 422 on `tasks.N.target_id`. Answers
 * what the student's link needs besides the id: a question's type slug, a test's exam type (kept in `target_ref`).
 */
async function checkTargets(tx: Tx, organizationId: number, tasks: TasksInput['tasks']): Promise<Map<string, string>> {
  const ids = (kind: 'question' | 'test') => [...new Set(tasks.flatMap((t) => (t.kind === kind && t.target_id ? [t.target_id] : [])))];
  const qIds = ids('question');
  const tIds = ids('test');
  const refs = new Map<string, string>();
  if (qIds.length) {
    const rows = await tx
      .select({ id: questions.id, slug: questionTypes.slug })
      .from(questions)
      .innerJoin(questionTypes, eq(questionTypes.id, questions.questionTypeId))
      .where(and(inArray(questions.id, qIds), or(eq(questions.organizationId, organizationId), isNull(questions.organizationId)), isNull(questions.deletedAt)));
    for (const r of rows) refs.set(`question:${r.id}`, r.slug);
  }
  if (tIds.length) {
    const rows = await tx
      .select({ id: tests.id, examType: tests.examType })
      .from(tests)
      .where(and(inArray(tests.id, tIds), or(eq(tests.organizationId, organizationId), isNull(tests.organizationId)), isNull(tests.deletedAt)));
    for (const r of rows) refs.set(`test:${r.id}`, r.examType);
  }
  const errors: Record<string, string[]> = {};
  tasks.forEach((t, i) => {
    if (t.kind === 'question' && t.target_id && !refs.has(`question:${t.target_id}`)) errors[`tasks.${i}.target_id`] = ['There is no such question.'];
    if (t.kind === 'test' && t.target_id && !refs.has(`test:${t.target_id}`)) errors[`tasks.${i}.target_id`] = ['There is no such test.'];
    if (t.kind === 'practice' && t.target_ref && !SLUGS.has(t.target_ref)) errors[`tasks.${i}.target_ref`] = ['There is no such question type.'];
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return refs;
}

type TaskRow = typeof studyPlanTasks.$inferInsert;

/** Positions from 0 per day, in the order given. */
function positioned<T extends { day: string }>(tasks: readonly T[]): Array<T & { position: number }> {
  const next = new Map<string, number>();
  return tasks.map((t) => {
    const p = next.get(t.day) ?? 0;
    next.set(t.day, p + 1);
    return { ...t, position: p };
  });
}

/** PUT study-plans/{id}/tasks: the whole list; tasks sent with their id keep it (and a copy's status). */
export async function replaceTasks({ ctx, input }: Verb<TasksInput>): Promise<PlanDetail> {
  const actor = requirePermission(ctx, 'STUDY_PLAN_UPDATE');
  refuseStudent(actor);
  return withTenantTx(ctx, async (tx) => {
    const plan = await planOf(tx, ctx, input.id);
    const refs = await checkTargets(tx, plan.organization_id, input.tasks);
    const existing = new Set((await tx.select({ id: studyPlanTasks.id }).from(studyPlanTasks).where(eq(studyPlanTasks.planId, plan.id))).map((r) => r.id));
    const errors: Record<string, string[]> = {};
    const seen = new Set<number>();
    input.tasks.forEach((t, i) => {
      if (t.id === undefined) return;
      if (!existing.has(t.id)) errors[`tasks.${i}.id`] = ['This task is not in the plan.'];
      else if (seen.has(t.id)) errors[`tasks.${i}.id`] = ['This task is in the list twice.'];
      seen.add(t.id);
    });
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const keep = input.tasks.flatMap((t) => (t.id !== undefined ? [t.id] : []));
    await tx.delete(studyPlanTasks).where(and(eq(studyPlanTasks.planId, plan.id), keep.length ? notInArray(studyPlanTasks.id, keep) : undefined));
    for (const t of positioned(input.tasks)) {
      const values = {
        day: t.day, position: t.position, kind: t.kind, targetId: t.kind === 'question' || t.kind === 'test' || t.kind === 'material' ? (t.target_id ?? null) : null,
        targetRef: (t.kind === 'question' || t.kind === 'test' ? refs.get(`${t.kind}:${t.target_id}`) : undefined) ?? t.target_ref ?? '', title: t.title, section: t.section ?? (t.kind === 'practice' ? (SLUGS.get(t.target_ref ?? '') ?? null) : null), minutes: t.minutes ?? null,
      } satisfies Partial<TaskRow>;
      if (t.id !== undefined) await tx.update(studyPlanTasks).set(values).where(eq(studyPlanTasks.id, t.id));
      else await tx.insert(studyPlanTasks).values({ ...values, organizationId: plan.organization_id, planId: plan.id });
    }
    await tx.update(studyPlans).set({ updatedAt: new Date() }).where(eq(studyPlans.id, plan.id));
    return detailOf(tx, plan);
  });
}

/** Average percent per section of a student's scored practice: cheap (one grouped read over their attempts). */
async function resultsOf(tx: Tx, studentId: number): Promise<Partial<Record<Section, number>>> {
  const rows = await rowsOf<{ section: Section; pct: number | string }>(
    tx,
    sql`select qt.section, avg(case when a.max > 0 then a.score / a.max else 0 end) * 100 as pct
          from question_attempts a join questions q on q.id = a.question_id join question_types qt on qt.id = q.question_type_id
         where a.user_id = ${studentId} group by qt.section`,
  );
  return Object.fromEntries(rows.map((r) => [r.section, Number(r.pct)]));
}

/** A student of the centre (by role kind), or null. */
async function studentsOf(tx: Tx, organizationId: number, ids: number[]): Promise<Array<{ id: number; full_name: string }>> {
  if (!ids.length) return [];
  const rows = await tx
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(inArray(users.id, ids), eq(users.organizationId, organizationId), eq(roles.kind, 'STUDENT'), isNull(users.deletedAt)));
  return rows.map((r) => ({ id: r.id, full_name: fullName(r.first, r.last) }));
}

/** POST study-plans/{id}/generate: replaces the plan's tasks with the generator's (generator.ts). */
export async function generateTasks({ ctx, input }: Verb<GenerateInput>): Promise<PlanDetail> {
  const actor = requirePermission(ctx, 'STUDY_PLAN_UPDATE');
  refuseStudent(actor);
  return withTenantTx(ctx, async (tx) => {
    const plan = await planOf(tx, ctx, input.id);
    const studentId = input.student_id ?? plan.student?.id;
    if (input.student_id !== undefined && !(await studentsOf(tx, plan.organization_id, [input.student_id])).length) throw ValidationError.field('student_id', 'There is no such student in this centre.');
    const results = studentId ? await resultsOf(tx, studentId) : {};
    const generated = generatePlan({
      today: today(), examDate: plan.exam_date, startOn: input.start_on, targets: plan.target_scores,
      weakest: weakestSections(results, plan.target_scores), tasksPerDay: input.tasks_per_day,
    });
    if (!generated.length) throw ValidationError.field('exam_date', 'The exam date has passed: there are no days left to plan.');
    await tx.delete(studyPlanTasks).where(eq(studyPlanTasks.planId, plan.id));
    await tx.insert(studyPlanTasks).values(generated.map((g) => ({ organizationId: plan.organization_id, planId: plan.id, day: g.day, position: g.position, kind: g.kind, targetRef: g.target_ref, title: g.title, section: g.section, minutes: g.minutes })));
    return detailOf(tx, plan);
  });
}

async function assignmentsWhere(tx: Tx, where: SQL | undefined, page: number, perPage: number): Promise<Assignment[]> {
  const rows = await tx
    .select({
      id: studyPlans.id, studentId: studyPlans.studentId, first: student.firstName, last: student.lastName, createdAt: studyPlans.createdAt,
      total: tasksCount,
      done: sql<number>`(select count(*)::int from study_plan_tasks t where t.plan_id = ${studyPlans.id} and t.status = 'done')`,
      skipped: sql<number>`(select count(*)::int from study_plan_tasks t where t.plan_id = ${studyPlans.id} and t.status = 'skipped')`,
    })
    .from(studyPlans)
    .innerJoin(student, eq(student.id, studyPlans.studentId))
    .where(where)
    .orderBy(asc(sql`lower(${student.firstName} || ' ' || ${student.lastName})`), asc(studyPlans.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return rows.map((r) => {
    const total = Number(r.total);
    const done = Number(r.done);
    return {
      plan_id: r.id, student: { id: r.studentId!, full_name: fullName(r.first, r.last) }, created_at: r.createdAt.toISOString(),
      progress: { total, done, skipped: Number(r.skipped), percent: total === 0 ? 0 : Math.floor((done * 100) / total) },
    };
  });
}

/** GET study-plans/{id}/students: the copies of a template, with each student's progress. */
export async function listAssignments({ ctx, input }: Verb<{ id: number; page?: number; per_page?: number }>) {
  const actor = requirePermission(ctx, 'STUDY_PLAN_INDEX');
  refuseStudent(actor);
  const { page, perPage } = pageOf(input, 50);
  return withTenantTx(ctx, async (tx) => {
    const plan = await planOf(tx, ctx, input.id);
    const where = and(eq(studyPlans.sourcePlanId, plan.id), eq(studyPlans.organizationId, plan.organization_id));
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(studyPlans).where(where);
    return list(await assignmentsWhere(tx, where, page, perPage), page, perPage, Number(total?.n ?? 0));
  });
}

/**
 * POST study-plans/{id}/assign: a copy of the template for each student named and each student of the groups named.
 * A student who already has a copy of it is skipped (assigning twice changes nothing). `start_on` moves the copy's
 * days so the template's first day falls on it.
 */
export async function assignPlan({ ctx, input }: Verb<AssignInput>): Promise<AssignResult> {
  const actor = requirePermission(ctx, 'STUDY_PLAN_UPDATE');
  refuseStudent(actor);
  return withTenantTx(ctx, async (tx) => {
    const plan = await planOf(tx, ctx, input.id);
    if (plan.kind !== 'template') throw ValidationError.field('student_ids', 'Only a template is assigned; this is a student\'s own plan.');
    const org = plan.organization_id;
    const named = await studentsOf(tx, org, [...new Set(input.student_ids)]);
    if (named.length !== new Set(input.student_ids).size) throw ValidationError.field('student_ids', 'Choose students of this centre.');
    const groupIds = [...new Set(input.group_ids)];
    if (groupIds.length) {
      const found = await tx.select({ id: groups.id }).from(groups).where(and(inArray(groups.id, groupIds), eq(groups.organizationId, org)));
      if (found.length !== groupIds.length) throw ValidationError.field('group_ids', 'Choose groups of this centre.');
    }
    const members = groupIds.length
      ? (await tx.select({ id: groupMembers.userId }).from(groupMembers).where(and(inArray(groupMembers.groupId, groupIds), eq(groupMembers.organizationId, org), eq(groupMembers.memberRole, 'student')))).map((r) => r.id)
      : [];
    const everyone = await studentsOf(tx, org, [...new Set([...named.map((s) => s.id), ...members])]);
    const have = new Set(
      everyone.length ? (await tx.select({ id: studyPlans.studentId }).from(studyPlans).where(and(eq(studyPlans.sourcePlanId, plan.id), inArray(studyPlans.studentId, everyone.map((s) => s.id))))).map((r) => r.id) : [],
    );
    const tasks = await tasksOf(tx, plan.id);
    const shift = input.start_on && plan.first_day ? differenceInCalendarDays(parseISO(input.start_on), parseISO(plan.first_day)) : 0;
    const targets = new Map(
      everyone.length ? (await tx.select().from(targetScores).where(inArray(targetScores.userId, everyone.map((s) => s.id)))).map((t) => [t.userId, t]) : [],
    );
    const createdIds: number[] = [];
    const skipped: AssignResult['skipped'] = [];
    for (const s of everyone) {
      if (have.has(s.id)) {
        skipped.push(s);
        continue;
      }
      const own = targets.get(s.id);
      const [copy] = await tx
        .insert(studyPlans)
        .values({
          organizationId: org, kind: 'student', title: plan.title, description: plan.description, studentId: s.id, sourcePlanId: plan.id, createdBy: actor.userId,
          examDate: plan.exam_date ?? own?.examDate ?? null,
          targetScores: Object.keys(plan.target_scores).length || !own ? plan.target_scores : { speaking: own.speaking, writing: own.writing, reading: own.reading, listening: own.listening },
        })
        .returning({ id: studyPlans.id });
      createdIds.push(copy!.id);
      if (tasks.length) {
        await tx.insert(studyPlanTasks).values(
          tasks.map((t) => ({
            organizationId: org, planId: copy!.id, day: shift ? format(addDays(parseISO(t.day), shift), 'yyyy-MM-dd') : t.day, position: t.position, kind: t.kind,
            targetId: t.target_id, targetRef: t.target_ref, title: t.title, section: t.section, minutes: t.minutes,
          })),
        );
      }
    }
    const created = createdIds.length ? await assignmentsWhere(tx, inArray(studyPlans.id, createdIds), 1, createdIds.length) : [];
    return { created, skipped };
  });
}

async function achievementsWhere(tx: Tx, where: SQL | undefined, page: number, perPage: number): Promise<Achievement[]> {
  const rows = await tx
    .select({ a: studyPlanAchievements, title: studyPlans.title, first: student.firstName, last: student.lastName })
    .from(studyPlanAchievements)
    .innerJoin(studyPlans, eq(studyPlans.id, studyPlanAchievements.planId))
    .innerJoin(student, eq(student.id, studyPlanAchievements.studentId))
    .where(where)
    .orderBy(desc(studyPlanAchievements.earnedAt), desc(studyPlanAchievements.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return rows.map((r) => ({
    id: r.a.id, code: r.a.code as Achievement['code'], plan_id: r.a.planId, plan_title: r.title,
    student: { id: r.a.studentId, full_name: fullName(r.first, r.last) }, earned_at: r.a.earnedAt.toISOString(),
  }));
}

/** GET study-plans/achieves: what the centre's students have earned, newest first. */
export async function listAchievements({ ctx, input }: Verb<AchievesInput>) {
  const actor = requirePermission(ctx, 'STUDY_PLAN_INDEX');
  refuseStudent(actor);
  const { page, perPage } = pageOf(input, 25);
  return withTenantTx(ctx, async (tx) => {
    const org = ctx.tenant ? ctx.tenant.id : input.organization_id;
    const where = and(
      org !== undefined ? eq(studyPlanAchievements.organizationId, org) : undefined,
      input.student_id !== undefined ? eq(studyPlanAchievements.studentId, input.student_id) : undefined,
      input.plan_id !== undefined ? eq(studyPlanAchievements.planId, input.plan_id) : undefined,
    );
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(studyPlanAchievements).where(where);
    return list(await achievementsWhere(tx, where, page, perPage), page, perPage, Number(total?.n ?? 0));
  });
}

/** GET my-study-plan: the student's plan (the newest, or `plan_id`), their other plans and what they have earned. */
export async function myPlan({ ctx, input }: Verb<{ plan_id?: number }>): Promise<MyPlan> {
  const actor = requireRole(ctx, 'STUDENT');
  studentOnTenant(ctx);
  return withTenantTx(ctx, async (tx) => {
    const mine = and(eq(studyPlans.organizationId, ctx.tenant!.id), eq(studyPlans.studentId, actor.userId));
    const plans = await tx.select({ id: studyPlans.id, title: studyPlans.title, exam_date: studyPlans.examDate }).from(studyPlans).where(mine).orderBy(desc(studyPlans.createdAt), desc(studyPlans.id));
    const chosen = input.plan_id !== undefined ? plans.find((p) => p.id === input.plan_id) : plans[0];
    if (input.plan_id !== undefined && !chosen) throw new NotFoundError(PLAN_NOT_FOUND);
    const plan = chosen ? await detailOf(tx, (await plansWhere(tx, and(mine, eq(studyPlans.id, chosen.id)), 1, 1))[0]!) : null;
    const achievements = await achievementsWhere(tx, and(eq(studyPlanAchievements.organizationId, ctx.tenant!.id), eq(studyPlanAchievements.studentId, actor.userId)), 1, 200);
    const t = today();
    return {
      plan, plans, achievements, today: t,
      days_to_exam: plan?.exam_date ? differenceInCalendarDays(parseISO(plan.exam_date), parseISO(t)) : null,
    };
  });
}

/** PATCH my-study-plan/tasks/{id}: the student ticks (or unticks, or skips) a task of their own plan. */
export async function tickTask({ ctx, input }: Verb<{ id: number; status: StudyTask['status'] }>): Promise<TaskTick> {
  const actor = requireRole(ctx, 'STUDENT');
  studentOnTenant(ctx);
  return withTenantTx(ctx, async (tx) => {
    const [found] = await tx
      .select({ id: studyPlanTasks.id, planId: studyPlanTasks.planId, status: studyPlanTasks.status })
      .from(studyPlanTasks)
      .innerJoin(studyPlans, eq(studyPlans.id, studyPlanTasks.planId))
      .where(and(eq(studyPlanTasks.id, input.id), eq(studyPlans.studentId, actor.userId), eq(studyPlans.organizationId, ctx.tenant!.id)))
      .for('update');
    // another student's task is not told apart from a missing one
    if (!found) throw new NotFoundError('Task not found');
    if (found.status !== input.status) {
      await tx.update(studyPlanTasks).set({ status: input.status, doneAt: input.status === 'done' ? new Date() : null }).where(eq(studyPlanTasks.id, found.id));
    }
    const tasks = await tasksOf(tx, found.planId);
    const stored = (await tx.select({ code: studyPlanAchievements.code }).from(studyPlanAchievements).where(eq(studyPlanAchievements.planId, found.planId))).map((r) => r.code);
    const earned = newlyEarned(tasks.map(stateOf), stored);
    if (earned.length) {
      await tx
        .insert(studyPlanAchievements)
        .values(earned.map((code) => ({ organizationId: ctx.tenant!.id, planId: found.planId, studentId: actor.userId, code })))
        .onConflictDoNothing();
    }
    return { task: tasks.find((t) => t.id === found.id)!, progress: progressOf(tasks), earned };
  });
}
