import { eq } from 'drizzle-orm';
import type { Verb } from '../../kernel/verb.ts';
import { NotFoundError } from '../../kernel/errors.ts';
import { requireActor, requireAnyPermission, requireRole } from '../../kernel/permissions.ts';
import { detailOf, onlyStudents } from './people.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { roles, targetScores, users } from '../../db/schema.ts';
import type { TargetInput } from './schemas.ts';

/** GET users/profile: the signed-in user's own row (visible to it under RLS on any scope). */
export async function showProfile({ ctx }: Verb) {
  const actor = requireActor(ctx);
  return withTenantTx(ctx, async (tx) => {
    const [row] = await tx
      .select({ user: users, role: roles.kind, target: targetScores })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(targetScores, eq(targetScores.userId, users.id))
      .where(eq(users.id, actor.userId));
    if (!row) throw new NotFoundError('User not found');
    const u = row.user;
    const t = row.target;
    return {
      id: u.id,
      first_name: u.firstName,
      last_name: u.lastName,
      email: u.email,
      phone: u.phone,
      role: row.role,
      image: u.image,
      status: u.status,
      email_verified_at: u.emailVerifiedAt ? u.emailVerifiedAt.toISOString() : null,
      organization_id: u.organizationId,
      created_at: u.createdAt.toISOString(),
      target_score: t ? { exam_date: t.examDate, speaking: t.speaking, listening: t.listening, writing: t.writing, reading: t.reading } : null,
    };
  });
}

/** POST users/target: a student sets (or replaces) its own target score. */
export async function storeTargetScore({ ctx, input }: Verb<TargetInput>) {
  const actor = requireRole(ctx, 'STUDENT');
  return withTenantTx(ctx, async (tx) => {
    const values = {
      examDate: input.exam_date,
      speaking: input.speaking,
      listening: input.listening,
      writing: input.writing,
      reading: input.reading,
    };
    const [row] = await tx
      .insert(targetScores)
      .values({ userId: actor.userId, organizationId: actor.organizationId, ...values })
      .onConflictDoUpdate({ target: targetScores.userId, set: { ...values, updatedAt: new Date() } })
      .returning();
    return { exam_date: row!.examDate, speaking: row!.speaking, listening: row!.listening, writing: row!.writing, reading: row!.reading };
  });
}

/** GET users/{id}: one user of the caller's scope (students only for STUDENT_INDEX and USER_INDEX holders). */
export async function showUser({ ctx, input }: Verb<{ id: number }>) {
  const actor = requireAnyPermission(ctx, 'USER_INDEX_USER', 'STUDENT_INDEX', 'USER_INDEX');
  return withTenantTx(ctx, async (tx) => {
    const detail = await detailOf(tx, ctx, input.id);
    if (onlyStudents(actor) && detail.role !== 'STUDENT') throw new NotFoundError('User not found');
    return detail;
  });
}
