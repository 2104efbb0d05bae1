import { z } from 'zod';

/** Item limits (docs/pte-rules.md §2 row 20): configuration, checked by the schemas and validateItem. */
export const LIMITS = { questionChars: 500, optionChars: 500, transcriptChars: 4000, minOptions: 2, maxOptions: 8 } as const;

export const optionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'an option id is 1-40 letters, digits, "-" or "_"');

export const optionSchema = z.object({ id: optionIdSchema, text: z.string().max(LIMITS.optionChars) });

/**
 * What the student sees and hears: the recording whose last word or phrase is replaced by a beep (a stored path,
 * required), an instruction (empty = the standard one), the options that could complete it.
 */
export const contentSchema = z.object({
  audio: z.string().trim().min(1, 'Upload the recording.'),
  question: z.string().max(LIMITS.questionChars),
  options: z.array(optionSchema).min(LIMITS.minOptions).max(LIMITS.maxOptions),
});

/** The secret: the id of the option that completes the recording, and the full transcript with the missing words. */
export const keySchema = z.object({
  correct: optionIdSchema,
  transcript: z.string().max(LIMITS.transcriptChars).optional(),
});

/** What the student submits: the selected option id, or null. */
export const responseSchema = z.object({ selected: optionIdSchema.nullable() });

export type Content = z.infer<typeof contentSchema>;
export type Key = z.infer<typeof keySchema>;
export type Response = z.infer<typeof responseSchema>;
