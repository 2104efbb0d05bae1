import { z } from 'zod';

/** Item limits (docs/pte-rules.md §2 row 18: 3-5 summaries): configuration, checked by the schemas and validateItem. */
export const LIMITS = { questionChars: 500, optionChars: 1200, transcriptChars: 4000, minOptions: 3, maxOptions: 5 } as const;

export const optionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'an option id is 1-40 letters, digits, "-" or "_"');

export const optionSchema = z.object({ id: optionIdSchema, text: z.string().max(LIMITS.optionChars) });

/**
 * What the student sees and hears: the recording (a stored path, required), an instruction (empty = the standard
 * one), the summaries as options.
 */
export const contentSchema = z.object({
  audio: z.string().trim().min(1, 'Upload the recording.'),
  question: z.string().max(LIMITS.questionChars),
  options: z.array(optionSchema).min(2).max(8),
});

/** The secret: the id of the one correct summary, and the recording's transcript (it would reveal the answer). */
export const keySchema = z.object({
  correct: optionIdSchema,
  transcript: z.string().max(LIMITS.transcriptChars).optional(),
});

/** What the student submits: the selected summary id, or null. */
export const responseSchema = z.object({ selected: optionIdSchema.nullable() });

export type Content = z.infer<typeof contentSchema>;
export type Key = z.infer<typeof keySchema>;
export type Response = z.infer<typeof responseSchema>;
