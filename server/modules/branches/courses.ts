/**
 * Course management pages of the master (and the centre's staff): FAQs (table package_faqs; a FAQ without a course is
 * the centre's general question) and the comparison of the centre's courses side by side. Courses themselves are the
 * packages module's (docs/product-spec.md §11: packages and courses share one table).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import type { Verb } from '../../kernel/verb.ts';
import { NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { list } from '../../kernel/envelope.ts';
import { requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { packageFaqs } from '../../db/schema.ts';
import type { ComparedCourse, CourseComparison, CourseFaq } from './contracts.ts';
import type { ComparisonInput, CreateFaqInput, FaqListInput, UpdateFaqInput } from './schemas.ts';
import { addonsOf } from './service.ts';
import { centreOf, fullName, num, pageOf, rowsOf } from './scope.ts';

interface FaqRow {
  id: number;
  organization_id: number;
  package_id: number | null;
  package_name: string | null;
  question: string;
  answer: string;
  position: number;
  created_at: Date | string;
}

async function faqsWhere(tx: Tx, where: SQL, page: number, perPage: number): Promise<CourseFaq[]> {
  const rows = await rowsOf<FaqRow>(
    tx,
    sql`select f.id, f.organization_id, f.package_id, p.name as package_name, f.question, f.answer, f.position, f.created_at
          from package_faqs f left join packages p on p.id = f.package_id
         where ${where} order by f.package_id nulls first, f.position, f.id limit ${perPage} offset ${(page - 1) * perPage}`,
  );
  return rows.map((r) => ({
    id: r.id,
    organization_id: r.organization_id,
    package: r.package_id !== null ? { id: r.package_id, name: r.package_name ?? '' } : null,
    question: r.question,
    answer: r.answer,
    position: num(r.position),
    created_at: new Date(r.created_at).toISOString(),
  }));
}

async function faqOf(tx: Tx, organizationId: number, id: number): Promise<CourseFaq> {
  const [f] = await faqsWhere(tx, sql`f.organization_id = ${organizationId} and f.id = ${id}`, 1, 1);
  if (!f) throw new NotFoundError('FAQ not found');
  return f;
}

async function centreOfFaq(tx: Tx, ctx: RequestContext, id: number): Promise<number> {
  if (ctx.tenant) return ctx.tenant.id;
  const [f] = await rowsOf<{ org: number | null }>(tx, sql`select organization_id as org from package_faqs where id = ${id}`);
  if (!f || f.org === null) throw new NotFoundError('FAQ not found');
  return (await centreOf(tx, ctx, f.org)).id;
}

async function requireCourse(tx: Tx, organizationId: number, id: number | null | undefined): Promise<number | null> {
  if (id === null || id === undefined) return null;
  const [p] = await rowsOf<{ id: number }>(tx, sql`select id from packages where id = ${id} and organization_id = ${organizationId} and deleted_at is null`);
  if (!p) throw ValidationError.field('package_id', 'There is no such course in this centre.');
  return p.id;
}

/** GET course-faqs */
export async function listCourseFaqs({ ctx, input }: Verb<FaqListInput>) {
  requirePermission(ctx, 'PACKAGE_INDEX');
  const { page, perPage } = pageOf(input, 50);
  return withTenantTx(ctx, async (tx) => {
    const centre = await centreOf(tx, ctx, input.organization_id);
    const where =
      input.package_id === 'none'
        ? sql`f.organization_id = ${centre.id} and f.package_id is null`
        : input.package_id !== undefined
          ? sql`f.organization_id = ${centre.id} and f.package_id = ${input.package_id}`
          : sql`f.organization_id = ${centre.id}`;
    const [count] = await rowsOf<{ n: unknown }>(tx, sql`select count(*)::int as n from package_faqs f where ${where}`);
    return list(await faqsWhere(tx, where, page, perPage), page, perPage, num(count?.n));
  });
}

/** GET course-faqs/{id} */
export async function showCourseFaq({ ctx, input }: Verb<{ id: number }>): Promise<CourseFaq> {
  requirePermission(ctx, 'PACKAGE_INDEX');
  return withTenantTx(ctx, async (tx) => faqOf(tx, await centreOfFaq(tx, ctx, input.id), input.id));
}

/** POST course-faqs */
export async function createCourseFaq({ ctx, input }: Verb<CreateFaqInput>): Promise<CourseFaq> {
  requirePermission(ctx, 'PACKAGE_STORE');
  return withTenantTx(ctx, async (tx) => {
    const centre = await centreOf(tx, ctx, input.organization_id);
    const packageId = await requireCourse(tx, centre.id, input.package_id);
    const [f] = await tx
      .insert(packageFaqs)
      .values({ organizationId: centre.id, packageId, question: input.question, answer: input.answer, position: input.position ?? 0 })
      .returning({ id: packageFaqs.id });
    return faqOf(tx, centre.id, f!.id);
  });
}

/** PUT course-faqs/{id} */
export async function updateCourseFaq({ ctx, input }: Verb<UpdateFaqInput & { id: number }>): Promise<CourseFaq> {
  requirePermission(ctx, 'PACKAGE_UPDATE');
  return withTenantTx(ctx, async (tx) => {
    const org = await centreOfFaq(tx, ctx, input.id);
    await faqOf(tx, org, input.id);
    const set: Partial<typeof packageFaqs.$inferInsert> = {};
    if (input.question !== undefined) set.question = input.question;
    if (input.answer !== undefined) set.answer = input.answer;
    if (input.position !== undefined) set.position = input.position;
    if (input.package_id !== undefined) set.packageId = await requireCourse(tx, org, input.package_id);
    await tx.update(packageFaqs).set(set).where(sql`${packageFaqs.id} = ${input.id} and ${packageFaqs.organizationId} = ${org}`);
    return faqOf(tx, org, input.id);
  });
}

/** DELETE course-faqs/{id} */
export async function deleteCourseFaq({ ctx, input }: Verb<{ id: number }>): Promise<null> {
  requirePermission(ctx, 'PACKAGE_DESTROY');
  return withTenantTx(ctx, async (tx) => {
    const org = await centreOfFaq(tx, ctx, input.id);
    await faqOf(tx, org, input.id);
    await tx.delete(packageFaqs).where(sql`${packageFaqs.id} = ${input.id} and ${packageFaqs.organizationId} = ${org}`);
    return null;
  });
}

interface CourseRow {
  id: number;
  name: string;
  description: string;
  delivery: ComparedCourse['delivery'];
  status: ComparedCourse['status'];
  duration_days: number;
  price_minor: unknown;
  currency: string;
  properties: Record<string, unknown> | null;
  addons: unknown[] | null;
  schedule: unknown[] | null;
  branches: { id: number; name: string }[] | null;
  trainers: { id: number; first_name: string; last_name: string }[] | null;
}

const scheduleOf = (raw: unknown[] | null) =>
  (raw ?? []).flatMap((s) => {
    const o = (s ?? {}) as Record<string, unknown>;
    return typeof o.day === 'string' && typeof o.start === 'string' && typeof o.end === 'string' ? [{ day: o.day, start: o.start, end: o.end }] : [];
  });

/** GET course-comparison: the centre's courses side by side (active ones; `status=all` for the master's course list). */
export async function compareCourses({ ctx, input }: Verb<ComparisonInput>): Promise<CourseComparison> {
  requirePermission(ctx, 'PACKAGE_INDEX');
  return withTenantTx(ctx, async (tx) => {
    const centre = await centreOf(tx, ctx, input.organization_id);
    const rows = await rowsOf<CourseRow>(
      tx,
      sql`select p.id, p.name, p.description, p.delivery, p.status, p.duration_days, p.price_minor, p.currency, p.properties, p.addons, p.schedule,
                 (select coalesce(json_agg(json_build_object('id', b.id, 'name', b.name) order by lower(b.name)), '[]'::json)
                    from package_branches pb join branches b on b.id = pb.branch_id where pb.package_id = p.id and b.deleted_at is null) as branches,
                 (select coalesce(json_agg(json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name) order by lower(u.first_name)), '[]'::json)
                    from package_trainers pt join users u on u.id = pt.user_id where pt.package_id = p.id and u.deleted_at is null) as trainers
            from packages p
           where p.organization_id = ${centre.id} and p.kind = 'COURSE' and p.deleted_at is null
             ${input.status === 'all' ? sql`` : sql`and p.status = 'active'`}
           order by p.price_minor, lower(p.name), p.id
           limit 200`,
    );
    const parse = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
    return {
      organization_id: centre.id,
      currency: centre.currency,
      items: rows.map((r) => ({
        id: r.id,
        name: r.name,
        description: r.description,
        delivery: r.delivery,
        status: r.status,
        duration_days: num(r.duration_days),
        price_minor: num(r.price_minor),
        currency: r.currency,
        properties: parse(r.properties) ?? {},
        addons: addonsOf(parse(r.addons) ?? []),
        schedule: scheduleOf(parse(r.schedule)),
        branches: parse(r.branches) ?? [],
        trainers: (parse(r.trainers) ?? []).map((t) => ({ id: t.id, full_name: fullName(t.first_name, t.last_name) })),
      })),
    };
  });
}
