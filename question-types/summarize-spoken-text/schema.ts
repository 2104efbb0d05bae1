import { z } from 'zod';

/** What the student gets: the lecture recording (60-90 s). */
export const content = z.object({
  audio: z.string().trim().min(1),
});

/** For trainers and the Review: a model summary and the points a summary should cover. */
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
