// Reading sittings back: the score report, the sheet with its answers (keys as the delivery policy allows), the lists.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Verb } from '../../kernel/verb.ts';
import type { Tx } from '../../kernel/db.ts';
import { list } from '../../kernel/envelope.ts';
import { idOr404 } from '../../kernel/ids.ts';
import { can, requireAnyPermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { answerSheets, tests, users } from '../../db/schema.ts';
import { KINDS, publicId } from '../test-creation/service.ts';
import { scoreReport } from './score-report.ts';
import type { SheetsQueryInput } from './schemas.ts';
import { finishIfOver } from './hand-in.ts';
import { resultCard } from './result-card.ts';
import { reviewAidsOf } from '../toolkit/review.ts';
import type { SheetRow, TestRow} from './sheets.ts';
import { NOT_FOUND, iso, isOver, sheetItems, findSheet, testOf, testRef, studentContent, keysOf, attemptsOf, sheetScope, shownPerItem, shownAttempt } from './sheets.ts';

/** GET result-cards/{id}: the owner, or a trainer of the tenant. */
export async function showResultCard({ ctx, input }: Verb<{ id: string }>) {
  const actor = requireAnyPermission(ctx, 'ANSWER_SHEET_SHOW', 'EVALUATION_SHOW', 'QUIZ_TEST_SHOW');
  const id = idOr404(input.id, NOT_FOUND);
  return withTenantTx(ctx, async (tx) => {
    const sheet = await finishIfOver(tx, ctx, actor, await findSheet(tx, ctx, actor, id, { readerKey: 'EVALUATION_SHOW' }));
    return resultCard(tx, sheet);
  });
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
    // the default explanation and sample answer of each item, as the same policy allows, once handed in (toolkit/review.ts)
    const byId = new Map(items.map((i) => [i.questionId, i]));
    const aids = submitted ? await reviewAidsOf(tx, ctx, items.map((i) => ({ id: i.questionId, questionTypeId: i.questionTypeId })), (q) => shown(byId.get(q.id)!)) : null;
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
        return { ...base, ...shownAttempt(a, show), key: keys.get(it.questionId) ?? null, ...(aids?.get(it.questionId) ?? { explanation: null, sample_answer: null }) };
      }),
    };
  });
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

export type SheetListRow = { s: SheetRow; t: TestRow; u: { id: number; first_name: string; last_name: string } };

/** A page of sheets with their test and student, newest first. */
export function sheetRows(tx: Tx, where: SQL | undefined, limit: number, offset: number): Promise<SheetListRow[]> {
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
export async function summaries(tx: Tx, rows: readonly SheetListRow[]) {
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
