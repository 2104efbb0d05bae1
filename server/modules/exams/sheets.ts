// What every exam verb reads: a sheet with its items, test and attempts, the scope, and what the delivery policy
// shows of each item (server/modules/delivery/README.md). The server owns the time and never sends a key before the policy allows.
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { questionType, type AnyQuestionType } from '@question-types/registry.ts';
import type { Actor, RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import { NotFoundError } from '../../kernel/errors.ts';
import { can } from '../../kernel/permissions.ts';
import { answerSheetItems, answerSheets, questionAttempts, questionKeys, questions, questionTypes, tests, type SheetMode } from '../../db/schema.ts';
import { type StoredResult } from '../assessment/pipeline.ts';
import { KINDS, publicId, type ExamKind } from '../test-creation/service.ts';
import { DEADLINE_GRACE_MS, itemTimerSec } from './timing.ts';
import { heldInOpenSittings } from '../delivery/held.ts';
import { reveal, sheetMode, sheetState, viewerOf, type Reveal } from '../delivery/policy.ts';

export type SheetRow = typeof answerSheets.$inferSelect;

export type TestRow = typeof tests.$inferSelect;

export type PartState = { part: number; durationSec: number; startedAt?: string };

export const NOT_FOUND = 'Answer sheet not found';

export const TIME_OVER = 'The time for this test is over.';

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function modeOf(kind: ExamKind): SheetMode {
  return kind.type === 'mock-tests' ? 'mock' : kind.type === 'quiz-sets' ? 'quiz' : 'practice-test';
}

/** Past the deadline and its grace: nothing more is taken. */
export function isOver(sheet: Pick<SheetRow, 'deadline'>, now: number): boolean {
  return sheet.deadline !== null && now > sheet.deadline.getTime() + DEADLINE_GRACE_MS;
}

/** Durstenfeld shuffle with a seeded generator (mulberry32): the same sheet id gives the same order. */
export function shuffled<T>(values: readonly T[], seed: number): T[] {
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

export interface SheetItem {
  questionId: number;
  questionTypeId: number;
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
export async function sheetItems(tx: Tx, sheet: SheetRow): Promise<SheetItem[]> {
  const rows = await tx
    .select({ i: answerSheetItems, title: questions.title, content: questions.content, typeId: questions.questionTypeId, slug: questionTypes.slug, section: questionTypes.section })
    .from(answerSheetItems)
    .innerJoin(questions, eq(questions.id, answerSheetItems.questionId))
    .innerJoin(questionTypes, eq(questionTypes.id, questions.questionTypeId))
    .where(eq(answerSheetItems.answerSheetId, sheet.id))
    .orderBy(answerSheetItems.position);
  const out: SheetItem[] = [];
  for (const r of rows) {
    const def = questionType(r.slug);
    if (!def) continue;
    out.push({ questionId: r.i.questionId, questionTypeId: r.typeId, position: r.i.position, title: r.title, slug: r.slug, section: r.section, def, content: r.content, response: r.i.response, revision: r.i.revision, attemptId: r.i.attemptId });
  }
  return out;
}

/** A sheet the caller owns on this tenant (404 otherwise, also for a trainer without `readerKey`). */
export async function findSheet(tx: Tx, ctx: RequestContext, actor: Actor, id: number, opts: { lock?: 'update' | 'share'; readerKey?: string } = {}): Promise<SheetRow> {
  const q = tx.select().from(answerSheets).where(and(eq(answerSheets.id, id), sheetScope(ctx)));
  const [sheet] = opts.lock ? await q.for(opts.lock) : await q;
  if (!sheet) throw new NotFoundError(NOT_FOUND);
  if (sheet.userId !== actor.userId && !(opts.readerKey && can(actor, opts.readerKey))) throw new NotFoundError(NOT_FOUND);
  return sheet;
}

export async function testOf(tx: Tx, sheet: SheetRow): Promise<TestRow> {
  const [t] = await tx.select().from(tests).where(eq(tests.id, sheet.testId));
  if (!t) throw new NotFoundError(NOT_FOUND);
  return t;
}

export function testRef(t: TestRow) {
  const kind = KINDS[t.examType];
  return { id: t.id, t_id: publicId(kind, t.id), title: t.title, category: t.category, exam_type: t.examType, duration_minutes: t.durationMinutes };
}

/** What a student sees of an item: the content parsed through the type's content schema (an allow-list). */
export function studentContent(def: AnyQuestionType, content: unknown): unknown {
  const parsed = def.schemas.content.safeParse(content);
  return parsed.success ? parsed.data : null;
}

/**
 * The part timers once the student reaches an item of type `def`: a mock's shared part timer starts when the first
 * of its items opens. Null when nothing changes (an item with its own timer, a part already started, no timers).
 */
export function partsOnReaching(parts: readonly PartState[], def: AnyQuestionType | undefined, now: number): PartState[] | null {
  if (!def || itemTimerSec(def) !== null) return null;
  const p = parts.find((x) => x.part === def.testPart);
  if (!p || p.startedAt) return null;
  return parts.map((x) => (x === p ? { ...x, startedAt: new Date(now).toISOString() } : x));
}

export async function typeOfQuestion(tx: Tx, questionId: number): Promise<AnyQuestionType | undefined> {
  const [row] = await tx.select({ slug: questionTypes.slug }).from(questions).innerJoin(questionTypes, eq(questionTypes.id, questions.questionTypeId)).where(eq(questions.id, questionId));
  return row ? questionType(row.slug) : undefined;
}

/** The keys of items, by question id: for scoring, and for a sheet once it is handed in. */
export async function keysOf(tx: Tx, questionIds: readonly number[]): Promise<Map<number, unknown>> {
  if (!questionIds.length) return new Map();
  const rows = await tx.select({ id: questionKeys.questionId, key: questionKeys.key }).from(questionKeys).where(inArray(questionKeys.questionId, [...questionIds]));
  return new Map(rows.map((k) => [k.id, k.key]));
}

export interface AttemptOfSheet {
  id: number;
  def: AnyQuestionType | undefined;
  questionId: number;
  score: number;
  max: number;
  status: string;
  result: StoredResult;
}

export async function attemptsOf(tx: Tx, sheetIds: readonly number[]): Promise<Map<number, AttemptOfSheet[]>> {
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

export function sheetScope(ctx: RequestContext): SQL {
  return ctx.tenant ? eq(answerSheets.organizationId, ctx.tenant.id) : isNull(answerSheets.organizationId);
}

/**
 * The delivery policy per item of a sheet for this reader: staff sees everything; the student the keys and
 * scores once the sheet is handed in, except of items that sit in another sitting of theirs still open.
 */
export async function shownPerItem(tx: Tx, actor: Actor, sheet: SheetRow, items: readonly SheetItem[]): Promise<(it: SheetItem) => Reveal> {
  const held = await heldInOpenSittings(tx, actor, items.map((i) => i.questionId));
  const base = { viewer: viewerOf(actor), mode: sheetMode(sheet.mode), state: sheetState(sheet) };
  const open = reveal(base);
  const closed = reveal({ ...base, heldInOpenSitting: true });
  return (it) => (held.has(it.questionId) ? closed : open);
}

/** An item's attempt as the policy shows it (a part's `expected` is the key). */
export function shownAttempt(a: AttemptOfSheet | undefined, show: Reveal) {
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
