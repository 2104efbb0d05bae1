/** What the toolkit's calls answer (checked by the API suite; the client imports the types). */
import { z } from 'zod';

const Int = z.number().int();
const Meta = z.object({ current_page: Int, per_page: Int, total: Int, last_page: Int });
const Status = z.enum(['active', 'inactive']);
const Person = z.object({ id: Int, full_name: z.string() });
export const TypeRef = z.object({ id: Int, slug: z.string(), name: z.string(), section: z.string() });
const QuestionRef = z.object({ id: Int, title: z.string() });
const listOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), meta: Meta });

export const Aid = z.object({
  id: Int,
  kind: z.enum(['explanation', 'sample-answer']),
  organization_id: Int.nullable().meta({ description: "null: the master's, shown on every centre" }),
  question: QuestionRef.nullable().meta({ description: 'null: a general text of the question type' }),
  question_type: TypeRef,
  title: z.string(),
  body: z.string().meta({ description: 'plain text: paragraphs separated by a blank line, list items one per line' }),
  audio: z.string().nullable(),
  status: Status,
  is_default: z.boolean(),
  editable: z.boolean().meta({ description: "whether the caller may change it (a centre reads the master's but cannot change them)" }),
  created_by: Person.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Aid = z.infer<typeof Aid>;
export const AidList = listOf(Aid);

export const AidQuestion = z.object({
  id: Int,
  title: z.string(),
  organization_id: Int.nullable(),
  question_type: TypeRef,
  count: Int.meta({ description: 'explanations (or sample answers) the caller can see for the question' }),
  default_id: Int.nullable().meta({ description: "the caller's default for the question, if any" }),
});
export const AidQuestionList = listOf(AidQuestion);

export const StudyGuide = z.object({
  id: Int,
  organization_id: Int.nullable(),
  question_type: TypeRef.nullable(),
  section: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  embeds: z.array(z.string()).meta({ description: 'the lines of the body that are an address matching an active iframe marker: shown in a sandboxed frame' }),
  status: Status,
  editable: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StudyGuide = z.infer<typeof StudyGuide>;
export const StudyGuideList = listOf(StudyGuide);
/** GET study-guides/question-type/{slug}: the active guides a student reads beside a type's practice list. */
export const TypeStudyGuides = z.array(StudyGuide);

export const Prompt = z.object({
  id: Int,
  organization_id: Int.nullable(),
  question_type: TypeRef.nullable(),
  title: z.string(),
  text: z.string(),
  status: Status,
  editable: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Prompt = z.infer<typeof Prompt>;
export const PromptList = listOf(Prompt);
/** GET prompts/question-type/{slug}: the active prompts of a type (the centre's and the master's) a student reads beside practice. */
export const TypePrompts = z.array(Prompt);

export const TimeSet = z.object({ id: Int, name: z.string(), question_type: TypeRef.nullable(), preparation_sec: Int, answer_sec: Int, status: Status, created_at: z.string(), updated_at: z.string() });
export type TimeSet = z.infer<typeof TimeSet>;
export const TimeSetList = listOf(TimeSet);

export const IframeMarker = z.object({ id: Int, name: z.string(), url: z.string(), status: Status, created_at: z.string(), updated_at: z.string() });
export type IframeMarker = z.infer<typeof IframeMarker>;
export const IframeMarkerList = listOf(IframeMarker);
export const IframeHosts = z.object({ hosts: z.array(z.string()) });

export const Communication = z.object({
  kind: z.enum(['intro', 'end']),
  title: z.string(),
  body: z.string().meta({ description: 'plain text (paragraphs); empty when none is set' }),
  status: Status,
  updated_at: z.string().nullable(),
});
export type Communication = z.infer<typeof Communication>;
export const Communications = z.object({ intro: Communication, end: Communication });
export type Communications = z.infer<typeof Communications>;

/** What a student's review carries beside the answer, as the delivery policy allows (else null). */
export const ReviewAid = z.object({ id: Int, title: z.string(), body: z.string(), audio: z.string().nullable(), embeds: z.array(z.string()) });
export type ReviewAid = z.infer<typeof ReviewAid>;
