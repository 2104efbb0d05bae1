import { z } from 'zod';

/** Item limits (docs/pte-rules.md §2 row 13: ≤ 80 words, a bank with distractors): configuration, checked by validateItem. */
export const LIMITS = { passageWords: 80, segmentChars: 2000, maxGaps: 10, maxBank: 16, wordChars: 40 } as const;

/** Bank ids are visible to students: they must not reveal the answers (the editor makes random ones). */
export const wordIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'a word id is 1-40 letters, digits, "-" or "_"');

/** A run of passage text, or a gap (0-based index into key.answers and response.gaps). */
export const segmentSchema = z.union([z.string().max(LIMITS.segmentChars), z.object({ gap: z.number().int().min(0).max(LIMITS.maxGaps - 1) })]);

/** What the student sees: the passage as text runs and gaps, and the word bank (answers and distractors, mixed). */
export const contentSchema = z.object({
  segments: z.array(segmentSchema).max(LIMITS.maxGaps * 2 + 1),
  bank: z.array(z.object({ id: wordIdSchema, text: z.string().max(LIMITS.wordChars) })).max(LIMITS.maxBank),
});

/** The secret: per gap, the id of the bank word that belongs there. */
export const keySchema = z.object({ answers: z.array(wordIdSchema.nullable()).max(LIMITS.maxGaps) });

/** What the student submits: per gap, the bank word id dropped there, or null. */
export const responseSchema = z.object({ gaps: z.array(wordIdSchema.nullable()).max(LIMITS.maxGaps) });

export type Content = z.infer<typeof contentSchema>;
export type Key = z.infer<typeof keySchema>;
export type Response = z.infer<typeof responseSchema>;
