import { useActor } from '@xstate/react';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import { Button } from '@ui/button';
import { DEFAULT_VOICE_THRESHOLD, recorderMachine, type RecorderEvent, type RecorderTiming } from '@machines/recorder.machine';
import { speechMeasures, type SpeechMeasures } from '../scoring/speech-measures.ts';
import type { DeliveryMode, PlayerProps } from '../ui-contract.ts';
import { formatClock } from './format-clock.ts';
import { browserDevices, recordingExtension, type RecorderDevices } from './recorder-devices.ts';
import { useRecorderTranslation } from './recorder-i18n.ts';

/** Tests and stories swap browser devices (happy-dom has no MediaRecorder) without touching the players. */
export const RecorderDevicesContext = createContext<Partial<RecorderDevices> | null>(null);

/** The folder of POST common/upload-file that holds answer recordings. */
export const RECORDING_FOLDER = 'recordings';

export interface RecorderResult {
  /** the stored path; absent while not (yet) uploaded */
  recording?: string;
  measures: SpeechMeasures;
}

export interface RecorderProps {
  mode: DeliveryMode;
  timing: RecorderTiming;
  /** false: wait for `start` (the prompt's audio has to end first) */
  autoStart?: boolean;
  /** becomes true when the recorder may begin (with autoStart false) */
  start?: boolean;
  upload?: PlayerProps['upload'];
  /** the item is submitted or time is up: a running recording stops, nothing can be started */
  disabled?: boolean;
  /** measures when a recording completes, then again with the stored path once uploaded */
  onResult?(result: RecorderResult): void;
  /** PlayerProps.onBusyChange: true while recording or uploading, false once the recording is handed over (or not) */
  onBusyChange?(busy: boolean): void;
  /** PlayerProps.finishRequest: a change stops a running recording, which then completes and uploads as usual */
  finishRequest?: number;
  /** the student chose to practise by typing (true) or went back to the microphone (false) */
  onTypingChange?(typing: boolean): void;
  /** level 0..1 from which a frame counts as voice */
  voiceThreshold?: number;
  /** overrides the context's and the browser's devices */
  devices?: Partial<RecorderDevices>;
}

function buildMachine(devices: () => RecorderDevices, upload: () => PlayerProps['upload']) {
  return recorderMachine.provide({
    actors: {
      microphone: fromPromise(async ({ signal }) => {
        const stream = await devices().openMicrophone();
        // the recorder went away while the browser asked: do not leave the microphone on
        if (signal.aborted) devices().release(stream);
        return stream;
      }),
      levelMeter: fromCallback<RecorderEvent, { stream: unknown }>(({ input, sendBack }) => devices().meterLevels(input.stream, (level) => sendBack({ type: 'media.level', level }))),
      mediaRecorder: fromCallback<RecorderEvent, { stream: unknown }>(({ input, sendBack, receive }) => {
        const handle = devices().startRecording(input.stream, {
          onRecorded: (blob) => sendBack({ type: 'media.recorded', blob }),
          onFailed: (error) => sendBack({ type: 'media.failed', error }),
        });
        let stopping = false;
        receive((e) => {
          if (e.type === 'media.stop') {
            stopping = true;
            handle.stop();
          }
        });
        return () => {
          if (!stopping) handle.cancel();
        };
      }),
      upload: fromCallback<RecorderEvent, { blob: unknown }>(({ input, sendBack }) => {
        let live = true;
        const blob = input.blob as Blob;
        const fn = upload();
        if (!fn) {
          sendBack({ type: 'server.failed', error: 'no upload' });
          return () => {};
        }
        const file = new File([blob], `recording.${recordingExtension(blob.type)}`, { type: blob.type || 'audio/webm' });
        fn(file, RECORDING_FOLDER, (p) => live && sendBack({ type: 'server.progress', progress: p })).then(
          (path) => live && sendBack({ type: 'server.uploaded', path }),
          (e: unknown) => live && sendBack({ type: 'server.failed', error: e instanceof Error ? e.message : 'upload failed' }),
        );
        return () => {
          live = false;
        };
      }),
      playback: fromPromise<void, { blob: unknown }>(({ input, signal }) => devices().play(input.blob as Blob, signal)),
    },
    actions: {
      playBeep: () => devices().beep(),
      releaseMicrophone: (_, params) => devices().release(params.stream),
    },
  });
}

/**
 * The PTE recording status box (docs/pte-rules.md §1.2, UI.md): microphone check, "Preparing N s", a tone,
 * "Recording" with elapsed/limit and a live level meter, "Completed", then the upload. Practice may skip the
 * preparation, listen back and record again; a test records once.
 */
export function Recorder({ mode, timing, autoStart = true, start = false, upload, disabled = false, onResult, onBusyChange, finishRequest, onTypingChange, voiceThreshold = DEFAULT_VOICE_THRESHOLD, devices }: RecorderProps) {
  const { t } = useRecorderTranslation();
  const fromContext = useContext(RecorderDevicesContext);
  const live = useRef({ devices: { ...browserDevices, ...fromContext, ...devices } as RecorderDevices, upload, onResult, onBusyChange, onTypingChange });
  useEffect(() => {
    live.current = { devices: { ...browserDevices, ...fromContext, ...devices }, upload, onResult, onBusyChange, onTypingChange };
  });
  const [machine] = useState(() =>
    buildMachine(
      () => live.current.devices,
      () => live.current.upload,
    ),
  );
  const practice = mode !== 'test';
  const [snapshot, send, actorRef] = useActor(machine, {
    input: { mode: practice ? 'practice' : 'test', timing, autoStart, voiceThreshold, canUpload: upload !== undefined },
  });
  const ctx = snapshot.context;

  useEffect(() => {
    if (start) send({ type: 'user.start' });
  }, [start, send]);

  // the item was submitted or time ran out: keep what was said so far
  useEffect(() => {
    if (disabled) send({ type: 'user.next' });
  }, [disabled, send]);

  // the host asks to finish now (Next while recording): stop as when time runs out; the value at mount does not count
  const finishSeen = useRef(finishRequest);
  useEffect(() => {
    if (finishSeen.current === finishRequest) return;
    finishSeen.current = finishRequest;
    send({ type: 'user.next' });
  }, [finishRequest, send]);

  // XState does not run exit actions when the actor stops: release the microphone on unmount ourselves
  useEffect(
    () => () => {
      const stream = actorRef.getSnapshot().context.stream;
      if (stream) live.current.devices.release(stream);
    },
    [actorRef],
  );

  const completed = snapshot.matches({ granted: 'completed' });
  const uploadState = completed ? (snapshot.value as { granted: { completed: { upload: string } } }).granted.completed.upload : null;
  const typing = snapshot.matches('typing');

  // report the measures when a recording completes, and the stored path once it is uploaded
  const reported = useRef<string>('');
  useEffect(() => {
    if (!completed) return;
    // once per attempt with the measures, once more with the path
    const tag = `${ctx.attempts}:${uploadState === 'done' ? (ctx.path ?? '') : ''}`;
    if (reported.current === tag) return;
    reported.current = tag;
    const measures = speechMeasures(ctx.frames, { threshold: ctx.voiceThreshold, endMs: ctx.elapsedMs });
    live.current.onResult?.(uploadState === 'done' && ctx.path ? { recording: ctx.path, measures } : { measures });
  }, [completed, uploadState, ctx.attempts, ctx.path, ctx.frames, ctx.voiceThreshold, ctx.elapsedMs]);

  // recording, or a finished recording not handed over yet (a failed upload is not busy: the student may move on)
  const busy = snapshot.matches({ granted: 'capturing' }) || uploadState === 'saving' || uploadState === 'uploading';
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current === busy) return;
    wasBusy.current = busy;
    live.current.onBusyChange?.(busy);
  }, [busy]);

  const wasTyping = useRef(false);
  useEffect(() => {
    if (wasTyping.current !== typing) live.current.onTypingChange?.(typing);
    wasTyping.current = typing;
  }, [typing]);

  const limitMs = Math.max(1, timing.responseSec ?? 40) * 1000;
  const recording = snapshot.matches({ granted: 'capturing' });
  const preparing = snapshot.matches({ granted: 'preparing' });
  const status = statusKey(snapshot);
  const statusText = status === 'preparing' ? t('preparing', { count: ctx.prepRemainingSec }) : t(status);
  const percent = completed ? 100 : recording ? Math.min(100, Math.round((ctx.elapsedMs / limitMs) * 100)) : 0;
  const levelPercent = Math.round(ctx.level * 100);
  const micProblem = snapshot.matches('denied') || snapshot.matches('absent') || snapshot.matches('failed');
  const measures = completed ? speechMeasures(ctx.frames, { threshold: ctx.voiceThreshold, endMs: ctx.elapsedMs }) : null;
  const playing = completed && snapshot.matches({ granted: { completed: { playback: 'playing' } } });

  return (
    <section
      aria-label={t('region')}
      data-testid="recorder"
      data-state={status}
      className="w-full max-w-xl rounded-md border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-48 flex-1">
          <p className="text-xs font-medium uppercase tracking-wide text-muted">{t('status')}</p>
          <p aria-hidden="true" data-testid="recorder-status" className={`text-base font-semibold ${micProblem || uploadState === 'uploadFailed' ? 'text-danger-700' : recording ? 'text-primary-700' : 'text-ink'}`}>
            {statusText}
          </p>
          {/* screen readers hear each phase once, not every second of the countdown */}
          <p role="status" className="sr-only">
            {preparing ? t('preparing', { count: Math.max(0, Math.floor(timing.prepSec ?? 0)) }) : statusText}
          </p>
        </div>
        {preparing && practice && !disabled && (
          <Button variant="secondary" onClick={() => send({ type: 'user.skip' })} data-testid="recorder-skip">
            {t('skip')}
          </Button>
        )}
        {recording && !disabled && (
          <Button onClick={() => send({ type: 'user.stop' })} data-testid="recorder-stop" disabled={snapshot.matches({ granted: { capturing: 'finishing' } })}>
            {t('stop')}
          </Button>
        )}
        {micProblem && !disabled && (
          <Button onClick={() => send({ type: 'user.retry' })} data-testid="recorder-mic-retry">
            {t('mic.retry')}
          </Button>
        )}
        {(snapshot.matches('denied') || snapshot.matches('absent')) && practice && !disabled && (
          <Button variant="secondary" onClick={() => send({ type: 'user.type' })} data-testid="recorder-type">
            {t('mic.type')}
          </Button>
        )}
        {typing && !disabled && (
          <Button variant="secondary" onClick={() => send({ type: 'user.retry' })} data-testid="recorder-use-mic">
            {t('mic.useMic')}
          </Button>
        )}
        {completed && practice && !disabled && (
          <>
            <Button variant="secondary" onClick={() => send(playing ? { type: 'user.stop' } : { type: 'user.play' })} aria-pressed={playing} data-testid="recorder-listen">
              {playing ? t('stopListening') : t('listen')}
            </Button>
            <Button variant="secondary" onClick={() => send({ type: 'user.retry' })} data-testid="recorder-retry">
              {t('retry')}
            </Button>
          </>
        )}
      </div>

      <div
        role="progressbar"
        aria-label={t('progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('elapsed', { elapsed: formatClock(ctx.elapsedMs / 1000), limit: formatClock(limitMs / 1000) })}
        data-testid="recorder-progress"
        className="mt-3 h-2 w-full overflow-hidden rounded-full bg-canvas"
      >
        <div className="h-full bg-primary-600 transition-[width] duration-100" style={{ width: `${percent}%` }} />
      </div>
      <div className="mt-1 flex items-center justify-between gap-3 text-xs text-muted">
        <span className="tabular-nums" data-testid="recorder-elapsed">
          {t('elapsed', { elapsed: formatClock(ctx.elapsedMs / 1000), limit: formatClock(limitMs / 1000) })}
        </span>
        {!practice && <span>{t('onceOnly')}</span>}
      </div>

      <div className="mt-3 flex items-center gap-3">
        <span className="text-sm font-medium text-ink" id="recorder-level-label">
          {t('level')}
        </span>
        <div
          role="meter"
          aria-label={t('level')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={levelPercent}
          data-testid="recorder-level"
          data-voiced={ctx.level >= ctx.voiceThreshold ? 'true' : 'false'}
          className="h-2 w-40 overflow-hidden rounded-full bg-canvas"
        >
          <div className={`h-full ${ctx.level >= ctx.voiceThreshold ? 'bg-success-700' : 'bg-muted'}`} style={{ width: `${levelPercent}%` }} />
        </div>
      </div>

      {completed && (
        <div className="mt-3 flex flex-col gap-1 text-sm" data-testid="recorder-completed">
          {ctx.stopReason === 'silence' && <p className="text-muted">{t('stopped.silence', { seconds: Math.round((timing.silenceCutoffMs ?? 3000) / 1000) })}</p>}
          {ctx.stopReason === 'limit' && <p className="text-muted">{t('stopped.limit')}</p>}
          {measures && (
            <p className="text-muted" data-testid="recorder-measures">
              {measures.firstSpeechMs === null
                ? t('measures.noSpeech')
                : t('measures.summary', { speaking: (measures.speakingMs / 1000).toFixed(1), first: (measures.firstSpeechMs / 1000).toFixed(1), count: measures.pauseCount })}
            </p>
          )}
          {uploadState === 'uploading' && (
            <>
              <p data-testid="recorder-upload">{t('upload.uploading', { percent: Math.round(ctx.progress * 100) })}</p>
              <div role="progressbar" aria-label={t('upload.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(ctx.progress * 100)} className="h-1.5 w-full overflow-hidden rounded-full bg-canvas">
                <div className="h-full bg-primary-600" style={{ width: `${Math.round(ctx.progress * 100)}%` }} />
              </div>
            </>
          )}
          {uploadState === 'done' && (
            <p className="text-success-700" data-testid="recorder-upload">
              {t('upload.done')}
            </p>
          )}
          {uploadState === 'kept' && (
            <p className="text-muted" data-testid="recorder-upload">
              {t('upload.kept')}
            </p>
          )}
          {uploadState === 'uploadFailed' && (
            <div className="flex flex-wrap items-center gap-3">
              <p role="alert" className="text-danger-700" data-testid="recorder-upload">
                {t('upload.failed')}
              </p>
              <Button variant="secondary" onClick={() => send({ type: 'user.retryUpload' })} data-testid="recorder-upload-retry">
                {t('upload.retry')}
              </Button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

type Snapshot = SnapshotFrom<typeof recorderMachine>;
type StatusKey = 'mic.requesting' | 'mic.denied' | 'mic.absent' | 'mic.typing' | 'failed' | 'waiting' | 'preparing' | 'beep' | 'recording' | 'completed';

function statusKey(s: Snapshot): StatusKey {
  if (s.matches('requesting')) return 'mic.requesting';
  if (s.matches('denied')) return 'mic.denied';
  if (s.matches('absent')) return 'mic.absent';
  if (s.matches('typing')) return 'mic.typing';
  if (s.matches('failed')) return 'failed';
  if (s.matches({ granted: 'preparing' })) return 'preparing';
  if (s.matches({ granted: 'beep' })) return 'beep';
  if (s.matches({ granted: 'capturing' })) return 'recording';
  if (s.matches({ granted: 'completed' })) return 'completed';
  return 'waiting';
}

export default Recorder;
