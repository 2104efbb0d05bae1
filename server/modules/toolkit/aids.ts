/**
 * Explanations and sample answers (one table, `kind`): of one question, or general texts of a question type. A
 * centre writes its own; the master's (organization_id null) show on every centre, read-only there. One default per
 * kind, owner and target: setting one unsets the others in the same transaction (a unique index backs it).
 */
import { and, count, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import type { Verb } from '../../kernel/verb.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { list } from '../../kernel/envelope.ts';
import { asId } from '../../kernel/ids.ts';
import { requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { questionAids, questions, questionTypes } from '../../db/schema.ts';
import { likePattern } from '../users/list.ts';
import type { Aid } from './contracts.ts';
import type { AidListInput, ArchiveInput, CreateAidInput, QuestionListInput, UpdateAidInput } from './schemas.ts';
import { assertOwns, ownerOf, ownsRow, pageOf, personOf, plainOf, readable, requireQuestion, requireType, typeRefOf, uniqueViolation } from './scope.ts';

export type AidKind = 'explanation' | 'sample-answer';
type AidRow = typeof questionAids.$inferSelect;

/** The permission keys of each kind (docs/product-spec.md §6; sample answers have no UPDATE/DESTROY keys). */
const KEYS = {
  explanation: { index: 'EXPLANATION_INDEX', store: 'EXPLANATION_STORE', show: 'EXPLANATION_SHOW', update: 'EXPLANATION_UPDATE', destroy: 'EXPLANATION_DESTROY', status: 'EXPLANATION_CHANGE_STATUS', default: 'EXPLANATION_CHANGE_DEFAULT_STATUS' },
  'sample-answer': { index: 'SAMPLE_ANSWER_INDEX', store: 'SAMPLE_ANSWER_STORE', show: 'SAMPLE_ANSWER_SHOW', update: 'SAMPLE_ANSWER_STORE', destroy: 'SAMPLE_ANSWER_STORE', status: 'SAMPLE_ANSWER_CHANGE_STATUS', default: 'SAMPLE_ANSWER_CHANGE_DEFAULT_STATUS' },
} as const;
const NOT_FOUND = { explanation: 'Explanation not found', 'sample-answer': 'Sample answer not found' } as const;

async function viewOf(tx: Tx, ctx: RequestContext, where: SQL | undefined, page: number, perPage: number): Promise<Aid[]> {
  const rows = await tx
    .select({ a: questionAids, t: questionTypes, qTitle: questions.title })
    .from(questionAids)
    .innerJoin(questionTypes, eq(questionTypes.id, questionAids.questionTypeId))
    .leftJoin(questions, eq(questions.id, questionAids.questionId))
    .where(where)
    .orderBy(desc(questionAids.isDefault), desc(questionAids.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const out: Aid[] = [];
  for (const r of rows) {
    out.push({
      id: r.a.id,
      kind: r.a.kind,
      organization_id: r.a.organizationId,
      question: r.a.questionId !== null ? { id: r.a.questionId, title: r.qTitle ?? '' } : null,
      question_type: typeRefOf(r.t),
      title: r.a.title,
      body: r.a.body,
      audio: r.a.audio,
      status: r.a.status,
      is_default: r.a.isDefault,
      editable: ownsRow(ctx, r.a.organizationId),
      created_by: await personOf(tx, r.a.createdBy),
      created_at: r.a.createdAt.toISOString(),
      updated_at: r.a.updatedAt.toISOString(),
    });
  }
  return out;
}

const visibleOfKind = (ctx: RequestContext, kind: AidKind) => and(eq(questionAids.kind, kind), readable(ctx, questionAids.organizationId));

/** One row of the kind the caller can read, or 404 (another centre's id is not told apart from a missing one). */
async function rowOf(tx: Tx, ctx: RequestContext, kind: AidKind, id: number, forWrite = false): Promise<AidRow> {
  const [row] = await tx.select().from(questionAids).where(and(visibleOfKind(ctx, kind), eq(questionAids.id, id)));
  if (!row) throw new NotFoundError(NOT_FOUND[kind]);
  if (!forWrite) return row;
  // the master's rows are read-only on a centre (403); RLS lets a centre read them but not lock them
  assertOwns(ctx, row.organizationId);
  const [locked] = await tx.select().from(questionAids).where(eq(questionAids.id, row.id)).for('update');
  if (!locked) throw new NotFoundError(NOT_FOUND[kind]);
  return locked;
}

async function showRow(tx: Tx, ctx: RequestContext, kind: AidKind, id: number): Promise<Aid> {
  const [a] = await viewOf(tx, ctx, and(visibleOfKind(ctx, kind), eq(questionAids.id, id)), 1, 1);
  if (!a) throw new NotFoundError(NOT_FOUND[kind]);
  return a;
}

/** Unsets the other defaults of the row's owner and target (same transaction), then sets or clears this one. */
async function setDefault(tx: Tx, row: AidRow, on: boolean): Promise<void> {
  if (on) {
    await tx
      .update(questionAids)
      .set({ isDefault: false, updatedAt: new Date() })
      .where(
        and(
          eq(questionAids.kind, row.kind),
          row.organizationId === null ? isNull(questionAids.organizationId) : eq(questionAids.organizationId, row.organizationId),
          row.questionId === null ? isNull(questionAids.questionId) : eq(questionAids.questionId, row.questionId),
          eq(questionAids.questionTypeId, row.questionTypeId),
          eq(questionAids.isDefault, true),
          ne(questionAids.id, row.id),
        ),
      );
  }
  try {
    await tx.update(questionAids).set({ isDefault: on, updatedAt: new Date() }).where(eq(questionAids.id, row.id));
  } catch (err) {
    // a second default written at the same moment by someone else
    if (uniqueViolation(err)) throw new ConflictError('Another default was set at the same time: reload and try again.');
    throw err;
  }
}

/** POST explanations, POST sample-answer */
export async function createAid(kind: AidKind, { ctx, input }: Verb<CreateAidInput>) {
  const actor = requirePermission(ctx, KEYS[kind].store);
  return withTenantTx(ctx, async (tx) => {
    const org = ownerOf(ctx, actor);
    let questionId: number | null = null;
    let typeId: number;
    if (input.question_id !== undefined) {
      const q = await requireQuestion(tx, ctx, input.question_id);
      if (input.question_type_id !== undefined && input.question_type_id !== q.questionTypeId) throw ValidationError.field('question_type_id', 'This is not the type of the question.');
      questionId = q.id;
      typeId = q.questionTypeId;
    } else {
      typeId = (await requireType(tx, input.question_type_id!)).id;
    }
    const body = plainOf(input.body, 'body');
    const status = input.status ?? 'active';
    if (input.is_default && status !== 'active') throw ValidationError.field('is_default', 'Only an active text can be the default.');
    const [row] = await tx
      .insert(questionAids)
      .values({ organizationId: org, kind, questionId, questionTypeId: typeId, title: input.title ?? '', body, audio: kind === 'sample-answer' ? (input.audio ?? null) : null, status, createdBy: actor.userId })
      .returning();
    if (input.is_default) await setDefault(tx, row!, true);
    return showRow(tx, ctx, kind, row!.id);
  });
}

/** GET explanations/list, GET sample-answer: the texts the caller can read, filtered. */
export async function listAids(kind: AidKind, { ctx, input }: Verb<AidListInput>) {
  requirePermission(ctx, KEYS[kind].index);
  const { page, perPage } = pageOf(input);
  return withTenantTx(ctx, async (tx) => {
    const where = and(
      visibleOfKind(ctx, kind),
      input.status ? eq(questionAids.status, input.status) : undefined,
      input.question_id ? eq(questionAids.questionId, input.question_id) : undefined,
      input.question_type_id ? eq(questionAids.questionTypeId, input.question_type_id) : undefined,
      input.general === 'yes' ? isNull(questionAids.questionId) : input.general === 'no' ? sql`${questionAids.questionId} is not null` : undefined,
      input.search ? sql`lower(${questionAids.title} || ' ' || ${questionAids.body}) like ${likePattern(input.search)}` : undefined,
    );
    const [total] = await tx.select({ n: count() }).from(questionAids).where(where);
    return list(await viewOf(tx, ctx, where, page, perPage), page, perPage, Number(total?.n ?? 0));
  });
}

/** GET explanations/{id}, GET sample-answer/{id} */
export async function showAid(kind: AidKind, { ctx, input }: Verb<{ id: number }>) {
  requirePermission(ctx, KEYS[kind].show);
  return withTenantTx(ctx, (tx) => showRow(tx, ctx, kind, input.id));
}

/** PUT explanations/{id}, PUT sample-answer/{id}: the title, text (and recording) of the caller's own row. */
export async function updateAid(kind: AidKind, { ctx, input }: Verb<UpdateAidInput & { id: number }>) {
  requirePermission(ctx, KEYS[kind].update);
  return withTenantTx(ctx, async (tx) => {
    const row = await rowOf(tx, ctx, kind, input.id, true);
    await tx
      .update(questionAids)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.body !== undefined ? { body: plainOf(input.body, 'body') } : {}),
        ...(kind === 'sample-answer' && input.audio !== undefined ? { audio: input.audio } : {}),
        updatedAt: new Date(),
      })
      .where(eq(questionAids.id, row.id));
    return showRow(tx, ctx, kind, row.id);
  });
}

/** PATCH …/change-status/{id}: switching a default off also clears its default flag (students would see nothing). */
export async function changeAidStatus(kind: AidKind, { ctx, input }: Verb<{ id: number; status: 'active' | 'inactive' }>) {
  requirePermission(ctx, KEYS[kind].status);
  return withTenantTx(ctx, async (tx) => {
    const row = await rowOf(tx, ctx, kind, input.id, true);
    await tx
      .update(questionAids)
      .set({ status: input.status, ...(input.status === 'inactive' ? { isDefault: false } : {}), updatedAt: new Date() })
      .where(eq(questionAids.id, row.id));
    return showRow(tx, ctx, kind, row.id);
  });
}

/** PATCH …/change-default-status/{id}: one default per owner and target; setting one unsets the others. */
export async function changeAidDefault(kind: AidKind, { ctx, input }: Verb<{ id: number; is_default: boolean }>) {
  requirePermission(ctx, KEYS[kind].default);
  return withTenantTx(ctx, async (tx) => {
    const row = await rowOf(tx, ctx, kind, input.id, true);
    if (input.is_default && row.status !== 'active') throw ValidationError.field('is_default', 'Only an active text can be the default: switch it on first.');
    await setDefault(tx, row, input.is_default);
    return showRow(tx, ctx, kind, row.id);
  });
}

/** DELETE explanations/{id} (added: EXPLANATION_DESTROY exists in the catalogue) */
export async function deleteAid(kind: AidKind, { ctx, input }: Verb<{ id: number }>) {
  requirePermission(ctx, KEYS[kind].destroy);
  return withTenantTx(ctx, async (tx) => {
    const row = await rowOf(tx, ctx, kind, input.id, true);
    await tx.delete(questionAids).where(eq(questionAids.id, row.id));
    return null;
  });
}

/**
 * GET explanation/question-list, GET sample-answer/question-list: the questions the caller can read with how many
 * texts of the kind it sees for each and its own default; `has` yes/no keeps those with or without one.
 */
export async function listAidQuestions(kind: AidKind, { ctx, input }: Verb<QuestionListInput>) {
  requirePermission(ctx, KEYS[kind].index);
  const { page, perPage } = pageOf(input);
  return withTenantTx(ctx, async (tx) => {
    const tenant = ctx.tenant?.id ?? null;
    const seen = tenant === null ? sql`a.organization_id is null` : sql`(a.organization_id = ${tenant} or a.organization_id is null)`;
    const mine = tenant === null ? sql`a.organization_id is null` : sql`a.organization_id = ${tenant}`;
    const n = sql<number>`(select count(*)::int from question_aids a where a.question_id = ${questions.id} and a.kind = ${kind} and ${seen})`;
    const def = sql<number | null>`(select a.id from question_aids a where a.question_id = ${questions.id} and a.kind = ${kind} and a.is_default and ${mine} limit 1)`;
    const where = and(
      readable(ctx, questions.organizationId),
      isNull(questions.deletedAt),
      input.question_type_id ? eq(questions.questionTypeId, input.question_type_id) : undefined,
      input.section ? eq(questionTypes.section, input.section) : undefined,
      input.search ? sql`lower(${questions.title}) like ${likePattern(input.search)}` : undefined,
      input.has === 'yes' ? sql`${n} > 0` : input.has === 'no' ? sql`${n} = 0` : undefined,
    );
    const [total] = await tx.select({ n: count() }).from(questions).innerJoin(questionTypes, eq(questionTypes.id, questions.questionTypeId)).where(where);
    const rows = await tx
      .select({ q: { id: questions.id, title: questions.title, org: questions.organizationId }, t: questionTypes, n, def })
      .from(questions)
      .innerJoin(questionTypes, eq(questionTypes.id, questions.questionTypeId))
      .where(where)
      .orderBy(desc(questions.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    const items = rows.map((r) => ({ id: r.q.id, title: r.q.title, organization_id: r.q.org, question_type: typeRefOf(r.t), count: Number(r.n), default_id: r.def === null ? null : Number(r.def) }));
    return list(items, page, perPage, Number(total?.n ?? 0));
  });
}

/** GET sample-answer/question-list/{id}: the sample answers the caller can read for one question (and its type's). */
export async function listQuestionSamples({ ctx, input }: Verb<{ id: number; page?: number; per_page?: number }>) {
  requirePermission(ctx, KEYS['sample-answer'].index);
  const { page, perPage } = pageOf(input, 50);
  return withTenantTx(ctx, async (tx) => {
    const q = await requireQuestion(tx, ctx, input.id, 'id').catch(() => {
      throw new NotFoundError('Question not found');
    });
    const where = and(visibleOfKind(ctx, 'sample-answer'), eq(questionAids.questionId, q.id));
    const [total] = await tx.select({ n: count() }).from(questionAids).where(where);
    return list(await viewOf(tx, ctx, where, page, perPage), page, perPage, Number(total?.n ?? 0));
  });
}

/**
 * GET sample-answer/choose-from-archive/{x}: earlier sample answers of the type `x` (id or slug) the caller can
 * read, to copy for another question of the type.
 */
export async function archiveSamples({ ctx, input }: Verb<ArchiveInput>) {
  requirePermission(ctx, KEYS['sample-answer'].index);
  const { page, perPage } = pageOf(input);
  return withTenantTx(ctx, async (tx) => {
    const id = asId(input.x);
    const [t] = await tx.select().from(questionTypes).where(id !== null ? eq(questionTypes.id, id) : eq(questionTypes.slug, input.x));
    if (!t) throw new NotFoundError('Question type not found');
    const where = and(
      visibleOfKind(ctx, 'sample-answer'),
      eq(questionAids.questionTypeId, t.id),
      input.exclude_question_id ? sql`${questionAids.questionId} is distinct from ${input.exclude_question_id}` : undefined,
      input.search ? sql`lower(${questionAids.title} || ' ' || ${questionAids.body}) like ${likePattern(input.search)}` : undefined,
    );
    const [total] = await tx.select({ n: count() }).from(questionAids).where(where);
    return list(await viewOf(tx, ctx, where, page, perPage), page, perPage, Number(total?.n ?? 0));
  });
}
