// Demo tests for alpha (issue 5): a reading practice test, a listening and reading practice test, a full mock in
// the official order, quiz items and a published quiz set. Built from alpha's seeded bank, on the owner connection.
import { questionType } from '@question-types/registry.ts';
import type { RawTx } from '../kernel/db.ts';
import { officialOrder } from '../modules/exams/timing.ts';

interface BankRow {
  id: number;
  slug: string;
  section: string;
  title: string;
}

const PTE_STYLE_QUIZ_TYPE = 4;

async function insertTest(tx: RawTx, t: { orgId: number; userId: number; examType: string; title: string; description: string; category: string; minutes: number | null; ids: number[]; step: string; steps: string[]; published?: boolean; quizTypeId?: number }) {
  await tx.query(
    `insert into tests (organization_id, exam_type, title, description, category, duration_minutes, create_type, question_ids, quiz_type_id, template_type,
       published_at, status, approval, step, visited, completed, created_by)
     values ($1, $2, $3, $4, $5, $6, 'manual', $7::int[], $8, $9, $10, 'active', 'approved', $11, $12::text[], true, $13)`,
    [t.orgId, t.examType, t.title, t.description, t.category, t.minutes, t.ids, t.quizTypeId ?? null, t.quizTypeId ? 'practice' : null, t.published ? new Date() : null, t.step, t.steps, t.userId],
  );
}

const TEST_STEPS = ['test-information', 'time-set', 'create-type', 'number-of-question', 'choose-question', 'review', 'test-preview'];
const QUIZ_STEPS = ['quiz-information', 'time-set', 'create-type', 'number-of-question', 'choose-question', 'review', 'quiz-set-preview'];

/** Seeds alpha's demo tests once: when alpha's teacher exists and no test has ever been written. */
export async function seedDemoTests(tx: RawTx): Promise<number> {
  const [state] = await tx.query<{ org: number | null; teacher: number | null; any: number }>(
    `select (select id from organizations where subdomain = 'alpha') as org,
            (select id from users where email = 'teacher@alpha.test') as teacher,
            (select count(*)::int from tests) as any`,
  );
  if (!state?.org || !state.teacher || state.any > 0) return 0;
  const orgId = state.org;
  const userId = state.teacher;
  const bank = await tx.query<BankRow>(
    `select q.id, t.slug, t.section, q.title from questions q join question_types t on t.id = q.question_type_id
     where q.organization_id = $1 and q.deleted_at is null and q.quiz_type_id is null and q.status = 'active' and q.approval = 'approved'
     order by q.id`,
    [orgId],
  );
  if (!bank.length) return 0;
  const ofSection = (s: string) => bank.filter((b) => b.section === s);
  const firstOfEachType = (rows: readonly BankRow[]) => {
    const seen = new Set<string>();
    return rows.filter((r) => !seen.has(r.slug) && Boolean(seen.add(r.slug)));
  };

  // the reading test: two rounds over the reading types (6+ items)
  const reading = ofSection('reading');
  const round1 = firstOfEachType(reading);
  const readingIds = [...round1, ...firstOfEachType(reading.filter((r) => !round1.includes(r)))].slice(0, 8).map((r) => r.id);
  await insertTest(tx, { orgId, userId, examType: 'practice-tests', title: 'Reading practice test 1', description: 'Eight reading items under one timer.', category: 'reading', minutes: 20, ids: readingIds, step: 'test-preview', steps: TEST_STEPS });

  const objective = [...firstOfEachType(ofSection('listening')).filter((r) => r.slug !== 'summarize-spoken-text'), ...firstOfEachType(reading)];
  await insertTest(tx, { orgId, userId, examType: 'practice-tests', title: 'Listening and reading practice', description: 'One item of each listening and reading type.', category: 'combo', minutes: 30, ids: objective.map((r) => r.id), step: 'test-preview', steps: TEST_STEPS });

  // the full mock: one item of every type, in the official order
  const everyType = firstOfEachType(bank).map((r) => ({ id: r.id, def: questionType(r.slug)! })).filter((r) => r.def);
  await insertTest(tx, { orgId, userId, examType: 'mock-tests', title: 'Full mock test 1', description: 'One item of every PTE question type, in the order and timing of the real test.', category: 'full', minutes: null, ids: officialOrder(everyType).map((r) => r.id), step: 'test-preview', steps: TEST_STEPS });

  // quiz items: copies of single-answer reading and listening items, with a quiz type
  const quizSource = bank.filter((b) => ['reading-multiple-choice-single', 'listening-multiple-choice-single', 'select-missing-word', 'highlight-correct-summary', 'reading-fill-in-the-blanks'].includes(b.slug)).slice(0, 6);
  const quizIds: number[] = [];
  for (const q of quizSource) {
    const [row] = await tx.query<{ id: number }>(
      `insert into questions (organization_id, question_type_id, type_version, title, content, status, approval, frequency, source, has_sample, has_explanation, verified_by, quiz_type_id, created_by)
       select organization_id, question_type_id, type_version, 'Quiz: ' || title, content, 'active', 'approved', frequency, source, false, false, verified_by, $2, created_by
       from questions where id = $1 returning id`,
      [q.id, PTE_STYLE_QUIZ_TYPE],
    );
    await tx.query(`insert into question_keys (question_id, organization_id, key) select $1, organization_id, key from question_keys where question_id = $2`, [row!.id, q.id]);
    quizIds.push(row!.id);
  }
  if (quizIds.length) {
    await insertTest(tx, { orgId, userId, examType: 'quiz-sets', title: 'PTE-style warm-up quiz', description: 'Short single-answer items in random order.', category: 'quiz', minutes: null, ids: quizIds, step: 'quiz-set-preview', steps: QUIZ_STEPS, published: true, quizTypeId: PTE_STYLE_QUIZ_TYPE });
  }
  return 3 + (quizIds.length ? 1 : 0);
}
