import { z } from 'zod';

/** Item limits (docs/pte-rules.md §2 row 16): configuration, checked by the schemas and validateItem. */
export const LIMITS = { questionChars: 500, optionChars: 500, transcriptChars: 4000, minOptions: 3, maxOptions: 8, minCorrect: 2 } as const;

export const optionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'an option id is 1-40 letters, digits, "-" or "_"');

export const optionSchema = z.object({ id: optionIdSchema, text: z.string().max(LIMITS.optionChars) });

/** What the student sees and hears: the recording (a stored path, required), the question, the options. */
export const contentSchema = z.object({
  audio: z.string().trim().min(1, 'Upload the recording.'),
  question: z.string().max(LIMITS.questionChars),
  options: z.array(optionSchema).min(2).max(LIMITS.maxOptions),
});

/** The secret: the ids of the correct options (validateItem wants at least two), and the recording's transcript. */
export const keySchema = z.object({
  correct: z.array(optionIdSchema).max(LIMITS.maxOptions),
  transcript: z.string().max(LIMITS.transcriptChars).optional(),
});

/** What the student submits: the selected option ids (any order). */
export const responseSchema = z.object({ selected: z.array(optionIdSchema).max(LIMITS.maxOptions * 2) });

export type Content = z.infer<typeof contentSchema>;
export type Key = z.infer<typeof keySchema>;
export type Response = z.infer<typeof responseSchema>;
