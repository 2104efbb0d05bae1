import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { questionType, type AnyQuestionType } from '@question-types/registry.ts';
import type { PermissionKey } from '@kernel/permissions/catalogue.ts';
import type { Actor, RequestContext } from '../../kernel/context.ts';
import type { Verb } from '../../kernel/verb.ts';
import type { Tx } from '../../kernel/db.ts';
import { list } from '../../kernel/envelope.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { idOr404 } from '../../kernel/ids.ts';
import { can, publicVerb, requireAnyPermission, requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { answerSheets, questionKeys, questions, questionTypes, quizTypes, tests, type ExamType } from '../../db/schema.ts';
import { typeRef } from '../question-types/service.ts';
import { visible as bankScope } from '../question-bank/service.ts';
import { officialOrder } from '../exams/timing.ts';
import { requireAuthorView, seesAuthorView } from '../delivery/author-view.ts';
import { deleteRefusal, testState } from './lifecycle.ts';
import { notifyIfNowLive } from './notify-live.ts';
import type { TestState } from './contracts.ts';
import {
  MOCK_CATEGORIES, PRACTICE_CATEGORIES, QUIZ_STEPS, TEST_STEPS,
  type ChangeStatusInput, type DraftCreateInput, type DraftUpdateInput, type PreviewInput, type TestsQueryInput,
} from './schemas.ts';

type TestRow = typeof tests.$inferSelect;

/** What differs between practice tests, mock tests and quiz sets: permissions, categories, steps, item kind. */
export interface ExamKind {
  type: ExamType;
  /** permission prefix: TEST_INDEX, MOCK_TEST_STORE, QUIZ_SET_PUBLISH ... */
  prefix: 'TEST' | 'MOCK_TEST' | 'QUIZ_SET';
  idPrefix: string;
  categories: readonly string[];
  defaultCategory: string;
  steps: readonly string[];
  /** quiz sets hold quiz items (a bank item with a quiz type) */
  quizItems: boolean;
  /** what a student needs to see and sit it */
  studentKey: PermissionKey;
  notFound: string;
}

export const KINDS: Record<ExamType, ExamKind> = {
  'practice-tests': { type: 'practice-tests', prefix: 'TEST', idPrefix: 'PT', categories: PRACTICE_CATEGORIES, defaultCategory: 'combo', steps: TEST_STEPS, quizItems: false, studentKey: 'TEST_INDEX', notFound: 'Test not found' },
  'mock-tests': { type: 'mock-tests', prefix: 'MOCK_TEST', idPrefix: 'MT', categories: MOCK_CATEGORIES, defaultCategory: 'full', steps: TEST_STEPS, quizItems: false, studentKey: 'MOCK_TEST_INDEX', notFound: 'Mock test not found' },
  'quiz-sets': { type: 'quiz-sets', prefix: 'QUIZ_SET', idPrefix: 'QS', categories: ['quiz'], defaultCategory: 'quiz', steps: QUIZ_STEPS, quizItems: true, studentKey: 'QUIZ_TEST_STORE', notFound: 'Quiz set not found' },
};

const key = (kind: ExamKind, action: string) => `${kind.prefix}_${action}` as PermissionKey;
const READ_ONLY = 'Platform tests are read-only.';

// ---------------------------------------------------------------- answers


/** Sections covered, from the stored item order (the caller passes the items' sections). */
function sectionCounts(sections: readonly string[]) {
  const out = { speaking: 0, writing: 0, reading: 0, listening: 0 };
  for (const s of sections) if (s in out) out[s as keyof typeof out]++;
  return out;
}

export function publicId(kind: ExamKind, id: number): string {
  return `${kind.idPrefix}-${String(id).padStart(6, '0')}`;
}

function listItem(kind: ExamKind, r: TestRow, sections: readonly string[]) {
  return {
    id: r.id,
    t_id: publicId(kind, r.id),
    ...(kind.quizItems ? { q_s_id: publicId(kind, r.id) } : {}),
    exam_type: r.examType,
    title: r.title,
    description: r.description,
    category: r.category,
    no_of_questions: r.questionIds.length,
    sections: sectionCounts(sections),
    duration_minutes: r.durationMinutes,
    status: r.status,
    approval: r.approval,
    completed: r.completed,
    is_platform: r.organizationId === null,
    ...(kind.quizItems ? {} : { state: testState(r, false) }),
    ...(kind.quizItems ? { quiz_type_id: r.quizTypeId, template_type: r.templateType, published: r.publishedAt !== null, published_at: r.publishedAt?.toISOString() ?? null } : {}),
    created_by: r.createdBy,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

function authorView(kind: ExamKind, r: TestRow, sections: readonly string[]) {
  return {
    ...listItem(kind, r, sections),
    create_type: r.createType,
    number_of_questions: r.numberOfQuestions,
    question_ids: r.questionIds,
    step: r.step,
    visited: r.visited,
  };
}

/** The sections of each test's items, for lists (one query for a page of tests). */
async function sectionsOf(tx: Tx, rows: readonly TestRow[]): Promise<Map<number, string[]>> {
  const ids = [...new Set(rows.flatMap((r) => r.questionIds))];
  const bySection = new Map<number, string>();
  if (ids.length) {
    const found = await tx.select({ id: questions.id, section: questionTypes.section }).from(questions).innerJoin(questionTypes, eq(questionTypes.id, questions.questionTypeId)).where(inArray(questions.id, ids));
    for (const f of found) bySection.set(f.id, f.section);
  }
  return new Map(rows.map((r) => [r.id, r.questionIds.map((q) => bySection.get(q)).filter((s): s is string => s !== undefined)]));
}

// ---------------------------------------------------------------- scope

function visible(ctx: RequestContext): SQL {
  return ctx.tenant ? or(eq(tests.organizationId, ctx.tenant.id), isNull(tests.organizationId))! : isNull(tests.organizationId);
}

/** What a student may see and sit: finished, active, approved, not empty (quiz sets: published too). */
export function sittable(kind: ExamKind): SQL {
  return and(
    eq(tests.completed, true),
    eq(tests.status, 'active'),
    eq(tests.approval, 'approved'),
    sql`cardinality(${tests.questionIds}) > 0`,
    kind.quizItems ? isNotNull(tests.publishedAt) : undefined,
  )!;
}

export function isAuthor(actor: Actor, kind: ExamKind): boolean {
  return seesAuthorView(actor) && can(actor, key(kind, 'STORE'));
}

export async function findTest(tx: Tx, ctx: RequestContext, kind: ExamKind, id: number, extra?: SQL): Promise<TestRow> {
  const [row] = await tx.select().from(tests).where(and(eq(tests.id, id), eq(tests.examType, kind.type), visible(ctx), isNull(tests.deletedAt), extra));
  if (!row) throw new NotFoundError(kind.notFound);
  return row;
}

function assertWritable(ctx: RequestContext, actor: Actor, kind: ExamKind, r: TestRow): void {
  if (r.organizationId === null) {
    if (ctx.tenant || actor.role !== 'SUPER_ADMIN') throw new ForbiddenError(READ_ONLY);
    return;
  }
  if (!ctx.tenant || r.organizationId !== ctx.tenant.id) throw new NotFoundError(kind.notFound);
}

// ---------------------------------------------------------------- items

interface BankItem {
  id: number;
  def: AnyQuestionType;
  section: string;
}

/** The bank a test may use: visible, undeleted items; quiz sets take quiz items, tests the others. */
function usableItems(ctx: RequestContext, kind: ExamKind): SQL {
  return and(bankScope(ctx), isNull(questions.deletedAt), kind.quizItems ? isNotNull(questions.quizTypeId) : undefined)!;
}

/** Unique ids, order kept; each must be an item this test may use (422 on `question_ids.<i>`). */
async function checkedItems(tx: Tx, ctx: RequestContext, kind: ExamKind, ids: readonly number[]): Promise<BankItem[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const rows = await tx
    .select({ id: questions.id, slug: questionTypes.slug, section: questionTypes.section })
    .from(questions)
    .innerJoin(questionTypes, eq(questionTypes.id, questions.questionTypeId))
    .where(and(inArray(questions.id, unique), usableItems(ctx, kind)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const errors: Record<string, string[]> = {};
  const out: BankItem[] = [];
  unique.forEach((id, i) => {
    const r = byId.get(id);
    const def = r ? questionType(r.slug) : undefined;
    if (!r || !def) errors[`question_ids.${i}`] = [kind.quizItems ? `Quiz item ${id} is not in your bank.` : `Question ${id} is not in your bank.`];
    else out.push({ id, def, section: r.section });
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return out;
}

async function assertQuizType(tx: Tx, id: number | null | undefined): Promise<void> {
  if (id === null || id === undefined) return;
  const [row] = await tx.select({ id: quizTypes.id }).from(quizTypes).where(eq(quizTypes.id, id));
  if (!row) throw ValidationError.field('quiz_type_id', 'The selected quiz type id is invalid.');
}

function checkCategory(kind: ExamKind, category: string | undefined): void {
  if (category !== undefined && !kind.categories.includes(category)) {
    throw ValidationError.field('category', `The category must be one of: ${kind.categories.join(', ')}.`);
  }
}

function checkStep(kind: ExamKind, step: string): void {
  if (!kind.steps.includes(step)) throw ValidationError.field('step', `The step must be one of: ${kind.steps.join(', ')}.`);
}

/** The draft fields of a body as columns; question ids in the order students meet them (a full mock: official). */
async function draftColumns(tx: Tx, ctx: RequestContext, kind: ExamKind, body: DraftUpdateInput, category: string) {
  checkCategory(kind, body.category);
  if (kind.quizItems) await assertQuizType(tx, body.quiz_type_id);
  let questionIds: number[] | undefined;
  if (body.question_ids !== undefined) {
    const items = await checkedItems(tx, ctx, kind, body.question_ids);
    questionIds = (kind.type === 'mock-tests' && category === 'full' ? officialOrder(items) : items).map((i) => i.id);
  }
  return {
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.category !== undefined ? { category: body.category } : {}),
    ...(body.duration_minutes !== undefined ? { durationMinutes: body.duration_minutes } : {}),
    ...(body.create_type !== undefined ? { createType: body.create_type } : {}),
    ...(body.number_of_questions !== undefined ? { numberOfQuestions: body.number_of_questions } : {}),
    ...(questionIds !== undefined ? { questionIds } : {}),
    ...(kind.quizItems && body.quiz_type_id !== undefined ? { quizTypeId: body.quiz_type_id } : {}),
    ...(kind.quizItems && body.template_type !== undefined ? { templateType: body.template_type } : {}),
  };
}

function withVisited(kind: ExamKind, visited: readonly string[], step: string): string[] {
  const set = new Set([...visited, step]);
  return kind.steps.filter((s) => set.has(s));
}

// ---------------------------------------------------------------- verbs

/** POST {examType}: the wizard's first save. */
export async function createTest({ ctx, input }: Verb<{ kind: ExamKind; body: DraftCreateInput }>) {
  const actor = requirePermission(ctx, key(input.kind, 'STORE'));
  const { kind, body } = input;
  checkStep(kind, body.step);
  return withTenantTx(ctx, async (tx) => {
    const category = body.category ?? kind.defaultCategory;
    const cols = await draftColumns(tx, ctx, kind, body, category);
    const last = body.step === kind.steps.at(-1);
    if (last && !(cols.questionIds?.length)) throw ValidationError.field('question_ids', 'Choose at least one question.');
    const [row] = await tx
      .insert(tests)
      .values({
        organizationId: ctx.tenant?.id ?? null,
        examType: kind.type,
        title: body.title,
        category,
        ...cols,
        step: body.step,
        visited: withVisited(kind, [], body.step),
        completed: last,
        // a test is published by a step of its own (approval: PATCH change-status), never by finishing the wizard; a
        // quiz set has its publish switch for that, so an author who may approve still approves it on creation
        approval: kind.quizItems && can(actor, key(kind, 'APPROVAL')) ? 'approved' : 'pending',
        createdBy: actor.userId,
      })
      .returning();
    return authorView(kind, row!, (await sectionsOf(tx, [row!])).get(row!.id) ?? []);
  });
}

/** PUT {examType}/{id}: a later wizard step; absent fields keep their value. */
export async function updateTest({ ctx, input }: Verb<{ kind: ExamKind; id: string; body: DraftUpdateInput }>) {
  const actor = requirePermission(ctx, key(input.kind, 'UPDATE'));
  const { kind, body } = input;
  const id = idOr404(input.id, kind.notFound);
  checkStep(kind, body.step);
  return withTenantTx(ctx, async (tx) => {
    const r = await findTest(tx, ctx, kind, id);
    assertWritable(ctx, actor, kind, r);
    const category = body.category ?? r.category;
    const cols = await draftColumns(tx, ctx, kind, body, category);
    // a full mock keeps the official order even when only its category changes
    if (cols.questionIds === undefined && kind.type === 'mock-tests' && category === 'full' && r.category !== 'full') {
      cols.questionIds = officialOrder(await checkedItems(tx, ctx, kind, r.questionIds)).map((i) => i.id);
    }
    const last = body.step === kind.steps.at(-1);
    if (last && !(cols.questionIds ?? r.questionIds).length) throw ValidationError.field('question_ids', 'Choose at least one question.');
    const [u] = await tx
      .update(tests)
      .set({ ...cols, step: body.step, visited: withVisited(kind, r.visited, body.step), completed: r.completed || last, updatedAt: new Date() })
      .where(eq(tests.id, r.id))
      .returning();
    return authorView(kind, u!, (await sectionsOf(tx, [u!])).get(u!.id) ?? []);
  });
}

/** GET {examType}/{id}: authors the whole draft; students a test they may sit, without its item list. */
export async function showTest({ ctx, input }: Verb<{ kind: ExamKind; id: string }>) {
  const actor = requireAnyPermission(ctx, key(input.kind, 'SHOW'), input.kind.studentKey);
  const { kind } = input;
  const id = idOr404(input.id, kind.notFound);
  return withTenantTx(ctx, async (tx) => {
    const author = isAuthor(actor, kind);
    const r = await findTest(tx, ctx, kind, id, author ? undefined : sittable(kind));
    const sections = (await sectionsOf(tx, [r])).get(r.id) ?? [];
    return author ? authorView(kind, r, sections) : listItem(kind, r, sections);
  });
}

type PreviewRow = { q: typeof questions.$inferSelect; t: typeof questionTypes.$inferSelect; k: unknown };

function previewItem({ q, t, k }: PreviewRow) {
  return {
    id: q.id,
    title: q.title,
    question_type: typeRef(t),
    frequency: q.frequency,
    source: q.source,
    quiz_type_id: q.quizTypeId,
    is_platform: q.organizationId === null,
    content: q.content,
    key: k,
  };
}

async function itemsWithKeys(tx: Tx, where: SQL): Promise<PreviewRow[]> {
  const rows = await tx
    .select({ q: questions, t: questionTypes, k: questionKeys.key })
    .from(questions)
    .innerJoin(questionTypes, eq(questionTypes.id, questions.questionTypeId))
    .leftJoin(questionKeys, eq(questionKeys.questionId, questions.id))
    .where(where);
  return rows;
}

/** The items of a list of ids, in that order (missing ones dropped). */
async function orderedItems(tx: Tx, ctx: RequestContext, kind: ExamKind, ids: readonly number[]) {
  if (!ids.length) return [];
  const rows = await itemsWithKeys(tx, and(inArray(questions.id, [...ids]), usableItems(ctx, kind))!);
  const byId = new Map(rows.map((r) => [r.q.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is PreviewRow => r !== undefined).map(previewItem);
}

/** POST {examType}/questions: the chosen items in order, or a random draw of active approved items per type. */
export async function previewItems({ ctx, input }: Verb<{ kind: ExamKind; body: PreviewInput }>) {
  requirePermission(ctx, key(input.kind, 'SHOW'));
  const { kind, body } = input;
  requireAuthorView(requirePermission(ctx, key(kind, 'STORE')));
  return withTenantTx(ctx, async (tx) => {
    if (body.question_ids) return { items: await orderedItems(tx, ctx, kind, body.question_ids) };
    const items: ReturnType<typeof previewItem>[] = [];
    for (const [slug, n] of Object.entries(body.number_of_questions ?? {})) {
      if (n <= 0) continue;
      if (!questionType(slug)) throw ValidationError.field(`number_of_questions.${slug}`, 'The selected question type is invalid.');
      const rows = await tx
        .select({ q: questions, t: questionTypes, k: questionKeys.key })
        .from(questions)
        .innerJoin(questionTypes, eq(questionTypes.id, questions.questionTypeId))
        .leftJoin(questionKeys, eq(questionKeys.questionId, questions.id))
        .where(
          and(
            usableItems(ctx, kind),
            eq(questionTypes.slug, slug),
            eq(questions.status, 'active'),
            eq(questions.approval, 'approved'),
            body.frequency ? eq(questions.frequency, body.frequency) : undefined,
            body.source ? eq(questions.source, body.source) : undefined,
            body.exclude_ids?.length ? notInArray(questions.id, body.exclude_ids) : undefined,
          ),
        )
        .orderBy(sql`random()`)
        .limit(n);
      items.push(...rows.map(previewItem));
    }
    return { items };
  });
}

/** GET {examType}/review/questions/{id}: the test and its items with keys, for its authors. */
export async function reviewTest({ ctx, input }: Verb<{ kind: ExamKind; id: string }>) {
  requirePermission(ctx, key(input.kind, 'SHOW'));
  const { kind } = input;
  requireAuthorView(requirePermission(ctx, key(kind, 'STORE')));
  const id = idOr404(input.id, kind.notFound);
  return withTenantTx(ctx, async (tx) => {
    const r = await findTest(tx, ctx, kind, id);
    const sections = (await sectionsOf(tx, [r])).get(r.id) ?? [];
    return { test: authorView(kind, r, sections), ...(kind.quizItems ? { quiz_set: authorView(kind, r, sections) } : {}), items: await orderedItems(tx, ctx, kind, r.questionIds) };
  });
}

/** PATCH {examType}/change-status/{id}: status (CHANGE_STATUS) and/or approval (APPROVAL). */
export async function changeTestStatus({ ctx, input }: Verb<{ kind: ExamKind; id: string; body: ChangeStatusInput }>) {
  const actor = requireAnyPermission(ctx, key(input.kind, 'CHANGE_STATUS'), key(input.kind, 'APPROVAL'));
  const { kind, body } = input;
  if (body.status !== undefined) requirePermission(ctx, key(kind, 'CHANGE_STATUS'));
  if (body.approval !== undefined) requirePermission(ctx, key(kind, 'APPROVAL'));
  const id = idOr404(input.id, kind.notFound);
  return withTenantTx(ctx, async (tx) => {
    const r = await findTest(tx, ctx, kind, id);
    assertWritable(ctx, actor, kind, r);
    // approving a draft would publish it the moment its wizard is finished, without the publish step
    if (!kind.quizItems && body.approval === 'approved' && !r.completed) throw new ConflictError('Finish the test before publishing it.');
    const [u] = await tx
      .update(tests)
      .set({ ...(body.status ? { status: body.status } : {}), ...(body.approval ? { approval: body.approval } : {}), updatedAt: new Date() })
      .where(eq(tests.id, r.id))
      .returning();
    await notifyIfNowLive(tx, r, u!);
    return authorView(kind, u!, (await sectionsOf(tx, [u!])).get(u!.id) ?? []);
  });
}

/**
 * DELETE {examType}/{id}, DELETE quiz-set/{id}: a draft, or a finished test nobody has sat that students cannot see
 * (soft delete). A test with sittings is never deleted (its results stay); a published one is deactivated first.
 */
export async function deleteTest({ ctx, input }: Verb<{ kind: ExamKind; id: string }>) {
  const actor = requirePermission(ctx, key(input.kind, 'DESTROY'));
  const { kind } = input;
  const id = idOr404(input.id, kind.notFound);
  const noun = kind.quizItems ? 'quiz set' : 'test';
  await withTenantTx(ctx, async (tx) => {
    const r = await findTest(tx, ctx, kind, id);
    assertWritable(ctx, actor, kind, r);
    const [sat] = await tx.select({ n: count() }).from(answerSheets).where(eq(answerSheets.testId, r.id));
    const sittings = Number(sat?.n ?? 0);
    const refusal = deleteRefusal(r, kind.quizItems, sittings);
    if (refusal === 'has-sittings') {
      throw new ConflictError(`This ${noun} has been sat ${sittings === 1 ? 'once' : `${sittings} times`}: it is kept with its results and cannot be deleted. Deactivate it instead.`);
    }
    if (refusal === 'published') throw new ConflictError(`Students can see this ${noun}: ${kind.quizItems ? 'withdraw' : 'deactivate'} it before deleting it.`);
    await tx.update(tests).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(tests.id, r.id));
  });
  return kind.quizItems ? 'Quiz set deleted.' : 'Test deleted.';
}

/** PUT quiz-set/{id}/publish */
export async function publishQuizSet({ ctx, input }: Verb<{ id: string; published: boolean }>) {
  const actor = requirePermission(ctx, 'QUIZ_SET_PUBLISH');
  const kind = KINDS['quiz-sets'];
  const id = idOr404(input.id, kind.notFound);
  return withTenantTx(ctx, async (tx) => {
    const r = await findTest(tx, ctx, kind, id);
    assertWritable(ctx, actor, kind, r);
    if (input.published && (!r.completed || r.questionIds.length === 0)) throw ValidationError.field('published', 'Finish the quiz set (with at least one quiz) before publishing it.');
    const [u] = await tx
      .update(tests)
      .set({ publishedAt: input.published ? (r.publishedAt ?? new Date()) : null, updatedAt: new Date() })
      .where(eq(tests.id, r.id))
      .returning();
    await notifyIfNowLive(tx, r, u!);
    return authorView(kind, u!, (await sectionsOf(tx, [u!])).get(u!.id) ?? []);
  });
}

/** The rows of one state (lifecycle.ts `testState`, in SQL). */
function stateWhere(state: TestState, quizSet: boolean): SQL {
  const finished = eq(tests.completed, true);
  const active = eq(tests.status, 'active');
  const published = and(eq(tests.approval, 'approved'), quizSet ? isNotNull(tests.publishedAt) : undefined)!;
  if (state === 'draft') return eq(tests.completed, false);
  if (state === 'inactive') return and(finished, eq(tests.status, 'inactive'))!;
  if (state === 'published') return and(finished, active, published)!;
  return and(finished, active, sql`not (${published})`)!;
}

function listWhere(ctx: RequestContext, kind: ExamKind, input: TestsQueryInput, author: boolean): SQL {
  const conds: Array<SQL | undefined> = [eq(tests.examType, kind.type), visible(ctx), isNull(tests.deletedAt)];
  if (!author) conds.push(sittable(kind));
  else {
    if (input.status) conds.push(eq(tests.status, input.status));
    if (input.approval) conds.push(eq(tests.approval, input.approval));
    if (input.published !== undefined) conds.push(input.published ? isNotNull(tests.publishedAt) : isNull(tests.publishedAt));
    if (input.state) conds.push(stateWhere(input.state, kind.quizItems));
  }
  if (input.category && input.category !== 'all') conds.push(eq(tests.category, input.category));
  if (input.scope === 'own') conds.push(ctx.tenant ? eq(tests.organizationId, ctx.tenant.id) : sql`false`);
  if (input.scope === 'platform') conds.push(isNull(tests.organizationId));
  if (input.search) conds.push(ilike(tests.title, `%${input.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`));
  return and(...conds)!;
}

/**
 * GET practice-tests / mock-tests / quiz-set: authors see every draft; students the tests they may sit, each with
 * how often they submitted it and the sheet still in progress.
 */
export async function listTests({ ctx, input }: Verb<{ kind: ExamKind; query: TestsQueryInput; forStudents?: boolean }>) {
  const actor = requireAnyPermission(ctx, key(input.kind, 'INDEX'), input.kind.studentKey);
  const { kind, query } = input;
  const author = !input.forStudents && isAuthor(actor, kind);
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 15;
  return withTenantTx(ctx, async (tx) => {
    const where = listWhere(ctx, kind, query, author);
    const [total] = await tx.select({ n: count() }).from(tests).where(where);
    const rows = await tx.select().from(tests).where(where).orderBy(desc(tests.id)).limit(perPage).offset((page - 1) * perPage);
    const sections = await sectionsOf(tx, rows);
    const mine = author || !rows.length ? [] : await tx
      .select({ testId: answerSheets.testId, id: answerSheets.id, status: answerSheets.status })
      .from(answerSheets)
      .where(and(eq(answerSheets.userId, actor.userId), inArray(answerSheets.testId, rows.map((r) => r.id))));
    const items = rows.map((r) => ({
      ...listItem(kind, r, sections.get(r.id) ?? []),
      ...(author ? {} : {
        attempts: mine.filter((m) => m.testId === r.id && m.status === 'submitted').length,
        in_progress_sheet_id: mine.find((m) => m.testId === r.id && m.status === 'in_progress')?.id ?? null,
      }),
    }));
    return list(items, page, perPage, Number(total?.n ?? 0));
  });
}

/** GET practice-tests/list: a light list of what the caller may pick (authors) or sit (students). */
export async function lightList({ ctx, input }: Verb<{ kind: ExamKind }>) {
  const actor = requireAnyPermission(ctx, key(input.kind, 'INDEX'), input.kind.studentKey);
  const { kind } = input;
  const author = isAuthor(actor, kind);
  return withTenantTx(ctx, async (tx) => {
    const rows = await tx.select().from(tests).where(listWhere(ctx, kind, {}, author)).orderBy(desc(tests.id)).limit(500);
    return rows.map((r) => ({ id: r.id, t_id: publicId(kind, r.id), title: r.title, category: r.category, no_of_questions: r.questionIds.length }));
  });
}

/** GET practice-tests/section-wise-count */
export async function categoryCounts({ ctx, input }: Verb<{ kind: ExamKind }>) {
  const actor = requireAnyPermission(ctx, key(input.kind, 'INDEX'), input.kind.studentKey);
  const { kind } = input;
  return withTenantTx(ctx, async (tx) => {
    const rows = await tx.select({ category: tests.category, n: count() }).from(tests).where(listWhere(ctx, kind, {}, isAuthor(actor, kind))).groupBy(tests.category);
    const out: Record<string, number> = { all: 0, ...Object.fromEntries(kind.categories.map((c) => [c, 0])) };
    for (const r of rows) {
      out[r.category] = Number(r.n);
      out.all! += Number(r.n);
    }
    return out;
  });
}

/** GET practice-tests/pte-practice-list: the practisable items per section and type. */
export async function pteCatalogue({ ctx, input }: Verb<{ section?: 'speaking' | 'writing' | 'reading' | 'listening' }>) {
  requireAnyPermission(ctx, 'TEST_INDEX', 'TEST_GET_PTE_PRACTICE_LIST');
  return withTenantTx(ctx, async (tx) => {
    const counted = await tx
      .select({ typeId: questions.questionTypeId, n: count() })
      .from(questions)
      .where(and(bankScope(ctx), isNull(questions.deletedAt), eq(questions.status, 'active'), eq(questions.approval, 'approved'), isNull(questions.quizTypeId)))
      .groupBy(questions.questionTypeId);
    const n = new Map(counted.map((c) => [c.typeId, Number(c.n)]));
    const types = await tx.select().from(questionTypes).where(input.section ? eq(questionTypes.section, input.section) : undefined).orderBy(questionTypes.sortOrder);
    const sections = ['speaking', 'writing', 'reading', 'listening'].filter((s) => !input.section || s === input.section);
    return sections.map((section) => ({
      section: section.toUpperCase(),
      types: types.filter((t) => t.section === section && questionType(t.slug)).map((t) => ({ id: t.id, slug: t.slug, name: t.name, questions_count: n.get(t.id) ?? 0 })),
    }));
  });
}

/**
 * GET quiz-set/list: the published quiz sets of a tenant (and the platform's), for signed-in students and for
 * visitors of the public /quiz-test page; nothing about their items but the count.
 */
export async function publishedQuizSets({ ctx, input }: Verb<TestsQueryInput>) {
  publicVerb(ctx);
  const kind = KINDS['quiz-sets'];
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  return withTenantTx(ctx, async (tx) => {
    const where = and(eq(tests.examType, kind.type), visible(ctx), isNull(tests.deletedAt), sittable(kind), input.search ? ilike(tests.title, `%${input.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`) : undefined);
    const [total] = await tx.select({ n: count() }).from(tests).where(where);
    const rows = await tx.select().from(tests).where(where).orderBy(desc(tests.publishedAt), desc(tests.id)).limit(perPage).offset((page - 1) * perPage);
    const items = rows.map((r) => ({
      id: r.id,
      q_s_id: publicId(kind, r.id),
      title: r.title,
      description: r.description,
      quiz_type_id: r.quizTypeId,
      template_type: r.templateType,
      duration_minutes: r.durationMinutes,
      no_of_questions: r.questionIds.length,
      published_at: r.publishedAt?.toISOString() ?? null,
    }));
    return list(items, page, perPage, Number(total?.n ?? 0));
  }, { platformPublic: !ctx.tenant });
}
