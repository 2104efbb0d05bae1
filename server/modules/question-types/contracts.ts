// What question types answer that other modules' contracts repeat: the type's timing, which the exam's items carry
// too. Kept to zod alone, like every contracts.ts, so exams/contracts.ts (and the client's types) can import it.
import { z } from 'zod';

/** A question type's timing numbers (null: the type has no such phase). */
export const TypeTiming = z.object({
  prepSec: z.number().nullable(),
  responseSec: z.number().nullable(),
  preAudioSec: z.number().nullable(),
  audioPlays: z.number().nullable(),
  beep: z.boolean(),
  silenceCutoffMs: z.number().nullable(),
});
