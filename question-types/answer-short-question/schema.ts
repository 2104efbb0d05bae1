import { z } from 'zod';
import { speechMeasuresSchema } from '../kit/scoring/speech-measures.ts';

/** Item limits: configuration, checked by the schemas. */
export const LIMITS = { transcriptChars: 5000 } as const;

/** The recorded question (3-9 s), played once; an optional picture some questions refer to. */
export const content = z.object({
  audio: z.string().trim().min(1),
  image: z.string().optional(),
});

/**
 * Accepted answers (each a word or a few words; number forms and synonyms listed separately) and competing
 * answers: a response naming a competing answer is a hedge and scores 0 (docs/pte-rules.md §3.8).
 */
export const key = z.object({
  accepted: z.array(z.string().trim().min(1)).min(1),
  competing: z.array(z.string().trim().min(1)).default([]),
  /** what the recording says; it gives the answer away, so it is kept with the key and shown only in the Review */
  transcript: z.string().max(LIMITS.transcriptChars).optional(),
});

/** The stored recording; `transcript` is what the student typed (practice without a microphone). */
export const response = z.object({
  recording: z.string().min(1).nullable(),
  transcript: z.string().optional(),
  /** measured from the recording's level frames by the recorder (speaking time, first speech, pauses) */
  measures: speechMeasuresSchema.optional(),
});

export type Content = z.infer<typeof content>;
export type Key = z.input<typeof key>;
export type Response = z.infer<typeof response>;
