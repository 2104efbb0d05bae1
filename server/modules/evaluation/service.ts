// Trainer evaluation of practice attempts (docs/product-spec.md §7): the pending list, one attempt with its question, response,
// result and evidence, and POST evaluation/evaluate, which re-scores the attempt with the trainer's trait scores.
import { and, count, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import { questionType, type AnyQuestionType } from '@question-types/registry.ts';
import type { Actor, RequestContext } from '../../kernel/context.ts';
import type { Verb } from '../../kernel/verb.ts';
import type { Tx } from '../../kernel/db.ts';
import { list } from '../../kernel/envelope.ts';
import { NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { asId, idOr404 } from '../../kernel/ids.ts';
import { can, requireAnyPermission, requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { answerSheets, questionAttempts, questionKeys, questions, questionTypes, tests, users } from '../../db/schema.ts';
import { typeRef } from '../question-types/service.ts';
import { attemptStatus, combineEvidence, scoreWithEvidence, type StoredEvidence, type StoredResult, type TrainerEvidence } from '../assessment/pipeline.ts';
import { runAssessors } from '../assessment/registry.ts';
import { recordingFileOf } from '../recordings/service.ts';
import { heldInOpenSittings, type HoldingSitting } from '../delivery/held.ts';
import { attemptState, reveal, sheetMode, viewerOf, type Reveal } from '../delivery/policy.ts';
import { reviewAids } from '../toolkit/review.ts';
import { notify } from '../notifications/notify.ts';
import { fireAutomation } from '../campaigns/fire.ts';
import type { EVALUATION_KINDS, EvaluateInput, EvaluationQueryInput } from './schemas.ts';

type AttemptRow = typeof questionAttempts.$inferSelect;
type QuestionRow = typeof questions.$inferSelect;
type TypeRow = typeof questionTypes.$inferSelect;

const NOT_FOUND = 'Attempt not found';

/** A tenant's attempts on its scope; on the platform scope, the platform users' (the master's). */
function tenantAttempts(ctx: RequestContext): SQL {
  return ctx.tenant ? eq(questionAttempts.organizationId, ctx.tenant.id) : isNull(questionAttempts.organizationId);
}


const iso = (d: Date | null) => (d ? d.toISOString() : null);

interface Loaded {
  a: AttemptRow;
  q: QuestionRow;
  t: TypeRow;
  def: AnyQuestionType;
  content: unknown;
  key: unknown;
  response: unknown;
}

/** Fetch-or-404 of an attempt of the caller's tenant with its question (deleted or not), type and key. */
async function loadAttempt(tx: Tx, ctx: RequestContext, id: number, forUpdate = false): Promise<Loaded> {
  const base = tx.select().from(questionAttempts).where(and(eq(questionAttempts.id, id), tenantAttempts(ctx)));
  const [a] = forUpdate ? await base.for('update') : await base;
  if (!a) throw new NotFoundError(NOT_FOUND);
  const [row] = await tx
    .select({ q: questions, t: questionTypes, key: questionKeys.key })
    .from(questions)
    .innerJoin(questionTypes, eq(questionTypes.id, questions.questionTypeId))
    .leftJoin(questionKeys, eq(questionKeys.questionId, questions.id))
    .where(and(eq(questions.id, a.questionId), ctx.tenant ? or(eq(questions.organizationId, ctx.tenant.id), isNull(questions.organizationId)) : isNull(questions.organizationId)));
  const def = row ? questionType(row.t.slug) : undefined;
  if (!row || !def) throw new NotFoundError(NOT_FOUND);
  const content = def.schemas.content.safeParse(row.q.content);
  const key = def.schemas.key.safeParse(row.key ?? {});
  const response = def.schemas.response.safeParse(a.response);
  if (!content.success || !key.success || !response.success) throw new NotFoundError(NOT_FOUND);
  return { a, q: row.q, t: row.t, def, content: content.data, key: key.data, response: response.data };
}

/** The attempt's evidence as stored; attempts from before evidence existed get an empty assessment. */
function storedEvidence(a: AttemptRow): StoredEvidence {
  const e = a.evidence as Partial<StoredEvidence> | null;
  return { assessor: e?.assessor ?? { by: [] }, trainer: e?.trainer ?? null };
}

/** Only the owner (a student) or a holder of `key` (a trainer of the tenant) reads an attempt; others 404. */
function assertReader(actor: Actor, a: AttemptRow, key: string): void {
  if (a.userId !== actor.userId && !can(actor, key)) throw new NotFoundError(NOT_FOUND);
}

async function person(tx: Tx, id: number | null, withEmail: boolean) {
  if (id === null) return null;
  const [u] = await tx.select({ id: users.id, first_name: users.firstName, last_name: users.lastName, email: users.email }).from(users).where(eq(users.id, id));
  if (!u) return { id, first_name: '', last_name: '' };
  return withEmail ? u : { id: u.id, first_name: u.first_name, last_name: u.last_name };
}

/** The trait definitions with this item's maxima (Read Aloud's content max is its word count). */
function traitDefs(l: Loaded, result: StoredResult) {
  const max = new Map(result.traits.map((t) => [t.key, t.max]));
  return l.def.traits.map((d) => ({
    key: d.key,
    label: d.label,
    max: max.get(d.key) ?? d.max,
    human: d.human === true,
    skills: d.skills,
    ...(d.rubric ? { rubric: d.rubric } : {}),
  }));
}

/**
 * What the delivery policy lets this reader see of the attempt: everything for staff; for its student, the key,
 * score and feedback once handed in (feedback once released), and nothing of that while the item sits in one of
 * the student's open sittings (`held` names it).
 */
async function shownTo(tx: Tx, actor: Actor, a: AttemptRow): Promise<{ shown: Reveal; held: HoldingSitting | null }> {
  const held = (await heldInOpenSittings(tx, actor, [a.questionId])).get(a.questionId) ?? null;
  let mode: ReturnType<typeof sheetMode> = 'single-practice';
  if (a.answerSheetId !== null) {
    const [sheet] = await tx.select({ mode: answerSheets.mode }).from(answerSheets).where(eq(answerSheets.id, a.answerSheetId));
    mode = sheetMode(sheet?.mode ?? 'practice-test');
  }
  return { shown: reveal({ viewer: viewerOf(actor), mode, state: attemptState(a), heldInOpenSitting: held !== null }), held };
}

/** A result with what `shown` withholds taken out: a part's `expected` is the key. */
function shownResult(a: AttemptRow, shown: Reveal) {
  const result = a.result as StoredResult;
  if (!shown.score) return { score: null, max: null, traits: [], needsHuman: result.needsHuman, parts: [], measures: result.measures ?? {} };
  const parts = (result.parts ?? []).map((p) => (shown.key ? p : { ...p, expected: undefined }));
  return { score: a.score, max: a.max, traits: result.traits, needsHuman: result.needsHuman, parts, measures: result.measures ?? {} };
}

/** The evaluation view of an attempt: for the trainer's screen and the student's review, as the policy allows. */
async function evaluationView(tx: Tx, l: Loaded, view: { shown: Reveal; held: HoldingSitting | null }) {
  const { a, q, t } = l;
  const { shown, held } = view;
  const result = a.result as StoredResult;
  const ev = storedEvidence(a);
  const recording = (l.response as { recording?: unknown } | null)?.recording;
  return {
    id: a.id,
    attempt_id: a.id,
    status: a.status,
    created_at: a.createdAt.toISOString(),
    evaluated_at: iso(a.evaluatedAt),
    evaluated_by: await person(tx, a.evaluatedBy, false),
    feedback: shown.feedback ? a.feedback : null,
    withheld: held,
    student: (await person(tx, a.userId, true))!,
    question: { id: q.id, title: q.title, question_type: typeRef(t), content: l.content, key: shown.key ? l.key : null },
    traits: traitDefs(l, result),
    response: l.response,
    recording: typeof recording === 'string' ? recording : null,
    result: shownResult(a, shown),
    evidence: shown.score ? { assessor: ev.assessor, trainer: ev.trainer, combined: combineEvidence(ev, l.response) } : { assessor: { by: [] }, trainer: null, combined: {} },
  };
}

/** The attempts of a pending-evaluation tab: practice (single answers and practice tests), or one kind of test. */
function kindFilter(kind: (typeof EVALUATION_KINDS)[number]): SQL | undefined {
  switch (kind) {
    case 'all':
      return undefined;
    case 'practice-test':
      // single practice answers and the items of practice-test sheets: both are practice
      return or(isNull(questionAttempts.answerSheetId), eq(answerSheets.mode, 'practice-test'));
    case 'practice-sheet':
      return eq(answerSheets.mode, 'practice-test');
    case 'quiz-test':
      return eq(answerSheets.mode, 'quiz');
    case 'full-mock-test':
      return and(eq(answerSheets.mode, 'mock'), eq(tests.category, 'full'));
    case 'partial-mock-test':
      return and(eq(answerSheets.mode, 'mock'), eq(tests.category, 'partial'));
    case 'diagnostic-test':
      return and(eq(answerSheets.mode, 'mock'), eq(tests.category, 'diagnostic'));
  }
}

// ---------------------------------------------------------------- verbs

/**
 * GET evaluation: the tenant's practice attempts that wait for a trainer (status pending, the default), were
 * evaluated, were scored automatically, or all; by section, type (slug or id) and student. Newest first.
 */
export async function listEvaluations({ ctx, input }: Verb<EvaluationQueryInput>) {
  requirePermission(ctx, 'EVALUATION_INDEX');
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  const status = input.status ?? 'pending';
  return withTenantTx(ctx, async (tx) => {
    const conds: Array<SQL | undefined> = [tenantAttempts(ctx)];
    if (status !== 'all') conds.push(eq(questionAttempts.status, status));
    if (input.section) conds.push(eq(questionTypes.section, input.section));
    if (input.type) {
      const id = asId(input.type);
      conds.push(id !== null ? eq(questionTypes.id, id) : eq(questionTypes.slug, input.type));
    }
    if (input.user_id) conds.push(eq(questionAttempts.userId, input.user_id));
    conds.push(kindFilter(input.kind ?? 'practice-test'));
    const where = and(...conds);
    const from = () =>
      tx
        .select({ a: questionAttempts, title: questions.title, t: questionTypes, u: { id: users.id, first_name: users.firstName, last_name: users.lastName, email: users.email }, testTitle: tests.title })
        .from(questionAttempts)
        .innerJoin(questions, eq(questions.id, questionAttempts.questionId))
        .innerJoin(questionTypes, eq(questionTypes.id, questions.questionTypeId))
        .innerJoin(users, eq(users.id, questionAttempts.userId))
        .leftJoin(answerSheets, eq(answerSheets.id, questionAttempts.answerSheetId))
        .leftJoin(tests, eq(tests.id, answerSheets.testId));
    const [total] = await tx
      .select({ n: count() })
      .from(questionAttempts)
      .innerJoin(questions, eq(questions.id, questionAttempts.questionId))
      .innerJoin(questionTypes, eq(questionTypes.id, questions.questionTypeId))
      .innerJoin(users, eq(users.id, questionAttempts.userId))
      .leftJoin(answerSheets, eq(answerSheets.id, questionAttempts.answerSheetId))
      .leftJoin(tests, eq(tests.id, answerSheets.testId))
      .where(where);
    const rows = await from()
      .where(where)
      .orderBy(desc(questionAttempts.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    const items = rows.map(({ a, title, t, u, testTitle }) => ({
      id: a.id,
      attempt_id: a.id,
      answer_sheet_id: a.answerSheetId,
      test_title: testTitle,
      question_id: a.questionId,
      question_title: title,
      question_type: typeRef(t),
      student: u,
      score: a.score,
      max: a.max,
      needsHuman: (a.result as StoredResult).needsHuman,
      status: a.status,
      has_recording: typeof (a.response as { recording?: unknown } | null)?.recording === 'string',
      created_at: a.createdAt.toISOString(),
      evaluated_at: iso(a.evaluatedAt),
    }));
    return list(items, page, perPage, Number(total?.n ?? 0));
  });
}

/** GET evaluation/{id}: a trainer of the tenant (EVALUATION_SHOW), or the student who owns the attempt. */
export async function showEvaluation({ ctx, input }: Verb<{ id: string }>) {
  const actor = requireAnyPermission(ctx, 'EVALUATION_SHOW', 'TEST_INDEX', 'ANSWER_SHEET_SHOW');
  const id = idOr404(input.id, NOT_FOUND);
  return withTenantTx(ctx, async (tx) => {
    const l = await loadAttempt(tx, ctx, id);
    assertReader(actor, l.a, 'EVALUATION_SHOW');
    return evaluationView(tx, l, await shownTo(tx, actor, l.a));
  });
}

/**
 * GET evaluation/{id}/question-items/{questionId}: the same, scoped to one question (a test attempt holds many;
 * a practice attempt one, which must be this question: else 404).
 */
export async function showEvaluationItem({ ctx, input }: Verb<{ id: string; questionId: string }>) {
  const actor = requireAnyPermission(ctx, 'EVALUATION_SHOW', 'TEST_INDEX', 'ANSWER_SHEET_SHOW');
  const id = idOr404(input.id, NOT_FOUND);
  const questionId = idOr404(input.questionId, NOT_FOUND);
  return withTenantTx(ctx, async (tx) => {
    const l = await loadAttempt(tx, ctx, id);
    assertReader(actor, l.a, 'EVALUATION_SHOW');
    if (l.a.questionId !== questionId) throw new NotFoundError(NOT_FOUND);
    return evaluationView(tx, l, await shownTo(tx, actor, l.a));
  });
}

/**
 * POST evaluation/evaluate: a trainer's trait scores (each a whole number within the trait's range for this item,
 * else 422 on `traits.<key>`; an unknown trait 422), feedback and transcript. Re-scores the attempt with the
 * assessors' evidence plus the trainer's, stores evidence, feedback, evaluator and time; answers the evaluation.
 * Traits the type computes itself (form; spelling once misspellings are measured) keep their computed score.
 * Scores given earlier stay unless given again; `transcript`/`feedback` absent keep theirs, null clears.
 */
export async function evaluateAttempt({ ctx, input }: Verb<EvaluateInput>) {
  const actor = requirePermission(ctx, 'EVALUATION_STORE');
  return withTenantTx(ctx, async (tx) => {
    const l = await loadAttempt(tx, ctx, input.attempt_id, true);
    const prev = storedEvidence(l.a);
    if (!l.a.evidence) {
      // an attempt from before the assessors: assess it now
      prev.assessor = await runAssessors({ type: l.def, content: l.content, key: l.key, response: l.response, recordingFile: recordingFileOf(ctx, (l.response as { recording?: unknown }).recording) });
    }
    const item = { content: l.content, key: l.key, response: l.response };
    // this item's maxima: what score() reports (Read Aloud's content max is the text's word count)
    let maxima: Map<string, number>;
    try {
      maxima = new Map(scoreWithEvidence(l.def, item, { assessor: prev.assessor, trainer: null }).result.traits.map((t) => [t.key, t.max]));
    } catch {
      maxima = new Map(l.def.traits.map((t) => [t.key, t.max]));
    }
    const errors: Record<string, string[]> = {};
    for (const [k, v] of Object.entries(input.traits)) {
      const def = l.def.traits.find((t) => t.key === k);
      const max = maxima.get(k) ?? def?.max;
      if (!def || max === undefined) errors[`traits.${k}`] = [`The trait ${k} is not a trait of ${l.def.name} (${l.def.traits.map((t) => t.key).join(', ')}).`];
      else if (!Number.isInteger(v) || v < 0 || v > max) errors[`traits.${k}`] = [`The ${def.label} score must be a whole number from 0 to ${max}.`];
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const trainer: TrainerEvidence = {
      traits: { ...(prev.trainer?.traits ?? {}), ...input.traits },
      transcript: input.transcript !== undefined ? input.transcript : (prev.trainer?.transcript ?? null),
    };
    const evidence: StoredEvidence = { assessor: prev.assessor, trainer };
    let scored: ReturnType<typeof scoreWithEvidence>;
    try {
      scored = scoreWithEvidence(l.def, item, evidence);
    } catch {
      throw ValidationError.field('traits', 'The attempt could not be scored with these traits.');
    }
    const [updated] = await tx
      .update(questionAttempts)
      .set({
        score: scored.result.score,
        max: scored.result.max,
        result: scored.stored,
        evidence,
        feedback: input.feedback !== undefined ? input.feedback : l.a.feedback,
        evaluatedBy: actor.userId,
        evaluatedAt: new Date(),
        status: attemptStatus(scored.result.needsHuman, true),
      })
      .where(eq(questionAttempts.id, l.a.id))
      .returning();
    // the first evaluation is the release (delivery/policy.ts: released at once); a re-score tells nobody again
    if (!l.a.evaluatedAt) {
      await notify(tx, { organizationId: l.a.organizationId, userIds: [l.a.userId], kind: 'evaluation.released', params: { title: l.q.title }, link: `/student/pte-practice/result/${l.a.id}` });
      if (l.a.organizationId) await fireAutomation(tx, l.a.organizationId, 'evaluation.released', { kind: 'evaluation', id: l.a.id, userId: l.a.userId });
    }
    return evaluationView(tx, { ...l, a: updated! }, await shownTo(tx, actor, updated!));
  });
}

/**
 * GET question-attempts/{id}: the result of one practice attempt as POST question-test answered it, now with the
 * trainer's traits, feedback and status: for the student's result page to refresh. The owner, or a trainer of
 * the tenant (EVALUATION_SHOW).
 */
export async function showAttempt({ ctx, input }: Verb<{ id: string }>) {
  const actor = requireAnyPermission(ctx, 'EVALUATION_SHOW', 'TEST_INDEX', 'ANSWER_SHEET_SHOW');
  const id = idOr404(input.id, NOT_FOUND);
  return withTenantTx(ctx, async (tx) => {
    const l = await loadAttempt(tx, ctx, id);
    assertReader(actor, l.a, 'EVALUATION_SHOW');
    const { shown, held } = await shownTo(tx, actor, l.a);
    const r = shownResult(l.a, shown);
    return {
      attempt_id: l.a.id,
      question_id: l.a.questionId,
      score: r.score,
      max: r.max,
      traits: r.traits,
      needsHuman: r.needsHuman,
      parts: r.parts,
      measures: r.measures,
      status: l.a.status,
      response: l.response,
      feedback: shown.feedback ? l.a.feedback : null,
      evaluated_at: iso(l.a.evaluatedAt),
      key: shown.key ? l.key : null,
      withheld: held,
      // the default explanation and sample answer, as the same policy allows (server/modules/toolkit/review.ts)
      ...(await reviewAids(tx, ctx, l.q, shown)),
    };
  });
}
