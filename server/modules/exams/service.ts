// Answer sheets: a student sitting a test, mock or quiz set (spec §7 "Exams and results"). The server owns the
// time (start, deadline), keeps every acknowledged answer, scores on submit and never sends a key before it.
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { questionType, type AnyQuestionType } from '@question-types/registry.ts';
import type { Actor, RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import { list, zodErrors, zodMessages } from '../../kernel/envelope.ts';
import { GoneError, NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { idOr404 } from '../../kernel/ids.ts';
import { can, requireAnyPermission, requirePermission } from '../../kernel/permissions.ts';
import { requireActivePackage } from '../../kernel/package-access.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { answerSheetItems, answerSheets, questionAttempts, questionKeys, questions, questionTypes, tests, users, type SheetMode } from '../../db/schema.ts';
import { attemptStatus, scoreWithEvidence, type StoredEvidence, type StoredResult } from '../assessment/pipeline.ts';
import { runAssessors } from '../assessment/registry.ts';
import { boundRecordingFile, recordingFileOf } from '../recordings/service.ts';
import { findTest, KINDS, publicId, sittable, type ExamKind } from '../tests/service.ts';
import { scoreReport } from './score-report.ts';
import { DEADLINE_GRACE_MS, itemTimerSec, partTimers, sittingSeconds } from './timing.ts';
import { heldInOpenSittings } from '../delivery/held.ts';
import { reveal, sheetMode, sheetState, viewerOf, type Reveal } from '../delivery/policy.ts';
import type { EnrollInput, QuizEvaluationInput, SaveInput, SheetsQueryInput, SubmitInput } from './schemas.ts';

interface Verb<I = undefined> {
  ctx: RequestContext;
  input: I;
}

type SheetRow = typeof answerSheets.$inferSelect;
type TestRow = typeof tests.$inferSelect;
type PartState = { part: number; durationSec: number; startedAt?: string };

const NOT_FOUND = 'Answer sheet not found';
const TIME_OVER = 'The time for this test is over.';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function modeOf(kind: ExamKind): SheetMode {
  return kind.type === 'mock-tests' ? 'mock' : kind.type === 'quiz-sets' ? 'quiz' : 'practice-test';
}

/** Past the deadline and its grace: nothing more is taken. */
export function isOver(sheet: Pick<SheetRow, 'deadline'>, now: number): boolean {
  return sheet.deadline !== null && now > sheet.deadline.getTime() + DEADLINE_GRACE_MS;
}

/** Durstenfeld shuffle with a seeded generator (mulberry32): the same sheet id gives the same order. */
function shuffled<T>(values: readonly T[], seed: number): T[] {
  let a = seed >>> 0;
  const rand = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...values];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

// ---------------------------------------------------------------- loading

interface SheetItem {
  questionId: number;
  position: number;
  title: string;
  slug: string;
  section: string;
  def: AnyQuestionType;
  content: unknown;
  response: unknown;
  revision: number;
  attemptId: number | null;
}

/** The sheet's items in sitting order with their types and stored content (never the key). */
async function sheetItems(tx: Tx, sheet: SheetRow): Promise<SheetItem[]> {
  const rows = await tx
    .select({ i: answerSheetItems, title: questions.title, content: questions.content, slug: questionTypes.slug, section: questionTypes.section })
    .from(answerSheetItems)
    .innerJoin(questions, eq(questions.id, answerSheetItems.questionId))
    .innerJoin(questionTypes, eq(questionTypes.id, questions.questionTypeId))
    .where(eq(answerSheetItems.answerSheetId, sheet.id))
    .orderBy(answerSheetItems.position);
  const out: SheetItem[] = [];
  for (const r of rows) {
    const def = questionType(r.slug);
    if (!def) continue;
    out.push({ questionId: r.i.questionId, position: r.i.position, title: r.title, slug: r.slug, section: r.section, def, content: r.content, response: r.i.response, revision: r.i.revision, attemptId: r.i.attemptId });
  }
  return out;
}

/** A sheet the caller owns on this tenant (404 otherwise, also for a trainer without `readerKey`). */
async function findSheet(tx: Tx, ctx: RequestContext, actor: Actor, id: number, opts: { lock?: 'update' | 'share'; readerKey?: string } = {}): Promise<SheetRow> {
  const q = tx.select().from(answerSheets).where(and(eq(answerSheets.id, id), sheetScope(ctx)));
  const [sheet] = opts.lock ? await q.for(opts.lock) : await q;
  if (!sheet) throw new NotFoundError(NOT_FOUND);
  if (sheet.userId !== actor.userId && !(opts.readerKey && can(actor, opts.readerKey))) throw new NotFoundError(NOT_FOUND);
  return sheet;
}

async function testOf(tx: Tx, sheet: SheetRow): Promise<TestRow> {
  const [t] = await tx.select().from(tests).where(eq(tests.id, sheet.testId));
  if (!t) throw new NotFoundError(NOT_FOUND);
  return t;
}

function testRef(t: TestRow) {
  const kind = KINDS[t.examType];
  return { id: t.id, t_id: publicId(kind, t.id), title: t.title, category: t.category, exam_type: t.examType, duration_minutes: t.durationMinutes };
}

/** What a student sees of an item: the content parsed through the type's content schema (an allow-list). */
function studentContent(def: AnyQuestionType, content: unknown): unknown {
  const parsed = def.schemas.content.safeParse(content);
  return parsed.success ? parsed.data : null;
}

/** The session payload: everything the exam session machine needs to start or resume, without a key. */
function sessionView(sheet: SheetRow, test: TestRow, items: readonly SheetItem[], now: number, resumed: boolean) {
  const parts = (sheet.parts as PartState[]).map((p) => ({
    part: p.part,
    durationSec: p.durationSec,
    deadline: p.startedAt ? new Date(new Date(p.startedAt).getTime() + p.durationSec * 1000).toISOString() : null,
  }));
  const current = items[sheet.currentIndex];
  const ownTimer = current ? itemTimerSec(current.def) : null;
  const answers: Record<string, unknown> = {};
  for (const it of items) if (it.response !== null && it.response !== undefined) answers[String(it.questionId)] = it.response;
  return {
    id: sheet.id,
    answer_sheet_id: sheet.id,
    mode: sheet.mode,
    status: sheet.status,
    resumed,
    test: sheet.mode === 'quiz' ? null : testRef(test),
    quiz_set: sheet.mode === 'quiz' ? { ...testRef(test), q_s_id: publicId(KINDS['quiz-sets'], test.id) } : null,
    server_now: new Date(now).toISOString(),
    started_at: sheet.startedAt.toISOString(),
    deadline: iso(sheet.deadline),
    current_index: sheet.currentIndex,
    item_deadline: ownTimer !== null ? new Date(sheet.itemStartedAt.getTime() + ownTimer * 1000).toISOString() : null,
    revision: Math.max(0, ...items.map((i) => i.revision)),
    items: items.map((it) => ({
      id: String(it.questionId),
      question_id: it.questionId,
      position: it.position,
      slug: it.slug,
      section: it.section,
      part: it.def.testPart,
      title: it.title,
      timing: { ...it.def.timing, itemSec: itemTimerSec(it.def) },
      content: studentContent(it.def, it.content),
    })),
    answers,
    parts,
  };
}

// ---------------------------------------------------------------- enrolling

/**
 * Opens a sitting of a test the student may sit, or the one still in progress (a reload, a second device).
 * Items are fixed at the start (a later edit of the test does not change a sitting); a quiz's order is shuffled once.
 */
async function openSheet(tx: Tx, ctx: RequestContext, actor: Actor, kind: ExamKind, testId: number): Promise<{ sheet: SheetRow; test: TestRow; resumed: boolean }> {
  const test = await findTest(tx, ctx, kind, testId, sittable(kind));
  const mode = modeOf(kind);
  const existing = async () => (await tx.select().from(answerSheets).where(and(eq(answerSheets.userId, actor.userId), eq(answerSheets.testId, test.id), eq(answerSheets.status, 'in_progress'))))[0];
  const open = await existing();
  if (open) return { sheet: open, test, resumed: true };
  const rows = await tx
    .select({ id: questions.id, slug: questionTypes.slug })
    .from(questions)
    .innerJoin(questionTypes, eq(questionTypes.id, questions.questionTypeId))
    .where(and(inArray(questions.id, test.questionIds), isNull(questions.deletedAt)));
  const slugOf = new Map(rows.map((r) => [r.id, r.slug]));
  let ids = test.questionIds.filter((id) => slugOf.has(id) && questionType(slugOf.get(id)!));
  if (!ids.length) throw new NotFoundError(kind.notFound);
  const defs = ids.map((id) => questionType(slugOf.get(id)!)!);
  const now = Date.now();
  if (mode === 'quiz') ids = shuffled(ids, now ^ actor.userId);
  const seconds = sittingSeconds({ mode, category: test.category, durationMinutes: test.durationMinutes, defs });
  const timers: PartState[] = mode === 'mock' ? partTimers(defs) : [];
  const parts = partsOnReaching(timers, questionType(slugOf.get(ids[0]!)!), now) ?? timers;
  const [sheet] = await tx
    .insert(answerSheets)
    .values({
      organizationId: ctx.tenant?.id ?? null,
      userId: actor.userId,
      testId: test.id,
      mode,
      itemIds: ids,
      parts,
      startedAt: new Date(now),
      itemStartedAt: new Date(now),
      deadline: seconds === null ? null : new Date(now + seconds * 1000),
    })
    // two devices enrolling at once: the partial unique index keeps one sitting; the loser reads it
    .onConflictDoNothing()
    .returning();
  if (!sheet) {
    const raced = await existing();
    if (!raced) throw new NotFoundError(kind.notFound);
    return { sheet: raced, test, resumed: true };
  }
  await tx.insert(answerSheetItems).values(ids.map((questionId, position) => ({ answerSheetId: sheet.id, questionId, organizationId: sheet.organizationId, position })));
  return { sheet, test, resumed: false };
}

/**
 * The part timers once the student reaches an item of type `def`: a mock's shared part timer starts when the first
 * of its items opens. Null when nothing changes (an item with its own timer, a part already started, no timers).
 */
function partsOnReaching(parts: readonly PartState[], def: AnyQuestionType | undefined, now: number): PartState[] | null {
  if (!def || itemTimerSec(def) !== null) return null;
  const p = parts.find((x) => x.part === def.testPart);
  if (!p || p.startedAt) return null;
  return parts.map((x) => (x === p ? { ...x, startedAt: new Date(now).toISOString() } : x));
}

async function typeOfQuestion(tx: Tx, questionId: number): Promise<AnyQuestionType | undefined> {
  const [row] = await tx.select({ slug: questionTypes.slug }).from(questions).innerJoin(questionTypes, eq(questionTypes.id, questions.questionTypeId)).where(eq(questions.id, questionId));
  return row ? questionType(row.slug) : undefined;
}

/** POST exam-enrolls */
export async function enroll({ ctx, input }: Verb<EnrollInput>) {
  const kind = KINDS[input.exam_type ?? 'practice-tests'];
  const actor = requirePermission(ctx, 'ANSWER_SHEET_STORE');
  requirePermission(ctx, kind.studentKey);
  requireActivePackage(ctx);
  return withTenantTx(ctx, async (tx) => {
    const { sheet, test, resumed } = await openSheet(tx, ctx, actor, kind, input.test_id);
    const final = await finishIfOver(tx, ctx, actor, sheet);
    return sessionView(final, test, await sheetItems(tx, final), Date.now(), resumed);
  });
}

/** GET exam-enrolls/questions/{id} and GET quiz-test/{id}: the session again, as the server holds it. */
export async function session({ ctx, input }: Verb<{ id: string; mode?: SheetMode }>) {
  const actor = requireAnyPermission(ctx, 'ANSWER_SHEET_SHOW', 'QUIZ_TEST_SHOW');
  const id = idOr404(input.id, NOT_FOUND);
  return withTenantTx(ctx, async (tx) => {
    const found = await findSheet(tx, ctx, actor, id);
    if (input.mode && (input.mode === 'quiz') !== (found.mode === 'quiz')) throw new NotFoundError(NOT_FOUND);
    const sheet = await finishIfOver(tx, ctx, actor, found);
    return sessionView(sheet, await testOf(tx, sheet), await sheetItems(tx, sheet), Date.now(), true);
  });
}

/** A sitting left open past its deadline is handed in with what was saved (when its owner or a trainer next looks). */
async function finishIfOver(tx: Tx, ctx: RequestContext, actor: Actor, sheet: SheetRow): Promise<SheetRow> {
  if (sheet.status !== 'in_progress' || !isOver(sheet, Date.now())) return sheet;
  return finalize(tx, ctx, sheet, 'deadline');
}

// ---------------------------------------------------------------- saving

/**
 * PUT answer-sheets/{id}: one answer with its revision (a retry carries the same one: nothing changes twice), and/or
 * the student's position. The sheet row is share-locked, so a submit in another request waits for this save and
 * then scores it: an acknowledged answer is never left out of the result.
 */
export async function saveAnswer({ ctx, input }: Verb<{ id: string; body: SaveInput }>) {
  const actor = requireAnyPermission(ctx, 'ANSWER_SHEET_UPDATE', 'QUIZ_TEST_STORE');
  requireActivePackage(ctx);
  const id = idOr404(input.id, NOT_FOUND);
  const body = input.body;
  return withTenantTx(ctx, async (tx) => {
    // the sheet (locked) and the answered item's type in one round trip: a save is the hot path of a sitting
    const { sheet, item } = await lockSheetWithItem(tx, ctx, actor, id, body.question_id, body.current_index !== undefined ? 'update' : 'share');
    const now = Date.now();
    if (sheet.status !== 'in_progress' || isOver(sheet, now)) throw new GoneError(TIME_OVER, 'deadline_passed');
    let revision: number | null = null;
    let stale = false;
    if (body.question_id !== undefined) ({ revision, stale } = await storeAnswer(tx, ctx, actor, sheet, body.question_id, body.response, body.revision!, now, item));
    let currentIndex = sheet.currentIndex;
    if (body.current_index !== undefined) {
      const max = sheet.itemIds.length - 1;
      const target = Math.min(body.current_index, max);
      // tests and mocks go forward only; a quiz may go back
      const next = sheet.mode === 'quiz' ? target : Math.max(target, sheet.currentIndex);
      if (next !== sheet.currentIndex) {
        // only a mock has part timers: the type of the item reached is looked up for them alone
        const timers = sheet.parts as PartState[];
        const parts = timers.length ? partsOnReaching(timers, await typeOfQuestion(tx, sheet.itemIds[next]!), now) : null;
        await tx.update(answerSheets).set({ currentIndex: next, itemStartedAt: new Date(now), ...(parts ? { parts } : {}) }).where(eq(answerSheets.id, sheet.id));
        currentIndex = next;
      }
    }
    return { answer_sheet_id: sheet.id, question_id: body.question_id ?? null, revision, saved_at: new Date(now).toISOString(), current_index: currentIndex, stale };
  });
}

interface ItemOfSheet {
  revision: number;
  slug: string;
}

async function itemOf(tx: Tx, sheetId: number, questionId: number): Promise<ItemOfSheet | null> {
  const [row] = await tx
    .select({ revision: answerSheetItems.revision, slug: questionTypes.slug })
    .from(answerSheetItems)
    .innerJoin(questions, eq(questions.id, answerSheetItems.questionId))
    .innerJoin(questionTypes, eq(questionTypes.id, questions.questionTypeId))
    .where(and(eq(answerSheetItems.answerSheetId, sheetId), eq(answerSheetItems.questionId, questionId)));
  return row ?? null;
}

/** findSheet with the item a save names (null when it is not an item of the sheet), locking the sheet row only. */
async function lockSheetWithItem(tx: Tx, ctx: RequestContext, actor: Actor, id: number, questionId: number | undefined, lock: 'update' | 'share'): Promise<{ sheet: SheetRow; item: ItemOfSheet | null }> {
  if (questionId === undefined) return { sheet: await findSheet(tx, ctx, actor, id, { lock }), item: null };
  const [row] = await tx
    .select({ s: answerSheets, revision: answerSheetItems.revision, slug: questionTypes.slug })
    .from(answerSheets)
    .leftJoin(answerSheetItems, and(eq(answerSheetItems.answerSheetId, answerSheets.id), eq(answerSheetItems.questionId, questionId)))
    .leftJoin(questions, eq(questions.id, answerSheetItems.questionId))
    .leftJoin(questionTypes, eq(questionTypes.id, questions.questionTypeId))
    .where(and(eq(answerSheets.id, id), sheetScope(ctx)))
    .for(lock, { of: answerSheets });
  if (!row || row.s.userId !== actor.userId) throw new NotFoundError(NOT_FOUND);
  return { sheet: row.s, item: row.revision !== null && row.slug !== null ? { revision: row.revision, slug: row.slug } : null };
}

/** One answer into an open sheet: parsed by the item's type (422 on `response.<path>`), kept unless its revision is not newer. */
async function storeAnswer(tx: Tx, ctx: RequestContext, actor: Actor, sheet: SheetRow, questionId: number, response: unknown, revision: number, now: number, known?: ItemOfSheet | null): Promise<{ revision: number; stale: boolean }> {
  const row = known !== undefined ? known : await itemOf(tx, sheet.id, questionId);
  const def = row ? questionType(row.slug) : undefined;
  if (!row || !def) throw ValidationError.field('question_id', 'The question is not an item of this test.');
  const parsed = def.schemas.response.safeParse(response, { error: zodMessages });
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const [k, msgs] of Object.entries(zodErrors(parsed.error.issues))) errors[k === 'body' ? 'response' : `response.${k}`] = msgs;
    throw new ValidationError(errors);
  }
  const recording = (parsed.data as { recording?: unknown } | null)?.recording;
  if (typeof recording === 'string') await boundRecordingFile(tx, ctx, actor, recording);
  const [updated] = await tx
    .update(answerSheetItems)
    .set({ response: parsed.data, revision, savedAt: new Date(now) })
    .where(and(eq(answerSheetItems.answerSheetId, sheet.id), eq(answerSheetItems.questionId, questionId), sql`${answerSheetItems.revision} < ${revision}`))
    .returning({ revision: answerSheetItems.revision });
  return { revision: updated?.revision ?? row.revision, stale: !updated };
}

// ---------------------------------------------------------------- submitting and scoring

/** The keys of items, by question id: for scoring, and for a sheet once it is handed in. */
async function keysOf(tx: Tx, questionIds: readonly number[]): Promise<Map<number, unknown>> {
  if (!questionIds.length) return new Map();
  const rows = await tx.select({ id: questionKeys.questionId, key: questionKeys.key }).from(questionKeys).where(inArray(questionKeys.questionId, [...questionIds]));
  return new Map(rows.map((k) => [k.id, k.key]));
}

/**
 * Scores every item (a skipped one as its type's empty response), keeps each as an attempt of the sheet, and hands
 * the sheet in. Runs under the sheet's row lock (the caller's FOR UPDATE), after every save that got in first.
 */
export async function finalize(tx: Tx, ctx: RequestContext, sheet: SheetRow, reason: string, assessed: Assessed = new Map()): Promise<SheetRow> {
  const items = await sheetItems(tx, sheet);
  const keys = await keysOf(tx, items.map((i) => i.questionId));
  for (const it of items) {
    const content = it.def.schemas.content.safeParse(it.content);
    const key = it.def.schemas.key.safeParse(keys.get(it.questionId));
    if (!content.success || !key.success) continue;
    const given = it.response !== null && it.response !== undefined ? it.def.schemas.response.safeParse(it.response) : null;
    const response = given?.success ? given.data : it.def.emptyResponse(content.data);
    const recording = (response as { recording?: unknown } | null)?.recording;
    // measured before the lock when the answer has not changed since; else now
    const before = assessed.get(it.questionId);
    const assessment = !given?.success
      ? { by: [] }
      : before && before.revision === it.revision
        ? before.assessment
        : await runAssessors({ type: it.def, content: content.data, key: key.data, response, recordingFile: recordingFileOf(ctx, recording) });
    const evidence: StoredEvidence = { assessor: assessment, trainer: null };
    let scored: ReturnType<typeof scoreWithEvidence>;
    try {
      scored = scoreWithEvidence(it.def, { content: content.data, key: key.data, response }, evidence);
    } catch {
      continue;
    }
    const [attempt] = await tx
      .insert(questionAttempts)
      .values({
        organizationId: sheet.organizationId,
        questionId: it.questionId,
        userId: sheet.userId,
        response,
        score: scored.result.score,
        max: scored.result.max,
        result: scored.stored,
        evidence,
        status: attemptStatus(scored.result.needsHuman, false),
        answerSheetId: sheet.id,
      })
      .returning({ id: questionAttempts.id });
    await tx.update(answerSheetItems).set({ attemptId: attempt!.id }).where(and(eq(answerSheetItems.answerSheetId, sheet.id), eq(answerSheetItems.questionId, it.questionId)));
  }
  const [done] = await tx
    .update(answerSheets)
    .set({ status: 'submitted', submittedAt: new Date(), submitReason: reason })
    .where(eq(answerSheets.id, sheet.id))
    .returning();
  return done!;
}

type Assessed = Map<number, { revision: number; assessment: Awaited<ReturnType<typeof runAssessors>> }>;

/**
 * The assessors' measures (spelling, a recording's speaking time) of the answered items, taken before the sheet is
 * locked: decoding recordings takes seconds, and the lock would hold back saves meanwhile. Keyed by the revision
 * measured, so an answer changed since is measured again under the lock.
 */
async function assessAhead(ctx: RequestContext, actor: Actor, sheetId: number): Promise<Assessed> {
  return withTenantTx(ctx, async (tx) => {
    const out: Assessed = new Map();
    const sheet = await findSheet(tx, ctx, actor, sheetId);
    if (sheet.status !== 'in_progress') return out;
    const items = await sheetItems(tx, sheet);
    const keys = await keysOf(tx, items.map((i) => i.questionId));
    for (const it of items) {
      if (it.response === null || it.response === undefined) continue;
      const content = it.def.schemas.content.safeParse(it.content);
      const key = it.def.schemas.key.safeParse(keys.get(it.questionId));
      const response = it.def.schemas.response.safeParse(it.response);
      if (!content.success || !key.success || !response.success) continue;
      const recording = (response.data as { recording?: unknown } | null)?.recording;
      out.set(it.questionId, { revision: it.revision, assessment: await runAssessors({ type: it.def, content: content.data, key: key.data, response: response.data, recordingFile: recordingFileOf(ctx, recording) }) });
    }
    return out;
  });
}

/** POST answer-sheets: hand the sheet in (idempotent) -> the result card. */
export async function submit({ ctx, input }: Verb<SubmitInput>) {
  const actor = requireAnyPermission(ctx, 'ANSWER_SHEET_STORE', 'QUIZ_TEST_EVALUATION');
  requireActivePackage(ctx);
  const assessed = await assessAhead(ctx, actor, input.answer_sheet_id);
  return withTenantTx(ctx, async (tx) => {
    let sheet = await findSheet(tx, ctx, actor, input.answer_sheet_id, { lock: 'update' });
    if (sheet.status === 'in_progress') sheet = await finalize(tx, ctx, sheet, input.reason ?? 'user', assessed);
    return resultCard(tx, sheet);
  });
}

interface AttemptOfSheet {
  id: number;
  def: AnyQuestionType | undefined;
  questionId: number;
  score: number;
  max: number;
  status: string;
  result: StoredResult;
}

async function attemptsOf(tx: Tx, sheetIds: readonly number[]): Promise<Map<number, AttemptOfSheet[]>> {
  const out = new Map<number, AttemptOfSheet[]>();
  if (!sheetIds.length) return out;
  const rows = await tx
    .select({ id: questionAttempts.id, sheet: questionAttempts.answerSheetId, questionId: questionAttempts.questionId, score: questionAttempts.score, max: questionAttempts.max, status: questionAttempts.status, result: questionAttempts.result, slug: questionTypes.slug })
    .from(questionAttempts)
    .innerJoin(questions, eq(questions.id, questionAttempts.questionId))
    .innerJoin(questionTypes, eq(questionTypes.id, questions.questionTypeId))
    .where(inArray(questionAttempts.answerSheetId, [...sheetIds]));
  for (const r of rows) {
    const list = out.get(r.sheet!) ?? [];
    list.push({ id: r.id, def: questionType(r.slug), questionId: r.questionId, score: r.score, max: r.max, status: r.status, result: r.result as StoredResult });
    out.set(r.sheet!, list);
  }
  return out;
}

function reportOf(items: ReadonlyArray<{ def: AnyQuestionType; attempt?: AttemptOfSheet }>) {
  return scoreReport(items.filter((i) => i.attempt).map((i) => ({ traitDefs: i.def.traits, traits: i.attempt!.result.traits })));
}

/** The score report of a handed-in sheet (computed on read: a trainer's evaluation shows at once). */
async function resultCard(tx: Tx, sheet: SheetRow) {
  const test = await testOf(tx, sheet);
  const items = await sheetItems(tx, sheet);
  const attempts = new Map(((await attemptsOf(tx, [sheet.id])).get(sheet.id) ?? []).map((a) => [a.questionId, a]));
  const joined = items.map((it) => ({ ...it, attempt: attempts.get(it.questionId) }));
  const report = reportOf(joined);
  const submitted = sheet.status === 'submitted';
  return {
    id: sheet.id,
    answer_sheet_id: sheet.id,
    title: test.title,
    mode: sheet.mode,
    category: test.category,
    test: testRef(test),
    status: sheet.status,
    started_at: sheet.startedAt.toISOString(),
    submitted_at: iso(sheet.submittedAt),
    estimated: true,
    overall: submitted ? report.overall : null,
    skills: report.skills,
    points: report.points,
    evaluation_status: report.pendingItems > 0 ? 'awaiting' : 'complete',
    pending_items: report.pendingItems,
    items: joined.map((it) => ({
      position: it.position,
      question_id: it.questionId,
      attempt_id: it.attempt?.id ?? null,
      title: it.title,
      slug: it.slug,
      section: it.section,
      answered: it.response !== null && it.response !== undefined,
      score: it.attempt?.score ?? null,
      max: it.attempt?.max ?? null,
      status: it.attempt?.status ?? null,
    })),
  };
}

/** GET result-cards/{id}: the owner, or a trainer of the tenant. */
export async function showResultCard({ ctx, input }: Verb<{ id: string }>) {
  const actor = requireAnyPermission(ctx, 'ANSWER_SHEET_SHOW', 'EVALUATION_SHOW', 'QUIZ_TEST_SHOW');
  const id = idOr404(input.id, NOT_FOUND);
  return withTenantTx(ctx, async (tx) => {
    const sheet = await finishIfOver(tx, ctx, actor, await findSheet(tx, ctx, actor, id, { readerKey: 'EVALUATION_SHOW' }));
    return resultCard(tx, sheet);
  });
}

/**
 * The delivery policy per item of a sheet for this reader: staff sees everything; the student the keys and
 * scores once the sheet is handed in, except of items that sit in another sitting of theirs still open.
 */
async function shownPerItem(tx: Tx, actor: Actor, sheet: SheetRow, items: readonly SheetItem[]): Promise<(it: SheetItem) => Reveal> {
  const held = await heldInOpenSittings(tx, actor, items.map((i) => i.questionId));
  const base = { viewer: viewerOf(actor), mode: sheetMode(sheet.mode), state: sheetState(sheet) };
  const open = reveal(base);
  const closed = reveal({ ...base, heldInOpenSitting: true });
  return (it) => (held.has(it.questionId) ? closed : open);
}

/** An item's attempt as the policy shows it (a part's `expected` is the key). */
function shownAttempt(a: AttemptOfSheet | undefined, show: Reveal) {
  const scored = show.score && a;
  return {
    attempt_id: a?.id ?? null,
    score: scored ? a.score : null,
    max: scored ? a.max : null,
    status: a?.status ?? null,
    traits: scored ? a.result.traits : [],
    parts: scored ? (a.result.parts ?? []).map((p) => (show.key ? p : { ...p, expected: undefined })) : [],
    measures: a?.result.measures ?? {},
    needsHuman: a?.result.needsHuman ?? false,
    withheld: !show.score,
  };
}

/** GET answer-sheets/{id}: the sheet with its answers; after submission each item's key and score too. */
export async function showSheet({ ctx, input }: Verb<{ id: string }>) {
  const actor = requireAnyPermission(ctx, 'ANSWER_SHEET_SHOW', 'EVALUATION_SHOW');
  const id = idOr404(input.id, NOT_FOUND);
  return withTenantTx(ctx, async (tx) => {
    const sheet = await finishIfOver(tx, ctx, actor, await findSheet(tx, ctx, actor, id, { readerKey: 'EVALUATION_SHOW' }));
    const test = await testOf(tx, sheet);
    const items = await sheetItems(tx, sheet);
    const submitted = sheet.status === 'submitted';
    const attempts = new Map(((await attemptsOf(tx, [sheet.id])).get(sheet.id) ?? []).map((a) => [a.questionId, a]));
    const shown = await shownPerItem(tx, actor, sheet, items);
    const keys = submitted ? await keysOf(tx, items.filter((i) => shown(i).key).map((i) => i.questionId)) : new Map<number, unknown>();
    const [student] = await tx.select({ id: users.id, first_name: users.firstName, last_name: users.lastName }).from(users).where(eq(users.id, sheet.userId));
    return {
      id: sheet.id,
      mode: sheet.mode,
      status: sheet.status,
      test: testRef(test),
      student: student ?? null,
      started_at: sheet.startedAt.toISOString(),
      deadline: iso(sheet.deadline),
      submitted_at: iso(sheet.submittedAt),
      items: items.map((it) => {
        const a = attempts.get(it.questionId);
        const show = shown(it);
        const base = { id: String(it.questionId), question_id: it.questionId, position: it.position, title: it.title, slug: it.slug, section: it.section, content: show.authorView ? it.content : studentContent(it.def, it.content), response: it.response };
        if (!submitted) return base;
        return { ...base, ...shownAttempt(a, show), key: keys.get(it.questionId) ?? null };
      }),
    };
  });
}

// ---------------------------------------------------------------- lists

function sheetScope(ctx: RequestContext): SQL {
  return ctx.tenant ? eq(answerSheets.organizationId, ctx.tenant.id) : isNull(answerSheets.organizationId);
}

/** GET answer-sheets and GET exam-enrolls: the caller's sittings; a trainer (EVALUATION_INDEX) the tenant's. */
export async function listSheets({ ctx, input }: Verb<SheetsQueryInput & { own?: boolean }>) {
  const actor = requireAnyPermission(ctx, 'ANSWER_SHEET_INDEX', 'EVALUATION_INDEX', 'QUIZ_TEST_INDEX');
  const everyone = !input.own && can(actor, 'EVALUATION_INDEX');
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  return withTenantTx(ctx, async (tx) => {
    const where = and(
      sheetScope(ctx),
      everyone ? (input.user_id ? eq(answerSheets.userId, input.user_id) : undefined) : eq(answerSheets.userId, actor.userId),
      input.mode ? eq(answerSheets.mode, input.mode) : undefined,
      input.status ? eq(answerSheets.status, input.status) : undefined,
    );
    const [total] = await tx.select({ n: count() }).from(answerSheets).where(where);
    const items = await summaries(tx, await sheetRows(tx, where, perPage, (page - 1) * perPage));
    return list(items, page, perPage, Number(total?.n ?? 0));
  });
}

type SheetListRow = { s: SheetRow; t: TestRow; u: { id: number; first_name: string; last_name: string } };

/** A page of sheets with their test and student, newest first. */
function sheetRows(tx: Tx, where: SQL | undefined, limit: number, offset: number): Promise<SheetListRow[]> {
  return tx
    .select({ s: answerSheets, t: tests, u: { id: users.id, first_name: users.firstName, last_name: users.lastName } })
    .from(answerSheets)
    .innerJoin(tests, eq(tests.id, answerSheets.testId))
    .innerJoin(users, eq(users.id, answerSheets.userId))
    .where(where)
    .orderBy(desc(answerSheets.id))
    .limit(limit)
    .offset(offset);
}

/** One line per sheet with its overall and skills (one query for the page's attempts). */
async function summaries(tx: Tx, rows: readonly SheetListRow[]) {
  const attempts = await attemptsOf(tx, rows.filter((r) => r.s.status === 'submitted').map((r) => r.s.id));
  const now = Date.now();
  return rows.map(({ s, t, u }) => {
    const list = attempts.get(s.id) ?? [];
    const report = scoreReport(list.map((a) => ({ traitDefs: a.def?.traits ?? [], traits: a.result.traits })));
    const kind = KINDS[t.examType];
    return {
      id: s.id,
      mode: s.mode,
      title: t.title,
      t_id: publicId(kind, t.id),
      category: t.category,
      test_id: t.examType === 'quiz-sets' ? null : t.id,
      quiz_set_id: t.examType === 'quiz-sets' ? t.id : null,
      status: s.status,
      expired: s.status === 'in_progress' && isOver(s, now),
      evaluation_status: s.status !== 'submitted' ? null : report.pendingItems > 0 ? 'awaiting' : 'complete',
      started_at: s.startedAt.toISOString(),
      deadline: iso(s.deadline),
      submitted_at: iso(s.submittedAt),
      current_index: s.currentIndex,
      no_of_questions: s.itemIds.length,
      overall: s.status === 'submitted' ? report.overall : null,
      skills: report.skills,
      score: s.status === 'submitted' ? report.points.earned : null,
      max: s.status === 'submitted' ? report.points.possible : null,
      percent: s.status === 'submitted' && report.points.possible > 0 ? Math.round((100 * report.points.earned) / report.points.possible) : null,
      student: u,
    };
  });
}

/** GET exam-enrolls/list: the caller's sittings still open. */
export async function openSheets({ ctx }: Verb) {
  const actor = requireAnyPermission(ctx, 'ANSWER_SHEET_INDEX', 'QUIZ_TEST_INDEX');
  return withTenantTx(ctx, async (tx) => {
    const rows = await tx
      .select({ s: answerSheets, title: tests.title })
      .from(answerSheets)
      .innerJoin(tests, eq(tests.id, answerSheets.testId))
      .where(and(sheetScope(ctx), eq(answerSheets.userId, actor.userId), eq(answerSheets.status, 'in_progress')))
      .orderBy(desc(answerSheets.id))
      .limit(100);
    const now = Date.now();
    return rows
      .filter(({ s }) => !isOver(s, now))
      .map(({ s, title }) => ({ id: s.id, mode: s.mode, title, test_id: s.mode === 'quiz' ? null : s.testId, quiz_set_id: s.mode === 'quiz' ? s.testId : null, deadline: iso(s.deadline), current_index: s.currentIndex, no_of_questions: s.itemIds.length }));
  });
}

// ---------------------------------------------------------------- quiz test

/** POST quiz-test/start */
export async function startQuiz({ ctx, input }: Verb<{ quiz_set_id: number }>) {
  const actor = requirePermission(ctx, 'QUIZ_TEST_STORE');
  requireActivePackage(ctx);
  return withTenantTx(ctx, async (tx) => {
    const { sheet, test, resumed } = await openSheet(tx, ctx, actor, KINDS['quiz-sets'], input.quiz_set_id);
    return {
      quiz_test: { id: sheet.id, quiz_set_id: test.id, title: test.title, status: sheet.status, started_at: sheet.startedAt.toISOString(), deadline: iso(sheet.deadline), no_of_questions: sheet.itemIds.length },
      resumed,
    };
  });
}

/** GET quiz-test: the caller's quiz sittings with a summary. */
export async function listQuizTests({ ctx, input }: Verb<{ page?: number; per_page?: number }>) {
  const actor = requirePermission(ctx, 'QUIZ_TEST_INDEX');
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  return withTenantTx(ctx, async (tx) => {
    const where = and(sheetScope(ctx), eq(answerSheets.userId, actor.userId), eq(answerSheets.mode, 'quiz'))!;
    const lines = await summaries(tx, await sheetRows(tx, where, 1000, 0));
    const done = lines.filter((l) => l.percent !== null);
    const percents = done.map((l) => l.percent!);
    const summary = {
      taken: lines.length,
      completed: done.length,
      average_percent: percents.length ? Math.round(percents.reduce((a, b) => a + b, 0) / percents.length) : null,
      best_percent: percents.length ? Math.max(...percents) : null,
    };
    const items = lines.slice((page - 1) * perPage, page * perPage).map((l) => ({
      id: l.id, quiz_set_id: l.quiz_set_id, title: l.title, status: l.status, expired: l.expired, score: l.score, max: l.max, percent: l.percent, started_at: l.started_at, submitted_at: l.submitted_at, no_of_questions: l.no_of_questions,
    }));
    return { ...list(items, page, perPage, lines.length), summary };
  });
}

/** The evaluation of a quiz sitting: each item with the answer, the key and the score, as the policy shows them. */
async function quizEvaluation(tx: Tx, actor: Actor, sheet: SheetRow) {
  const test = await testOf(tx, sheet);
  const items = await sheetItems(tx, sheet);
  const attempts = new Map(((await attemptsOf(tx, [sheet.id])).get(sheet.id) ?? []).map((a) => [a.questionId, a]));
  const shown = await shownPerItem(tx, actor, sheet, items);
  const keys = await keysOf(tx, items.filter((i) => shown(i).key).map((i) => i.questionId));
  const lines = items.map((it) => {
    const a = attempts.get(it.questionId);
    const show = shown(it);
    const view = shownAttempt(a, show);
    return {
      question_id: it.questionId,
      title: it.title,
      slug: it.slug,
      section: it.section,
      content: show.authorView ? it.content : studentContent(it.def, it.content),
      response: it.response,
      key: keys.get(it.questionId) ?? null,
      ...view,
      score: view.score ?? 0,
      max: view.max ?? 0,
      correct: a && view.score !== null ? a.score >= a.max && a.max > 0 : false,
    };
  });
  const score = lines.reduce((n, l) => n + l.score, 0);
  const max = lines.reduce((n, l) => n + l.max, 0);
  return {
    id: sheet.id,
    quiz_test_id: sheet.id,
    quiz_set_id: test.id,
    title: test.title,
    score,
    max,
    percent: max > 0 ? Math.round((100 * score) / max) : 0,
    correct: lines.filter((l) => l.correct).length,
    total: lines.length,
    started_at: sheet.startedAt.toISOString(),
    submitted_at: iso(sheet.submittedAt),
    items: lines,
  };
}

/**
 * POST quiz-test/evaluation/{quizSetId}: the last answers saved (each checked first: one bad answer changes
 * nothing), the sitting handed in, the evaluation. Answers given after the time is over are not taken.
 */
export async function evaluateQuiz({ ctx, input }: Verb<{ quizSetId: string; body: QuizEvaluationInput }>) {
  const actor = requirePermission(ctx, 'QUIZ_TEST_EVALUATION');
  requireActivePackage(ctx);
  const quizSetId = idOr404(input.quizSetId, 'Quiz set not found');
  const { body } = input;
  return withTenantTx(ctx, async (tx) => {
    let sheet = await findSheet(tx, ctx, actor, body.quiz_test_id, { lock: 'update' });
    if (sheet.mode !== 'quiz' || sheet.testId !== quizSetId) throw new NotFoundError(NOT_FOUND);
    const now = Date.now();
    if (sheet.status === 'in_progress' && !isOver(sheet, now)) {
      // the final word: above any revision a client's autosave used
      for (const a of body.answers ?? []) await storeAnswer(tx, ctx, actor, sheet, a.question_id, a.response, FINAL_REVISION, now);
    }
    if (sheet.status === 'in_progress') sheet = await finalize(tx, ctx, sheet, 'user');
    return quizEvaluation(tx, actor, sheet);
  });
}

const FINAL_REVISION = 2_000_000_000;

/** GET quiz-test/evaluation/{id} */
export async function showQuizEvaluation({ ctx, input }: Verb<{ id: string }>) {
  const actor = requireAnyPermission(ctx, 'QUIZ_TEST_SHOW', 'EVALUATION_SHOW');
  const id = idOr404(input.id, NOT_FOUND);
  return withTenantTx(ctx, async (tx) => {
    const sheet = await finishIfOver(tx, ctx, actor, await findSheet(tx, ctx, actor, id, { readerKey: 'EVALUATION_SHOW' }));
    if (sheet.mode !== 'quiz') throw new NotFoundError(NOT_FOUND);
    if (sheet.status !== 'submitted') throw new NotFoundError('This quiz has not been evaluated yet.');
    return quizEvaluation(tx, actor, sheet);
  });
}

