import { z } from 'zod';

/** Item limits (docs/pte-rules.md §2 row 12: ≤ 150 words in 4-6 boxes): configuration, checked by validateItem. */
export const LIMITS = { totalWords: 150, paragraphChars: 1200, minParagraphs: 4, maxParagraphs: 6 } as const;

/** Paragraph ids are visible to students: they must not reveal the order (the editor makes random ones). */
export const paragraphIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'a paragraph id is 1-40 letters, digits, "-" or "_"');

/** What the student sees: the paragraphs, already shuffled (the source panel's order). */
export const contentSchema = z.object({
  paragraphs: z.array(z.object({ id: paragraphIdSchema, text: z.string().max(LIMITS.paragraphChars) })).min(2).max(10),
});

/** The secret: every paragraph id, in the correct order. */
export const keySchema = z.object({ order: z.array(paragraphIdSchema).max(10) });

/** What the student submits: the boxes in the target panel, top to bottom (may be fewer than all). */
export const responseSchema = z.object({ order: z.array(paragraphIdSchema).max(10) });

export type Content = z.infer<typeof contentSchema>;
export type Key = z.infer<typeof keySchema>;
export type Response = z.infer<typeof responseSchema>;
