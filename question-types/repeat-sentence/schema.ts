import { z } from 'zod';
import { speechMeasuresSchema } from '../kit/scoring/speech-measures.ts';

/** The recorded sentence (3-9 s), played once. */
export const content = z.object({
  audio: z.string().trim().min(1),
});

/** The sentence the recording says: the reference for the content trait. */
export const key = z.object({
  sentence: z.string().trim().min(1),
});

/** The stored recording; `transcript` is an optional typed practice transcript. */
export const response = z.object({
  recording: z.string().min(1).nullable(),
  transcript: z.string().optional(),
  /** measured from the recording's level frames by the recorder (speaking time, first speech, pauses) */
  measures: speechMeasuresSchema.optional(),
});

export type Content = z.infer<typeof content>;
export type Key = z.infer<typeof key>;
export type Response = z.infer<typeof response>;
