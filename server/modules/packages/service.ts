/**
 * Packages and courses (docs/product-spec.md §11): one `packages` row each, built step by step by one wizard. On a
 * centre's sub-domain the rows are the centre's (audience STUDENT, the centre's currency); on the platform scope the
 * master's plans for centres (audience CENTRE, no organization). Every verb filters by that scope itself; RLS holds
 * the same line.
 *
 * Trainers author courses (spec: "Trainers create courses") but their role holds no PACKAGE keys: a course also
 * passes with the test-authoring key of the same action (COURSE_KEYS), a package never does.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import type { Verb } from '../../kernel/verb.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { list } from '../../kernel/envelope.ts';
import { isoDate } from '../../kernel/dates.ts';
import { can, requireAnyPermission, requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { branches, enrollments, organizations, packageBranches, packageItems, packages, packageTrainers, questions, roles, tests, users } from '../../db/schema.ts';
import { likePattern } from '../users/list.ts';
import { PACKAGE_STEPS, PackageProperties, type ItemKind, type Package, type PackageDetail, type PackageItem, type PackageStep, type PlanStored } from './contracts.ts';
import { basePrice } from './properties.ts';
import type { BasePriceInput, CreatePackageInput, PackageListInput, PageInput, PlanStoreInput, RandomItemsInput, UpdatePackageInput } from './schemas.ts';

type Kind = 'PACKAGE' | 'COURSE';
type Action = 'INDEX' | 'STORE' | 'UPDATE' | 'DESTROY' | 'CHANGE_STATUS';
type Row = typeof packages.$inferSelect;

/** The authoring key that lets a trainer do the same to a course (students hold TEST_INDEX, so reading needs STORE). */
const COURSE_KEYS: Record<Action, string> = { INDEX: 'TEST_STORE', STORE: 'TEST_STORE', UPDATE: 'TEST_UPDATE', DESTROY: 'TEST_DESTROY', CHANGE_STATUS: 'TEST_CHANGE_STATUS' };
/** The keys that allow an action on a kind; without a kind (a list of both, a row not read yet) any of them. */
export function keysFor(kind: Kind | undefined, action: Action): string[] {
  return kind === 'PACKAGE' ? [`PACKAGE_${action}`] : [`PACKAGE_${action}`, COURSE_KEYS[action]];
}
/** After the row is read: a key of the row's own kind (a trainer reaches courses only). */
function requireKindKey(ctx: RequestContext, kind: Kind, action: Action): void {
  const actor = ctx.actor!;
  if (!keysFor(kind, action).some((k) => can(actor, k))) throw new NotFoundError(NOT_FOUND);
}
const NOT_FOUND = 'Package not found';

interface Scope {
  organizationId: number | null;
  audience: 'STUDENT' | 'CENTRE';
}
function scopeOf(ctx: RequestContext): Scope {
  if (ctx.tenant) return { organizationId: ctx.tenant.id, audience: 'STUDENT' };
  return { organizationId: null, audience: 'CENTRE' };
}
function inScope(s: Scope): SQL {
  return s.organizationId === null
    ? and(isNull(packages.organizationId), eq(packages.audience, 'CENTRE'), isNull(packages.deletedAt))!
    : and(eq(packages.organizationId, s.organizationId), isNull(packages.deletedAt))!;
}

const creator = alias(users, 'creator');
const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** Rows as the API answers them, with their trainers, branches and creator. */
async function present(tx: Tx, rows: Array<{ p: Row; cFirst: string | null; cLast: string | null }>): Promise<Package[]> {
  const ids = rows.map((r) => r.p.id);
  const trainers = ids.length
    ? await tx
        .select({ packageId: packageTrainers.packageId, id: users.id, first: users.firstName, last: users.lastName })
        .from(packageTrainers)
        .innerJoin(users, eq(users.id, packageTrainers.userId))
        .where(and(inArray(packageTrainers.packageId, ids), isNull(users.deletedAt)))
        .orderBy(asc(users.firstName), asc(users.id))
    : [];
  const branchRows = ids.length
    ? await tx
        .select({ packageId: packageBranches.packageId, id: branches.id, name: branches.name })
        .from(packageBranches)
        .innerJoin(branches, eq(branches.id, packageBranches.branchId))
        .where(and(inArray(packageBranches.packageId, ids), isNull(branches.deletedAt)))
        .orderBy(asc(branches.name), asc(branches.id))
    : [];
  return rows.map(({ p, cFirst, cLast }) => ({
    id: p.id,
    kind: p.kind,
    audience: p.audience,
    name: p.name,
    description: p.description,
    delivery: p.delivery,
    properties: p.properties as PackageProperties,
    addons: p.addons as Package['addons'],
    schedule: p.schedule as Package['schedule'],
    duration_days: p.durationDays,
    price_minor: Number(p.priceMinor),
    currency: p.currency,
    status: p.status,
    step: p.step,
    visited: p.visited,
    trainers: trainers.filter((t) => t.packageId === p.id).map((t) => ({ id: t.id, full_name: fullName(t.first, t.last) })),
    branches: branchRows.filter((b) => b.packageId === p.id).map((b) => ({ id: b.id, name: b.name })),
    created_at: p.createdAt.toISOString(),
    created_by: p.createdBy !== null ? { id: p.createdBy, full_name: fullName(cFirst, cLast) } : null,
  }));
}

function selectRows(tx: Tx) {
  return tx.select({ p: packages, cFirst: creator.firstName, cLast: creator.lastName }).from(packages).leftJoin(creator, eq(creator.id, packages.createdBy));
}

async function findRow(tx: Tx, scope: Scope, id: number): Promise<Row> {
  const [row] = await tx.select().from(packages).where(and(inScope(scope), eq(packages.id, id)));
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

async function itemsOf(tx: Tx, packageId: number): Promise<PackageItem[]> {
  const rows = await tx.select().from(packageItems).where(eq(packageItems.packageId, packageId)).orderBy(asc(packageItems.position), asc(packageItems.itemKind), asc(packageItems.itemId));
  const titles = await titlesOf(tx, rows.map((r) => ({ item_kind: r.itemKind, item_id: r.itemId })));
  return rows.map((r) => ({ item_kind: r.itemKind, item_id: r.itemId, title: titles.get(`${r.itemKind}:${r.itemId}`) ?? '' }));
}

async function detail(tx: Tx, scope: Scope, id: number): Promise<PackageDetail> {
  const rows = await selectRows(tx).where(and(inScope(scope), eq(packages.id, id)));
  if (!rows.length) throw new NotFoundError(NOT_FOUND);
  const [p] = await present(tx, rows);
  return { ...p!, items: await itemsOf(tx, id) };
}

/* ---- the bank's items a package hands out ---- */

/** The published items a caller may put in a package: its centre's own and the platform's (the platform: its own). */
function bankWhere(scope: Scope, kind: ItemKind): { table: 'questions' | 'tests'; where: SQL } {
  const ownOrPlatform = (col: typeof questions.organizationId | typeof tests.organizationId) =>
    scope.organizationId === null ? isNull(col) : sql`(${col} = ${scope.organizationId} or ${col} is null)`;
  if (kind === 'question') {
    return {
      table: 'questions',
      where: and(ownOrPlatform(questions.organizationId), isNull(questions.quizTypeId), eq(questions.status, 'active'), eq(questions.approval, 'approved'), isNull(questions.deletedAt))!,
    };
  }
  const examType = kind === 'practice_test' ? 'practice-tests' : kind === 'mock_test' ? 'mock-tests' : 'quiz-sets';
  return {
    table: 'tests',
    where: and(
      ownOrPlatform(tests.organizationId),
      eq(tests.examType, examType),
      eq(tests.completed, true),
      eq(tests.status, 'active'),
      eq(tests.approval, 'approved'),
      isNull(tests.deletedAt),
      kind === 'quiz_set' ? isNotNull(tests.publishedAt) : undefined,
    )!,
  };
}

async function titlesOf(tx: Tx, refs: Array<{ item_kind: ItemKind; item_id: number }>): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const qIds = refs.filter((r) => r.item_kind === 'question').map((r) => r.item_id);
  const tRefs = refs.filter((r) => r.item_kind !== 'question');
  if (qIds.length) for (const q of await tx.select({ id: questions.id, title: questions.title }).from(questions).where(inArray(questions.id, qIds))) out.set(`question:${q.id}`, q.title);
  if (tRefs.length) {
    const rows = await tx.select({ id: tests.id, title: tests.title }).from(tests).where(inArray(tests.id, tRefs.map((r) => r.item_id)));
    const byId = new Map(rows.map((r) => [r.id, r.title]));
    for (const r of tRefs) if (byId.has(r.item_id)) out.set(`${r.item_kind}:${r.item_id}`, byId.get(r.item_id)!);
  }
  return out;
}

/** Each item a published one of the bank the scope may use, else 422 on `items.<i>`; duplicates dropped. */
async function checkItems(tx: Tx, scope: Scope, items: ReadonlyArray<{ item_kind: ItemKind; item_id: number }>): Promise<Array<{ item_kind: ItemKind; item_id: number }>> {
  const seen = new Set<string>();
  const unique = items.filter((i) => {
    const k = `${i.item_kind}:${i.item_id}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  const errors: Record<string, string[]> = {};
  for (const kind of ['question', 'practice_test', 'mock_test', 'quiz_set'] as const) {
    const ids = unique.filter((i) => i.item_kind === kind).map((i) => i.item_id);
    if (!ids.length) continue;
    const { table, where } = bankWhere(scope, kind);
    const col = table === 'questions' ? questions.id : tests.id;
    const found = new Set((await tx.select({ id: col }).from(table === 'questions' ? questions : tests).where(and(where, inArray(col, ids)))).map((r) => r.id));
    items.forEach((i, n) => {
      if (i.item_kind === kind && !found.has(i.item_id)) errors[`items.${n}`] = ['This item is not a published item of your bank.'];
    });
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return unique;
}

async function setItems(tx: Tx, packageId: number, organizationId: number | null, items: Array<{ item_kind: ItemKind; item_id: number }>): Promise<void> {
  await tx.delete(packageItems).where(eq(packageItems.packageId, packageId));
  if (items.length) await tx.insert(packageItems).values(items.map((i, position) => ({ packageId, organizationId, itemKind: i.item_kind, itemId: i.item_id, position })));
}

/* ---- trainers and branches ---- */

async function checkTrainers(tx: Tx, organizationId: number, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const found = new Set(
    (
      await tx
        .select({ id: users.id })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(and(eq(users.organizationId, organizationId), isNull(users.deletedAt), eq(roles.kind, 'TRAINER'), inArray(users.id, unique)))
    ).map((r) => r.id),
  );
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length) throw ValidationError.field('trainer_ids', `Not trainers of this centre: ${missing.join(', ')}.`);
  return unique;
}

async function checkBranches(tx: Tx, organizationId: number, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const found = new Set((await tx.select({ id: branches.id }).from(branches).where(and(eq(branches.organizationId, organizationId), isNull(branches.deletedAt), inArray(branches.id, unique)))).map((r) => r.id));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length) throw ValidationError.field('branch_ids', `Not branches of this centre: ${missing.join(', ')}.`);
  return unique;
}

/* ---- the wizard ---- */

function withVisited(visited: readonly string[], step: PackageStep): string[] {
  const set = new Set([...visited, step]);
  return PACKAGE_STEPS.filter((s) => set.has(s));
}
const stepIndex = (step: string) => PACKAGE_STEPS.indexOf(step as PackageStep);

type Fields = Omit<UpdatePackageInput, 'step'>;

/** What the platform's plans cannot carry: they are packages sold to centres, taught by nobody in particular. */
function checkPlatform(scope: Scope, kind: Kind, f: Fields): void {
  if (scope.organizationId !== null) return;
  const errors: Record<string, string[]> = {};
  if (kind === 'COURSE') errors.kind = ['The platform sells packages to centres, not courses.'];
  if (f.trainer_ids?.length) errors.trainer_ids = ["The platform's plans have no trainers."];
  if (f.branch_ids?.length) errors.branch_ids = ["The platform's plans have no branches."];
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** Rules over the draft as it stands after this save (docs/product-spec.md §11). */
async function checkMerged(tx: Tx, id: number, kind: Kind, delivery: string, step: PackageStep): Promise<void> {
  if (kind !== 'COURSE' || delivery === 'ONLINE' || stepIndex(step) < stepIndex('type')) return;
  const [n] = await tx.select({ n: sql<number>`count(*)::int` }).from(packageBranches).where(eq(packageBranches.packageId, id));
  if (Number(n?.n ?? 0) === 0) throw ValidationError.field('branch_ids', 'A course taught in a branch needs at least one branch.');
}

function columns(f: Fields): Partial<typeof packages.$inferInsert> {
  const set: Partial<typeof packages.$inferInsert> = {};
  if (f.name !== undefined) set.name = f.name;
  if (f.description !== undefined) set.description = f.description;
  if (f.delivery !== undefined) set.delivery = f.delivery;
  if (f.properties !== undefined) {
    const p = f.properties;
    set.properties = p.pte_practice ? { ...p, pte_practice: { ...p.pte_practice, sections: [...new Set(p.pte_practice.sections)] } } : p;
  }
  if (f.addons !== undefined) set.addons = f.addons;
  if (f.schedule !== undefined) set.schedule = f.schedule;
  if (f.duration_days !== undefined) set.durationDays = f.duration_days;
  if (f.price_minor !== undefined) set.priceMinor = f.price_minor;
  return set;
}

async function saveRelations(tx: Tx, scope: Scope, id: number, f: Fields): Promise<void> {
  if (scope.organizationId !== null) {
    const org = scope.organizationId;
    if (f.trainer_ids !== undefined) {
      const ids = await checkTrainers(tx, org, f.trainer_ids);
      await tx.delete(packageTrainers).where(eq(packageTrainers.packageId, id));
      if (ids.length) await tx.insert(packageTrainers).values(ids.map((userId) => ({ packageId: id, userId, organizationId: org })));
    }
    if (f.branch_ids !== undefined) {
      const ids = await checkBranches(tx, org, f.branch_ids);
      await tx.delete(packageBranches).where(eq(packageBranches.packageId, id));
      if (ids.length) await tx.insert(packageBranches).values(ids.map((branchId) => ({ packageId: id, branchId, organizationId: org })));
    }
  }
  if (f.items !== undefined) await setItems(tx, id, scope.organizationId, await checkItems(tx, scope, f.items));
}

async function currencyOf(tx: Tx, scope: Scope): Promise<string> {
  if (scope.organizationId === null) return 'BDT';
  const [o] = await tx.select({ currency: organizations.currency }).from(organizations).where(eq(organizations.id, scope.organizationId));
  return o?.currency ?? 'BDT';
}

/* ---- verbs ---- */

/** GET packages */
export async function listPackages({ ctx, input }: Verb<PackageListInput>) {
  requireAnyPermission(ctx, ...keysFor(input.kind, 'INDEX'));
  // without the PACKAGE key (a trainer) only courses are listed, whatever was asked
  const kind: Kind | undefined = can(ctx.actor!, 'PACKAGE_INDEX') ? input.kind : 'COURSE';
  const scope = scopeOf(ctx);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  const where = and(
    inScope(scope),
    kind ? eq(packages.kind, kind) : undefined,
    input.status ? eq(packages.status, input.status) : undefined,
    input.search ? sql`lower(${packages.name}) like ${likePattern(input.search)}` : undefined,
  );
  return withTenantTx(ctx, async (tx) => {
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(packages).where(where);
    const rows = await selectRows(tx).where(where).orderBy(desc(packages.createdAt), desc(packages.id)).limit(perPage).offset((page - 1) * perPage);
    return list(await present(tx, rows), page, perPage, Number(total?.n ?? 0));
  });
}

/** GET packages/{id} */
export async function showPackage({ ctx, input }: Verb<{ id: number }>): Promise<PackageDetail> {
  requireAnyPermission(ctx, ...keysFor(undefined, 'INDEX'));
  const scope = scopeOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await findRow(tx, scope, input.id);
    requireKindKey(ctx, row.kind, 'INDEX');
    return detail(tx, scope, row.id);
  });
}

/** POST packages: the wizard's first save creates the draft. */
export async function createPackage({ ctx, input }: Verb<CreatePackageInput>): Promise<PackageDetail> {
  const actor = requireAnyPermission(ctx, ...keysFor(input.kind, 'STORE'));
  const scope = scopeOf(ctx);
  checkPlatform(scope, input.kind, input);
  return withTenantTx(ctx, async (tx) => {
    const last = input.step === PACKAGE_STEPS.at(-1);
    const [row] = await tx
      .insert(packages)
      .values({
        ...columns(input),
        name: input.name,
        kind: input.kind,
        audience: scope.audience,
        organizationId: scope.organizationId,
        currency: await currencyOf(tx, scope),
        status: last ? 'active' : 'draft',
        step: input.step,
        visited: withVisited([], input.step),
        createdBy: actor.userId,
      })
      .returning();
    await saveRelations(tx, scope, row!.id, input);
    await checkMerged(tx, row!.id, row!.kind, row!.delivery, input.step);
    return detail(tx, scope, row!.id);
  });
}

/** PUT packages/{id}: a later step; fields left out keep their value; saving the last step finishes the draft. */
export async function updatePackage({ ctx, input }: Verb<UpdatePackageInput & { id: number }>): Promise<PackageDetail> {
  requireAnyPermission(ctx, ...keysFor(undefined, 'UPDATE'));
  const scope = scopeOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await findRow(tx, scope, input.id);
    requireKindKey(ctx, row.kind, 'UPDATE');
    checkPlatform(scope, row.kind, input);
    const last = input.step === PACKAGE_STEPS.at(-1);
    await tx
      .update(packages)
      .set({ ...columns(input), step: input.step, visited: withVisited(row.visited, input.step), status: last && row.status === 'draft' ? 'active' : row.status, updatedAt: new Date() })
      .where(eq(packages.id, row.id));
    await saveRelations(tx, scope, row.id, input);
    await checkMerged(tx, row.id, row.kind, input.delivery ?? row.delivery, last ? 'preview' : input.step);
    return detail(tx, scope, row.id);
  });
}

/** DELETE packages/{id}: soft delete; refused while students hold it or centres are on it. */
export async function deletePackage({ ctx, input }: Verb<{ id: number }>): Promise<null> {
  requireAnyPermission(ctx, ...keysFor(undefined, 'DESTROY'));
  const scope = scopeOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await findRow(tx, scope, input.id);
    requireKindKey(ctx, row.kind, 'DESTROY');
    if (scope.organizationId === null) {
      const [n] = await tx.select({ n: sql<number>`count(*)::int` }).from(organizations).where(and(eq(organizations.planPackageId, row.id), isNull(organizations.deletedAt)));
      if (Number(n?.n) > 0) throw new ConflictError(`${n!.n} centre(s) are on this plan: deactivate it instead.`);
    } else {
      const [n] = await tx.select({ n: sql<number>`count(*)::int` }).from(enrollments).where(and(eq(enrollments.packageId, row.id), inArray(enrollments.status, ['pending', 'active'])));
      if (Number(n?.n) > 0) throw new ConflictError(`${n!.n} student(s) hold it: deactivate it instead.`);
    }
    await tx.update(packages).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(packages.id, row.id));
    return null;
  });
}

/** PATCH packages/change-status/{id}: active or inactive; a draft is finished by its wizard first. */
export async function changePackageStatus({ ctx, input }: Verb<{ id: number; status: 'active' | 'inactive' }>): Promise<PackageDetail> {
  requireAnyPermission(ctx, ...keysFor(undefined, 'CHANGE_STATUS'));
  const scope = scopeOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await findRow(tx, scope, input.id);
    requireKindKey(ctx, row.kind, 'CHANGE_STATUS');
    if (row.status === 'draft') throw new ConflictError('Finish the wizard before changing the status.');
    if (row.status !== input.status) await tx.update(packages).set({ status: input.status, updatedAt: new Date() }).where(eq(packages.id, row.id));
    return detail(tx, scope, row.id);
  });
}

/** GET packages/list-for-package-change/{id}: what a holder of package {id} may renew to or change to. */
export async function listForPackageChange({ ctx, input }: Verb<{ id: number }>) {
  requireAnyPermission(ctx, 'USER_CHANGE_SUBSCRIPTION', 'PACKAGE_INDEX');
  const scope = scopeOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const current = await selectRows(tx).where(and(inScope(scope), eq(packages.id, input.id), ne(packages.status, 'draft')));
    if (!current.length) throw new NotFoundError(NOT_FOUND);
    const options = await selectRows(tx)
      .where(and(inScope(scope), eq(packages.audience, current[0]!.p.audience), eq(packages.status, 'active')))
      .orderBy(asc(packages.kind), asc(packages.priceMinor), asc(packages.id))
      .limit(200);
    const [cur] = await present(tx, current);
    return { current: cur!, items: await present(tx, options) };
  });
}

/** GET packages/organization/{id}: a centre's active packages and courses (the master: any centre; a centre: its own). */
export async function listOrganizationPackages({ ctx, input }: Verb<{ id: number } & PageInput>) {
  requireAnyPermission(ctx, 'PACKAGE_INDEX', 'USER_CHANGE_SUBSCRIPTION');
  if (ctx.tenant && ctx.tenant.id !== input.id) throw new NotFoundError('Centre not found');
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 50;
  return withTenantTx(ctx, async (tx) => {
    const [org] = await tx.select({ id: organizations.id }).from(organizations).where(and(eq(organizations.id, input.id), isNull(organizations.deletedAt)));
    if (!org) throw new NotFoundError('Centre not found');
    const where = and(eq(packages.organizationId, org.id), eq(packages.status, 'active'), isNull(packages.deletedAt));
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(packages).where(where);
    const rows = await selectRows(tx).where(where).orderBy(asc(packages.kind), asc(packages.priceMinor), asc(packages.id)).limit(perPage).offset((page - 1) * perPage);
    return list(await present(tx, rows), page, perPage, Number(total?.n ?? 0));
  });
}

/** POST packages/get-random-package-items: published items of the bank, drawn at random for the wizard's pick. */
export async function randomPackageItems({ ctx, input }: Verb<RandomItemsInput>) {
  requireAnyPermission(ctx, 'PACKAGE_STORE', 'PACKAGE_UPDATE', 'TEST_STORE');
  const scope = scopeOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const items: PackageItem[] = [];
    for (const kind of ['practice_test', 'mock_test', 'quiz_set', 'question'] as const) {
      const n = input[kind] ?? 0;
      if (!n) continue;
      const { table, where } = bankWhere(scope, kind);
      const t = table === 'questions' ? questions : tests;
      const rows = await tx.select({ id: t.id, title: t.title }).from(t).where(where).orderBy(sql`random()`).limit(n);
      for (const r of rows) items.push({ item_kind: kind, item_id: r.id, title: r.title });
    }
    return { items };
  });
}

/** GET package-base-price: the suggested price of the chosen properties for the duration (properties.ts). */
export async function packageBasePrice({ ctx, input }: Verb<BasePriceInput>) {
  requireAnyPermission(ctx, 'PACKAGE_STORE', 'PACKAGE_UPDATE', 'TEST_STORE');
  let raw: unknown = {};
  if (input.properties !== undefined) {
    try {
      raw = JSON.parse(input.properties);
    } catch {
      throw ValidationError.field('properties', 'The properties are not valid JSON.');
    }
  }
  const parsed = PackageProperties.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[['properties', ...issue.path.map(String)].join('.')] ??= []).push(issue.message);
    throw new ValidationError(errors);
  }
  const scope = scopeOf(ctx);
  const currency = await withTenantTx(ctx, (tx) => currencyOf(tx, scope));
  return { ...basePrice(parsed.data, input.duration_days), currency };
}

/** POST organizations/package-items-store/{id}: the master puts centre {id} on a platform plan with the plan's items. */
export async function storeOrganizationPlan({ ctx, input }: Verb<PlanStoreInput & { id: number }>): Promise<PlanStored> {
  requirePermission(ctx, 'ORGANIZATION_PACKAGE_ITEMS_STORE');
  if (ctx.tenant) throw new NotFoundError("A centre's plan is set on the platform.");
  const scope: Scope = { organizationId: null, audience: 'CENTRE' };
  return withTenantTx(ctx, async (tx) => {
    const [org] = await tx.select({ id: organizations.id }).from(organizations).where(and(eq(organizations.id, input.id), isNull(organizations.deletedAt)));
    if (!org) throw new NotFoundError('Centre not found');
    const [plan] = await tx.select().from(packages).where(and(inScope(scope), eq(packages.id, input.package_id), eq(packages.status, 'active')));
    if (!plan) throw ValidationError.field('package_id', 'Pick an active platform plan.');
    // package_items is keyed by package, not by centre: the items are the plan's own, shared by every centre on it
    if (input.items !== undefined) await setItems(tx, plan.id, null, await checkItems(tx, scope, input.items));
    const expires = input.expires_on ?? isoDate(plan.durationDays);
    await tx.update(organizations).set({ planPackageId: plan.id, planExpiresOn: expires, updatedAt: new Date() }).where(eq(organizations.id, org.id));
    return { organization_id: org.id, plan_package_id: plan.id, plan_expires_on: expires, items: await itemsOf(tx, plan.id) };
  });
}
