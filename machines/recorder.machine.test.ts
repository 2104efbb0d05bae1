import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { RECORDER_TICK_MS, recorderMachine, type RecorderEvent, type RecorderInput, type RecorderTiming } from './recorder.machine';

const readAloud: RecorderTiming = { prepSec: 3, responseSec: 10, beep: true, silenceCutoffMs: 3000 };
const repeatSentence: RecorderTiming = { prepSec: null, responseSec: 15, beep: false, silenceCutoffMs: 3000 };

interface Fakes {
  micError?: { name: string };
  uploadSucceeds?: boolean;
}

function start(input: Partial<RecorderInput> & { timing?: RecorderTiming } = {}, fakes: Fakes = {}) {
  const clock = new SimulatedClock();
  const calls = { mic: 0, beep: 0, release: [] as unknown[], recorderStarted: 0, recorderStopped: 0, uploads: [] as unknown[], playbacks: 0 };
  let meter: ((e: RecorderEvent) => void) | null = null;
  let uploader: ((e: RecorderEvent) => void) | null = null;
  let endPlayback: (() => void) | null = null;
  const micResults: Array<{ name: string } | null> = [fakes.micError ?? null];
  const machine = recorderMachine.provide({
    actors: {
      microphone: fromPromise<unknown, void>(async () => {
        calls.mic++;
        const err = micResults.shift();
        if (err) throw Object.assign(new Error(err.name), err);
        return 'stream-1';
      }),
      levelMeter: fromCallback(({ sendBack }) => {
        meter = sendBack;
        return () => {
          meter = null;
        };
      }),
      mediaRecorder: fromCallback<RecorderEvent, { stream: unknown }>(({ sendBack, receive, input }) => {
        expect(input.stream).toBe('stream-1');
        calls.recorderStarted++;
        receive((e) => {
          if (e.type !== 'media.stop') return;
          calls.recorderStopped++;
          sendBack({ type: 'media.recorded', blob: `blob-${calls.recorderStarted}` });
        });
      }),
      upload: fromCallback<RecorderEvent, { blob: unknown }>(({ sendBack, input }) => {
        calls.uploads.push(input.blob);
        uploader = sendBack;
      }),
      playback: fromPromise(
        () =>
          new Promise<void>((resolve) => {
            calls.playbacks++;
            endPlayback = resolve;
          }),
      ),
    },
    actions: {
      playBeep: () => {
        calls.beep++;
      },
      releaseMicrophone: (_, params) => {
        calls.release.push(params.stream);
      },
    },
  });
  const actor = createActor(machine, { input: { mode: 'practice', timing: readAloud, ...input }, clock });
  actor.start();
  const flush = () => new Promise((r) => setTimeout(r, 0));
  /** advance the simulated clock in 100 ms steps, as time really passes (timers scheduled on the way fire too) */
  const advance = (ms: number) => {
    for (let t = 0; t < ms; t += RECORDER_TICK_MS) clock.increment(RECORDER_TICK_MS);
  };
  const level = (l: number) => meter!({ type: 'media.level', level: l });
  return {
    actor,
    clock,
    calls,
    flush,
    advance,
    level,
    setMicResults: (r: Array<{ name: string } | null>) => micResults.splice(0, micResults.length, ...r),
    uploader: () => uploader!,
    endPlayback: () => endPlayback!(),
    snap: () => actor.getSnapshot(),
  };
}

/** granted, through a prep of 3 s and the beep, into recording */
async function untilRecording(r: ReturnType<typeof start>) {
  await r.flush();
  r.advance(3000);
  expect(r.snap().matches({ granted: 'beep' })).toBe(true);
  r.advance(400);
  expect(r.snap().matches({ granted: { capturing: 'recording' } })).toBe(true);
}

describe('recorder machine: microphone permission', () => {
  it('asks for the microphone, then is granted and prepares', async () => {
    const r = start();
    expect(r.snap().value).toBe('requesting');
    expect(r.snap().getMeta()['recorder.requesting']).toEqual({ messageKey: 'mic.requesting' });
    await r.flush();
    expect(r.snap().matches({ granted: 'preparing' })).toBe(true);
    expect(r.snap().context.stream).toBe('stream-1');
    expect(r.snap().context.prepRemainingSec).toBe(3);
    expect(r.calls.mic).toBe(1);
  });

  it('denied: a message, retry asks again, practice may switch to typing', async () => {
    const r = start({}, { micError: { name: 'NotAllowedError' } });
    await r.flush();
    expect(r.snap().value).toBe('denied');
    expect(r.snap().getMeta()['recorder.denied']).toEqual({ messageKey: 'mic.denied' });
    expect(r.snap().context.error).toBe('NotAllowedError');
    r.setMicResults([{ name: 'NotAllowedError' }]);
    r.actor.send({ type: 'user.retry' });
    expect(r.snap().value).toBe('requesting');
    await r.flush();
    expect(r.snap().value).toBe('denied');
    expect(r.calls.mic).toBe(2);
    r.actor.send({ type: 'user.type' });
    expect(r.snap().value).toBe('typing');
    // from typing the student can still try the microphone again, and this time it works
    r.setMicResults([null]);
    r.actor.send({ type: 'user.retry' });
    await r.flush();
    expect(r.snap().matches({ granted: 'preparing' })).toBe(true);
  });

  it('absent: no microphone found is its own message; a test offers retry but not typing', async () => {
    const r = start({ mode: 'test' }, { micError: { name: 'NotFoundError' } });
    await r.flush();
    expect(r.snap().value).toBe('absent');
    expect(r.snap().getMeta()['recorder.absent']).toEqual({ messageKey: 'mic.absent' });
    expect(r.snap().can({ type: 'user.type' })).toBe(false);
    r.actor.send({ type: 'user.type' });
    expect(r.snap().value).toBe('absent');
    expect(r.snap().can({ type: 'user.retry' })).toBe(true);
  });
});

describe('recorder machine: preparation and beep', () => {
  it('counts the preparation down a second at a time, beeps, then records', async () => {
    const r = start();
    await r.flush();
    r.advance(1000);
    expect(r.snap().context.prepRemainingSec).toBe(2);
    r.advance(1000);
    expect(r.snap().context.prepRemainingSec).toBe(1);
    expect(r.calls.beep).toBe(0);
    r.advance(1000);
    expect(r.snap().matches({ granted: 'beep' })).toBe(true);
    expect(r.calls.beep).toBe(1);
    expect(r.calls.recorderStarted).toBe(0);
    r.advance(400);
    expect(r.snap().matches({ granted: { capturing: 'recording' } })).toBe(true);
    expect(r.calls.recorderStarted).toBe(1);
  });

  it('without a beep and without preparation (repeat sentence) it records as soon as it may start', async () => {
    const r = start({ timing: repeatSentence, autoStart: false });
    await r.flush();
    expect(r.snap().matches({ granted: 'waiting' })).toBe(true);
    r.advance(5000);
    expect(r.snap().matches({ granted: 'waiting' })).toBe(true);
    r.actor.send({ type: 'user.start' });
    expect(r.snap().matches({ granted: { capturing: 'recording' } })).toBe(true);
    expect(r.calls.beep).toBe(0);
  });

  it('a start that comes before the microphone is granted is remembered', async () => {
    const r = start({ timing: repeatSentence, autoStart: false });
    r.actor.send({ type: 'user.start' });
    expect(r.snap().value).toBe('requesting');
    await r.flush();
    expect(r.snap().matches({ granted: { capturing: 'recording' } })).toBe(true);
  });

  it('practice may skip the preparation; a test may not', async () => {
    const p = start();
    await p.flush();
    p.actor.send({ type: 'user.skip' });
    expect(p.snap().matches({ granted: 'beep' })).toBe(true);

    const t = start({ mode: 'test' });
    await t.flush();
    expect(t.snap().can({ type: 'user.skip' })).toBe(false);
    t.actor.send({ type: 'user.skip' });
    expect(t.snap().matches({ granted: 'preparing' })).toBe(true);
    expect(t.snap().context.prepRemainingSec).toBe(3);
  });
});

describe('recorder machine: recording and stopping', () => {
  it('records to the limit while the student keeps talking, with elapsed time, level and frames', async () => {
    const r = start();
    await untilRecording(r);
    for (let t = 0; t < 10_000; t += 500) {
      r.level(0.5);
      r.advance(500);
      if (t < 9500) expect(r.snap().matches({ granted: { capturing: 'recording' } })).toBe(true);
    }
    expect(r.snap().matches({ granted: 'completed' })).toBe(true);
    const c = r.snap().context;
    expect(c.stopReason).toBe('limit');
    expect(c.elapsedMs).toBe(10_000);
    expect(c.level).toBe(0.5);
    expect(c.voicedAtMs).toBe(0);
    expect(c.lastVoicedMs).toBe(9500);
    expect(c.frames.length).toBeGreaterThanOrEqual(99);
    expect(c.frames[0]).toEqual({ tMs: 100, level: 0.5 });
    expect(c.frames[1]).toEqual({ tMs: 200, level: 0 });
    expect(c.blob).toBe('blob-1');
    expect(r.calls.recorderStopped).toBe(1);
  });

  it('stops 3 s after the mic opens when nobody speaks (quiet levels do not count)', async () => {
    const r = start();
    await untilRecording(r);
    r.level(0.02);
    r.advance(2900);
    expect(r.snap().matches({ granted: { capturing: 'recording' } })).toBe(true);
    r.advance(100);
    expect(r.snap().matches({ granted: 'completed' })).toBe(true);
    expect(r.snap().context.stopReason).toBe('silence');
    expect(r.snap().context.voicedAtMs).toBeNull();
    expect(r.snap().context.elapsedMs).toBe(3000);
  });

  it('stops 3 s after the last voiced frame once the student has spoken', async () => {
    const r = start();
    await untilRecording(r);
    r.advance(2000);
    r.level(0.4); // first voice at 2.0 s
    r.advance(1500);
    r.level(0.3); // last voice at 3.5 s
    r.advance(2900);
    expect(r.snap().matches({ granted: { capturing: 'recording' } })).toBe(true);
    r.advance(100);
    expect(r.snap().matches({ granted: 'completed' })).toBe(true);
    const c = r.snap().context;
    expect(c.stopReason).toBe('silence');
    expect(c.voicedAtMs).toBe(2000);
    expect(c.lastVoicedMs).toBe(3500);
    expect(c.elapsedMs).toBe(6500);
  });

  it('a configurable silence cutoff', async () => {
    const r = start({ timing: { ...readAloud, silenceCutoffMs: 1000 } });
    await untilRecording(r);
    r.advance(1000);
    expect(r.snap().context.stopReason).toBe('silence');
  });

  it('user.stop and user.next end the recording early', async () => {
    const r = start();
    await untilRecording(r);
    r.advance(1200);
    r.actor.send({ type: 'user.stop' });
    expect(r.snap().matches({ granted: 'completed' })).toBe(true);
    expect(r.snap().context.stopReason).toBe('user');
    expect(r.snap().context.elapsedMs).toBe(1200);

    const n = start({ mode: 'test' });
    await untilRecording(n);
    n.actor.send({ type: 'user.next' });
    expect(n.snap().context.stopReason).toBe('next');
    expect(n.snap().matches({ granted: 'completed' })).toBe(true);
  });

  it('a broken media recorder leads to failed, and retry asks for the microphone again', async () => {
    const r = start();
    await untilRecording(r);
    r.actor.send({ type: 'media.failed', error: 'boom' });
    expect(r.snap().value).toBe('failed');
    expect(r.snap().context.error).toBe('boom');
    expect(r.calls.release).toEqual(['stream-1']);
    r.actor.send({ type: 'user.retry' });
    expect(r.snap().value).toBe('requesting');
  });

  it('refuses stop before recording and playback while recording', async () => {
    const r = start();
    await r.flush();
    expect(r.snap().can({ type: 'user.stop' })).toBe(false);
    await untilRecording(r);
    expect(r.snap().can({ type: 'user.play' })).toBe(false);
    expect(r.snap().can({ type: 'user.retry' })).toBe(false);
  });
});

describe('recorder machine: completed, practice and test', () => {
  it('practice: listen back, then retry back to preparing with a fresh attempt', async () => {
    const r = start();
    await untilRecording(r);
    r.level(0.5);
    r.actor.send({ type: 'user.stop' });
    expect(r.snap().matches({ granted: { completed: { playback: 'idle' } } })).toBe(true);
    r.actor.send({ type: 'user.play' });
    expect(r.snap().matches({ granted: { completed: { playback: 'playing' } } })).toBe(true);
    await r.flush();
    expect(r.calls.playbacks).toBe(1);
    r.endPlayback();
    await r.flush();
    expect(r.snap().matches({ granted: { completed: { playback: 'idle' } } })).toBe(true);

    r.actor.send({ type: 'user.retry' });
    expect(r.snap().matches({ granted: 'preparing' })).toBe(true);
    const c = r.snap().context;
    expect(c).toMatchObject({ prepRemainingSec: 3, elapsedMs: 0, voicedAtMs: null, lastVoicedMs: null, frames: [], blob: undefined, path: undefined, stopReason: null, attempts: 2 });
    await untilRecording(r);
    r.actor.send({ type: 'user.stop' });
    expect(r.snap().context.blob).toBe('blob-2');
    // the microphone stays open across attempts
    expect(r.calls.mic).toBe(1);
    expect(r.calls.release).toEqual([]);
  });

  it('test: no retry and no listen-back once completed (forbidden transitions)', async () => {
    const r = start({ mode: 'test' });
    await untilRecording(r);
    r.actor.send({ type: 'user.stop' });
    const before = r.snap();
    expect(before.matches({ granted: 'completed' })).toBe(true);
    expect(before.can({ type: 'user.retry' })).toBe(false);
    expect(before.can({ type: 'user.play' })).toBe(false);
    r.actor.send({ type: 'user.retry' });
    r.actor.send({ type: 'user.play' });
    expect(r.snap().matches({ granted: { completed: { upload: 'uploading', playback: 'idle' } } })).toBe(true);
    expect(r.snap().context.attempts).toBe(1);
    expect(r.calls.recorderStarted).toBe(1);
  });

  it('uploads with progress and keeps the stored path', async () => {
    const r = start({ mode: 'test' });
    await untilRecording(r);
    r.actor.send({ type: 'user.stop' });
    expect(r.snap().matches({ granted: { completed: { upload: 'uploading' } } })).toBe(true);
    expect(r.calls.uploads).toEqual(['blob-1']);
    r.uploader()({ type: 'server.progress', progress: 0.25 });
    expect(r.snap().context.progress).toBe(0.25);
    r.uploader()({ type: 'server.progress', progress: 7 });
    expect(r.snap().context.progress).toBe(1);
    r.uploader()({ type: 'server.uploaded', path: '/files/answer-audio/a.webm' });
    expect(r.snap().matches({ granted: { completed: { upload: 'done' } } })).toBe(true);
    expect(r.snap().context.path).toBe('/files/answer-audio/a.webm');
  });

  it('a failed upload shows its message and retries the upload (also in a test)', async () => {
    const r = start({ mode: 'test' });
    await untilRecording(r);
    r.actor.send({ type: 'user.stop' });
    r.uploader()({ type: 'server.progress', progress: 0.5 });
    r.uploader()({ type: 'server.failed', error: 'Network Error' });
    expect(r.snap().matches({ granted: { completed: { upload: 'uploadFailed' } } })).toBe(true);
    expect(r.snap().getMeta()['recorder.granted.completed.upload.uploadFailed']).toEqual({ messageKey: 'upload.failed' });
    expect(r.snap().context.error).toBe('Network Error');
    r.actor.send({ type: 'user.retryUpload' });
    expect(r.snap().matches({ granted: { completed: { upload: 'uploading' } } })).toBe(true);
    expect(r.snap().context.progress).toBe(0);
    expect(r.calls.uploads).toEqual(['blob-1', 'blob-1']);
    r.uploader()({ type: 'server.uploaded', path: '/files/answer-audio/b.webm' });
    expect(r.snap().context.path).toBe('/files/answer-audio/b.webm');
  });

  it('without an uploader the recording is kept in the browser', async () => {
    const r = start({ canUpload: false });
    await untilRecording(r);
    r.actor.send({ type: 'user.stop' });
    expect(r.snap().matches({ granted: { completed: { upload: 'kept' } } })).toBe(true);
    expect(r.calls.uploads).toEqual([]);
  });
});
