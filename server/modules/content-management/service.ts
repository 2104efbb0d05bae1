/**
 * The master's content management (README.md): every question, quiz item and test of the platform (or of a centre
 * the master names) with its state, its assignee, its branches and a conversation per item.
 */
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type Column, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor, RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import type { Verb } from '../../kernel/verb.ts';
import { list } from '../../kernel/envelope.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { idOr404 } from '../../kernel/ids.ts';
import { requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import {
  branches, contentAssignments, contentItemBranches, contentMaterials, contentMessages, materialGroups, materialPackages, materials, organizations, questionKeys, questions,
  questionTypes, roles, tests, users,
} from '../../db/schema.ts';
import { signFilePath } from '../materials/signing.ts';
import { likePattern } from '../users/list.ts';
import { testState } from '../test-creation/lifecycle.ts';
import type { Assignee, ContentItem, ContentItemDetail, ContentMessage } from './contracts.ts';
import type { AssigneesInput, AssignInput, BranchesInput, ItemListInput, ManagedKind } from './schemas.ts';

export const MASTER_ONLY = 'Content management is the platform’s: sign in as the master on the platform domain.';
const NOT_FOUND = 'Item not found';

/**
 * Right after every verb's guard (QUESTION_INDEX): the master on the platform domain only (the way coaching-centres
 * and roles recognise the master). A centre's staff holding QUESTION_INDEX are refused here, not by the key.
 */
export function masterOnly(ctx: RequestContext, actor: Actor): void {
  if (ctx.tenant || actor.role !== 'SUPER_ADMIN') throw new ForbiddenError(MASTER_ONLY);
}

const fullName = (first: string | null | undefined, last: string | null | undefined) => `${first ?? ''} ${last ?? ''}`.trim();
const iso = (d: Date | string | null | undefined) => (d === null || d === undefined ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** The centre named by the master: a live one, else 422 on `organization_id`. */
async function centre(tx: Tx, id: number | undefined): Promise<number | null> {
  if (id === undefined) return null;
  const [o] = await tx.select({ id: organizations.id }).from(organizations).where(and(eq(organizations.id, id), isNull(organizations.deletedAt)));
  if (!o) throw ValidationError.field('organization_id', 'There is no such coaching centre.');
  return o.id;
}

const ownerIs = (col: Column, org: number | null) => (org === null ? isNull(col) : eq(col, org));

// ---------------------------------------------------------------- the items, by kind

interface BaseRow {
  id: number;
  organizationId: number | null;
  title: string;
  status: string;
  approval: string;
  createdBy: number | null;
  createdAt: Date;
  updatedAt: Date;
  state: 'draft' | 'published' | 'inactive';
  type: { slug: string; name: string; section: string } | null;
  examType: string | null;
  quizTypeId: number | null;
  fileKind: MaterialRow['kind'] | null;
}
type MaterialRow = typeof materials.$inferSelect;

const questionState = (status: string, approval: string): BaseRow['state'] => (status === 'inactive' ? 'inactive' : approval === 'approved' ? 'published' : 'draft');

function testRowState(r: typeof tests.$inferSelect): BaseRow['state'] {
  const s = testState({ completed: r.completed, status: r.status, approval: r.approval, questionIds: r.questionIds, publishedAt: r.publishedAt }, r.examType === 'quiz-sets');
  return s === 'published' ? 'published' : s === 'inactive' ? 'inactive' : 'draft';
}

/**
 * A material (README.md "Materials"): published while active; when inactive, a draft if content management marks it
 * so (a bulk upload's drafts, or moved back to draft here), otherwise inactive (switched off in the materials library).
 */
const materialState = (status: string, draft: boolean | null): BaseRow['state'] => (status === 'active' ? 'published' : draft ? 'draft' : 'inactive');

/** SQL of the state filter, the same rules as the functions above. */
function stateWhere(kind: ManagedKind, state: BaseRow['state']): SQL {
  if (kind === 'material') {
    if (state === 'published') return eq(materials.status, 'active');
    const draft = sql`coalesce(${contentMaterials.draft}, false)`;
    return and(eq(materials.status, 'inactive'), state === 'draft' ? sql`${draft}` : sql`not ${draft}`)!;
  }
  if (kind !== 'test') {
    if (state === 'inactive') return eq(questions.status, 'inactive');
    return and(eq(questions.status, 'active'), state === 'published' ? eq(questions.approval, 'approved') : ne(questions.approval, 'approved'))!;
  }
  const published = and(eq(tests.completed, true), eq(tests.approval, 'approved'), or(ne(tests.examType, 'quiz-sets'), isNotNull(tests.publishedAt)))!;
  if (state === 'inactive') return and(eq(tests.completed, true), eq(tests.status, 'inactive'))!;
  if (state === 'published') return and(eq(tests.status, 'active'), published)!;
  return or(eq(tests.completed, false), and(eq(tests.status, 'active'), sql`not (${published})`))!;
}

/** Conditions on the assignment, branches and messages tables, shared by both item tables. */
function linkWhere(kind: ManagedKind, idCol: Column, input: ItemListInput): SQL[] {
  const out: SQL[] = [];
  const a = sql`select 1 from ${contentAssignments} where ${contentAssignments.itemKind} = ${kind} and ${contentAssignments.itemId} = ${idCol}`;
  if (input.assignee_id !== undefined) out.push(sql`exists (${a} and ${contentAssignments.assigneeId} = ${input.assignee_id})`);
  if (input.unassigned === '1') out.push(sql`not exists (${a})`);
  if (input.branch_id !== undefined) {
    out.push(sql`exists (select 1 from ${contentItemBranches} where ${contentItemBranches.itemKind} = ${kind} and ${contentItemBranches.itemId} = ${idCol} and ${contentItemBranches.branchId} = ${input.branch_id})`);
  }
  if (input.with_messages === '1') out.push(sql`exists (select 1 from ${contentMessages} where ${contentMessages.itemKind} = ${kind} and ${contentMessages.itemId} = ${idCol})`);
  return out;
}

async function pageOfQuestions(tx: Tx, kind: 'question' | 'quiz', org: number | null, input: ItemListInput, page: number, perPage: number) {
  const conds: Array<SQL | undefined> = [
    ownerIs(questions.organizationId, org),
    isNull(questions.deletedAt),
    kind === 'quiz' ? isNotNull(questions.quizTypeId) : isNull(questions.quizTypeId),
    input.search ? ilike(questions.title, likePattern(input.search)) : undefined,
    input.type ? eq(questionTypes.slug, input.type) : undefined,
    input.state ? stateWhere(kind, input.state) : undefined,
    ...linkWhere(kind, questions.id, input),
  ];
  const where = and(...conds);
  const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(questions).innerJoin(questionTypes, eq(questionTypes.id, questions.questionTypeId)).where(where);
  const rows = await tx
    .select({ q: questions, t: questionTypes })
    .from(questions)
    .innerJoin(questionTypes, eq(questionTypes.id, questions.questionTypeId))
    .where(where)
    .orderBy(desc(questions.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const items: BaseRow[] = rows.map(({ q, t }) => ({
    id: q.id, organizationId: q.organizationId, title: q.title, status: q.status, approval: q.approval, createdBy: q.createdBy, createdAt: q.createdAt, updatedAt: q.updatedAt,
    state: questionState(q.status, q.approval), type: { slug: t.slug, name: t.name, section: t.section }, examType: null, quizTypeId: q.quizTypeId, fileKind: null,
  }));
  return { items, total: Number(total?.n ?? 0) };
}

const testRow = (r: typeof tests.$inferSelect): BaseRow => ({
  id: r.id, organizationId: r.organizationId, title: r.title, status: r.status, approval: r.approval, createdBy: r.createdBy, createdAt: r.createdAt, updatedAt: r.updatedAt,
  state: testRowState(r), type: null, examType: r.examType, quizTypeId: r.quizTypeId, fileKind: null,
});

const materialRow = (m: MaterialRow, draft: boolean | null): BaseRow => ({
  id: m.id, organizationId: m.organizationId, title: m.title, status: m.status, approval: m.status === 'active' ? 'approved' : 'pending', createdBy: m.createdBy, createdAt: m.createdAt,
  updatedAt: m.updatedAt, state: materialState(m.status, draft), type: null, examType: null, quizTypeId: null, fileKind: m.kind,
});

/** The staff library's materials only: a student's own uploads are theirs and their trainers', not content to manage. */
const managedMaterial = and(isNull(materials.deletedAt), eq(materials.source, 'platform'))!;

async function pageOfMaterials(tx: Tx, org: number | null, input: ItemListInput, page: number, perPage: number) {
  const where = and(
    ownerIs(materials.organizationId, org),
    managedMaterial,
    input.file_kind ? eq(materials.kind, input.file_kind) : undefined,
    input.search ? ilike(materials.title, likePattern(input.search)) : undefined,
    input.state ? stateWhere('material', input.state) : undefined,
    ...linkWhere('material', materials.id, input),
  );
  const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(materials).leftJoin(contentMaterials, eq(contentMaterials.materialId, materials.id)).where(where);
  const rows = await tx
    .select({ m: materials, draft: contentMaterials.draft })
    .from(materials)
    .leftJoin(contentMaterials, eq(contentMaterials.materialId, materials.id))
    .where(where)
    .orderBy(desc(materials.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { items: rows.map((r) => materialRow(r.m, r.draft)), total: Number(total?.n ?? 0) };
}

async function pageOfTests(tx: Tx, org: number | null, input: ItemListInput, page: number, perPage: number) {
  const where = and(
    ownerIs(tests.organizationId, org),
    isNull(tests.deletedAt),
    input.exam_type ? eq(tests.examType, input.exam_type) : undefined,
    input.search ? ilike(tests.title, likePattern(input.search)) : undefined,
    input.state ? stateWhere('test', input.state) : undefined,
    ...linkWhere('test', tests.id, input),
  );
  const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(tests).where(where);
  const rows = await tx.select().from(tests).where(where).orderBy(desc(tests.id)).limit(perPage).offset((page - 1) * perPage);
  return { items: rows.map(testRow), total: Number(total?.n ?? 0) };
}

/** One item of a kind by id (any owner: the master reaches it by id alone), or 404. */
async function findItem(tx: Tx, kind: ManagedKind, id: number): Promise<BaseRow> {
  if (kind === 'material') {
    const [r] = await tx
      .select({ m: materials, draft: contentMaterials.draft })
      .from(materials)
      .leftJoin(contentMaterials, eq(contentMaterials.materialId, materials.id))
      .where(and(eq(materials.id, id), managedMaterial));
    if (!r) throw new NotFoundError(NOT_FOUND);
    return materialRow(r.m, r.draft);
  }
  if (kind === 'test') {
    const [r] = await tx.select().from(tests).where(and(eq(tests.id, id), isNull(tests.deletedAt)));
    if (!r) throw new NotFoundError(NOT_FOUND);
    return testRow(r);
  }
  const [r] = await tx
    .select({ q: questions, t: questionTypes })
    .from(questions)
    .innerJoin(questionTypes, eq(questionTypes.id, questions.questionTypeId))
    .where(and(eq(questions.id, id), isNull(questions.deletedAt), kind === 'quiz' ? isNotNull(questions.quizTypeId) : isNull(questions.quizTypeId)));
  if (!r) throw new NotFoundError(NOT_FOUND);
  const { q, t } = r;
  return {
    id: q.id, organizationId: q.organizationId, title: q.title, status: q.status, approval: q.approval, createdBy: q.createdBy, createdAt: q.createdAt, updatedAt: q.updatedAt,
    state: questionState(q.status, q.approval), type: { slug: t.slug, name: t.name, section: t.section }, examType: null, quizTypeId: q.quizTypeId, fileKind: null,
  };
}

// ---------------------------------------------------------------- what goes around an item

const assigneeUser = alias(users, 'assignee');
const authorUser = alias(users, 'author');

async function assigneesOf(tx: Tx, kind: ManagedKind, ids: number[]) {
  if (ids.length === 0) return new Map<number, { assignee: Assignee; at: Date; note: string }>();
  const rows = await tx
    .select({ itemId: contentAssignments.itemId, at: contentAssignments.assignedAt, note: contentAssignments.note, u: assigneeUser, roleKind: roles.kind, orgName: organizations.name })
    .from(contentAssignments)
    .innerJoin(assigneeUser, eq(assigneeUser.id, contentAssignments.assigneeId))
    .innerJoin(roles, eq(roles.id, assigneeUser.roleId))
    .leftJoin(organizations, eq(organizations.id, assigneeUser.organizationId))
    .where(and(eq(contentAssignments.itemKind, kind), inArray(contentAssignments.itemId, ids)));
  return new Map(rows.map((r) => [r.itemId, { assignee: assigneeOf(r.u, r.roleKind, r.orgName), at: r.at, note: r.note }]));
}

function assigneeOf(u: typeof users.$inferSelect, kind: string, orgName: string | null): Assignee {
  return { id: u.id, full_name: fullName(u.firstName, u.lastName), email: u.email, role: kind === 'TRAINER' ? 'TRAINER' : 'ADMIN', organization_id: u.organizationId, organization_name: orgName };
}

async function branchesOf(tx: Tx, kind: ManagedKind, ids: number[]) {
  const out = new Map<number, Array<{ id: number; name: string; organization_id: number }>>();
  if (ids.length === 0) return out;
  const rows = await tx
    .select({ itemId: contentItemBranches.itemId, id: branches.id, name: branches.name, org: branches.organizationId })
    .from(contentItemBranches)
    .innerJoin(branches, eq(branches.id, contentItemBranches.branchId))
    .where(and(eq(contentItemBranches.itemKind, kind), inArray(contentItemBranches.itemId, ids), isNull(branches.deletedAt)))
    .orderBy(asc(branches.name));
  for (const r of rows) {
    const l = out.get(r.itemId) ?? [];
    l.push({ id: r.id, name: r.name, organization_id: r.org });
    out.set(r.itemId, l);
  }
  return out;
}

async function messagesOf(tx: Tx, kind: ManagedKind, ids: number[]) {
  if (ids.length === 0) return new Map<number, { n: number; last: string | null }>();
  const rows = await tx
    .select({ itemId: contentMessages.itemId, n: sql<number>`count(*)::int`, last: sql<Date | string | null>`max(${contentMessages.createdAt})` })
    .from(contentMessages)
    .where(and(eq(contentMessages.itemKind, kind), inArray(contentMessages.itemId, ids)))
    .groupBy(contentMessages.itemId);
  return new Map(rows.map((r) => [r.itemId, { n: Number(r.n), last: iso(r.last) }]));
}

async function authorsOf(tx: Tx, ids: number[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await tx.select({ id: authorUser.id, f: authorUser.firstName, l: authorUser.lastName }).from(authorUser).where(inArray(authorUser.id, wanted));
  return new Map(rows.map((r) => [r.id, fullName(r.f, r.l)]));
}

async function decorate(tx: Tx, kind: ManagedKind, rows: BaseRow[]): Promise<ContentItem[]> {
  const ids = rows.map((r) => r.id);
  const [a, b, m, au] = await Promise.all([
    assigneesOf(tx, kind, ids),
    branchesOf(tx, kind, ids),
    messagesOf(tx, kind, ids),
    authorsOf(tx, rows.flatMap((r) => (r.createdBy === null ? [] : [r.createdBy]))),
  ]);
  return rows.map((r) => {
    const as = a.get(r.id);
    const msg = m.get(r.id);
    return {
      id: r.id,
      kind,
      organization_id: r.organizationId,
      title: r.title,
      type: r.type,
      exam_type: r.examType,
      quiz_type_id: r.quizTypeId,
      file_kind: r.fileKind,
      state: r.state,
      status: r.status,
      approval: r.approval,
      author: r.createdBy !== null && au.has(r.createdBy) ? { id: r.createdBy, full_name: au.get(r.createdBy)! } : null,
      assignee: as?.assignee ?? null,
      assigned_at: as ? as.at.toISOString() : null,
      assignment_note: as?.note ?? '',
      branches: b.get(r.id) ?? [],
      messages_count: msg?.n ?? 0,
      last_message_at: msg?.last ?? null,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    };
  });
}

// ---------------------------------------------------------------- verbs

/** GET content-management/{kind} */
export async function listItems({ ctx, input }: Verb<ItemListInput & { kind: ManagedKind }>) {
  const actor = requirePermission(ctx, 'QUESTION_INDEX');
  masterOnly(ctx, actor);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  return withTenantTx(ctx, async (tx) => {
    const org = await centre(tx, input.organization_id);
    const { items, total } =
      input.kind === 'test'
        ? await pageOfTests(tx, org, input, page, perPage)
        : input.kind === 'material'
          ? await pageOfMaterials(tx, org, input, page, perPage)
          : await pageOfQuestions(tx, input.kind, org, input, page, perPage);
    return list(await decorate(tx, input.kind, items), page, perPage, total);
  });
}

/** GET content-management/{kind}/{id}: the item with its content and answer (questions, quizzes) or its items (tests). */
export async function showItem({ ctx, input }: Verb<{ kind: ManagedKind; id: string }>): Promise<ContentItemDetail> {
  const actor = requirePermission(ctx, 'QUESTION_INDEX');
  masterOnly(ctx, actor);
  const id = idOr404(input.id, NOT_FOUND);
  return withTenantTx(ctx, async (tx) => {
    const row = await findItem(tx, input.kind, id);
    const [item] = await decorate(tx, input.kind, [row]);
    if (input.kind === 'material') {
      const [m] = await tx.select().from(materials).where(eq(materials.id, id));
      const [g] = await tx.select({ n: sql<number>`count(*)::int` }).from(materialGroups).where(eq(materialGroups.materialId, id));
      const [p] = await tx.select({ n: sql<number>`count(*)::int` }).from(materialPackages).where(eq(materialPackages.materialId, id));
      return {
        ...item!,
        material: {
          description: m!.description, special: m!.special, mime: m!.fileMime, size: Number(m!.fileSize), file_url: signFilePath(ctx.config.fileSigningSecret, m!.filePath),
          groups: Number(g?.n ?? 0), courses_and_packages: Number(p?.n ?? 0),
        },
      };
    }
    if (input.kind === 'test') {
      const [t] = await tx.select({ ids: tests.questionIds }).from(tests).where(eq(tests.id, id));
      return { ...item!, question_ids: t?.ids ?? [] };
    }
    const [q] = await tx.select({ content: questions.content }).from(questions).where(eq(questions.id, id));
    const [k] = await tx.select({ key: questionKeys.key }).from(questionKeys).where(eq(questionKeys.questionId, id));
    return { ...item!, content: q?.content ?? null, key: k?.key ?? null };
  });
}

async function detail(tx: Tx, kind: ManagedKind, id: number): Promise<ContentItem> {
  const [item] = await decorate(tx, kind, [await findItem(tx, kind, id)]);
  return item!;
}

/**
 * PUT content-management/{kind}/{id}/assign: one assignee per item (a trainer or an admin), who then finds it in
 * their work; the author stays. A centre's item goes only to that centre's people; a platform item to anyone's.
 */
export async function assignItem({ ctx, input }: Verb<AssignInput & { kind: ManagedKind; id: string }>): Promise<ContentItem> {
  const actor = requirePermission(ctx, 'QUESTION_INDEX');
  masterOnly(ctx, actor);
  const id = idOr404(input.id, NOT_FOUND);
  return withTenantTx(ctx, async (tx) => {
    const item = await findItem(tx, input.kind, id);
    if (input.assignee_id === null) {
      await tx.delete(contentAssignments).where(and(eq(contentAssignments.itemKind, input.kind), eq(contentAssignments.itemId, id)));
      return detail(tx, input.kind, id);
    }
    const [u] = await tx
      .select({ id: users.id, org: users.organizationId, status: users.status, kind: roles.kind })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.id, input.assignee_id), isNull(users.deletedAt)));
    if (!u || (u.kind !== 'TRAINER' && u.kind !== 'ADMIN')) throw ValidationError.field('assignee_id', 'Choose a trainer or an admin.');
    if (u.status !== 'active') throw ValidationError.field('assignee_id', 'This person’s account is switched off.');
    if (item.organizationId !== null && u.org !== item.organizationId) throw ValidationError.field('assignee_id', 'This item belongs to another coaching centre than this person.');
    const values = { organizationId: item.organizationId, itemKind: input.kind, itemId: id, assigneeId: u.id, assignedBy: actor.userId, note: input.note ?? '', assignedAt: new Date() };
    await tx
      .insert(contentAssignments)
      .values(values)
      .onConflictDoUpdate({ target: [contentAssignments.itemKind, contentAssignments.itemId], set: { assigneeId: values.assigneeId, assignedBy: values.assignedBy, note: values.note, assignedAt: values.assignedAt } });
    return detail(tx, input.kind, id);
  });
}

/** PUT content-management/{kind}/{id}/branches: the branches that get the item, replaced as a whole. */
export async function setItemBranches({ ctx, input }: Verb<BranchesInput & { kind: ManagedKind; id: string }>): Promise<ContentItem> {
  const actor = requirePermission(ctx, 'QUESTION_INDEX');
  masterOnly(ctx, actor);
  const id = idOr404(input.id, NOT_FOUND);
  const wanted = [...new Set(input.branch_ids)];
  return withTenantTx(ctx, async (tx) => {
    const item = await findItem(tx, input.kind, id);
    const found = wanted.length === 0 ? [] : await tx.select({ id: branches.id, org: branches.organizationId }).from(branches).where(and(inArray(branches.id, wanted), isNull(branches.deletedAt)));
    const byId = new Map(found.map((b) => [b.id, b.org]));
    const errors: Record<string, string[]> = {};
    input.branch_ids.forEach((b, i) => {
      const org = byId.get(b);
      if (org === undefined) errors[`branch_ids.${i}`] = ['There is no such branch.'];
      else if (item.organizationId !== null && org !== item.organizationId) errors[`branch_ids.${i}`] = ['This branch belongs to another coaching centre than the item.'];
    });
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    await tx.delete(contentItemBranches).where(and(eq(contentItemBranches.itemKind, input.kind), eq(contentItemBranches.itemId, id)));
    if (wanted.length > 0) {
      await tx.insert(contentItemBranches).values(wanted.map((b) => ({ organizationId: byId.get(b)!, itemKind: input.kind, itemId: id, branchId: b, assignedBy: actor.userId })));
    }
    return detail(tx, input.kind, id);
  });
}

/**
 * PATCH content-management/{kind}/{id}/draft: back to draft (approval pending: students no longer get it) or out of
 * draft (approved; a quiz set is published too; a material inactive and marked draft, or active). A test whose wizard
 * is unfinished cannot leave draft (409).
 */
export async function setItemDraft({ ctx, input }: Verb<{ kind: ManagedKind; id: string; draft: boolean }>): Promise<ContentItem> {
  const actor = requirePermission(ctx, 'QUESTION_INDEX');
  masterOnly(ctx, actor);
  const id = idOr404(input.id, NOT_FOUND);
  return withTenantTx(ctx, async (tx) => {
    const item = await findItem(tx, input.kind, id);
    const approval = input.draft ? 'pending' : 'approved';
    if (input.kind === 'material') {
      await tx.update(materials).set({ status: input.draft ? 'inactive' : 'active', updatedAt: new Date() }).where(eq(materials.id, id));
      await tx
        .insert(contentMaterials)
        .values({ materialId: id, organizationId: item.organizationId, draft: input.draft })
        .onConflictDoUpdate({ target: contentMaterials.materialId, set: { draft: input.draft } });
    } else if (input.kind === 'test') {
      const [t] = await tx.select().from(tests).where(eq(tests.id, id));
      if (!input.draft && !t!.completed) throw new ConflictError('Finish the test in its wizard before it leaves draft.');
      const publishedAt = t!.examType !== 'quiz-sets' ? t!.publishedAt : input.draft ? null : (t!.publishedAt ?? new Date());
      await tx.update(tests).set({ approval, publishedAt, updatedAt: new Date() }).where(eq(tests.id, id));
    } else {
      await tx.update(questions).set({ approval, updatedAt: new Date() }).where(eq(questions.id, id));
    }
    return detail(tx, input.kind, id);
  });
}

const messageAuthor = alias(users, 'message_author');

/** GET content-management/{kind}/{id}/messages: the item's conversation, oldest first. */
export async function listItemMessages({ ctx, input }: Verb<{ kind: ManagedKind; id: string }>): Promise<{ items: ContentMessage[] }> {
  const actor = requirePermission(ctx, 'QUESTION_INDEX');
  masterOnly(ctx, actor);
  const id = idOr404(input.id, NOT_FOUND);
  return withTenantTx(ctx, async (tx) => {
    await findItem(tx, input.kind, id);
    const rows = await tx
      .select({ m: contentMessages, f: messageAuthor.firstName, l: messageAuthor.lastName })
      .from(contentMessages)
      .leftJoin(messageAuthor, eq(messageAuthor.id, contentMessages.authorId))
      .where(and(eq(contentMessages.itemKind, input.kind), eq(contentMessages.itemId, id)))
      .orderBy(asc(contentMessages.id))
      .limit(500);
    return { items: rows.map((r) => messageOut(r.m, r.f, r.l, actor.userId)) };
  });
}

function messageOut(m: typeof contentMessages.$inferSelect, f: string | null, l: string | null, me: number): ContentMessage {
  return { id: m.id, body: m.body, author: m.authorId !== null ? { id: m.authorId, full_name: fullName(f, l) } : null, mine: m.authorId === me, created_at: m.createdAt.toISOString() };
}

/** POST content-management/{kind}/{id}/messages */
export async function postItemMessage({ ctx, input }: Verb<{ kind: ManagedKind; id: string; body: string }>): Promise<ContentMessage> {
  const actor = requirePermission(ctx, 'QUESTION_INDEX');
  masterOnly(ctx, actor);
  const id = idOr404(input.id, NOT_FOUND);
  return withTenantTx(ctx, async (tx) => {
    const item = await findItem(tx, input.kind, id);
    const [m] = await tx.insert(contentMessages).values({ organizationId: item.organizationId, itemKind: input.kind, itemId: id, authorId: actor.userId, body: input.body }).returning();
    const [u] = await tx.select({ f: users.firstName, l: users.lastName }).from(users).where(eq(users.id, actor.userId));
    return messageOut(m!, u?.f ?? null, u?.l ?? null, actor.userId);
  });
}

/** GET content-management/assignees: the trainers and admins an item can go to (a centre's, or everybody's). */
export async function listAssignees({ ctx, input }: Verb<AssigneesInput>) {
  const actor = requirePermission(ctx, 'QUESTION_INDEX');
  masterOnly(ctx, actor);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 20;
  return withTenantTx(ctx, async (tx) => {
    const org = await centre(tx, input.organization_id);
    const where = and(
      isNull(users.deletedAt),
      eq(users.status, 'active'),
      inArray(roles.kind, ['TRAINER', 'ADMIN']),
      org !== null ? eq(users.organizationId, org) : undefined,
      input.search ? sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) like ${likePattern(input.search)}` : undefined,
    );
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(where);
    const rows = await tx
      .select({ u: users, kind: roles.kind, orgName: organizations.name })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(organizations, eq(organizations.id, users.organizationId))
      .where(where)
      .orderBy(asc(users.firstName), asc(users.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    return list(rows.map((r) => assigneeOf(r.u, r.kind, r.orgName)), page, perPage, Number(total?.n ?? 0));
  });
}
