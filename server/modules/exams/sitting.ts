// Starting or resuming a sitting (docs/product-spec.md §7 "Exams and results"): items fixed at the start, the server's deadline,
// and the session payload the exam session machine runs on, without a key.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { questionType } from '@question-types/registry.ts';
import type { Actor, RequestContext } from '../../kernel/context.ts';
import type { Verb } from '../../kernel/verb.ts';
import type { Tx } from '../../kernel/db.ts';
import { NotFoundError } from '../../kernel/errors.ts';
import { idOr404 } from '../../kernel/ids.ts';
import { requireAnyPermission, requirePermission } from '../../kernel/permissions.ts';
import { requireActivePackage, requireEntitlement } from '../../kernel/package-access.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { answerSheetItems, answerSheets, questions, questionTypes, type SheetMode } from '../../db/schema.ts';
import { findTest, KINDS, publicId, sittable, type ExamKind } from '../test-creation/service.ts';
import { itemTimerSec, partTimers, sittingSeconds } from './timing.ts';
import type { EnrollInput } from './schemas.ts';
import { finishIfOver } from './hand-in.ts';
import type { SheetRow, TestRow, PartState, SheetItem} from './sheets.ts';
import { NOT_FOUND, iso, modeOf, shuffled, sheetItems, findSheet, testOf, testRef, studentContent, partsOnReaching } from './sheets.ts';

/** The session payload: everything the exam session machine needs to start or resume, without a key. */
export function sessionView(sheet: SheetRow, test: TestRow, items: readonly SheetItem[], now: number, resumed: boolean) {
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

/**
 * Opens a sitting of a test the student may sit, or the one still in progress (a reload, a second device).
 * Items are fixed at the start (a later edit of the test does not change a sitting); a quiz's order is shuffled once.
 */
export async function openSheet(tx: Tx, ctx: RequestContext, actor: Actor, kind: ExamKind, testId: number): Promise<{ sheet: SheetRow; test: TestRow; resumed: boolean }> {
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

/** POST exam-enrolls */
export async function enroll({ ctx, input }: Verb<EnrollInput>) {
  const actor = requirePermission(ctx, 'ANSWER_SHEET_STORE');
  const kind = KINDS[input.exam_type ?? 'practice-tests'];
  requirePermission(ctx, kind.studentKey);
  requireActivePackage(ctx);
  await requireEntitlement(ctx, kind.type === 'mock-tests' ? 'mock_test' : 'practice_test', { testId: input.test_id });
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
