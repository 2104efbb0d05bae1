import { describe, expect, it } from 'vitest';
import { presetMinutes, presetOf } from './time-presets';

describe('time presets in the time step', () => {
  it('turns preparation plus answer seconds into whole minutes, rounded up, within 1..300', () => {
    expect(presetMinutes({ preparation_sec: 0, answer_sec: 1200 })).toBe(20);
    expect(presetMinutes({ preparation_sec: 35, answer_sec: 40 })).toBe(2);
    expect(presetMinutes({ preparation_sec: 0, answer_sec: 1 })).toBe(1);
    expect(presetMinutes({ preparation_sec: 3600, answer_sec: 14400 })).toBe(300);
  });
  it('finds the preset the minutes came from', () => {
    const presets = [{ id: 1, name: 'A', preparation_sec: 0, answer_sec: 1200 }, { id: 2, name: 'B', preparation_sec: 30, answer_sec: 30 }];
    expect(presetOf(presets, 20)?.id).toBe(1);
    expect(presetOf(presets, 1)?.id).toBe(2);
    expect(presetOf(presets, 7)).toBeUndefined();
    expect(presetOf(presets, null)).toBeUndefined();
  });
});
