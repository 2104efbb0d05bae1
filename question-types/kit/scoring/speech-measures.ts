// Fluency aids measured from a recording's level frames (issue 4): speaking time, time to first speech, the
// number and lengths of pauses, words per minute where a transcript exists. Pure: the recorder collects the
// frames (one every 100 ms while recording), the server's audio assessor may compute the same from the file.
import { z } from 'zod';

/** One level reading: `level` (0..1) is the loudest reading in the interval that ends at `tMs`. */
export interface LevelFrame {
  /** ms since the microphone opened, at the end of the frame's interval */
  tMs: number;
  level: number;
}

export interface SpeechMeasureOptions {
  /** a frame is voiced when its level reaches this (same scale as the frames) */
  threshold: number;
  /**
   * Silence between two voiced stretches counts as a pause from this length on. 500 ms: shorter gaps are the
   * ordinary breaks between words and phrases (fluency research commonly uses 250-500 ms as the cut-off for a
   * "silent pause"; 500 ms keeps stop closures and breaths between words out of the count).
   */
  minPauseMs?: number;
  /** when the recording stopped (ms); defaults to the last frame's tMs */
  endMs?: number;
}

export const DEFAULT_MIN_PAUSE_MS = 500;
/** the longest response window is 120 s (Summarize Group Discussion); 10 min bounds a stored value */
const MAX_MS = 600_000;
const MAX_PAUSES = 200;

export interface SpeechMeasures {
  /** how long the recording ran */
  durationMs: number;
  /** voiced time, counting the short gaps inside speech (below minPauseMs) as speaking */
  speakingMs: number;
  /** from the microphone opening to the first voiced frame; null when nobody spoke */
  firstSpeechMs: number | null;
  pauseCount: number;
  pauseTotalMs: number;
  longestPauseMs: number;
  /** each pause's length, in order (at most 200 kept) */
  pausesMs: number[];
}

const ms = z.number().int().min(0).max(MAX_MS);

/** The stored shape (bounded numbers): speaking schemas carry it as the response's optional `measures`. */
export const speechMeasuresSchema = z.object({
  durationMs: ms,
  speakingMs: ms,
  firstSpeechMs: ms.nullable(),
  pauseCount: z.number().int().min(0).max(10_000),
  pauseTotalMs: ms,
  longestPauseMs: ms,
  pausesMs: z.array(ms).max(MAX_PAUSES),
});

const clampMs = (n: number) => Math.max(0, Math.min(MAX_MS, Math.round(n)));

/**
 * Measures from level frames. A frame covers the time from the previous frame's tMs (0 for the first) to its
 * own tMs. Leading silence is the time to first speech, trailing silence is neither speech nor a pause.
 *
 * @example
 *   speechMeasures([{ tMs: 100, level: 0 }, { tMs: 200, level: 0.5 }, { tMs: 900, level: 0 }, { tMs: 1000, level: 0.5 }], { threshold: 0.1 })
 *   // { durationMs: 1000, speakingMs: 200, firstSpeechMs: 100, pauseCount: 1, pauseTotalMs: 700, longestPauseMs: 700, pausesMs: [700] }
 */
export function speechMeasures(frames: readonly LevelFrame[], options: SpeechMeasureOptions): SpeechMeasures {
  const minPause = options.minPauseMs ?? DEFAULT_MIN_PAUSE_MS;
  const sorted = [...frames].filter((f) => Number.isFinite(f.tMs) && Number.isFinite(f.level)).sort((a, b) => a.tMs - b.tMs);
  const last = sorted.length > 0 ? sorted[sorted.length - 1]!.tMs : 0;
  const durationMs = clampMs(Math.max(options.endMs ?? last, last));

  // voiced stretches as [start, end) intervals, adjacent voiced frames merged
  const runs: Array<[number, number]> = [];
  let prev = 0;
  for (const f of sorted) {
    const start = prev;
    prev = f.tMs;
    if (f.level < options.threshold) continue;
    const tail = runs[runs.length - 1];
    if (tail && tail[1] === start) tail[1] = f.tMs;
    else runs.push([start, f.tMs]);
  }
  if (runs.length === 0) return { durationMs, speakingMs: 0, firstSpeechMs: null, pauseCount: 0, pauseTotalMs: 0, longestPauseMs: 0, pausesMs: [] };

  const pauses: number[] = [];
  for (let i = 1; i < runs.length; i++) {
    const gap = runs[i]![0] - runs[i - 1]![1];
    if (gap >= minPause) pauses.push(gap);
  }
  const pauseTotal = pauses.reduce((n, p) => n + p, 0);
  const span = runs[runs.length - 1]![1] - runs[0]![0];
  return {
    durationMs,
    speakingMs: clampMs(span - pauseTotal),
    firstSpeechMs: clampMs(runs[0]![0]),
    pauseCount: pauses.length,
    pauseTotalMs: clampMs(pauseTotal),
    longestPauseMs: clampMs(Math.max(0, ...pauses)),
    pausesMs: pauses.slice(0, MAX_PAUSES).map(clampMs),
  };
}

/** Words per minute of speaking time; null without speech or words. */
export function wordsPerMinute(words: number, speakingMs: number): number | null {
  if (!(words > 0) || !(speakingMs > 0)) return null;
  return Math.round((words / speakingMs) * 60_000);
}
