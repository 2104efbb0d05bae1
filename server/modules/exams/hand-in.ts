// Handing a sheet in: every item scored by its type (a skipped one as its empty response), kept as an attempt of
// the sheet; by the student, the deadline sweeper, or the next read of a sitting past its deadline.
import { and, eq } from 'drizzle-orm';
import type { Actor, RequestContext } from '../../kernel/context.ts';
import type { Verb } from '../../kernel/verb.ts';
import type { Tx } from '../../kernel/db.ts';
import { requireAnyPermission } from '../../kernel/permissions.ts';
import { requireActivePackage } from '../../kernel/package-access.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { answerSheetItems, answerSheets, questionAttempts } from '../../db/schema.ts';
import { attemptStatus, scoreWithEvidence, type StoredEvidence } from '../assessment/pipeline.ts';
import { runAssessors } from '../assessment/registry.ts';
import { recordingFileOf } from '../recordings/service.ts';
import type { SubmitInput } from './schemas.ts';
import { resultCard } from './result-card.ts';
import type { SheetRow} from './sheets.ts';
import { isOver, sheetItems, findSheet, keysOf } from './sheets.ts';

/** A sitting left open past its deadline is handed in with what was saved (when its owner or a trainer next looks). */
export async function finishIfOver(tx: Tx, ctx: RequestContext, actor: Actor, sheet: SheetRow): Promise<SheetRow> {
  if (sheet.status !== 'in_progress' || !isOver(sheet, Date.now())) return sheet;
  return finalize(tx, ctx, sheet, 'deadline');
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

export type Assessed = Map<number, { revision: number; assessment: Awaited<ReturnType<typeof runAssessors>> }>;

/**
 * The assessors' measures (spelling, a recording's speaking time) of the answered items, taken before the sheet is
 * locked: decoding recordings takes seconds, and the lock would hold back saves meanwhile. Keyed by the revision
 * measured, so an answer changed since is measured again under the lock.
 */
export async function assessAhead(ctx: RequestContext, actor: Actor, sheetId: number): Promise<Assessed> {
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
