/**
 * The one call site of 'test.assigned': a centre's test (or quiz set) that students could not sit before a change and
 * can after it tells the centre's active students, once per test (the dedupe key keeps a test that is withdrawn and
 * published again from telling them twice). A platform test is not announced: every centre's students would hear of
 * it at once, and a centre decides for itself what it puts in front of its students.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../kernel/db.ts';
import { roles, users, type ExamType } from '../../db/schema.ts';
import { notify } from '../notifications/notify.ts';
import { isLive, type LifecycleRow } from './lifecycle.ts';

/** Where a student finds each kind in their portal. */
const STUDENT_LIST: Record<ExamType, string> = {
  'practice-tests': '/student/practice-test',
  'mock-tests': '/student/mock-exam',
  'quiz-sets': '/student/quiz-test',
};

type Row = LifecycleRow & { id: number; organizationId: number | null; title: string; examType: ExamType };

export async function notifyIfNowLive(tx: Tx, before: Row, after: Row): Promise<void> {
  const quizSet = after.examType === 'quiz-sets';
  if (after.organizationId === null || isLive(before, quizSet) || !isLive(after, quizSet)) return;
  const students = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.organizationId, after.organizationId), eq(roles.kind, 'STUDENT'), eq(users.status, 'active'), isNull(users.deletedAt)));
  await notify(tx, {
    organizationId: after.organizationId,
    userIds: students.map((s) => s.id),
    kind: 'test.assigned',
    params: { title: after.title },
    link: STUDENT_LIST[after.examType],
    dedupeKey: `test.assigned:${after.id}`,
  });
}
