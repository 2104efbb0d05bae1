// The score report of a handed-in sheet: overall and the four skills on 10-90 (estimated), computed on read.
import { type AnyQuestionType } from '@question-types/registry.ts';
import type { Tx } from '../../kernel/db.ts';
import { scoreReport } from './score-report.ts';
import type { SheetRow, AttemptOfSheet} from './sheets.ts';
import { iso, sheetItems, testOf, testRef, attemptsOf } from './sheets.ts';

export function reportOf(items: ReadonlyArray<{ def: AnyQuestionType; attempt?: AttemptOfSheet }>) {
  return scoreReport(items.filter((i) => i.attempt).map((i) => ({ traitDefs: i.def.traits, traits: i.attempt!.result.traits })));
}

/** The score report of a handed-in sheet (computed on read: a trainer's evaluation shows at once). */
export async function resultCard(tx: Tx, sheet: SheetRow) {
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
