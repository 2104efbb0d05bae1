/**
 * Who a campaign reaches (contracts.ts `Audience`): the SQL of each kind, the check that a list or group is the
 * centre's own (a list of another centre is 422 on `audience.list_id`, as if it did not exist), and the students of
 * a segment made contacts of the centre when a campaign is sent (so each can unsubscribe like any contact).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../kernel/db.ts';
import { ValidationError } from '../../kernel/errors.ts';
import type { Audience } from './contracts.ts';
import { rows } from './db-rows.ts';
import { audienceProblems, expiringUntil } from './rules.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** The active, not deleted students a student segment names: (user_id, email, name). */
function studentsOf(org: number, a: Audience & { kind: 'group' | 'expiring' }): SQL {
  const person = sql`select u.id as user_id, u.email, trim(u.first_name || ' ' || u.last_name) as name from users u`;
  if (a.kind === 'group') {
    return sql`${person} join group_members gm on gm.user_id = u.id
      where gm.group_id = ${a.group_id} and gm.organization_id = ${org} and gm.member_role = 'student'
        and u.organization_id = ${org} and u.deleted_at is null and u.status = 'active'`;
  }
  const from = today();
  return sql`${person} join roles r on r.id = u.role_id
    where u.organization_id = ${org} and r.kind = 'STUDENT' and u.deleted_at is null and u.status = 'active'
      and u.package_expiry_date between ${from}::date and ${expiringUntil(from, a.days)}::date`;
}

/** The centre's contacts the audience reaches now: (id, email, name, unsubscribed_at). */
export function audienceContacts(org: number, a: Audience): SQL {
  const c = sql`select c.id, c.email, c.name, c.unsubscribed_at from contacts c`;
  switch (a.kind) {
    case 'list':
      return sql`${c} join contact_list_members m on m.contact_id = c.id where m.list_id = ${a.list_id} and m.organization_id = ${org} and c.organization_id = ${org}`;
    case 'source':
      return sql`${c} where c.organization_id = ${org} and c.source = ${a.source}`;
    default:
      return sql`${c} where c.organization_id = ${org} and lower(c.email) in (select lower(s.email) from (${studentsOf(org, a)}) s)`;
  }
}

/** 422 per field unless the audience can be used by this centre (its list or group exists here). */
export async function assertAudience(tx: Tx, org: number, a: Audience): Promise<void> {
  const problems = audienceProblems(a);
  if (Object.keys(problems).length) throw new ValidationError(problems);
  if (a.kind === 'list') {
    const [found] = await rows<{ id: number }>(tx, sql`select id from contact_lists where id = ${a.list_id} and organization_id = ${org}`);
    if (!found) throw ValidationError.field('audience.list_id', 'The selected list is invalid.');
  }
  if (a.kind === 'group') {
    const [found] = await rows<{ id: number }>(tx, sql`select id from groups where id = ${a.group_id} and organization_id = ${org}`);
    if (!found) throw ValidationError.field('audience.group_id', 'The selected group is invalid.');
  }
}

/** The list's or group's name, for the lists (null for the other kinds, or a list deleted since). */
export async function audienceName(tx: Tx, org: number, a: Audience): Promise<string | null> {
  if (a.kind === 'list') return (await rows<{ name: string }>(tx, sql`select name from contact_lists where id = ${a.list_id} and organization_id = ${org}`))[0]?.name ?? null;
  if (a.kind === 'group') return (await rows<{ name: string }>(tx, sql`select name from groups where id = ${a.group_id} and organization_id = ${org}`))[0]?.name ?? null;
  return null;
}

/** How many the audience reaches now and how many of them unsubscribed (students not yet contacts count as subscribed). */
export async function countAudience(tx: Tx, org: number, a: Audience): Promise<{ total: number; unsubscribed: number }> {
  if (a.kind === 'group' || a.kind === 'expiring') {
    const [r] = await rows<{ total: number; unsubscribed: number }>(
      tx,
      sql`select count(distinct lower(s.email))::int as total,
            count(distinct lower(s.email)) filter (where c.unsubscribed_at is not null)::int as unsubscribed
          from (${studentsOf(org, a)}) s left join contacts c on c.organization_id = ${org} and lower(c.email) = lower(s.email)`,
    );
    return { total: Number(r?.total ?? 0), unsubscribed: Number(r?.unsubscribed ?? 0) };
  }
  const [r] = await rows<{ total: number; unsubscribed: number }>(
    tx,
    sql`select count(*)::int as total, count(*) filter (where a.unsubscribed_at is not null)::int as unsubscribed from (${audienceContacts(org, a)}) a`,
  );
  return { total: Number(r?.total ?? 0), unsubscribed: Number(r?.unsubscribed ?? 0) };
}

/**
 * Freezes who the campaign goes to: one pending recipient row per contact the audience reaches now (students of a
 * segment first become contacts, source 'manual', linked to their user). The unique (campaign, contact) pair means
 * a second call adds nobody twice. Answers how many recipients the campaign has.
 */
export async function snapshotRecipients(tx: Tx, org: number, campaignId: number, a: Audience): Promise<number> {
  if (a.kind === 'group' || a.kind === 'expiring') {
    await tx.execute(sql`insert into contacts (organization_id, email, name, source, user_id)
      select distinct on (lower(s.email)) ${org}, s.email, s.name, 'manual', s.user_id from (${studentsOf(org, a)}) s
      on conflict (organization_id, lower(email)) do nothing`);
  }
  await tx.execute(sql`insert into campaign_recipients (organization_id, campaign_id, contact_id, email)
    select ${org}, ${campaignId}, a.id, a.email from (${audienceContacts(org, a)}) a order by a.id
    on conflict (campaign_id, contact_id) do nothing`);
  const [r] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from campaign_recipients where campaign_id = ${campaignId}`);
  return Number(r?.n ?? 0);
}
