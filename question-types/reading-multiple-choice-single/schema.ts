import { z } from 'zod';

/** Item limits (docs/pte-rules.md §2 row 14): configuration, checked by validateItem. */
export const LIMITS = { passageWords: 300, passageChars: 4000, questionChars: 500, optionChars: 500, minOptions: 2, maxOptions: 8 } as const;

export const optionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'an option id is 1-40 letters, digits, "-" or "_"');

export const optionSchema = z.object({ id: optionIdSchema, text: z.string().max(LIMITS.optionChars) });

/** What the student sees: the passage (plain text, paragraphs separated by a blank line), the question, the options. */
export const contentSchema = z.object({
  passage: z.string().max(LIMITS.passageChars),
  question: z.string().max(LIMITS.questionChars),
  options: z.array(optionSchema).min(LIMITS.minOptions).max(LIMITS.maxOptions),
});

/** The secret: the id of the one correct option ('' while an editor has none marked; validateItem refuses it). */
export const keySchema = z.object({ correct: z.string().max(40) });

/** What the student submits: the selected option id, or null. */
export const responseSchema = z.object({ selected: optionIdSchema.nullable() });

export type Content = z.infer<typeof contentSchema>;
export type Key = z.infer<typeof keySchema>;
export type Response = z.infer<typeof responseSchema>;
