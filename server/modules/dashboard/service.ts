import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Verb } from '../../kernel/verb.ts';
import { requirePermission } from '../../kernel/permissions.ts';
import type { Tx } from '../../kernel/db.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { organizations, questions, roles, targetScores, users } from '../../db/schema.ts';

/** users per role name, in the tenant (or across the platform when tenantId is null) */
async function usersByRole(tx: Tx, tenantId: number | null, onlyActive = false): Promise<Record<string, number>> {
  const rows = await tx
    .select({ role: roles.name, n: count() })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(tenantId === null ? undefined : eq(users.organizationId, tenantId), onlyActive ? eq(users.status, 'active') : undefined))
    .groupBy(roles.name);
  return Object.fromEntries(rows.map((r) => [r.role, Number(r.n)]));
}

/**
 * GET dashboard: countings by role (API-CONTRACT.md). Keys of features whose tables do not exist yet
 * (tests, evaluations, courses) are 0 until those modules land; questions and practice items count the bank.
 */
export async function showDashboard({ ctx }: Verb) {
  const actor = requirePermission(ctx, 'DASHBOARD_INDEX');
  return withTenantTx(ctx, async (tx) => {
    if (actor.role === 'SUPER_ADMIN' && !ctx.tenant) {
      const [orgs] = await tx
        .select({ all: count(), active: sql<number>`count(*) filter (where ${organizations.status} = 'active')` })
        .from(organizations);
      const byRole = await usersByRole(tx, null);
      return {
        countings: {
          coaching_centres: Number(orgs?.all ?? 0),
          active_coaching_centres: Number(orgs?.active ?? 0),
          students: byRole.STUDENT ?? 0,
          trainers: byRole.TRAINER ?? 0,
          users: Object.values(byRole).reduce((a, b) => a + b, 0),
        },
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
      return { countings: { practice_items: Number(practice?.n ?? 0), tests_taken: 0, results_pending: 0, days_to_exam: days } };
    }
    const byRole = await usersByRole(tx, tenantId);
    if (actor.role === 'TRAINER') {
      // the tenant's own bank (platform items are shared, not the centre's questions)
      const [bank] = await tx.select({ n: count() }).from(questions).where(and(eq(questions.organizationId, tenantId), isNull(questions.deletedAt)));
      return { countings: { students: byRole.STUDENT ?? 0, questions: Number(bank?.n ?? 0), tests: 0, pending_evaluations: 0 } };
    }
    const [active] = await tx
      .select({ n: count() })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.organizationId, tenantId), eq(users.status, 'active'), inArray(roles.name, ['STUDENT']), sql`(${users.packageExpiryDate} is null or ${users.packageExpiryDate} >= current_date)`));
    return {
      countings: {
        students: byRole.STUDENT ?? 0,
        trainers: byRole.TRAINER ?? 0,
        admins: byRole.ADMIN ?? 0,
        active_students: Number(active?.n ?? 0),
        courses: 0,
      },
    };
  });
}
