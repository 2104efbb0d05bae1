import { z } from 'zod';

/** The passage to summarise (up to 300 words). */
export const content = z.object({
  passage: z.string().trim().min(1),
});

/** For trainers and the Review: a model one-sentence summary and the passage's main points. */
export const key = z.object({
  modelAnswer: z.string().default(''),
  keyPoints: z.array(z.string().trim().min(1)).default([]),
});

export const response = z.object({
  text: z.string(),
});

export type Content = z.infer<typeof content>;
export type Key = z.input<typeof key>;
export type Response = z.infer<typeof response>;
