/**
 * The communication pages of branch, enrollment and course management: one message e-mailed to the students in a
 * scope through the outbox (sent only if the transaction commits), with the count kept as history.
 * Scope and target: a branch (its id), a course or package (its id), or enrollments (one enrollment's id, or none
 * for every enrollment of the centre). Audience narrows it: all, active, expired (ended or past its end) or due
 * (an unpaid or part-paid invoice).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../kernel/db.ts';
import type { Verb } from '../../kernel/verb.ts';
import { isoDate } from '../../kernel/dates.ts';
import { ValidationError } from '../../kernel/errors.ts';
import { list } from '../../kernel/envelope.ts';
import { enqueueMails } from '../../kernel/mail.ts';
import { requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { commerceMessages } from '../../db/schema.ts';
import type { CommerceMessage } from './contracts.ts';
import type { MessageInput, MessageListInput } from './schemas.ts';
import { centreOf, fullName, num, pageOf, rowsOf } from './scope.ts';

async function targetName(tx: Tx, organizationId: number, scope: MessageInput['scope'], id: number): Promise<string | null> {
  const q =
    scope === 'branch'
      ? sql`select name from branches where id = ${id} and organization_id = ${organizationId} and deleted_at is null`
      : scope === 'course'
        ? sql`select name from packages where id = ${id} and organization_id = ${organizationId} and deleted_at is null`
        : sql`select coalesce(u.first_name || ' ' || u.last_name, '') || ' · ' || p.name as name
                from enrollments e join users u on u.id = e.student_id join packages p on p.id = e.package_id
               where e.id = ${id} and e.organization_id = ${organizationId}`;
  const [row] = await rowsOf<{ name: string }>(tx, q);
  return row ? row.name : null;
}

/** POST commerce-messages */
export async function sendCommerceMessage({ ctx, input }: Verb<MessageInput>): Promise<CommerceMessage> {
  const actor = requirePermission(ctx, 'PACKAGE_UPDATE');
  const today = isoDate(0);
  return withTenantTx(ctx, async (tx) => {
    const centre = await centreOf(tx, ctx, input.organization_id);
    const org = centre.id;
    const target = input.target_id ?? null;
    if (target === null && input.scope !== 'enrollment') throw ValidationError.field('target_id', input.scope === 'branch' ? 'Choose the branch.' : 'Choose the course.');
    if (target !== null && (await targetName(tx, org, input.scope, target)) === null) throw ValidationError.field('target_id', 'There is no such one in this centre.');
    const parts: SQL[] = [sql`e.organization_id = ${org}`, sql`u.organization_id = ${org}`, sql`u.deleted_at is null`, sql`u.status = 'active'`, sql`e.status <> 'cancelled'`];
    if (target !== null) parts.push(input.scope === 'branch' ? sql`e.branch_id = ${target}` : input.scope === 'course' ? sql`e.package_id = ${target}` : sql`e.id = ${target}`);
    if (input.audience === 'active') parts.push(sql`e.status = 'active'`);
    if (input.audience === 'expired') parts.push(sql`(e.status = 'ended' or e.ends_on < ${today}::date)`);
    if (input.audience === 'due') parts.push(sql`exists (select 1 from invoices i where i.student_id = u.id and i.organization_id = ${org} and i.status in ('unpaid', 'partial'))`);
    const people = await rowsOf<{ email: string }>(
      tx,
      sql`select distinct u.email from enrollments e join users u on u.id = e.student_id where ${sql.join(parts, sql` and `)} order by u.email`,
    );
    if (people.length === 0) throw ValidationError.field('audience', 'Nobody in this scope and audience to write to.');
    for (let i = 0; i < people.length; i += 1000) {
      await enqueueMails(tx, people.slice(i, i + 1000).map((p) => ({ organizationId: org, to: p.email, subject: input.subject, text: input.body })));
    }
    const [m] = await tx
      .insert(commerceMessages)
      .values({ organizationId: org, scope: input.scope, targetId: target, audience: input.audience, subject: input.subject, body: input.body, recipients: people.length, sentBy: actor.userId })
      .returning({ id: commerceMessages.id });
    const [one] = await messagesWhere(tx, sql`m.id = ${m!.id}`, 1, 1);
    return one!;
  });
}

interface MessageRow {
  id: number;
  organization_id: number;
  scope: CommerceMessage['scope'];
  target_id: number | null;
  target_name: string | null;
  audience: string;
  subject: string;
  body: string;
  recipients: number;
  sent_by: number | null;
  first_name: string | null;
  last_name: string | null;
  created_at: Date | string;
}

async function messagesWhere(tx: Tx, where: SQL, page: number, perPage: number): Promise<CommerceMessage[]> {
  const rows = await rowsOf<MessageRow>(
    tx,
    sql`select m.id, m.organization_id, m.scope, m.target_id, m.audience, m.subject, m.body, m.recipients, m.sent_by, m.created_at,
               u.first_name, u.last_name,
               case m.scope when 'branch' then (select name from branches where id = m.target_id)
                            when 'course' then (select name from packages where id = m.target_id)
                            else (select coalesce(su.first_name || ' ' || su.last_name, '') || ' · ' || p.name
                                    from enrollments e join users su on su.id = e.student_id join packages p on p.id = e.package_id where e.id = m.target_id) end as target_name
          from commerce_messages m left join users u on u.id = m.sent_by
         where ${where}
         order by m.created_at desc, m.id desc limit ${perPage} offset ${(page - 1) * perPage}`,
  );
  return rows.map((r) => ({
    id: r.id,
    organization_id: r.organization_id,
    scope: r.scope,
    target: r.target_id !== null ? { id: r.target_id, name: r.target_name ?? '' } : null,
    audience: r.audience,
    subject: r.subject,
    body: r.body,
    recipients: num(r.recipients),
    sent_by: r.sent_by !== null ? { id: r.sent_by, full_name: fullName(r.first_name, r.last_name) } : null,
    created_at: new Date(r.created_at).toISOString(),
  }));
}

/** GET commerce-messages: what was sent, newest first. */
export async function listCommerceMessages({ ctx, input }: Verb<MessageListInput>) {
  requirePermission(ctx, 'PACKAGE_INDEX');
  const { page, perPage } = pageOf(input);
  return withTenantTx(ctx, async (tx) => {
    const centre = await centreOf(tx, ctx, input.organization_id);
    const where = input.scope ? sql`m.organization_id = ${centre.id} and m.scope = ${input.scope}` : sql`m.organization_id = ${centre.id}`;
    const [count] = await rowsOf<{ n: unknown }>(tx, sql`select count(*)::int as n from commerce_messages m where ${where}`);
    return list(await messagesWhere(tx, where, page, perPage), page, perPage, num(count?.n));
  });
}
