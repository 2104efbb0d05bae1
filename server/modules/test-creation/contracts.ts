// What the test, mock-test and quiz-set calls answer (`data` of the envelope): declared once, so the OpenAPI document
// describes it, the API suite checks every answer against it (CHECK_RESPONSES), and the client takes its types from
// here with type-only imports. Zod only: client code type-imports this file, so it must not pull server code in.
//
// Objects are strict: a field the service starts sending without a word here (a key in a student's list, say)
// fails the API suite instead of slipping out unnoticed.
import { z } from 'zod';

const Iso = z.string().meta({ description: 'ISO 8601 date-time' });
const Int = z.number().int();
const Meta = z.strictObject({ current_page: Int, per_page: Int, total: Int, last_page: Int });

// the stored enums (db/schema.ts; contracts.test.ts keeps them equal)
export const TEST_STATUSES = ['active', 'inactive'] as const;
export const TEST_APPROVALS = ['approved', 'unapproved', 'pending'] as const;
export const CREATE_TYPES = ['manual', 'random'] as const;
export const TEMPLATE_TYPES = ['practice', 'exam'] as const;
export const ITEM_FREQUENCIES = ['HIGH', 'MODERATE', 'LOW'] as const;
export const ITEM_SOURCES = ['EXAM_QUESTION', 'PRACTICE'] as const;
export const SECTIONS = ['speaking', 'writing', 'reading', 'listening'] as const;
/** Where a practice or mock test stands (lifecycle.ts): derived from completed, status and approval. */
export const TEST_STATES = ['draft', 'awaiting-approval', 'published', 'inactive'] as const;
export type TestState = (typeof TEST_STATES)[number];

/** How many of a test's items fall in each section (the four, always present). */
const SectionCounts = z.strictObject({ speaking: Int, writing: Int, reading: Int, listening: Int });

/** What every reader of a test or quiz set gets (students too: nothing about its items but counts). */
const summaryFields = {
  id: Int,
  t_id: z.string().meta({ description: 'public id: PT-000001, MT-..., QS-...' }),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  no_of_questions: Int,
  sections: SectionCounts,
  duration_minutes: Int.nullable(),
  status: z.enum(TEST_STATUSES),
  approval: z.enum(TEST_APPROVALS),
  completed: z.boolean().meta({ description: "the wizard's last step was saved" }),
  is_platform: z.boolean(),
  created_by: Int.nullable(),
  created_at: Iso,
  updated_at: Iso,
};

/** The draft as its authors edit it in the wizard. */
const authorFields = {
  create_type: z.enum(CREATE_TYPES),
  number_of_questions: z.record(z.string(), Int).meta({ description: 'items per question-type slug (random draws)' }),
  question_ids: z.array(Int).meta({ description: 'in the order students meet them (a full mock: the official order)' }),
  step: z.string(),
  visited: z.array(z.string()),
};

/** What a student's list row adds: its own sittings of the test. Authors' rows lack both. */
const studentFields = {
  attempts: Int.optional().meta({ description: 'students only: sheets of it the caller handed in' }),
  in_progress_sheet_id: Int.nullable().optional().meta({ description: "students only: the caller's sitting still open" }),
};

/** A practice or mock test as any reader sees it: GET {examType}/{id} for students, list rows. */
export const TestSummary = z.strictObject({
  ...summaryFields,
  exam_type: z.enum(['practice-tests', 'mock-tests']),
  state: z.enum(TEST_STATES).meta({
    description: 'draft (the wizard is not finished), awaiting-approval (finished, not yet published), published (students see it), inactive (deactivated)',
  }),
});

/** A practice or mock test as its authors see it: POST, PUT, PATCH change-status, GET {examType}/{id}, review. */
export const TestRecord = TestSummary.extend(authorFields);

/** A quiz set as any reader sees it. */
export const QuizSetSummary = z.strictObject({
  ...summaryFields,
  q_s_id: z.string().meta({ description: 'the same public id as t_id' }),
  exam_type: z.literal('quiz-sets'),
  quiz_type_id: Int.nullable(),
  template_type: z.enum(TEMPLATE_TYPES).nullable(),
  published: z.boolean(),
  published_at: Iso.nullable(),
});

/** A quiz set as its authors see it: POST, PUT, publish, change-status, GET quiz-set/{id}, review. */
export const QuizSetRecord = QuizSetSummary.extend(authorFields);

/** GET {examType}/{id}: authors the whole draft, students one they may sit, without its items. */
export const TestShow = z.union([TestRecord, TestSummary]);
/** GET quiz-set/{id} */
export const QuizSetShow = z.union([QuizSetRecord, QuizSetSummary]);

/** GET practice-tests, GET mock-tests: every draft for authors, what they may sit (with their sittings) for students. */
export const TestList = z.strictObject({ items: z.array(TestSummary.extend(studentFields)), meta: Meta });
/** GET quiz-set */
export const QuizSetList = z.strictObject({ items: z.array(QuizSetSummary.extend(studentFields)), meta: Meta });

/** A question type as an item names it. */
export const TypeRef = z.strictObject({
  id: Int,
  slug: z.string(),
  name: z.string(),
  group: z.enum(SECTIONS),
  section: z.string().meta({ description: 'the group in capitals: SPEAKING ...' }),
});

/** An item of a test in the wizard's preview and the review: the author view, with its key. */
export const PreviewItem = z.strictObject({
  id: Int,
  title: z.string(),
  question_type: TypeRef,
  frequency: z.enum(ITEM_FREQUENCIES),
  source: z.enum(ITEM_SOURCES),
  quiz_type_id: Int.nullable(),
  is_platform: z.boolean(),
  content: z.unknown().meta({ description: "the item's content as stored (its type's content schema)" }),
  key: z.unknown().meta({
    description:
      "the item's answer key (null when none is stored). Authors only: these routes require the kind's STORE permission and a staff role (the delivery policy's author view); students never reach them",
  }),
});

/** POST {examType}/questions, POST quiz-set/quizzes: the chosen items in order, or a random draw. */
export const PreviewData = z.strictObject({ items: z.array(PreviewItem) });

/** GET {examType}/review/questions/{id} */
export const TestReview = z.strictObject({ test: TestRecord, items: z.array(PreviewItem) });
/** GET quiz-set/review/quizzes/{id}: the set under both names (`test` as the tests' review, `quiz_set`). */
export const QuizSetReview = z.strictObject({ test: QuizSetRecord, quiz_set: QuizSetRecord, items: z.array(PreviewItem) });

/** GET practice-tests/list: a light list (at most 500) of what the caller may pick (authors) or sit (students). */
export const TestLightList = z.array(
  z.strictObject({ id: Int, t_id: z.string(), title: z.string(), category: z.string(), no_of_questions: Int }),
);

/** GET practice-tests/section-wise-count: practice tests per category, `all` their sum. */
export const CategoryCounts = z
  .object({ all: Int, reading: Int, writing: Int, speaking: Int, listening: Int, combo: Int })
  .catchall(Int)
  .meta({ description: 'every practice category is present; a category stored before the list changed shows too' });

/** GET practice-tests/pte-practice-list: practisable items (active, approved, not quiz items) per section and type. */
export const PteCatalogue = z.array(
  z.strictObject({
    section: z.enum(['SPEAKING', 'WRITING', 'READING', 'LISTENING']),
    types: z.array(z.strictObject({ id: Int, slug: z.string(), name: z.string(), questions_count: Int })),
  }),
);

/** GET quiz-set/list: published quiz sets, for students and visitors; nothing about their items but the count. */
export const PublishedQuizSetList = z.strictObject({
  items: z.array(
    z.strictObject({
      id: Int,
      q_s_id: z.string(),
      title: z.string(),
      description: z.string(),
      quiz_type_id: Int.nullable(),
      template_type: z.enum(TEMPLATE_TYPES).nullable(),
      duration_minutes: Int.nullable(),
      no_of_questions: Int,
      published_at: Iso,
    }),
  ),
  meta: Meta,
});

export type TestSummary = z.output<typeof TestSummary>;
export type TestRecord = z.output<typeof TestRecord>;
export type QuizSetSummary = z.output<typeof QuizSetSummary>;
export type QuizSetRecord = z.output<typeof QuizSetRecord>;
export type TestShow = z.output<typeof TestShow>;
export type QuizSetShow = z.output<typeof QuizSetShow>;
export type TestList = z.output<typeof TestList>;
export type TestListItem = TestList['items'][number];
export type QuizSetList = z.output<typeof QuizSetList>;
export type QuizSetListItem = QuizSetList['items'][number];
export type TypeRef = z.output<typeof TypeRef>;
export type PreviewItem = z.output<typeof PreviewItem>;
export type PreviewData = z.output<typeof PreviewData>;
export type TestReview = z.output<typeof TestReview>;
export type QuizSetReview = z.output<typeof QuizSetReview>;
export type TestLightList = z.output<typeof TestLightList>;
export type CategoryCounts = z.output<typeof CategoryCounts>;
export type PteCatalogue = z.output<typeof PteCatalogue>;
export type PublishedQuizSetList = z.output<typeof PublishedQuizSetList>;
export type PublishedQuizSet = PublishedQuizSetList['items'][number];
