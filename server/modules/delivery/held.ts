// Which items a student has in a sitting still running: the one fact the delivery policy needs from the database.
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import { AppError } from '../../kernel/errors.ts';
import { answerSheetItems, answerSheets, tests } from '../../db/schema.ts';
import type { HoldingSittingData } from './contracts.ts';

/** The open sitting that holds an item, as the client names it to link back to it. */
export type HoldingSitting = z.output<typeof HoldingSittingData>;

/**
 * The caller's open sittings holding any of `questionIds`, by question id. A sitting past its deadline still
 * counts until it is handed in (the sweeper or the next read does that within 30 s): its keys wait for that.
 * Staff holds nothing: the policy already shows them everything.
 */
export async function heldInOpenSittings(tx: Tx, actor: Actor | null, questionIds: readonly number[]): Promise<Map<number, HoldingSitting>> {
  const out = new Map<number, HoldingSitting>();
  if (!actor || actor.role !== 'STUDENT' || questionIds.length === 0) return out;
  const rows = await tx
    .select({ questionId: answerSheetItems.questionId, sheetId: answerSheets.id, mode: answerSheets.mode, testId: tests.id, title: tests.title, examType: tests.examType })
    .from(answerSheetItems)
    .innerJoin(answerSheets, eq(answerSheets.id, answerSheetItems.answerSheetId))
    .innerJoin(tests, eq(tests.id, answerSheets.testId))
    .where(and(inArray(answerSheetItems.questionId, [...new Set(questionIds)]), eq(answerSheets.userId, actor.userId), eq(answerSheets.status, 'in_progress')));
  for (const r of rows) {
    if (!out.has(r.questionId)) out.set(r.questionId, { answer_sheet_id: r.sheetId, test_id: r.testId, test_title: r.title, exam_type: r.examType, mode: r.mode });
  }
  return out;
}

/** 409 `item_in_open_sitting`: answering the item alone would reveal its key; `data` names the sitting to go back to. */
export class ItemInOpenSittingError extends AppError {
  constructor(readonly sitting: HoldingSitting) {
    super(409, `This item is part of “${sitting.test_title}”, which you are sitting now. Answer it there; you can practise it again once you hand that test in.`, undefined, undefined, 'item_in_open_sitting', sitting);
  }
}
