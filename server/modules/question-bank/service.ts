import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { questionType, type AnyQuestionType } from '@question-types/registry.ts';
import type { RequestContext } from '../../kernel/context.ts';
import type { Verb } from '../../kernel/verb.ts';
import type { Tx } from '../../kernel/db.ts';
import { list, zodErrors, zodMessages } from '../../kernel/envelope.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { asId, idOr404 } from '../../kernel/ids.ts';
import { sanitizeContent } from '../../kernel/sanitize.ts';
import { can, requireAnyPermission, requirePermission } from '../../kernel/permissions.ts';
import { requireActivePackage, requireEntitlement } from '../../kernel/package-access.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Actor } from '../../kernel/context.ts';
import type { PermissionKey } from '@kernel/permissions/catalogue.ts';
import { questionAttempts, questionKeys, questions, questionTypes, quizTypes } from '../../db/schema.ts';
import { findType, typeRef } from '../question-types/service.ts';
import { attemptStatus, scoreWithEvidence, type StoredEvidence } from '../assessment/pipeline.ts';
import { runAssessors } from '../assessment/registry.ts';
import { boundRecordingFile } from '../recordings/service.ts';
import { seesAuthorView } from '../delivery/author-view.ts';
import { heldInOpenSittings, ItemInOpenSittingError } from '../delivery/held.ts';
import { reveal, viewerOf } from '../delivery/policy.ts';
import type { QuestionStoreInput, QuestionTestInput, QuestionUpdateInput, QuestionsInput } from './schemas.ts';

interface FamilyVerb<I> extends Verb<I> {
  /** whose permissions guard the verb: the bank's (QUESTION_*) or the quiz items' (QUIZ_*, docs/product-spec.md §7 quiz calls) */
  family?: Family;
}

/** The quiz calls are the question calls over items with a quiz type, under the QUIZ_* permissions. */
export type Family = 'QUESTION' | 'QUIZ';
const key = (family: Family, action: string) => `${family}_${action}` as PermissionKey;
const QUIZ_ONLY = isNotNull(questions.quizTypeId);

type QuestionRow = typeof questions.$inferSelect;
type TypeRow = typeof questionTypes.$inferSelect;

const NOT_FOUND = 'Question not found';
const READ_ONLY = 'Platform items are read-only.';

// ---------------------------------------------------------------- validation by the question type

/** Zod issues of a nested value under a prefix: `content` + ["gaps", 2] -> "content.gaps.2". */
function prefixed(prefix: string, issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [k, msgs] of Object.entries(zodErrors(issues))) out[k === 'body' ? prefix : `${prefix}.${k}`] = msgs;
  return out;
}

/** An ItemIssue path as the editor names it; a bare path belongs to the content. */
function issuePath(path: string): string {
  if (!path) return 'content';
  return /^(content|key)(\.|$)/.test(path) ? path : `content.${path}`;
}

/**
 * Parses content and key with the type's schemas (422 on `content.<path>` / `key.<path>`), then asks the type
 * whether the item is answerable (validateItem: 422 on the issue's path). Returns both as parsed: stored that way.
 * Every string of the content is plain text first (kernel/sanitize.ts: whatever HTML a client sends is read as
 * text, media paths aside), so the schema and validateItem judge what will be stored and shown.
 */
export function checkItem(def: AnyQuestionType, content: unknown, key: unknown): { content: unknown; key: unknown } {
  const c = def.schemas.content.safeParse(sanitizeContent(content), { error: zodMessages });
  const k = def.schemas.key.safeParse(key, { error: zodMessages });
  const errors: Record<string, string[]> = {
    ...(c.success ? {} : prefixed('content', c.error.issues)),
    ...(k.success ? {} : prefixed('key', k.error.issues)),
  };
  if (!c.success || !k.success) throw new ValidationError(errors);
  let issues: Array<{ path: string; message: string }>;
  try {
    issues = def.validateItem(c.data, k.data);
  } catch {
    issues = [{ path: 'content', message: 'The item could not be checked.' }];
  }
  if (issues.length > 0) {
    const out: Record<string, string[]> = {};
    for (const i of issues) (out[issuePath(i.path)] ??= []).push(i.message);
    throw new ValidationError(out);
  }
  return { content: c.data, key: k.data };
}

// ---------------------------------------------------------------- answers

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');


function listItem(q: QuestionRow, t: TypeRow) {
  return {
    id: q.id,
    organization_id: q.organizationId,
    is_platform: q.organizationId === null,
    question_type_id: q.questionTypeId,
    question_type: typeRef(t),
    title: q.title,
    status: q.status,
    approval: q.approval,
    frequency: q.frequency,
    source: q.source,
    has_sample: yesNo(q.hasSample),
    has_explanation: yesNo(q.hasExplanation),
    verified_by: q.verifiedBy,
    quiz_type_id: q.quizTypeId,
    type_version: q.typeVersion,
    created_by: q.createdBy,
    created_at: q.createdAt.toISOString(),
    updated_at: q.updatedAt.toISOString(),
  };
}

/**
 * What a student sees of an item: the stored content parsed again through the type's content schema, an
 * allow-list (whatever else the stored JSON holds stays behind). No key: it is not even selected.
 */
function studentContent(def: AnyQuestionType, content: unknown): unknown {
  const parsed = def.schemas.content.safeParse(content);
  if (!parsed.success) throw new NotFoundError(NOT_FOUND);
  return parsed.data;
}

// ---------------------------------------------------------------- scope

/** The bank a caller reads: its tenant's items and the platform's; on the platform scope, the platform's. */
export function visible(ctx: RequestContext): SQL {
  return ctx.tenant ? or(eq(questions.organizationId, ctx.tenant.id), isNull(questions.organizationId))! : isNull(questions.organizationId);
}

/**
 * The author view (the item as stored, with its key; every filter of the bank) goes to staff holding `permission`.
 * A student never gets it, whatever keys the role holds (the delivery policy's rule).
 */
function authorView(actor: Actor, permission: string): boolean {
  return seesAuthorView(actor) && can(actor, permission);
}

const practisable = () => and(eq(questions.status, 'active'), eq(questions.approval, 'approved'))!;

/** Fetch-or-404 of a visible, undeleted question with its type. */
async function findQuestion(tx: Tx, ctx: RequestContext, id: number, extra?: SQL): Promise<{ q: QuestionRow; t: TypeRow }> {
  const [row] = await tx
    .select({ q: questions, t: questionTypes })
    .from(questions)
    .innerJoin(questionTypes, eq(questionTypes.id, questions.questionTypeId))
    .where(and(eq(questions.id, id), visible(ctx), isNull(questions.deletedAt), extra));
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

/** Writes: a tenant's own items on its scope; platform items by the master on the platform scope only. */
function assertWritable(ctx: RequestContext, actor: Actor, q: QuestionRow): void {
  if (q.organizationId === null) {
    if (ctx.tenant || actor.role !== 'SUPER_ADMIN') throw new ForbiddenError(READ_ONLY);
    return;
  }
  if (!ctx.tenant || q.organizationId !== ctx.tenant.id) throw new NotFoundError(NOT_FOUND);
}

async function assertQuizType(tx: Tx, id: number | null | undefined): Promise<void> {
  if (id === null || id === undefined) return;
  const [row] = await tx.select({ id: quizTypes.id }).from(quizTypes).where(eq(quizTypes.id, id));
  if (!row) throw ValidationError.field('quiz_type_id', 'The selected quiz type id is invalid.');
}

async function typeOf(tx: Tx, input: { question_type_id?: number; type?: string }): Promise<{ row: TypeRow; def: AnyQuestionType }> {
  try {
    if (input.question_type_id !== undefined) {
      const found = await findType(tx, input.question_type_id);
      if (input.type !== undefined && input.type !== found.row.slug) throw ValidationError.field('type', 'The type does not match the question type id.');
      return found;
    }
    return await findType(tx, input.type ?? '');
  } catch (err) {
    if (err instanceof NotFoundError) throw ValidationError.field(input.question_type_id !== undefined ? 'question_type_id' : 'type', 'The selected question type is invalid.');
    throw err;
  }
}

// ---------------------------------------------------------------- verbs

/** POST questions: into the tenant's bank (on the platform scope, the master writes a platform item). */
export async function storeQuestion({ ctx, input, family = 'QUESTION' }: FamilyVerb<QuestionStoreInput>) {
  const actor = requirePermission(ctx, key(family, 'STORE'));
  return withTenantTx(ctx, async (tx) => {
    const { row: t, def } = await typeOf(tx, input);
    const item = checkItem(def, input.content, input.key);
    await assertQuizType(tx, input.quiz_type_id);
    if (family === 'QUIZ' && !input.quiz_type_id) throw ValidationError.field('quiz_type_id', 'The quiz type id field is required.');
    if (input.approval !== undefined && input.approval !== 'pending' && !can(actor, key(family, 'APPROVAL'))) throw new ForbiddenError();
    const orgId = ctx.tenant?.id ?? null;
    const [q] = await tx
      .insert(questions)
      .values({
        organizationId: orgId,
        questionTypeId: t.id,
        typeVersion: def.version,
        title: input.title,
        content: item.content,
        status: input.status ?? 'active',
        // an author who may approve publishes directly; others wait for someone who may
        approval: input.approval ?? (can(actor, key(family, 'APPROVAL')) ? 'approved' : 'pending'),
        frequency: input.frequency ?? 'MODERATE',
        source: input.source ?? 'PRACTICE',
        hasSample: input.has_sample ?? false,
        hasExplanation: input.has_explanation ?? false,
        verifiedBy: input.verified_by ?? null,
        quizTypeId: input.quiz_type_id ?? null,
        createdBy: actor.userId,
      })
      .returning();
    await tx.insert(questionKeys).values({ questionId: q!.id, organizationId: orgId, key: item.key });
    return { ...listItem(q!, t), content: item.content, key: item.key };
  });
}

/**
 * GET questions: authors (QUESTION_INDEX) list their bank with every filter; students (TEST_INDEX) list the
 * practisable items (active, approved). Never a key, never content: an item is opened with GET questions/{id}.
 */
export async function listQuestions({ ctx, input, family = 'QUESTION' }: FamilyVerb<QuestionsInput>) {
  const actor = requireAnyPermission(ctx, key(family, 'INDEX'), 'TEST_INDEX');
  const author = authorView(actor, key(family, 'INDEX'));
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  return withTenantTx(ctx, async (tx) => {
    const filters = await listFilters(ctx, input, author);
    if (!filters) return list([], page, perPage, 0);
    // a student's practice list holds bank items only: quiz items are sat in quiz sets, not practised one by one
    const where = family === 'QUIZ' ? and(filters, QUIZ_ONLY)! : author ? filters : and(filters, isNull(questions.quizTypeId))!;
    const rows = await newestPage(tx.select({ q: questions, t: questionTypes }).from(questions).innerJoin(questionTypes, WITH_TYPE).where(where).$dynamic(), page, perPage);
    return list(rows.map(({ q, t }) => listItem(q, t)), page, perPage, await countQuestions(tx, where));
  });
}

/** GET questions/list: a light list for pickers (id, title, type), authors only. */
export async function listQuestionsForPicker({ ctx, input }: Verb<QuestionsInput>) {
  requirePermission(ctx, 'QUESTION_INDEX');
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 50;
  return withTenantTx(ctx, async (tx) => {
    const where = await listFilters(ctx, input, true);
    if (!where) return list([], page, perPage, 0);
    const fields = { id: questions.id, title: questions.title, typeId: questions.questionTypeId, slug: questionTypes.slug, section: questionTypes.section, status: questions.status, approval: questions.approval, orgId: questions.organizationId };
    const rows = await newestPage(tx.select(fields).from(questions).innerJoin(questionTypes, WITH_TYPE).where(where).$dynamic(), page, perPage);
    const items = rows.map((r) => ({ id: r.id, title: r.title, question_type_id: r.typeId, slug: r.slug, section: r.section.toUpperCase(), status: r.status, approval: r.approval, is_platform: r.orgId === null }));
    return list(items, page, perPage, await countQuestions(tx, where));
  });
}

// The two lists above: their WHERE may filter on the type, so both the count and the page join it.
const WITH_TYPE = eq(questionTypes.id, questions.questionTypeId);

async function countQuestions(tx: Tx, where: SQL): Promise<number> {
  const [total] = await tx.select({ n: count() }).from(questions).innerJoin(questionTypes, WITH_TYPE).where(where);
  return Number(total?.n ?? 0);
}

function newestPage<Q extends PgSelect>(query: Q, page: number, perPage: number) {
  return query.orderBy(desc(questions.id)).limit(perPage).offset((page - 1) * perPage);
}

/** The WHERE of a list; null when a filter can match nothing (an unknown type slug). */
async function listFilters(ctx: RequestContext, input: QuestionsInput, author: boolean): Promise<SQL | null> {
  const conds: Array<SQL | undefined> = [visible(ctx), isNull(questions.deletedAt)];
  if (!author) conds.push(practisable());
  else {
    if (input.status) conds.push(eq(questions.status, input.status));
    if (input.approval) conds.push(eq(questions.approval, input.approval));
  }
  if (input.scope === 'own') conds.push(ctx.tenant ? eq(questions.organizationId, ctx.tenant.id) : sql`false`);
  if (input.scope === 'platform') conds.push(isNull(questions.organizationId));
  if (input.section) conds.push(eq(questionTypes.section, input.section));
  if (input.type) {
    const id = asId(input.type);
    conds.push(id !== null ? eq(questionTypes.id, id) : eq(questionTypes.slug, input.type));
  }
  if (input.question_type_id) conds.push(eq(questions.questionTypeId, input.question_type_id));
  if (input.frequency) conds.push(eq(questions.frequency, input.frequency));
  if (input.source) conds.push(eq(questions.source, input.source));
  if (input.quiz_type_id) conds.push(eq(questions.quizTypeId, input.quiz_type_id));
  if (input.search) conds.push(ilike(questions.title, `%${input.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`));
  return and(...conds) ?? null;
}

/**
 * GET questions/{id}: an author (QUESTION_SHOW) gets the item as stored with its key; a student (TEST_INDEX) an
 * active approved item's content through the type's content schema, and no key.
 */
export async function showQuestion({ ctx, input, family = 'QUESTION' }: FamilyVerb<{ id: string }>) {
  const actor = requireAnyPermission(ctx, key(family, 'SHOW'), 'TEST_INDEX');
  const id = idOr404(input.id, NOT_FOUND);
  return withTenantTx(ctx, async (tx) => {
    if (!authorView(actor, key(family, 'SHOW'))) {
      const { q, t } = await findQuestion(tx, ctx, id, and(practisable(), family === 'QUIZ' ? QUIZ_ONLY : undefined));
      const def = questionType(t.slug);
      if (!def) throw new NotFoundError(NOT_FOUND);
      return { ...listItem(q, t), content: studentContent(def, q.content) };
    }
    const { q, t } = await findQuestion(tx, ctx, id, family === 'QUIZ' ? QUIZ_ONLY : undefined);
    const [k] = await tx.select({ key: questionKeys.key }).from(questionKeys).where(eq(questionKeys.questionId, q.id));
    return { ...listItem(q, t), content: q.content, key: k?.key ?? null };
  });
}

/** PUT questions/{id}: title, content and key again (checked by the type), and the item's attributes. */
export async function updateQuestion({ ctx, input, family = 'QUESTION' }: FamilyVerb<{ id: string; body: QuestionUpdateInput }>) {
  const actor = requirePermission(ctx, key(family, 'UPDATE'));
  const id = idOr404(input.id, NOT_FOUND);
  const body = input.body;
  return withTenantTx(ctx, async (tx) => {
    const { q, t } = await findQuestion(tx, ctx, id, family === 'QUIZ' ? QUIZ_ONLY : undefined);
    assertWritable(ctx, actor, q);
    if (body.question_type_id !== undefined && body.question_type_id !== t.id) throw ValidationError.field('question_type_id', 'The question type of an item cannot change.');
    if (body.type !== undefined && body.type !== t.slug) throw ValidationError.field('type', 'The question type of an item cannot change.');
    const def = questionType(t.slug);
    if (!def) throw new NotFoundError(NOT_FOUND);
    const item = checkItem(def, body.content, body.key);
    await assertQuizType(tx, body.quiz_type_id);
    if (family === 'QUIZ' && body.quiz_type_id === null) throw ValidationError.field('quiz_type_id', 'A quiz item keeps a quiz type.');
    if (body.approval !== undefined && body.approval !== q.approval && !can(actor, key(family, 'APPROVAL'))) throw new ForbiddenError();
    const [updated] = await tx
      .update(questions)
      .set({
        title: body.title,
        content: item.content,
        typeVersion: def.version,
        ...(body.status !== undefined ? { status: body.status } : {}),
        ...(body.approval !== undefined ? { approval: body.approval } : {}),
        ...(body.frequency !== undefined ? { frequency: body.frequency } : {}),
        ...(body.source !== undefined ? { source: body.source } : {}),
        ...(body.has_sample !== undefined ? { hasSample: body.has_sample } : {}),
        ...(body.has_explanation !== undefined ? { hasExplanation: body.has_explanation } : {}),
        ...(body.verified_by !== undefined ? { verifiedBy: body.verified_by } : {}),
        ...(body.quiz_type_id !== undefined ? { quizTypeId: body.quiz_type_id } : {}),
        updatedAt: new Date(),
      })
      .where(eq(questions.id, q.id))
      .returning();
    await tx
      .insert(questionKeys)
      .values({ questionId: q.id, organizationId: q.organizationId, key: item.key })
      .onConflictDoUpdate({ target: questionKeys.questionId, set: { key: item.key } });
    return { ...listItem(updated!, t), content: item.content, key: item.key };
  });
}

/** DELETE questions/{id}: soft delete (attempts and tests keep pointing at the row). */
export async function destroyQuestion({ ctx, input, family = 'QUESTION' }: FamilyVerb<{ id: string }>) {
  const actor = requirePermission(ctx, key(family, 'DESTROY'));
  const id = idOr404(input.id, NOT_FOUND);
  await withTenantTx(ctx, async (tx) => {
    const { q } = await findQuestion(tx, ctx, id, family === 'QUIZ' ? QUIZ_ONLY : undefined);
    assertWritable(ctx, actor, q);
    await tx.update(questions).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(questions.id, q.id));
  });
  return 'Question deleted.';
}

/** The two one-field PATCHes below: each checks its own permission, then the same lookup and write rules. */
async function setQuestionFlag(ctx: RequestContext, actor: Actor, rawId: string, flag: { status: 'active' | 'inactive' } | { approval: 'approved' | 'unapproved' | 'pending' }) {
  const id = idOr404(rawId, NOT_FOUND);
  return withTenantTx(ctx, async (tx) => {
    const { q, t } = await findQuestion(tx, ctx, id);
    assertWritable(ctx, actor, q);
    const [u] = await tx.update(questions).set({ ...flag, updatedAt: new Date() }).where(eq(questions.id, q.id)).returning();
    return listItem(u!, t);
  });
}

/** PATCH questions/change-status/{id} */
export async function changeQuestionStatus({ ctx, input }: Verb<{ id: string; status: 'active' | 'inactive' }>) {
  const actor = requirePermission(ctx, 'QUESTION_CHANGE_STATUS');
  return setQuestionFlag(ctx, actor, input.id, { status: input.status });
}

/** PATCH questions/change-approval/{id} */
export async function changeQuestionApproval({ ctx, input }: Verb<{ id: string; approval: 'approved' | 'unapproved' | 'pending' }>) {
  const actor = requirePermission(ctx, 'QUESTION_APPROVAL');
  return setQuestionFlag(ctx, actor, input.id, { approval: input.approval });
}

/**
 * POST question-test: validates the response with the type's response schema (422 on `response.<path>`), binds a
 * recording to its uploader and tenant, runs the assessors (evidence), scores it with the type's score(), stores
 * the attempt with its evidence and status and answers the result with the key: the first moment a student
 * sees it. Students test active approved items; authors (QUESTION_SHOW) any item of their bank.
 */
export async function testQuestion({ ctx, input }: Verb<QuestionTestInput>) {
  const actor = requireAnyPermission(ctx, 'TEST_INDEX', 'ANSWER_SHEET_STORE');
  requireActivePackage(ctx);
  const author = authorView(actor, 'QUESTION_SHOW');
  // the package decides which practice sections a student may answer (docs/product-spec.md §11); the check reads in a
  // transaction of its own, so the item's section is looked up first
  if (actor.role === 'STUDENT') {
    const section = await withTenantTx(ctx, async (tx) => {
      const [row] = await tx.select({ slug: questionTypes.slug }).from(questions).innerJoin(questionTypes, eq(questionTypes.id, questions.questionTypeId)).where(eq(questions.id, input.question_id));
      return row ? questionType(row.slug)?.section : undefined;
    });
    await requireEntitlement(ctx, 'pte_practice', { section });
  }
  return withTenantTx(ctx, async (tx) => {
    const { q } = await findQuestion(tx, ctx, input.question_id, author ? undefined : practisable());
    const held = (await heldInOpenSittings(tx, actor, [q.id])).get(q.id);
    if (held) throw new ItemInOpenSittingError(held);
    const [t] = await tx.select().from(questionTypes).where(eq(questionTypes.id, q.questionTypeId));
    const def = t ? questionType(t.slug) : undefined;
    const [k] = await tx.select({ key: questionKeys.key }).from(questionKeys).where(eq(questionKeys.questionId, q.id));
    if (!def || !k) throw new NotFoundError(NOT_FOUND);
    const r = def.schemas.response.safeParse(input.response, { error: zodMessages });
    if (!r.success) throw new ValidationError(prefixed('response', r.error.issues));
    const content = def.schemas.content.safeParse(q.content);
    const key = def.schemas.key.safeParse(k.key);
    if (!content.success || !key.success) throw new NotFoundError(NOT_FOUND);
    // a speaking answer's recording must be this user's upload on this tenant (422 on response.recording)
    const recording = (r.data as { recording?: unknown } | null)?.recording;
    const recordingFile = typeof recording === 'string' ? await boundRecordingFile(tx, ctx, actor, recording) : null;
    // the assessors measure what they can (misspellings, speaking time): automatic traits appear at once
    const assessment = await runAssessors({ type: def, content: content.data, key: key.data, response: r.data, recordingFile });
    const evidence: StoredEvidence = { assessor: assessment, trainer: null };
    let scored: ReturnType<typeof scoreWithEvidence>;
    try {
      scored = scoreWithEvidence(def, { content: content.data, key: key.data, response: r.data }, evidence);
    } catch {
      throw ValidationError.field('response', 'The response could not be scored.');
    }
    const { result, stored } = scored;
    const status = attemptStatus(result.needsHuman, false);
    const [attempt] = await tx
      .insert(questionAttempts)
      .values({ organizationId: ctx.tenant?.id ?? null, questionId: q.id, userId: actor.userId, response: r.data, score: result.score, max: result.max, result: stored, evidence, status })
      .returning({ id: questionAttempts.id });
    // answered alone, outside any open sitting: the policy reveals the key now (the first moment a student sees it)
    const shown = reveal({ viewer: viewerOf(actor), mode: 'single-practice', state: 'handed-in' });
    return { attempt_id: attempt!.id, question_id: q.id, score: result.score, max: result.max, ...stored, status, key: shown.key ? key.data : null };
  });
}
