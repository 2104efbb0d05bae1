/**
 * What a task's link may point at, and the check that it exists in the centre. The targets live in other modules'
 * tables, some built by other helpers in the same release (contacts, deals, live classes): each kind names its table,
 * and a kind whose table is not (yet) in the database is refused with a 422 instead of a failed statement. Every
 * lookup filters by the centre itself; row-level security is the second layer.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../kernel/db.ts';
import { TASK_LINK_KINDS } from '../../db/schema.ts';

export type TaskLinkKind = (typeof TASK_LINK_KINDS)[number];
export { TASK_LINK_KINDS };

/**
 * kind -> the table holding the target and an extra condition on it. An "evaluation" is a practice attempt that a
 * trainer evaluates (question_attempts: the id the evaluation page opens); a "student" is a user whose role acts as
 * a student.
 */
const TARGETS: Record<TaskLinkKind, { table: string; where?: SQL; label?: SQL; offer?: SQL }> = {
  evaluation: {
    table: 'question_attempts',
    // the picker offers the answers waiting for a trainer; a task may still name any attempt by id
    offer: sql`t.status = 'pending'`,
    // the student whose answer it is
    label: sql`(select trim(u.first_name || ' ' || u.last_name) from users u where u.id = t.user_id)`,
  },
  student: {
    table: 'users',
    where: sql`t.deleted_at is null and exists (select 1 from roles r where r.id = t.role_id and r.kind = 'STUDENT')`,
    label: sql`trim(t.first_name || ' ' || t.last_name)`,
  },
  contact: { table: 'contacts' },
  deal: { table: 'deals' },
  // a live class is a session of the schedule module of kind 'live' (0025_schedule.sql)
  'live-class': { table: 'schedule_sessions', where: sql`t.kind = 'live'` },
};

/**
 * The name of a row of a table this module does not own (contacts, deals, live classes), read through jsonb so a
 * column another module renames or leaves out gives null instead of a failed statement.
 */
const GENERIC_LABEL = sql`coalesce(nullif(to_jsonb(t)->>'title', ''), nullif(to_jsonb(t)->>'name', ''), to_jsonb(t)->>'email')`;

async function rows<T>(tx: Tx, q: SQL): Promise<T[]> {
  const r = (await tx.execute(q)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}

export type TargetCheck = 'ok' | 'missing' | 'unavailable';

/** Whether the link's target exists in the centre ('unavailable': the kind's table does not exist in this database). */
export async function checkTarget(tx: Tx, organizationId: number, kind: TaskLinkKind, id: number): Promise<TargetCheck> {
  const target = TARGETS[kind];
  if (!(await present(tx, target.table))) return 'unavailable';
  const extra = target.where ? sql` and ${target.where}` : sql``;
  const found = await rows<{ one: number }>(
    tx,
    sql`select 1 as one from ${sql.identifier(target.table)} t where t.id = ${id} and t.organization_id = ${organizationId}${extra} limit 1`,
  );
  return found.length ? 'ok' : 'missing';
}

const present = async (tx: Tx, table: string) =>
  (await rows<{ present: boolean }>(tx, sql`select to_regclass(${`public.${table}`}) is not null as present`))[0]?.present === true;

/** `kind:id` -> the target's name, for the links of a page of tasks (absent: gone, or its table is not here). */
export async function labelsOf(tx: Tx, organizationId: number, links: ReadonlyArray<{ kind: TaskLinkKind; id: number }>): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const byKind = new Map<TaskLinkKind, Set<number>>();
  for (const l of links) byKind.set(l.kind, (byKind.get(l.kind) ?? new Set()).add(l.id));
  for (const [kind, ids] of byKind) {
    const target = TARGETS[kind];
    if (!(await present(tx, target.table))) continue;
    const list = sql.join([...ids].map((i) => sql`${i}`), sql`, `);
    const found = await rows<{ id: number; label: string | null }>(
      tx,
      sql`select t.id, ${target.label ?? GENERIC_LABEL} as label from ${sql.identifier(target.table)} t where t.organization_id = ${organizationId} and t.id in (${list})`,
    );
    for (const r of found) if (r.label) out.set(`${kind}:${Number(r.id)}`, r.label);
  }
  return out;
}

/** The picker's choices for a kind: up to 20 targets of the centre whose name matches, newest first. */
export async function offersOf(tx: Tx, organizationId: number, kind: TaskLinkKind, search: string | undefined): Promise<Array<{ id: number; label: string }>> {
  const target = TARGETS[kind];
  if (!(await present(tx, target.table))) return [];
  const label = target.label ?? GENERIC_LABEL;
  const conditions = [sql`t.organization_id = ${organizationId}`];
  if (target.where) conditions.push(target.where);
  if (target.offer) conditions.push(target.offer);
  if (search) {
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(/^\d{1,9}$/.test(search) ? sql`(lower(${label}) like ${pattern} or t.id = ${Number(search)})` : sql`lower(${label}) like ${pattern}`);
  }
  const found = await rows<{ id: number; label: string | null }>(
    tx,
    sql`select t.id, ${label} as label from ${sql.identifier(target.table)} t where ${sql.join(conditions, sql` and `)} order by t.id desc limit 20`,
  );
  return found.map((r) => ({ id: Number(r.id), label: r.label || `#${Number(r.id)}` }));
}
