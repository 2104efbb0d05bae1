/** What the extras calls answer (checked against every answer by the API suite). */
import { z } from 'zod';

const Int = z.number().int();

const Rule = z.object({ key: z.string(), label: z.string(), max: Int, rubric: z.array(z.string()) });

/** A writing type's settings, read from its definition in the question-type registry (never copied numbers). */
export const WrittenDiscourseSettings = z.object({
  question_type: z.object({ id: Int, slug: z.string(), name: z.string(), section: z.string() }),
  ruleset: z.string(),
  version: Int,
  /** the full-form word range (null where the type sets no limit) */
  min_words: Int.nullable(),
  max_words: Int.nullable(),
  one_sentence: z.boolean(),
  /** the response window in seconds */
  time_seconds: Int.nullable(),
  /** the form trait the type scores (word bands and form gates in its rubric), null if it has none */
  form: Rule.nullable(),
  /** the spelling trait, null where the type does not score spelling by rule */
  spelling: Rule.nullable(),
  traits: z.array(Rule.extend({ human: z.boolean() })),
});

export const DemoRequest = z.object({
  id: Int,
  organization_id: Int.nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  preferred_time: z.string(),
  message: z.string(),
  user_id: Int.nullable(),
  created_at: z.string(),
});
export const DemoReceipt = z.object({ id: Int, created_at: z.string() });
export const DemoRequestList = z.object({ items: z.array(DemoRequest), meta: z.object({ current_page: Int, per_page: Int, total: Int, last_page: Int }) });

export type WrittenDiscourseSettings = z.output<typeof WrittenDiscourseSettings>;
export type DemoRequest = z.output<typeof DemoRequest>;
