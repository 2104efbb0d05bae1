// Saving answers while a sitting runs: idempotent by revision, share-locked against a hand-in, refused after the deadline.
import { and, eq, sql } from 'drizzle-orm';
import { questionType } from '@question-types/registry.ts';
import type { Actor, RequestContext } from '../../kernel/context.ts';
import type { Verb } from '../../kernel/verb.ts';
import type { Tx } from '../../kernel/db.ts';
import { zodErrors, zodMessages } from '../../kernel/envelope.ts';
import { GoneError, NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { idOr404 } from '../../kernel/ids.ts';
import { requireAnyPermission } from '../../kernel/permissions.ts';
import { requireActivePackage } from '../../kernel/package-access.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { answerSheetItems, answerSheets, questions, questionTypes } from '../../db/schema.ts';
import { boundRecordingFile } from '../recordings/service.ts';
import type { SaveInput } from './schemas.ts';
import type { SheetRow, PartState} from './sheets.ts';
import { NOT_FOUND, TIME_OVER, isOver, findSheet, partsOnReaching, typeOfQuestion, sheetScope } from './sheets.ts';

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

export interface ItemOfSheet {
  revision: number;
  slug: string;
}

export async function itemOf(tx: Tx, sheetId: number, questionId: number): Promise<ItemOfSheet | null> {
  const [row] = await tx
    .select({ revision: answerSheetItems.revision, slug: questionTypes.slug })
    .from(answerSheetItems)
    .innerJoin(questions, eq(questions.id, answerSheetItems.questionId))
    .innerJoin(questionTypes, eq(questionTypes.id, questions.questionTypeId))
    .where(and(eq(answerSheetItems.answerSheetId, sheetId), eq(answerSheetItems.questionId, questionId)));
  return row ?? null;
}

/** findSheet with the item a save names (null when it is not an item of the sheet), locking the sheet row only. */
export async function lockSheetWithItem(tx: Tx, ctx: RequestContext, actor: Actor, id: number, questionId: number | undefined, lock: 'update' | 'share'): Promise<{ sheet: SheetRow; item: ItemOfSheet | null }> {
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
export async function storeAnswer(tx: Tx, ctx: RequestContext, actor: Actor, sheet: SheetRow, questionId: number, response: unknown, revision: number, now: number, known?: ItemOfSheet | null): Promise<{ revision: number; stale: boolean }> {
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
