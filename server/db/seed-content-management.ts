import type { RawTx } from '../kernel/db.ts';

/**
 * The demo's content management (server/modules/content-management/README.md): alpha's first quiz item assigned by the
 * master to alpha's trainer with a note, given to the Dhanmondi branch, and a short conversation about it.
 */
export async function seedDemoContentManagement(tx: RawTx): Promise<void> {
  const [quiz] = await tx.query<{ id: number; org: number }>(
    `select q.id, q.organization_id as org from questions q join organizations o on o.id = q.organization_id
      where o.subdomain = 'alpha' and q.quiz_type_id is not null and q.deleted_at is null order by q.id limit 1`,
  );
  const people = new Map((await tx.query<{ id: number; email: string }>(`select id, email from users where email in ('master@platform.test', 'teacher@alpha.test')`)).map((r) => [r.email, r.id]));
  const master = people.get('master@platform.test');
  const teacher = people.get('teacher@alpha.test');
  const [branch] = await tx.query<{ id: number }>(`select id from branches where name = 'Dhanmondi' and organization_id = $1`, [quiz?.org ?? 0]);
  if (!quiz || master === undefined || teacher === undefined) return;
  await tx.query(
    `insert into content_assignments (organization_id, item_kind, item_id, assignee_id, assigned_by, note) values ($1, 'quiz', $2, $3, $4, $5)`,
    [quiz.org, quiz.id, teacher, master, 'Please review the options before the next batch starts.'],
  );
  if (branch) await tx.query(`insert into content_item_branches (organization_id, item_kind, item_id, branch_id, assigned_by) values ($1, 'quiz', $2, $3, $4)`, [quiz.org, quiz.id, branch.id, master]);
  await tx.query(
    `insert into content_messages (organization_id, item_kind, item_id, author_id, body) values ($1, 'quiz', $2, $3, $4), ($1, 'quiz', $2, $5, $6)`,
    [quiz.org, quiz.id, master, 'Could you add a fourth option to this quiz?', teacher, 'Yes, I will add it this week.'],
  );
}
