/**
 * The one call site of 'class.assigned': after a class is published, or a published class is mapped to more groups,
 * courses or packages, every student who can now see it (README "Who sees a class") and was not told before hears of
 * it. The dedupe key (one per class) is what makes "was not told before": a student already told is skipped, so the
 * caller need not work out who is new.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../kernel/db.ts';
import { onlineClasses, roles, users } from '../../db/schema.ts';
import { notify } from '../notifications/notify.ts';
import { studentVisible } from './tree.ts';

export async function notifyNewViewers(tx: Tx, org: number, classId: number): Promise<void> {
  const rows = await tx
    .select({ id: users.id, title: onlineClasses.title })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(onlineClasses, eq(onlineClasses.id, classId))
    .where(and(eq(users.organizationId, org), eq(roles.kind, 'STUDENT'), eq(users.status, 'active'), isNull(users.deletedAt), studentVisible(org, sql`${users.id}`)));
  if (!rows.length) return;
  await notify(tx, {
    organizationId: org,
    userIds: rows.map((r) => r.id),
    kind: 'class.assigned',
    params: { title: rows[0]!.title },
    link: `/student/online-class-details/${classId}`,
    dedupeKey: `class.assigned:${classId}`,
  });
}
