/**
 * The state of an audio prompt (docs/pte-rules.md §1.3): a countdown ("Beginning in N seconds"), then the audio plays
 * by itself, then "Completed". Pure: no timers, no audio element — the component sends TICK once a second and
 * reports what the <audio> element did.
 */

export type AudioPhase =
  /** counting down before the audio starts */
  | 'countdown'
  /** the countdown is over (or Play was pressed): the component should call audio.play() */
  | 'starting'
  | 'playing'
  /** the browser refused to start the audio without a click: show a Play button */
  | 'blocked'
  | 'completed'
  /** the audio could not be loaded or played */
  | 'error';

export interface AudioState {
  phase: AudioPhase;
  /** seconds left in the countdown */
  remaining: number;
  /** how often the audio has started playing */
  plays: number;
  /** 1 in a test; null = unlimited (practice) */
  maxPlays: number | null;
}

export type AudioEvent =
  /** one second of the countdown passed */
  | { type: 'TICK' }
  /** the audio element started playing */
  | { type: 'PLAYING' }
  /** play() was refused (autoplay policy) */
  | { type: 'BLOCKED' }
  /** the user pressed Play (after a refusal or a load error, while plays are left) or Play again (practice) */
  | { type: 'PLAY' }
  | { type: 'ENDED' }
  | { type: 'ERROR' };

export function initialAudioState(preAudioSec: number, maxPlays: number | null): AudioState {
  const remaining = Math.max(0, Math.floor(preAudioSec));
  return { phase: remaining > 0 ? 'countdown' : 'starting', remaining, plays: 0, maxPlays };
}

/** The audio may start (again): before the first play, or while plays are left. */
export function canPlay(state: AudioState): boolean {
  return state.maxPlays === null || state.plays < state.maxPlays;
}

/** "Play again" is offered once the audio completed and plays are left (practice). */
export function canReplay(state: AudioState): boolean {
  return state.phase === 'completed' && state.plays > 0 && canPlay(state);
}

export function audioReducer(state: AudioState, event: AudioEvent): AudioState {
  switch (event.type) {
    case 'TICK': {
      if (state.phase !== 'countdown') return state;
      const remaining = Math.max(0, state.remaining - 1);
      return { ...state, remaining, phase: remaining === 0 ? 'starting' : 'countdown' };
    }
    case 'PLAYING':
      // counted once per start; a 'playing' event after buffering changes nothing
      if (state.phase !== 'starting' && state.phase !== 'blocked') return state;
      return { ...state, phase: 'playing', remaining: 0, plays: state.plays + 1 };
    case 'BLOCKED':
      return state.phase === 'starting' ? { ...state, phase: 'blocked' } : state;
    case 'PLAY':
      if (state.phase === 'blocked' || (state.phase === 'error' && canPlay(state))) return { ...state, phase: 'starting', remaining: 0 };
      if (canReplay(state)) return { ...state, phase: 'starting' };
      return state;
    case 'ENDED':
      return state.phase === 'playing' ? { ...state, phase: 'completed' } : state;
    case 'ERROR':
      return state.phase === 'completed' ? state : { ...state, phase: 'error' };
    default:
      return state;
  }
}
