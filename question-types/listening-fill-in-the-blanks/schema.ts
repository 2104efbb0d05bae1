import { z } from 'zod';

/** Item limits (docs/pte-rules.md §2 row 17): configuration, checked by the schemas and validateItem. */
export const LIMITS = { transcriptChars: 4000, maxGaps: 15, answerChars: 60, maxVariants: 6 } as const;

/** A gap in the transcript: `{{1}}`, `{{2}}`, … numbered from 1 in reading order. */
export const GAP_MARKER = /\{\{\s*(\d+)\s*\}\}/g;

/**
 * What the student sees and hears: the recording (a stored path, required) and its transcript WITHOUT the missing
 * words, each replaced by a `{{n}}` marker.
 */
export const contentSchema = z.object({
  audio: z.string().trim().min(1, 'Upload the recording.'),
  transcript: z.string().max(LIMITS.transcriptChars),
});

/** The secret: per gap (gaps[0] is `{{1}}`), the accepted spellings, e.g. ["colour", "color"]. */
export const keySchema = z.object({
  gaps: z.array(z.array(z.string().max(LIMITS.answerChars)).max(LIMITS.maxVariants)).max(LIMITS.maxGaps),
});

/** What the student submits: the typed word per gap, gaps[0] for `{{1}}` ('' = left empty). */
export const responseSchema = z.object({ gaps: z.array(z.string().max(200)).max(LIMITS.maxGaps) });

export type Content = z.infer<typeof contentSchema>;
export type Key = z.infer<typeof keySchema>;
export type Response = z.infer<typeof responseSchema>;

/** The gap numbers in reading order: "a {{1}} b {{2}}" -> [1, 2]. */
export function gapNumbers(transcript: string): number[] {
  return [...transcript.matchAll(GAP_MARKER)].map((m) => Number(m[1]));
}

/** The transcript with each gap filled by `fill(n)` (the full text of the recording when given the key). */
export function fillGaps(transcript: string, fill: (n: number) => string): string {
  return transcript.replace(GAP_MARKER, (_m, n: string) => fill(Number(n)));
}
