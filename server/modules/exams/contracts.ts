// What the exam calls answer (`data` of the envelope): declared once, so the OpenAPI document describes it, the API
// suite checks every answer against it (CHECK_RESPONSES), and the client takes its types from here (type-only
// imports: scripts/boundaries.test.ts lets client code import types, and nothing else, from a module's contracts).
import { z } from 'zod';
import { TypeTiming } from '../question-types/contracts.ts';
import { ReviewAidsData } from '../delivery/contracts.ts';

const Iso = z.string().meta({ description: 'ISO 8601 date-time' });
const IsoOrNull = Iso.nullable();
const Meta = z.object({ current_page: z.number().int(), per_page: z.number().int(), total: z.number().int(), last_page: z.number().int() });
const Mode = z.enum(['practice-test', 'mock', 'quiz']);
const SheetStatus = z.enum(['in_progress', 'submitted']);
const Skills = z.object({ speaking: z.number().nullable(), writing: z.number().nullable(), reading: z.number().nullable(), listening: z.number().nullable() });
const Trait = z.object({ key: z.string(), score: z.number(), max: z.number(), pending: z.boolean().optional() });
const Part = z.object({ id: z.string(), correct: z.boolean(), given: z.string().nullable().optional(), expected: z.string().nullable().optional() });

/** An item's timing as the player needs it: the type's numbers and the item's own timer (null: timed by its part). */
export const ItemTiming = z.looseObject({ ...TypeTiming.shape, itemSec: z.number().nullable() });

export const TestRef = z.object({
  id: z.number().int(),
  t_id: z.string(),
  title: z.string(),
  category: z.string().nullable(),
  exam_type: z.string(),
  duration_minutes: z.number().int().nullable(),
});

/** The session of a sitting (POST exam-enrolls, GET exam-enrolls/questions/{id}, GET quiz-test/{id}): no key. */
export const SessionData = z.object({
  id: z.number().int(),
  answer_sheet_id: z.number().int(),
  mode: Mode,
  status: SheetStatus,
  resumed: z.boolean(),
  test: TestRef.nullable(),
  quiz_set: TestRef.extend({ q_s_id: z.string() }).nullable(),
  server_now: Iso,
  started_at: Iso,
  deadline: IsoOrNull,
  current_index: z.number().int(),
  item_deadline: IsoOrNull,
  revision: z.number().int(),
  items: z.array(
    z.object({
      id: z.string(),
      question_id: z.number().int(),
      position: z.number().int(),
      slug: z.string(),
      section: z.string(),
      part: z.number().int(),
      title: z.string(),
      timing: ItemTiming,
      content: z.unknown().meta({ description: "the item's content through its type's content schema; never a key" }),
    }),
  ),
  answers: z.record(z.string(), z.unknown()).meta({ description: 'saved responses by question id' }),
  parts: z.array(z.object({ part: z.number().int(), durationSec: z.number(), deadline: IsoOrNull })),
});

/** PUT answer-sheets/{id} */
export const SaveData = z.object({
  answer_sheet_id: z.number().int(),
  question_id: z.number().int().nullable(),
  revision: z.number().int().nullable(),
  saved_at: Iso,
  current_index: z.number().int(),
  stale: z.boolean().meta({ description: 'true: the revision was not above the stored one, nothing changed' }),
});

/** POST answer-sheets, GET result-cards/{id}: the score report. */
export const ResultCardData = z.object({
  id: z.number().int(),
  answer_sheet_id: z.number().int(),
  title: z.string(),
  mode: Mode,
  category: z.string().nullable(),
  test: TestRef,
  status: SheetStatus,
  started_at: Iso,
  submitted_at: IsoOrNull,
  estimated: z.boolean(),
  overall: z.number().nullable(),
  skills: Skills,
  points: z.object({ earned: z.number(), possible: z.number() }),
  evaluation_status: z.enum(['awaiting', 'complete']),
  pending_items: z.number().int(),
  items: z.array(
    z.object({
      position: z.number().int(),
      question_id: z.number().int(),
      attempt_id: z.number().int().nullable(),
      title: z.string(),
      slug: z.string(),
      section: z.string(),
      answered: z.boolean(),
      score: z.number().nullable(),
      max: z.number().nullable(),
      status: z.string().nullable(),
    }),
  ),
});

/** What the delivery policy shows of an item's attempt (server/modules/delivery/README.md). */
const ShownAttempt = {
  attempt_id: z.number().int().nullable(),
  score: z.number().nullable(),
  max: z.number().nullable(),
  status: z.string().nullable(),
  traits: z.array(Trait),
  parts: z.array(Part),
  measures: z.record(z.string(), z.unknown()),
  needsHuman: z.boolean(),
  withheld: z.boolean().meta({ description: 'true: the item sits in another open sitting of the student; score and review wait for it' }),
};

/** GET answer-sheets/{id}: the answers; after submission each item's key and score as the delivery policy allows. */
export const SheetData = z.object({
  id: z.number().int(),
  mode: Mode,
  status: SheetStatus,
  test: TestRef,
  student: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }).nullable(),
  started_at: Iso,
  deadline: IsoOrNull,
  submitted_at: IsoOrNull,
  items: z.array(
    z
      .object({
        id: z.string(),
        question_id: z.number().int(),
        position: z.number().int(),
        title: z.string(),
        slug: z.string(),
        section: z.string(),
        content: z.unknown(),
        response: z.unknown(),
        key: z.unknown().optional().meta({ description: 'once submitted, as the delivery policy allows (null while withheld)' }),
      })
      // once submitted: the default explanation and sample answer (server/modules/toolkit/review.ts), null while withheld
      .extend(z.object(ReviewAidsData).partial().shape)
      // once submitted
      .extend(z.object(ShownAttempt).partial().shape),
  ),
});

/** One line of GET answer-sheets / GET exam-enrolls. */
export const SheetLine = z.object({
  id: z.number().int(),
  mode: Mode,
  title: z.string(),
  t_id: z.string(),
  category: z.string().nullable(),
  test_id: z.number().int().nullable(),
  quiz_set_id: z.number().int().nullable(),
  status: SheetStatus,
  expired: z.boolean(),
  evaluation_status: z.enum(['awaiting', 'complete']).nullable(),
  started_at: Iso,
  deadline: IsoOrNull,
  submitted_at: IsoOrNull,
  current_index: z.number().int(),
  no_of_questions: z.number().int(),
  overall: z.number().nullable(),
  skills: Skills,
  score: z.number().nullable(),
  max: z.number().nullable(),
  percent: z.number().nullable(),
  student: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }),
});
export const SheetList = z.object({ items: z.array(SheetLine), meta: Meta });

/** GET exam-enrolls/list */
export const OpenSheetList = z.array(
  z.object({
    id: z.number().int(),
    mode: Mode,
    title: z.string(),
    test_id: z.number().int().nullable(),
    quiz_set_id: z.number().int().nullable(),
    deadline: IsoOrNull,
    current_index: z.number().int(),
    no_of_questions: z.number().int(),
  }),
);

/** POST quiz-test/start */
export const QuizStartData = z.object({
  quiz_test: z.object({
    id: z.number().int(),
    quiz_set_id: z.number().int(),
    title: z.string(),
    status: SheetStatus,
    started_at: Iso,
    deadline: IsoOrNull,
    no_of_questions: z.number().int(),
  }),
  resumed: z.boolean(),
});

/** GET quiz-test */
export const QuizTestList = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      quiz_set_id: z.number().int().nullable(),
      title: z.string(),
      status: SheetStatus,
      expired: z.boolean(),
      score: z.number().nullable(),
      max: z.number().nullable(),
      percent: z.number().nullable(),
      started_at: Iso,
      submitted_at: IsoOrNull,
      no_of_questions: z.number().int(),
    }),
  ),
  meta: Meta,
  summary: z.object({ taken: z.number().int(), completed: z.number().int(), average_percent: z.number().nullable(), best_percent: z.number().nullable() }),
});

/** GET and POST quiz-test/evaluation: each item with the answer, and its key and score as the policy allows. */
export const QuizEvaluationData = z.object({
  id: z.number().int(),
  quiz_test_id: z.number().int(),
  quiz_set_id: z.number().int(),
  title: z.string(),
  score: z.number(),
  max: z.number(),
  percent: z.number(),
  correct: z.number().int(),
  total: z.number().int(),
  started_at: Iso,
  submitted_at: IsoOrNull,
  items: z.array(
    z.object({
      question_id: z.number().int(),
      title: z.string(),
      slug: z.string(),
      section: z.string(),
      content: z.unknown(),
      response: z.unknown(),
      key: z.unknown(),
      ...ShownAttempt,
      score: z.number(),
      max: z.number(),
      correct: z.boolean(),
    }),
  ),
});

export type SessionData = z.output<typeof SessionData>;
export type SaveData = z.output<typeof SaveData>;
export type ResultCardData = z.output<typeof ResultCardData>;
export type SheetData = z.output<typeof SheetData>;
export type SheetLine = z.output<typeof SheetLine>;
export type OpenSheet = z.output<typeof OpenSheetList>[number];
export type QuizStartData = z.output<typeof QuizStartData>;
export type QuizTestList = z.output<typeof QuizTestList>;
export type QuizEvaluationData = z.output<typeof QuizEvaluationData>;
