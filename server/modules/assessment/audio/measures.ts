// Speech measures from PCM: where the voice is, the pauses between, the time spoken. Pure. An energy detector,
// not a recogniser: it tells when someone speaks, not what (words per minute needs a transcript from elsewhere).

export interface SpeechMeasures {
  /** length of the recording */
  durationSec: number;
  /** from the first voiced frame to the last, less the pauses */
  speakingSec: number;
  /** silence before the first voiced frame; absent when no speech was found */
  firstSpeechSec?: number;
  /** silences of at least `minPauseSec` between voiced frames */
  pauseCount: number;
  pauseTotalSec: number;
  longestPauseSec: number;
}

export interface MeasureOptions {
  /** analysis frame (ms), 20 by default */
  frameMs?: number;
  /** a pause is at least this long (s), 0.5 by default */
  minPauseSec?: number;
  /** voiced runs shorter than this (ms) are clicks, not speech; 40 by default */
  minVoicedMs?: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Energy per frame in dBFS (-120 for digital silence). */
export function frameLevels(samples: Float32Array, sampleRate: number, frameMs = 20): number[] {
  const size = Math.max(1, Math.round((sampleRate * frameMs) / 1000));
  const out: number[] = [];
  for (let start = 0; start < samples.length; start += size) {
    const end = Math.min(samples.length, start + size);
    let sum = 0;
    for (let i = start; i < end; i++) sum += samples[i]! * samples[i]!;
    const rms = Math.sqrt(sum / Math.max(1, end - start));
    out.push(rms > 1e-6 ? 20 * Math.log10(rms) : -120);
  }
  return out;
}

/**
 * The voicing threshold (dBFS) for a recording's frame levels: 12 dB over the noise floor (the 10th percentile),
 * but never below 35 dB under the loudest frame nor below -60 dBFS.
 */
export function energyThreshold(levels: readonly number[]): number {
  if (levels.length === 0) return 0;
  const sorted = [...levels].sort((a, b) => a - b);
  const floor = sorted[Math.floor(sorted.length * 0.1)]!;
  const peak = sorted[sorted.length - 1]!;
  return Math.max(floor + 12, peak - 35, -60);
}

/** Measures a mono recording. Speech-free audio answers speakingSec 0, no pauses, no firstSpeechSec. */
export function measureSpeech(samples: Float32Array, sampleRate: number, opts: MeasureOptions = {}): SpeechMeasures {
  const frameMs = opts.frameMs ?? 20;
  const minPauseFrames = Math.ceil(((opts.minPauseSec ?? 0.5) * 1000) / frameMs - 1e-9);
  const minVoiced = Math.max(1, Math.ceil((opts.minVoicedMs ?? 40) / frameMs));
  const durationSec = samples.length / sampleRate;
  const levels = frameLevels(samples, sampleRate, frameMs);
  const threshold = energyThreshold(levels);
  const voiced = levels.map((l) => l > threshold);
  // drop voiced runs too short to be speech
  for (let i = 0; i < voiced.length; ) {
    if (!voiced[i]) {
      i++;
      continue;
    }
    let j = i;
    while (j < voiced.length && voiced[j]) j++;
    if (j - i < minVoiced) for (let k = i; k < j; k++) voiced[k] = false;
    i = j;
  }
  const first = voiced.indexOf(true);
  if (first < 0) return { durationSec: round2(durationSec), speakingSec: 0, pauseCount: 0, pauseTotalSec: 0, longestPauseSec: 0 };
  const last = voiced.lastIndexOf(true);
  let pauseCount = 0;
  let pauseFrames = 0;
  let longest = 0;
  for (let i = first; i <= last; ) {
    if (voiced[i]) {
      i++;
      continue;
    }
    let j = i;
    while (j <= last && !voiced[j]) j++;
    const gap = j - i;
    if (gap >= minPauseFrames) {
      pauseCount++;
      pauseFrames += gap;
      longest = Math.max(longest, gap);
    }
    i = j;
  }
  const sec = (frames: number) => (frames * frameMs) / 1000;
  const span = Math.min(durationSec, sec(last + 1)) - sec(first);
  return {
    durationSec: round2(durationSec),
    speakingSec: round2(Math.max(0, span - sec(pauseFrames))),
    firstSpeechSec: round2(sec(first)),
    pauseCount,
    pauseTotalSec: round2(sec(pauseFrames)),
    longestPauseSec: round2(sec(longest)),
  };
}

/** Words per minute of speaking time, or null without words or speech. */
export function wordsPerMinute(words: number, speakingSec: number): number | null {
  if (!(words > 0) || !(speakingSec > 0)) return null;
  return Math.round((words / speakingSec) * 60 * 10) / 10;
}
