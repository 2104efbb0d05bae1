import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Verb } from '../../kernel/verb.ts';
import { requirePermission } from '../../kernel/permissions.ts';
import type { Tx } from '../../kernel/db.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { answerSheets, organizations, questionAttempts, questions, roles, targetScores, tests, users } from '../../db/schema.ts';
import { fillWeeks, lastWeeks } from './weeks.ts';
import type { DashboardData } from './contracts.ts';

/** How many weeks the trends of the owner's, admin's and master's start pages cover. */
export const TREND_WEEKS = 8;

const weekOf = (col: typeof users.createdAt | typeof answerSheets.submittedAt | typeof questionAttempts.createdAt) =>
  sql<string>`to_char(date_trunc('week', ${col} at time zone 'UTC'), 'YYYY-MM-DD')`;

/**
 * Per week of the last TREND_WEEKS, in a tenant or (null) the whole platform: students who joined, tests and mocks
 * handed in, and single practice answers given. Each series is counted from the rows, grouped by the database.
 */
async function weeklyTrends(tx: Tx, tenantId: number | null, now = new Date()) {
  const weeks = lastWeeks(now, TREND_WEEKS);
  const since = new Date(`${weeks[0]}T00:00:00Z`);
  const joined = await tx
    .select({ week: weekOf(users.createdAt), n: count() })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(tenantId === null ? undefined : eq(users.organizationId, tenantId), isNull(users.deletedAt), eq(roles.kind, 'STUDENT'), sql`${users.createdAt} >= ${since}`))
    .groupBy(sql`1`);
  const sittings = await tx
    .select({ week: weekOf(answerSheets.submittedAt), n: count() })
    .from(answerSheets)
    .where(and(tenantId === null ? undefined : eq(answerSheets.organizationId, tenantId), eq(answerSheets.status, 'submitted'), inArray(answerSheets.mode, ['practice-test', 'mock']), sql`${answerSheets.submittedAt} >= ${since}`))
    .groupBy(sql`1`);
  const answers = await tx
    .select({ week: weekOf(questionAttempts.createdAt), n: count() })
    .from(questionAttempts)
    .where(and(tenantId === null ? undefined : eq(questionAttempts.organizationId, tenantId), isNull(questionAttempts.answerSheetId), sql`${questionAttempts.createdAt} >= ${since}`))
    .groupBy(sql`1`);
  return { weeks, series: { new_students: fillWeeks(weeks, joined), sittings: fillWeeks(weeks, sittings), practice_answers: fillWeeks(weeks, answers) } };
}

/** users per role name, in the tenant (or across the platform when tenantId is null) */
async function usersByRole(tx: Tx, tenantId: number | null, onlyActive = false): Promise<Record<string, number>> {
  const rows = await tx
    .select({ role: roles.kind, n: count() })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(tenantId === null ? undefined : eq(users.organizationId, tenantId), isNull(users.deletedAt), onlyActive ? eq(users.status, 'active') : undefined))
    .groupBy(roles.kind);
  return Object.fromEntries(rows.map((r) => [r.role, Number(r.n)]));
}

/**
 * Results of a student (or of the whole tenant) that wait for a trainer: single practice answers still pending, and
 * handed-in sheets with at least one item pending.
 */
async function pendingResults(tx: Tx, tenantId: number, userId: number | null): Promise<number> {
  const mine = userId === null ? sql`true` : sql`${questionAttempts.userId} = ${userId}`;
  const [r] = await tx
    .select({
      n: sql<number>`count(distinct coalesce('s' || ${questionAttempts.answerSheetId}::text, 'a' || ${questionAttempts.id}::text))`,
    })
    .from(questionAttempts)
    .where(and(eq(questionAttempts.organizationId, tenantId), eq(questionAttempts.status, 'pending'), mine));
  return Number(r?.n ?? 0);
}

/**
 * GET dashboard: countings by role (API-CONTRACT.md), each computed from the data. Courses are 0 until courses
 * exist (issue "Packages, courses, branches and enrollment"); questions count the bank as its list shows it.
 */
export async function showDashboard({ ctx }: Verb): Promise<DashboardData> {
  const actor = requirePermission(ctx, 'DASHBOARD_INDEX');
  return withTenantTx(ctx, async (tx): Promise<DashboardData> => {
    if (actor.role === 'SUPER_ADMIN' && !ctx.tenant) {
      const [orgs] = await tx
        .select({ all: count(), active: sql<number>`count(*) filter (where ${organizations.status} = 'active')` })
        .from(organizations)
        .where(isNull(organizations.deletedAt));
      const byRole = await usersByRole(tx, null);
      return {
        countings: {
          coaching_centres: Number(orgs?.all ?? 0),
          active_coaching_centres: Number(orgs?.active ?? 0),
          students: byRole.STUDENT ?? 0,
          trainers: byRole.TRAINER ?? 0,
          users: Object.values(byRole).reduce((a, b) => a + b, 0),
        },
        trends: await weeklyTrends(tx, null),
      };
    }
    const tenantId = ctx.tenant!.id;
    if (actor.role === 'STUDENT') {
      const [t] = await tx.select({ examDate: targetScores.examDate }).from(targetScores).where(eq(targetScores.userId, actor.userId));
      const days = t ? Math.max(0, Math.round((Date.parse(`${t.examDate}T00:00:00Z`) - Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`)) / 86_400_000)) : 0;
      // what GET questions lists for a student: the tenant's and the platform's active approved items
      const [practice] = await tx
        .select({ n: count() })
        .from(questions)
        .where(and(or(eq(questions.organizationId, tenantId), isNull(questions.organizationId)), isNull(questions.deletedAt), eq(questions.status, 'active'), eq(questions.approval, 'approved')));
      // tests and mocks handed in (quizzes have their own history)
      const [taken] = await tx
        .select({ n: count() })
        .from(answerSheets)
        .where(and(eq(answerSheets.organizationId, tenantId), eq(answerSheets.userId, actor.userId), eq(answerSheets.status, 'submitted'), inArray(answerSheets.mode, ['practice-test', 'mock'])));
      return { countings: { practice_items: Number(practice?.n ?? 0), tests_taken: Number(taken?.n ?? 0), results_pending: await pendingResults(tx, tenantId, actor.userId), days_to_exam: days } };
    }
    const byRole = await usersByRole(tx, tenantId);
    if (actor.role === 'TRAINER') {
      // the bank as its list shows the trainer: the centre's items and the platform's
      const [bank] = await tx.select({ n: count() }).from(questions).where(and(or(eq(questions.organizationId, tenantId), isNull(questions.organizationId)), isNull(questions.deletedAt)));
      // the centre's practice and mock tests (quiz sets are counted with quizzes)
      const [own] = await tx.select({ n: count() }).from(tests).where(and(eq(tests.organizationId, tenantId), isNull(tests.deletedAt), inArray(tests.examType, ['practice-tests', 'mock-tests'])));
      const [pending] = await tx.select({ n: count() }).from(questionAttempts).where(and(eq(questionAttempts.organizationId, tenantId), eq(questionAttempts.status, 'pending')));
      return { countings: { students: byRole.STUDENT ?? 0, questions: Number(bank?.n ?? 0), tests: Number(own?.n ?? 0), pending_evaluations: Number(pending?.n ?? 0) } };
    }
    const [active] = await tx
      .select({ n: count() })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.organizationId, tenantId), isNull(users.deletedAt), eq(users.status, 'active'), inArray(roles.kind, ['STUDENT']), sql`(${users.packageExpiryDate} is null or ${users.packageExpiryDate} >= current_date)`));
    return {
      countings: {
        students: byRole.STUDENT ?? 0,
        trainers: byRole.TRAINER ?? 0,
        admins: byRole.ADMIN ?? 0,
        active_students: Number(active?.n ?? 0),
        courses: 0,
      },
      trends: await weeklyTrends(tx, tenantId),
    };
  });
}
