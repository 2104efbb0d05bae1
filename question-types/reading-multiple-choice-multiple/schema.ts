import { z } from 'zod';

/** Item limits (docs/pte-rules.md §2 row 11): configuration, checked by validateItem. */
export const LIMITS = { passageWords: 300, passageChars: 4000, questionChars: 500, optionChars: 500, minOptions: 3, maxOptions: 8, minCorrect: 2 } as const;

export const optionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'an option id is 1-40 letters, digits, "-" or "_"');

export const optionSchema = z.object({ id: optionIdSchema, text: z.string().max(LIMITS.optionChars) });

/** What the student sees: the passage (plain text, paragraphs separated by a blank line), the question, the options. */
export const contentSchema = z.object({
  passage: z.string().max(LIMITS.passageChars),
  question: z.string().max(LIMITS.questionChars),
  options: z.array(optionSchema).min(2).max(LIMITS.maxOptions),
});

/** The secret: the ids of every correct option (more than one). */
export const keySchema = z.object({ correct: z.array(optionIdSchema).max(LIMITS.maxOptions) });

/** What the student submits: the selected option ids. */
export const responseSchema = z.object({ selected: z.array(optionIdSchema).max(LIMITS.maxOptions * 2) });

export type Content = z.infer<typeof contentSchema>;
export type Key = z.infer<typeof keySchema>;
export type Response = z.infer<typeof responseSchema>;
