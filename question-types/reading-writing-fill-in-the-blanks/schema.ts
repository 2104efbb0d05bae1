import { z } from 'zod';

/** Item limits (docs/pte-rules.md §2 row 10: ≤ 300 words, a dropdown per gap): configuration, checked by validateItem. */
export const LIMITS = { passageWords: 300, segmentChars: 4000, maxGaps: 10, minOptions: 2, maxOptions: 6, optionChars: 60 } as const;

export const optionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'an option id is 1-40 letters, digits, "-" or "_"');

/** A run of passage text, or a gap (0-based index into content.gaps, key.answers and response.gaps). */
export const segmentSchema = z.union([z.string().max(LIMITS.segmentChars), z.object({ gap: z.number().int().min(0).max(LIMITS.maxGaps - 1) })]);

/** What the student sees: the passage as text runs and gaps, and each gap's dropdown options. */
export const contentSchema = z.object({
  segments: z.array(segmentSchema).max(LIMITS.maxGaps * 2 + 1),
  gaps: z.array(z.object({ options: z.array(z.object({ id: optionIdSchema, text: z.string().max(LIMITS.optionChars) })).max(LIMITS.maxOptions) })).max(LIMITS.maxGaps),
});

/** The secret: per gap, the id of the correct option. */
export const keySchema = z.object({ answers: z.array(optionIdSchema.nullable()).max(LIMITS.maxGaps) });

/** What the student submits: per gap, the chosen option id, or null. */
export const responseSchema = z.object({ gaps: z.array(optionIdSchema.nullable()).max(LIMITS.maxGaps) });

export type Content = z.infer<typeof contentSchema>;
export type Key = z.infer<typeof keySchema>;
export type Response = z.infer<typeof responseSchema>;
