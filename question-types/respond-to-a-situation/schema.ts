import { z } from 'zod';
import { speechMeasuresSchema } from '../kit/scoring/speech-measures.ts';

/** The situation, shown on screen and played as audio (up to 60 words). */
export const content = z.object({
  situation: z.string().trim().min(1),
  audio: z.string().trim().min(1),
});

/** For trainers and the Review: a model reply. */
export const key = z.object({
  modelAnswer: z.string().default(''),
});

/** The stored recording; `transcript` is an optional typed practice transcript. */
export const response = z.object({
  recording: z.string().min(1).nullable(),
  transcript: z.string().optional(),
  /** measured from the recording's level frames by the recorder (speaking time, first speech, pauses) */
  measures: speechMeasuresSchema.optional(),
});

export type Content = z.infer<typeof content>;
export type Key = z.input<typeof key>;
export type Response = z.infer<typeof response>;
