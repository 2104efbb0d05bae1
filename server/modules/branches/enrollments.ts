/**
 * The enrollment pages: who holds which package or course, where, until when, and what they owe; and the students
 * whose access is over (docs/product-spec.md §11). Read-only: enrollments are made by registration, renewal and change.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Verb } from '../../kernel/verb.ts';
import { list } from '../../kernel/envelope.ts';
import { requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { likePattern } from '../users/list.ts';
import type { Enrollment, ExpiredStudent } from './contracts.ts';
import type { EnrollmentListInput, ExpiredListInput } from './schemas.ts';
import { centreOf, day, fullName, num, pageOf, rowsOf } from './scope.ts';

const and = (parts: (SQL | undefined)[]) => sql.join(parts.filter((p): p is SQL => p !== undefined), sql` and `);

interface EnrollmentRow {
  id: number;
  organization_id: number;
  student_id: number;
  first_name: string;
  last_name: string;
  email: string;
  package_id: number;
  package_name: string;
  package_kind: 'PACKAGE' | 'COURSE';
  branch_id: number | null;
  branch_name: string | null;
  status: Enrollment['status'];
  reason: Enrollment['reason'];
  starts_on: string | null;
  ends_on: string | null;
  currency: string;
  total: unknown;
  paid: unknown;
  created_at: Date | string;
}

/** GET enrollments */
export async function listEnrollments({ ctx, input }: Verb<EnrollmentListInput>) {
  requirePermission(ctx, 'PACKAGE_INDEX');
  const { page, perPage } = pageOf(input);
  return withTenantTx(ctx, async (tx) => {
    const centre = await centreOf(tx, ctx, input.organization_id);
    const where = and([
      sql`e.organization_id = ${centre.id}`,
      input.status ? sql`e.status = ${input.status}` : undefined,
      input.branch_id ? sql`e.branch_id = ${input.branch_id}` : undefined,
      input.package_id ? sql`e.package_id = ${input.package_id}` : undefined,
      input.search ? sql`lower(u.first_name || ' ' || u.last_name || ' ' || u.email) like ${likePattern(input.search)}` : undefined,
    ]);
    const [count] = await rowsOf<{ n: unknown }>(tx, sql`select count(*)::int as n from enrollments e join users u on u.id = e.student_id where ${where}`);
    const rows = await rowsOf<EnrollmentRow>(
      tx,
      sql`select e.id, e.organization_id, e.student_id, u.first_name, u.last_name, u.email, e.package_id, p.name as package_name,
                 p.kind as package_kind, e.branch_id, b.name as branch_name, e.status, e.reason, e.starts_on::text as starts_on,
                 e.ends_on::text as ends_on, coalesce(i.currency, p.currency) as currency, coalesce(i.total, 0) as total,
                 coalesce(i.paid, 0) as paid, e.created_at
            from enrollments e
            join users u on u.id = e.student_id
            join packages p on p.id = e.package_id
            left join branches b on b.id = e.branch_id
            left join lateral (select min(currency) as currency, sum(total_minor)::bigint as total, sum(paid_minor)::bigint as paid
                                 from invoices where enrollment_id = e.id and status <> 'void') i on true
           where ${where}
           order by e.created_at desc, e.id desc
           limit ${perPage} offset ${(page - 1) * perPage}`,
    );
    const items: Enrollment[] = rows.map((r) => ({
      id: r.id,
      organization_id: r.organization_id,
      student: { id: r.student_id, full_name: fullName(r.first_name, r.last_name), email: r.email },
      package: { id: r.package_id, name: r.package_name, kind: r.package_kind },
      branch: r.branch_id !== null && r.branch_name !== null ? { id: r.branch_id, name: r.branch_name } : null,
      status: r.status,
      reason: r.reason,
      starts_on: day(r.starts_on),
      ends_on: day(r.ends_on),
      currency: r.currency,
      total_minor: num(r.total),
      paid_minor: num(r.paid),
      due_minor: num(r.total) - num(r.paid),
      created_at: new Date(r.created_at).toISOString(),
    }));
    return list(items, page, perPage, num(count?.n));
  });
}

interface ExpiredRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  expired_on: string;
  days: unknown;
  enrollment_id: number | null;
  package_id: number | null;
  package_name: string | null;
  branch_id: number | null;
  branch_name: string | null;
  enrollment_status: 'pending' | 'active' | 'ended' | 'cancelled';
}

/**
 * GET enrollments/expired: a student's access ends at the later of `package_expiry_date` and the end of their
 * latest enrollment that ran (active or ended); a student whose end is before today is expired. A renewal that
 * starts later moves the end, so a renewed student is not listed.
 */
export async function listExpiredStudents({ ctx, input }: Verb<ExpiredListInput>) {
  requirePermission(ctx, 'PACKAGE_INDEX');
  const { page, perPage } = pageOf(input);
  return withTenantTx(ctx, async (tx) => {
    const centre = await centreOf(tx, ctx, input.organization_id);
    const base = sql`
      with s as (
        select u.id, u.first_name, u.last_name, u.email, u.phone,
               greatest(u.package_expiry_date, (select max(e.ends_on) from enrollments e
                                                 where e.student_id = u.id and e.organization_id = ${centre.id} and e.status in ('active', 'ended'))) as expired_on,
               (select e.id from enrollments e where e.student_id = u.id and e.organization_id = ${centre.id} and e.status <> 'cancelled'
                 order by e.created_at desc, e.id desc limit 1) as enrollment_id
          from users u join roles r on r.id = u.role_id
         where u.organization_id = ${centre.id} and u.deleted_at is null and r.kind = 'STUDENT'
           ${input.search ? sql`and lower(u.first_name || ' ' || u.last_name || ' ' || u.email) like ${likePattern(input.search)}` : sql``}
      )
      select s.*, le.package_id, p.name as package_name, le.branch_id, b.name as branch_name, le.status as enrollment_status
        from s
        left join enrollments le on le.id = s.enrollment_id
        left join packages p on p.id = le.package_id
        left join branches b on b.id = le.branch_id
       where s.expired_on < current_date ${input.branch_id ? sql`and le.branch_id = ${input.branch_id}` : sql``}`;
    const [count] = await rowsOf<{ n: unknown }>(tx, sql`select count(*)::int as n from (${base}) x`);
    const rows = await rowsOf<ExpiredRow>(
      tx,
      sql`select x.id, x.first_name, x.last_name, x.email, x.phone, x.expired_on::text as expired_on, (current_date - x.expired_on)::int as days,
                 x.enrollment_id, x.package_id, x.package_name, x.branch_id, x.branch_name, x.enrollment_status
            from (${base}) x
           order by x.expired_on desc, x.id desc limit ${perPage} offset ${(page - 1) * perPage}`,
    );
    const items: ExpiredStudent[] = rows.map((r) => ({
      id: r.id,
      full_name: fullName(r.first_name, r.last_name),
      email: r.email,
      phone: r.phone,
      expired_on: day(r.expired_on)!,
      days_expired: num(r.days),
      last_enrollment:
        r.enrollment_id !== null && r.package_id !== null
          ? { id: r.enrollment_id, package: { id: r.package_id, name: r.package_name ?? '' }, branch: r.branch_id !== null && r.branch_name !== null ? { id: r.branch_id, name: r.branch_name } : null, status: r.enrollment_status }
          : null,
    }));
    return list(items, page, perPage, num(count?.n));
  });
}
