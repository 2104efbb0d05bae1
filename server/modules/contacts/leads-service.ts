/**
 * Expired students (README.md): computed, not stored. A student of the centre whose package's last day
 * (`users.package_expiry_date`, the date the package guard reads: server/README.md "What a package covers") was in
 * the last N days (30 by default). Staff add them to a list; they become contacts of source `expired-student`,
 * linked to the student.
 */
import { and, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { list } from '../../kernel/envelope.ts';
import { ValidationError } from '../../kernel/errors.ts';
import { requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Verb } from '../../kernel/verb.ts';
import { contactLists, contacts, roles, users } from '../../db/schema.ts';
import { likePattern } from '../users/list.ts';
import type { AddStudentsBody, AddStudentsResult, ExpiredPage, ExpiredQuery } from './contracts.ts';
import { upsertContacts } from './import-service.ts';
import { emailKey } from './rules.ts';
import { addMembers, centreOf, fullName, listOf } from './shared.ts';

export const EXPIRED_DEFAULT_DAYS = 30;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The window of expiry dates: from `days` days ago through yesterday (a package is good through its last day). */
export function expiredWindow(today: Date, days: number): { from: string; before: string } {
  const from = new Date(today.getTime() - days * 86_400_000);
  return { from: isoDay(from), before: isoDay(today) };
}

/** GET leads/expired-students: newest expiry first; search in name and address. */
export async function listExpiredStudents({ ctx, input }: Verb<ExpiredQuery>): Promise<ExpiredPage> {
  requirePermission(ctx, 'COMMUNICATION_INDEX');
  const org = centreOf(ctx);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  const w = expiredWindow(new Date(), input.days ?? EXPIRED_DEFAULT_DAYS);
  const where = and(
    eq(users.organizationId, org),
    isNull(users.deletedAt),
    eq(roles.kind, 'STUDENT'),
    gte(users.packageExpiryDate, w.from),
    lt(users.packageExpiryDate, w.before),
    input.search ? sql`(lower(${users.email}) like ${likePattern(input.search)} or lower(${fullName}) like ${likePattern(input.search)})` : undefined,
  );
  return withTenantTx(ctx, async (tx) => {
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(where);
    const rows = await tx
      .select({ id: users.id, name: fullName, email: users.email, phone: users.phone, expiry: users.packageExpiryDate, contactId: contacts.id })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(contacts, and(eq(contacts.organizationId, org), sql`lower(${contacts.email}) = lower(${users.email})`))
      .where(where)
      .orderBy(desc(users.packageExpiryDate), users.id)
      .limit(perPage)
      .offset((page - 1) * perPage);
    return list(
      rows.map((r) => ({ id: r.id, full_name: r.name, email: r.email, phone: r.phone ?? '', package_expiry_date: r.expiry ?? '', contact_id: r.contactId })),
      page,
      perPage,
      Number(total?.n ?? 0),
    );
  });
}

/** POST leads/expired-students/add-to-list: students of the centre become contacts (linked to them) and join the list. */
export async function addStudentsToList({ ctx, input }: Verb<AddStudentsBody>): Promise<AddStudentsResult> {
  requirePermission(ctx, 'COMMUNICATION_STORE');
  const org = centreOf(ctx);
  const ids = [...new Set(input.user_ids)];
  return withTenantTx(ctx, async (tx) => {
    const listRow = await listOf(tx, org, input.list_id, 'list_id');
    const students = await tx
      .select({ id: users.id, email: users.email, name: fullName, phone: users.phone })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.organizationId, org), isNull(users.deletedAt), eq(roles.kind, 'STUDENT'), inArray(users.id, ids)));
    const known = new Set(students.map((s) => s.id));
    const missing = input.user_ids.findIndex((id) => !known.has(id));
    if (missing >= 0) throw new ValidationError({ [`user_ids.${missing}`]: ['This student does not exist.'] });
    const rows = students.map((s, i) => ({ line: i + 1, email: s.email, key: emailKey(s.email), name: s.name, phone: s.phone ?? '' }));
    const written = await upsertContacts(tx, org, rows, { source: 'expired-student', userIds: new Map(rows.map((r, i) => [r.key, students[i]!.id])) });
    const added = await addMembers(tx, org, listRow.id, written.ids);
    await tx.update(contactLists).set({ updatedAt: new Date() }).where(eq(contactLists.id, listRow.id));
    return { created: written.created, added };
  });
}
