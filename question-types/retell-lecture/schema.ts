import { z } from 'zod';
import { speechMeasuresSchema } from '../kit/scoring/speech-measures.ts';

/** Item limits: configuration, checked by the schemas. */
export const LIMITS = { transcriptChars: 5000 } as const;

/** The lecture recording (up to 90 s), played once; an optional image shown with it. */
export const content = z.object({
  audio: z.string().trim().min(1),
  image: z.string().optional(),
});

/** For trainers and the Review: a model retelling and the lecture's main points. */
export const key = z.object({
  modelAnswer: z.string().default(''),
  keyPoints: z.array(z.string().trim().min(1)).default([]),
  /** what the recording says; it gives the content away, so it is kept with the key and shown only in the Review */
  transcript: z.string().max(LIMITS.transcriptChars).optional(),
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
