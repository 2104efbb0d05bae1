import { describe, expect, it } from 'vitest';
import { audioReducer, canPlay, canReplay, initialAudioState, type AudioEvent, type AudioState } from './audio-state.ts';
import { formatClock, isMinuteBoundary } from './format-clock.ts';
import { uploadErrorMessage } from './upload-error.ts';

function run(state: AudioState, ...events: AudioEvent['type'][]): AudioState {
  return events.reduce((s, type) => audioReducer(s, { type } as AudioEvent), state);
}

describe('audio prompt state', () => {
  it('counts down, then asks to start, then plays once and completes', () => {
    let s = initialAudioState(3, 1);
    expect(s).toEqual({ phase: 'countdown', remaining: 3, plays: 0, maxPlays: 1 });
    s = run(s, 'TICK', 'TICK');
    expect(s.phase).toBe('countdown');
    expect(s.remaining).toBe(1);
    s = run(s, 'TICK');
    expect(s.phase).toBe('starting');
    s = run(s, 'PLAYING');
    expect(s).toMatchObject({ phase: 'playing', plays: 1 });
    s = run(s, 'PLAYING', 'TICK');
    expect(s.plays).toBe(1);
    s = run(s, 'ENDED');
    expect(s.phase).toBe('completed');
  });

  it('a test audio cannot be replayed', () => {
    const s = run(initialAudioState(0, 1), 'PLAYING', 'ENDED');
    expect(canReplay(s)).toBe(false);
    expect(canPlay(s)).toBe(false);
    expect(run(s, 'PLAY')).toBe(s);
  });

  it('practice (maxPlays null) replays as often as wanted', () => {
    let s = run(initialAudioState(0, null), 'PLAYING', 'ENDED');
    expect(canReplay(s)).toBe(true);
    s = run(s, 'PLAY');
    expect(s.phase).toBe('starting');
    s = run(s, 'PLAYING', 'ENDED', 'PLAY', 'PLAYING');
    expect(s).toMatchObject({ phase: 'playing', plays: 3 });
  });

  it('two plays allowed means one replay', () => {
    const s = run(initialAudioState(0, 2), 'PLAYING', 'ENDED');
    expect(canReplay(s)).toBe(true);
    expect(canReplay(run(s, 'PLAY', 'PLAYING', 'ENDED'))).toBe(false);
  });

  it('starts at once without a countdown; fractional and negative countdowns are clamped', () => {
    expect(initialAudioState(0, 1).phase).toBe('starting');
    expect(initialAudioState(-4, 1)).toMatchObject({ phase: 'starting', remaining: 0 });
    expect(initialAudioState(7.9, 1).remaining).toBe(7);
  });

  it('an autoplay refusal waits for the Play button, which does not cost a play', () => {
    let s = run(initialAudioState(1, 1), 'TICK', 'BLOCKED');
    expect(s.phase).toBe('blocked');
    expect(s.plays).toBe(0);
    s = run(s, 'PLAY');
    expect(s.phase).toBe('starting');
    s = run(s, 'PLAYING', 'ENDED');
    expect(s).toMatchObject({ phase: 'completed', plays: 1 });
  });

  it('ignores events that do not fit the phase; the countdown cannot be skipped', () => {
    const c = initialAudioState(5, 1);
    expect(run(c, 'PLAY')).toBe(c);
    expect(run(c, 'ENDED')).toBe(c);
    expect(run(c, 'BLOCKED')).toBe(c);
    expect(run(c, 'PLAYING')).toBe(c);
  });

  it('an error shows, except after the audio completed', () => {
    expect(run(initialAudioState(2, 1), 'ERROR').phase).toBe('error');
    expect(run(initialAudioState(0, 1), 'PLAYING', 'ENDED', 'ERROR').phase).toBe('completed');
    expect(run(initialAudioState(0, 1), 'ERROR', 'PLAY').phase).toBe('starting');
    const failedMidway = run(initialAudioState(0, 1), 'PLAYING', 'ERROR');
    expect(run(failedMidway, 'PLAY')).toBe(failedMidway);
  });
});

describe('formatClock', () => {
  it('formats mm:ss', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(7)).toBe('00:07');
    expect(formatClock(60)).toBe('01:00');
    expect(formatClock(425)).toBe('07:05');
    expect(formatClock(3900)).toBe('65:00');
  });
  it('rounds fractions up and never goes below zero', () => {
    expect(formatClock(59.2)).toBe('01:00');
    expect(formatClock(-3)).toBe('00:00');
    expect(formatClock(Number.NaN)).toBe('00:00');
  });
  it('knows minute boundaries', () => {
    expect(isMinuteBoundary(120)).toBe(true);
    expect(isMinuteBoundary(119)).toBe(false);
    expect(isMinuteBoundary(0)).toBe(false);
  });
});

describe('uploadErrorMessage', () => {
  it("uses the server's message", () => {
    expect(uploadErrorMessage({ status: 422, data: { message: 'The file must be an audio file.' } })).toEqual({ tooLarge: false, message: 'The file must be an audio file.' });
    expect(uploadErrorMessage({ response: { status: 422, data: { errors: { file: ['Unsupported type'] } } } }).message).toBe('Unsupported type');
    expect(uploadErrorMessage(new Error('Network down')).message).toBe('Network down');
  });
  it('413 without a message means Request Entity Too Large', () => {
    expect(uploadErrorMessage({ status: 413, data: '<html>nginx</html>' })).toEqual({ tooLarge: true, message: null });
    expect(uploadErrorMessage(Object.assign(new Error('Request failed with status code 413'), { status: 413 }))).toEqual({ tooLarge: true, message: null });
    expect(uploadErrorMessage('Request Entity Too Large')).toEqual({ tooLarge: true, message: 'Request Entity Too Large' });
  });
  it('nothing useful gives null', () => {
    expect(uploadErrorMessage(undefined)).toEqual({ tooLarge: false, message: null });
    expect(uploadErrorMessage(42)).toEqual({ tooLarge: false, message: null });
    expect(uploadErrorMessage({})).toEqual({ tooLarge: false, message: null });
  });
});
