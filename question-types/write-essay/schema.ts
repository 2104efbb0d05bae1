import { z } from 'zod';

/** The essay prompt (2-3 sentences). */
export const content = z.object({
  prompt: z.string().trim().min(1),
});

/** For trainers and the Review: a model essay. */
export const key = z.object({
  modelAnswer: z.string().default(''),
});

export const response = z.object({
  text: z.string(),
});

export type Content = z.infer<typeof content>;
export type Key = z.input<typeof key>;
export type Response = z.infer<typeof response>;
