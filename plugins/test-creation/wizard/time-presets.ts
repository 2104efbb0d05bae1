// The master's time presets (server/modules/toolkit: GET toolkit/time-sets) in the wizards' time step: a preset's
// preparation plus answer time, in whole minutes rounded up and kept to the test's 1..300, becomes the test's time.
import { LIMITS } from './draft';

export interface TimePreset {
  id: number;
  name: string;
  preparation_sec: number;
  answer_sec: number;
}

/** @example presetMinutes({ preparation_sec: 0, answer_sec: 1200 }) // 20 */
export function presetMinutes(p: Pick<TimePreset, 'preparation_sec' | 'answer_sec'>): number {
  const m = Math.ceil((p.preparation_sec + p.answer_sec) / 60);
  return Math.min(LIMITS.maxMinutes, Math.max(LIMITS.minMinutes, m));
}

/** The preset the chosen minutes came from (the first whose minutes match), or undefined: "custom". */
export function presetOf(presets: readonly TimePreset[], minutes: number | null | undefined): TimePreset | undefined {
  return minutes == null ? undefined : presets.find((p) => presetMinutes(p) === minutes);
}
