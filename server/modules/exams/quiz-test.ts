// Quiz tests: a published quiz set sat in the exam player, its own shuffled order, handed in with its last answers.
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../kernel/context.ts';
import type { Verb } from '../../kernel/verb.ts';
import type { Tx } from '../../kernel/db.ts';
import { list } from '../../kernel/envelope.ts';
import { NotFoundError } from '../../kernel/errors.ts';
import { idOr404 } from '../../kernel/ids.ts';
import { requireAnyPermission, requirePermission } from '../../kernel/permissions.ts';
import { requireActivePackage, requireEntitlement } from '../../kernel/package-access.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { answerSheets } from '../../db/schema.ts';
import { KINDS } from '../test-creation/service.ts';
import type { QuizEvaluationInput } from './schemas.ts';
import { finishIfOver, finalize } from './hand-in.ts';
import { sheetRows, summaries } from './results.ts';
import { storeAnswer } from './saving.ts';
import type { SheetRow} from './sheets.ts';
import { NOT_FOUND, iso, isOver, sheetItems, findSheet, testOf, studentContent, keysOf, attemptsOf, sheetScope, shownPerItem, shownAttempt } from './sheets.ts';
import { openSheet } from './sitting.ts';

/** POST quiz-test/start */
export async function startQuiz({ ctx, input }: Verb<{ quiz_set_id: number }>) {
  const actor = requirePermission(ctx, 'QUIZ_TEST_STORE');
  requireActivePackage(ctx);
  await requireEntitlement(ctx, 'quiz', { testId: input.quiz_set_id });
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
export async function quizEvaluation(tx: Tx, actor: Actor, sheet: SheetRow) {
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

export const FINAL_REVISION = 2_000_000_000;

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
