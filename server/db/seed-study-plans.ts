import type { RawTx } from '../kernel/db.ts';
import { isoDate } from '../kernel/dates.ts';
import { generatePlan } from '../modules/study-plan/generator.ts';

/**
 * The demo's study plan (server/modules/study-plan/README.md): alpha's trainer's three-week template, generated from
 * today toward an exam in 21 days, assigned to the Morning batch, so its students open /student/study-plan with
 * today's tasks. Dates follow the seed's `today`, like the other demo rows.
 */
export async function seedDemoStudyPlans(tx: RawTx, today: Date): Promise<void> {
  const [alpha] = await tx.query<{ id: number }>(`select id from organizations where subdomain = 'alpha'`);
  if (!alpha) return;
  const ids = new Map((await tx.query<{ id: number; email: string }>(`select id, email from users where organization_id = $1`, [alpha.id])).map((r) => [r.email, r.id]));
  const teacher = ids.get('teacher@alpha.test') ?? null;
  const [group] = await tx.query<{ id: number }>(`select id from groups where organization_id = $1 and name = 'Morning batch'`, [alpha.id]);
  const examDate = isoDate(21, today);
  const targets = { speaking: 65, writing: 65, reading: 65, listening: 65 };
  const tasks = generatePlan({ today: isoDate(0, today), examDate, targets, weakest: ['writing', 'listening'], tasksPerDay: 2 });

  const insertPlan = async (studentId: number | null, source: number | null) => {
    const [p] = await tx.query<{ id: number }>(
      `insert into study_plans (organization_id, kind, title, description, exam_date, target_scores, student_id, source_plan_id, created_by)
       values ($1, $2, $3, $4, $5::date, $6::jsonb, $7, $8, $9) returning id`,
      [alpha.id, studentId === null ? 'template' : 'student', 'Three weeks to 65', 'Daily practice weighted to writing and listening, a full mock every week.', examDate, JSON.stringify(targets), studentId, source, teacher],
    );
    await tx.query(
      `insert into study_plan_tasks (organization_id, plan_id, day, position, kind, target_ref, title, section, minutes)
       select $1, $2, d::date, p, k, r, t, s, m from unnest($3::text[], $4::int[], $5::text[], $6::text[], $7::text[], $8::text[], $9::int[]) as u(d, p, k, r, t, s, m)`,
      [alpha.id, p!.id, tasks.map((x) => x.day), tasks.map((x) => x.position), tasks.map((x) => x.kind), tasks.map((x) => x.target_ref), tasks.map((x) => x.title), tasks.map((x) => x.section), tasks.map((x) => x.minutes)],
    );
    return p!.id;
  };
  const template = await insertPlan(null, null);
  if (!group) return;
  const members = await tx.query<{ user_id: number }>(`select user_id from group_members where group_id = $1 and member_role = 'student' order by user_id`, [group.id]);
  for (const m of members) await insertPlan(m.user_id, template);
}
