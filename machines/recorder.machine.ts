/**
 * The speaking recorder (docs/pte-rules.md §1.2): microphone permission, preparation countdown, tone, recording until
 * the limit / 3 s of silence / Stop / Next, "Completed", upload. No browser APIs here: the page supplies the
 * `microphone`, `levelMeter`, `mediaRecorder`, `upload` and `playback` actors and the `playBeep` /
 * `releaseMicrophone` actions with `.provide()` (question-types/kit/ui/recorder.tsx).
 *
 * requesting --ok--> granted.waiting --(user.start, or autoStart)--> preparing --(prepSec counted down, or
 *   user.skip in practice)--> beep (timing.beep) --> capturing.recording --(limit | silence | user.stop |
 *   user.next)--> capturing.finishing --media.recorded--> completed
 * completed (parallel): upload: saving -> uploading --server.uploaded--> done | --server.failed--> uploadFailed
 *   --user.retryUpload--> uploading (without an uploader: kept);  playback: idle --user.play--> playing (practice)
 * completed --user.retry--> preparing (practice only: a test allows one attempt)
 * requesting --failed--> denied | absent --user.retry--> requesting;  --user.type--> typing (practice only)
 *
 * Device events are `media.*` (the microphone, the level meter and the MediaRecorder are neither the user, a
 * timer nor the server).
 */
import { and, assign, fromCallback, fromPromise, not, sendTo, setup, type ActorRefFrom } from 'xstate';

/** The timing fields the recorder reads (a subset of the question type's Timing). */
export interface RecorderTiming {
  prepSec: number | null;
  responseSec: number | null;
  beep: boolean;
  silenceCutoffMs: number | null;
}

export type RecorderMode = 'practice' | 'test';

export interface RecorderInput {
  mode: RecorderMode;
  timing: RecorderTiming;
  /** preparation starts by itself once the microphone is granted; false = wait for user.start (after a prompt's audio) */
  autoStart?: boolean;
  /** a level at or above this counts as voice (0..1, the level meter's scale) */
  voiceThreshold?: number;
  /** an upload actor is available: false keeps the recording in the browser only */
  canUpload?: boolean;
}

/** A level reading kept for the speech measures: the loudest level in the 100 ms that end at `tMs`. */
export interface RecorderFrame {
  tMs: number;
  level: number;
}

export type StopReason = 'limit' | 'silence' | 'user' | 'next';

export interface RecorderContext {
  mode: RecorderMode;
  timing: RecorderTiming;
  voiceThreshold: number;
  canUpload: boolean;
  /** the page (or autoStart) allowed the preparation to begin */
  started: boolean;
  /** the opened microphone (a MediaStream in the browser); opaque here */
  stream: unknown;
  prepRemainingSec: number;
  /** ms since the microphone opened */
  elapsedMs: number;
  /** the latest level 0..1 */
  level: number;
  /** the loudest level since the last frame */
  peak: number;
  /** when voice was first heard (ms since the mic opened), null before */
  voicedAtMs: number | null;
  /** the last voiced frame (ms since the mic opened) */
  lastVoicedMs: number | null;
  frames: RecorderFrame[];
  stopReason: StopReason | null;
  /** the recorded audio (a Blob in the browser) */
  blob?: unknown;
  /** the stored path once uploaded */
  path?: string;
  /** upload progress 0..1 */
  progress: number;
  error?: string;
  /** how many recordings were started (practice retries count) */
  attempts: number;
}

export type RecorderEvent =
  | { type: 'user.start' }
  | { type: 'user.skip' }
  | { type: 'user.stop' }
  | { type: 'user.next' }
  | { type: 'user.retry' }
  | { type: 'user.retryUpload' }
  | { type: 'user.play' }
  | { type: 'user.type' }
  | { type: 'media.level'; level: number }
  | { type: 'media.recorded'; blob: unknown }
  | { type: 'media.failed'; error?: string }
  | { type: 'media.stop' }
  | { type: 'server.progress'; progress: number }
  | { type: 'server.uploaded'; path: string }
  | { type: 'server.failed'; error?: string };

/** How often the recording clock advances and a level frame is kept. */
export const RECORDER_TICK_MS = 100;
export const DEFAULT_SILENCE_CUTOFF_MS = 3000;
export const DEFAULT_VOICE_THRESHOLD = 0.08;
/** the tone is 300 ms; the microphone opens after it so the tone is not recorded */
export const BEEP_MS = 400;

/** getUserMedia error names that mean "no usable microphone" rather than "permission refused". */
const ABSENT_ERRORS = new Set(['NotFoundError', 'DevicesNotFoundError', 'OverconstrainedError', 'NotReadableError', 'TrackStartError', 'NotSupportedError']);

/** Message keys (namespace qt-kit-recorder) of the states that need one; read with `snapshot.getMeta()`. */
export const RECORDER_MESSAGES = {
  requesting: 'mic.requesting',
  denied: 'mic.denied',
  absent: 'mic.absent',
  failed: 'failed',
  uploadFailed: 'upload.failed',
} as const;

const errorName = (e: unknown): string => (typeof e === 'object' && e !== null && typeof (e as { name?: unknown }).name === 'string' ? (e as { name: string }).name : '');
const errorText = (e: unknown): string => (e instanceof Error ? e.message || e.name : typeof e === 'string' ? e : errorName(e) || 'error');

const responseLimitMs = (c: RecorderContext) => Math.max(1, c.timing.responseSec ?? 40) * 1000;
const silenceCutoffMs = (c: RecorderContext) => c.timing.silenceCutoffMs ?? DEFAULT_SILENCE_CUTOFF_MS;

const freshAttempt = (context: RecorderContext): Partial<RecorderContext> => ({
  prepRemainingSec: Math.max(0, Math.floor(context.timing.prepSec ?? 0)),
  elapsedMs: 0,
  peak: 0,
  voicedAtMs: null,
  lastVoicedMs: null,
  frames: [],
  stopReason: null,
  blob: undefined,
  path: undefined,
  progress: 0,
  error: undefined,
});

export const recorderMachine = setup({
  types: {
    context: {} as RecorderContext,
    events: {} as RecorderEvent,
    input: {} as RecorderInput,
  },
  actors: {
    /** opens the microphone (getUserMedia); rejects with a DOMException-like { name } */
    microphone: fromPromise<unknown, void>(async () => {
      throw Object.assign(new Error('microphone is supplied with .provide()'), { name: 'NotSupportedError' });
    }),
    /** sends media.level { level 0..1 } a few times a second while the stream is open */
    levelMeter: fromCallback<RecorderEvent, { stream: unknown }>(() => () => {}),
    /** records the stream; on media.stop it stops and sends media.recorded { blob } (or media.failed) */
    mediaRecorder: fromCallback<RecorderEvent, { stream: unknown }>(() => () => {}),
    /** uploads the blob: sends server.progress, then server.uploaded { path } or server.failed */
    upload: fromCallback<RecorderEvent, { blob: unknown }>(({ sendBack }) => {
      sendBack({ type: 'server.failed', error: 'upload is supplied with .provide()' });
      return () => {};
    }),
    /** plays the recording back; resolves when it ends */
    playback: fromPromise<void, { blob: unknown }>(async () => {}),
  },
  actions: {
    playBeep: () => {},
    releaseMicrophone: (_, _params: { stream: unknown }) => {},
    resetAttempt: assign(({ context }) => ({ ...freshAttempt(context), attempts: context.attempts + 1 })),
    takeLevel: assign(({ context, event }) => {
      const level = event.type === 'media.level' ? Math.max(0, Math.min(1, event.level)) : context.level;
      return { level, peak: Math.max(context.peak, level) };
    }),
    markVoiced: assign(({ context }) => ({
      voicedAtMs: context.voicedAtMs ?? context.elapsedMs,
      lastVoicedMs: context.elapsedMs,
    })),
    tick: assign(({ context }) => {
      const elapsedMs = context.elapsedMs + RECORDER_TICK_MS;
      return { elapsedMs, frames: [...context.frames, { tMs: elapsedMs, level: context.peak }], peak: 0 };
    }),
    /** a stop timer and a tick due at the same moment fire in either order: bring the clock to the stop time */
    settleClock: assign(({ context }, params: { atMs: number }) => {
      const frames = [...context.frames];
      let elapsedMs = context.elapsedMs;
      let peak = context.peak;
      while (elapsedMs + RECORDER_TICK_MS <= params.atMs) {
        elapsedMs += RECORDER_TICK_MS;
        frames.push({ tMs: elapsedMs, level: peak });
        peak = 0;
      }
      return { elapsedMs: Math.max(elapsedMs, params.atMs), frames, peak };
    }),
  },
  guards: {
    isPractice: ({ context }) => context.mode === 'practice',
    hasStarted: ({ context }) => context.started,
    hasBeep: ({ context }) => context.timing.beep,
    hasUploader: ({ context }) => context.canUpload,
    isPrepOver: ({ context }) => context.prepRemainingSec <= 0,
    isVoiced: ({ context, event }) => event.type === 'media.level' && event.level >= context.voiceThreshold,
    isMicrophoneAbsent: ({ event }) => ABSENT_ERRORS.has(errorName((event as { error?: unknown }).error)),
  },
  delays: {
    second: 1000,
    tick: RECORDER_TICK_MS,
    beepLength: BEEP_MS,
    responseLimit: ({ context }) => responseLimitMs(context),
    silenceCutoff: ({ context }) => silenceCutoffMs(context),
  },
}).createMachine({
  id: 'recorder',
  context: ({ input }) => {
    const base: RecorderContext = {
      mode: input.mode,
      timing: input.timing,
      voiceThreshold: input.voiceThreshold ?? DEFAULT_VOICE_THRESHOLD,
      canUpload: input.canUpload ?? true,
      started: input.autoStart ?? true,
      stream: null,
      prepRemainingSec: 0,
      elapsedMs: 0,
      level: 0,
      peak: 0,
      voicedAtMs: null,
      lastVoicedMs: null,
      frames: [],
      stopReason: null,
      progress: 0,
      attempts: 0,
    };
    return { ...base, ...freshAttempt(base) };
  },
  initial: 'requesting',
  // the page may allow the start before the microphone is granted (the prompt's audio ended first)
  on: { 'user.start': { actions: assign({ started: true }) } },
  states: {
    requesting: {
      meta: { messageKey: RECORDER_MESSAGES.requesting },
      invoke: {
        src: 'microphone',
        onDone: { target: 'granted', actions: assign({ stream: ({ event }) => event.output, error: undefined }) },
        onError: [
          { guard: 'isMicrophoneAbsent', target: 'absent', actions: assign({ error: ({ event }) => errorText(event.error) }) },
          { target: 'denied', actions: assign({ error: ({ event }) => errorText(event.error) }) },
        ],
      },
    },
    denied: {
      meta: { messageKey: RECORDER_MESSAGES.denied },
      on: { 'user.retry': 'requesting', 'user.type': { guard: 'isPractice', target: 'typing' } },
    },
    absent: {
      meta: { messageKey: RECORDER_MESSAGES.absent },
      on: { 'user.retry': 'requesting', 'user.type': { guard: 'isPractice', target: 'typing' } },
    },
    /** practice without a microphone: the page shows the typed transcript */
    typing: {
      on: { 'user.retry': 'requesting' },
    },
    /** the media recorder broke mid-recording */
    failed: {
      meta: { messageKey: RECORDER_MESSAGES.failed },
      on: { 'user.retry': 'requesting' },
    },
    granted: {
      exit: { type: 'releaseMicrophone', params: ({ context }) => ({ stream: context.stream }) },
      invoke: { id: 'levelMeter', src: 'levelMeter', input: ({ context }) => ({ stream: context.stream }) },
      on: { 'media.level': { actions: 'takeLevel' } },
      initial: 'waiting',
      states: {
        waiting: {
          always: { guard: 'hasStarted', target: 'preparing', actions: 'resetAttempt' },
        },
        preparing: {
          always: [
            { guard: and(['isPrepOver', 'hasBeep']), target: 'beep' },
            { guard: and(['isPrepOver', not('hasBeep')]), target: 'capturing' },
          ],
          after: { second: { target: 'preparing', reenter: true, actions: assign({ prepRemainingSec: ({ context }) => Math.max(0, context.prepRemainingSec - 1) }) } },
          on: { 'user.skip': { guard: 'isPractice', actions: assign({ prepRemainingSec: 0 }) } },
        },
        beep: {
          entry: 'playBeep',
          after: { beepLength: 'capturing' },
        },
        capturing: {
          invoke: { id: 'mediaRecorder', src: 'mediaRecorder', input: ({ context }) => ({ stream: context.stream }) },
          on: {
            'media.recorded': { target: 'completed', actions: assign({ blob: ({ event }) => event.blob }) },
            'media.failed': { target: '#recorder.failed', actions: assign({ error: ({ event }) => event.error ?? 'recording failed' }) },
          },
          initial: 'recording',
          states: {
            recording: {
              type: 'parallel',
              after: {
                responseLimit: {
                  target: 'finishing',
                  actions: [assign({ stopReason: 'limit' }), { type: 'settleClock', params: ({ context }) => ({ atMs: responseLimitMs(context) }) }],
                },
              },
              on: {
                'user.stop': { target: 'finishing', actions: assign({ stopReason: 'user' }) },
                'user.next': { target: 'finishing', actions: assign({ stopReason: 'next' }) },
              },
              states: {
                clock: {
                  initial: 'running',
                  states: { running: { after: { tick: { target: 'running', reenter: true, actions: 'tick' } } } },
                },
                voice: {
                  initial: 'listening',
                  states: {
                    // re-entered on every voiced level, which restarts the silence cutoff: it measures from the
                    // mic opening until the first voice, then from the last voiced frame
                    listening: {
                      after: {
                        silenceCutoff: {
                          target: '#recorder.granted.capturing.finishing',
                          actions: [assign({ stopReason: 'silence' }), { type: 'settleClock', params: ({ context }) => ({ atMs: (context.lastVoicedMs ?? 0) + silenceCutoffMs(context) }) }],
                        },
                      },
                      on: { 'media.level': [{ guard: 'isVoiced', target: 'listening', reenter: true, actions: ['takeLevel', 'markVoiced'] }, { actions: 'takeLevel' }] },
                    },
                  },
                },
              },
            },
            finishing: {
              entry: sendTo('mediaRecorder', { type: 'media.stop' }),
            },
          },
        },
        completed: {
          type: 'parallel',
          on: { 'user.retry': { guard: 'isPractice', target: 'preparing', actions: 'resetAttempt' } },
          states: {
            upload: {
              initial: 'saving',
              states: {
                saving: { always: [{ guard: 'hasUploader', target: 'uploading' }, { target: 'kept' }] },
                uploading: {
                  entry: assign({ progress: 0, error: undefined }),
                  invoke: { src: 'upload', input: ({ context }) => ({ blob: context.blob }) },
                  on: {
                    'server.progress': { actions: assign({ progress: ({ event }) => Math.max(0, Math.min(1, event.progress)) }) },
                    'server.uploaded': { target: 'done', actions: assign({ path: ({ event }) => event.path, progress: 1 }) },
                    'server.failed': { target: 'uploadFailed', actions: assign({ error: ({ event }) => event.error ?? 'upload failed' }) },
                  },
                },
                uploadFailed: {
                  meta: { messageKey: RECORDER_MESSAGES.uploadFailed },
                  on: { 'user.retryUpload': 'uploading' },
                },
                done: {},
                /** no uploader in this host: the recording stays in the browser */
                kept: {},
              },
            },
            playback: {
              initial: 'idle',
              states: {
                idle: { on: { 'user.play': { guard: 'isPractice', target: 'playing' } } },
                playing: {
                  invoke: { src: 'playback', input: ({ context }) => ({ blob: context.blob }), onDone: 'idle', onError: 'idle' },
                  on: { 'user.stop': 'idle' },
                },
              },
            },
          },
        },
      },
    },
  },
});

export type RecorderActorRef = ActorRefFrom<typeof recorderMachine>;
