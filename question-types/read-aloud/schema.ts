import { z } from 'zod';
import { speechMeasuresSchema } from '../kit/scoring/speech-measures.ts';

/** The on-screen text to read (up to 60 words). */
export const content = z.object({
  text: z.string().trim().min(1),
});

/** Nothing secret: the text itself is what is compared. */
export const key = z.object({});

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
