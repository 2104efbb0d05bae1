import { z } from 'zod';

/** What the student gets: only the recording. The sentence is the key and never appears here. */
export const content = z.object({
  audio: z.string().trim().min(1),
});

/** The sentence the recording says, and groups of spellings accepted as the same word (["colour", "color"]). */
export const key = z.object({
  sentence: z.string().trim().min(1),
  variants: z.array(z.array(z.string().trim().min(1)).min(2)).default([]),
});

export const response = z.object({
  text: z.string(),
});

export type Content = z.infer<typeof content>;
export type Key = z.input<typeof key>;
export type Response = z.infer<typeof response>;
