import { describe, expect, it } from 'vitest';
import { speechMeasures, speechMeasuresSchema, wordsPerMinute, type LevelFrame } from './speech-measures.ts';

/** frames every 100 ms from a pattern: '#' voiced (0.5), '.' silent (0.01) */
function frames(pattern: string): LevelFrame[] {
  return [...pattern].map((ch, i) => ({ tMs: (i + 1) * 100, level: ch === '#' ? 0.5 : 0.01 }));
}
const opts = { threshold: 0.1 };

describe('speechMeasures', () => {
  it('no speech: no first speech, no pauses, only the duration', () => {
    expect(speechMeasures(frames('..............................'), opts)).toEqual({
      durationMs: 3000,
      speakingMs: 0,
      firstSpeechMs: null,
      pauseCount: 0,
      pauseTotalMs: 0,
      longestPauseMs: 0,
      pausesMs: [],
    });
    expect(speechMeasures([], opts).durationMs).toBe(0);
  });

  it('time to first speech is the leading silence; trailing silence is not a pause', () => {
    const m = speechMeasures(frames('.......##########.....'), opts);
    expect(m.firstSpeechMs).toBe(700);
    expect(m.speakingMs).toBe(1000);
    expect(m.pauseCount).toBe(0);
    expect(m.durationMs).toBe(2200);
  });

  it('counts silences of 500 ms or more between speech as pauses, shorter gaps as speaking', () => {
    //                     speech 1 s | gap 0.4 s | speech 0.5 s | pause 0.5 s | speech 0.3 s | pause 1.2 s | speech 0.2 s
    const m = speechMeasures(frames('##########....#####.....###............##'), opts);
    expect(m.firstSpeechMs).toBe(0);
    expect(m.pausesMs).toEqual([500, 1200]);
    expect(m.pauseCount).toBe(2);
    expect(m.pauseTotalMs).toBe(1700);
    expect(m.longestPauseMs).toBe(1200);
    // from 0 to 4.1 s minus the two pauses
    expect(m.speakingMs).toBe(4100 - 1700);
  });

  it('a configurable pause length and threshold', () => {
    const f = frames('###...###');
    expect(speechMeasures(f, { threshold: 0.1, minPauseMs: 300 }).pausesMs).toEqual([300]);
    expect(speechMeasures(f, { threshold: 0.1 }).pausesMs).toEqual([]);
    expect(speechMeasures(f, { threshold: 0.6 }).firstSpeechMs).toBeNull();
  });

  it('the end of the recording counts in the duration; unsorted and broken frames are tolerated', () => {
    const f = [{ tMs: 300, level: 0.5 }, { tMs: 100, level: 0 }, { tMs: 200, level: Number.NaN }, { tMs: 400, level: 0.5 }];
    const m = speechMeasures(f, { threshold: 0.1, endMs: 3000 });
    expect(m.durationMs).toBe(3000);
    // the NaN frame is dropped: the voiced frame at 300 covers 100..300
    expect(m.firstSpeechMs).toBe(100);
    expect(m.speakingMs).toBe(300);
  });

  it('results fit the stored schema', () => {
    const m = speechMeasures(frames('##....#.....##...#######.'), opts);
    expect(speechMeasuresSchema.parse(m)).toEqual(m);
    expect(speechMeasuresSchema.safeParse({ ...m, speakingMs: -1 }).success).toBe(false);
    expect(speechMeasuresSchema.safeParse({ ...m, durationMs: 10_000_000 }).success).toBe(false);
  });
});

describe('wordsPerMinute', () => {
  it('words over speaking time', () => {
    expect(wordsPerMinute(50, 20_000)).toBe(150);
    expect(wordsPerMinute(0, 20_000)).toBeNull();
    expect(wordsPerMinute(10, 0)).toBeNull();
  });
});
