import { z } from 'zod';

/** What the student sees: the recording and the on-screen transcript, in which some words differ from the audio. */
export const content = z.object({
  audio: z.string().trim().min(1),
  transcript: z.string().trim().min(1),
});

/** The secret: word positions (0-based, whitespace-separated) that differ from the audio, and what the audio says there. */
export const key = z.object({
  positions: z.array(z.number().int().min(0)).min(1),
  /** spoken[i] = the word the audio says at positions[i] */
  spoken: z.array(z.string()),
});

/** Clicked word positions; clicking toggles, so each position appears at most once. */
export const response = z.object({
  selected: z.array(z.number().int().min(0)),
});

export type Content = z.infer<typeof content>;
export type Key = z.infer<typeof key>;
export type Response = z.infer<typeof response>;

/** The transcript's words as displayed and counted (positions index this list). */
export function transcriptWords(transcript: string): string[] {
  return transcript.split(/\s+/).filter((w) => w !== '');
}

/** What the recording says: the displayed transcript with the key's words put back. */
export function spokenText(content: Content, key: Key): string {
  const words = transcriptWords(content.transcript);
  key.positions.forEach((p, i) => {
    const w = words[p];
    const spoken = key.spoken[i];
    if (w !== undefined && spoken) words[p] = w.replace(/^([("'“‘]*)[^.,;:!?"')”’]+/, `$1${spoken}`);
  });
  return words.join(' ');
}
