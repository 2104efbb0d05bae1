/**
 * The browser side of the speaking recorder: getUserMedia, an AnalyserNode level meter, MediaRecorder
 * (webm/opus where the browser has it) and listen-back. Plain functions so tests and stories can swap any of them
 * (happy-dom has no MediaRecorder or AudioContext); recorder.tsx turns them into the machine's actors.
 */
import { toneWav } from './tone-wav.ts';

export interface RecordingHandle {
  /** stop and deliver the blob through onRecorded */
  stop(): void;
  /** stop without delivering (the recorder went away) */
  cancel(): void;
}

export interface RecorderDevices {
  /** opens the microphone; rejects with an error whose `name` is the getUserMedia DOMException name */
  openMicrophone(): Promise<unknown>;
  /** calls onLevel (0..1) a few times a second until the returned function is called */
  meterLevels(stream: unknown, onLevel: (level: number) => void): () => void;
  startRecording(stream: unknown, handlers: { onRecorded(blob: Blob): void; onFailed(error: string): void }): RecordingHandle;
  /** plays a recording; resolves when it ends or the signal aborts */
  play(blob: Blob, signal: AbortSignal): Promise<void>;
  /** the short tone that marks the microphone opening */
  beep(): void;
  /** stops the microphone's tracks */
  release(stream: unknown): void;
}

/** Preferred first: the issue asks for webm/opus; Safari records mp4/aac. */
export const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

/**
 * Meter scale: level = RMS of the samples × 5, capped at 1. Speech at a normal distance has an RMS of roughly
 * 0.03-0.2 (level 0.15-1); a quiet room 0.002-0.01 (level 0.01-0.05). The voice threshold (0.08, i.e. an RMS of
 * 0.016, about -36 dBFS) sits between the two; a prop changes it.
 */
export const LEVEL_GAIN = 5;

/** RMS of PCM samples (-1..1) on the meter's 0..1 scale. */
export function levelOf(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i]! * samples[i]!;
  return Math.min(1, Math.sqrt(sum / samples.length) * LEVEL_GAIN);
}

/** The first type this browser's MediaRecorder supports, or '' to let it choose. */
export function pickRecordingType(isSupported: (type: string) => boolean): string {
  return RECORDING_TYPES.find((t) => isSupported(t)) ?? '';
}

/** File extension for a recorded blob's type. */
export function recordingExtension(type: string): string {
  if (type.startsWith('audio/mp4')) return 'm4a';
  if (type.startsWith('audio/ogg')) return 'ogg';
  return 'webm';
}

const stopTracks = (stream: unknown) => {
  const s = stream as MediaStream | null;
  s?.getTracks?.().forEach((t) => t.stop());
};

export const browserDevices: RecorderDevices = {
  async openMicrophone() {
    if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      throw Object.assign(new Error('This browser cannot record audio'), { name: 'NotSupportedError' });
    }
    return navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true } });
  },

  meterLevels(stream, onLevel) {
    const Ctx = globalThis.AudioContext ?? (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return () => {};
    const ctx = new Ctx();
    void ctx.resume().catch(() => {});
    const source = ctx.createMediaStreamSource(stream as MediaStream);
    const analyser = ctx.createAnalyser();
    analyser.fftSize = 1024;
    source.connect(analyser);
    const buf = new Float32Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getFloatTimeDomainData(buf);
      onLevel(levelOf(buf));
    }, 50);
    return () => {
      clearInterval(timer);
      source.disconnect();
      void ctx.close().catch(() => {});
    };
  },

  startRecording(stream, { onRecorded, onFailed }) {
    if (typeof MediaRecorder === 'undefined') {
      onFailed('MediaRecorder is not available');
      return { stop() {}, cancel() {} };
    }
    const mimeType = pickRecordingType((t) => MediaRecorder.isTypeSupported(t));
    let rec: MediaRecorder;
    try {
      rec = new MediaRecorder(stream as MediaStream, mimeType ? { mimeType } : undefined);
    } catch (e) {
      onFailed(e instanceof Error ? e.message : 'MediaRecorder failed');
      return { stop() {}, cancel() {} };
    }
    const chunks: Blob[] = [];
    let deliver = true;
    rec.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    rec.onstop = () => {
      if (deliver) onRecorded(new Blob(chunks, { type: rec.mimeType || mimeType || 'audio/webm' }));
    };
    rec.onerror = () => {
      if (deliver) onFailed('MediaRecorder error');
    };
    rec.start(250);
    const end = () => {
      if (rec.state !== 'inactive') rec.stop();
    };
    return {
      stop: end,
      cancel() {
        deliver = false;
        end();
      },
    };
  },

  play(blob, signal) {
    return new Promise<void>((resolve) => {
      const url = URL.createObjectURL(blob);
      const audio = new Audio(url);
      const done = () => {
        audio.pause();
        URL.revokeObjectURL(url);
        resolve();
      };
      audio.onended = done;
      audio.onerror = done;
      signal.addEventListener('abort', done, { once: true });
      audio.play().catch(done);
    });
  },

  beep() {
    if (typeof Audio === 'undefined') return;
    // a blob: URL, not a data: one: the product's CSP allows media from 'self' and blob: only
    const url = URL.createObjectURL(new Blob([toneWav(0.3, 880) as Uint8Array<ArrayBuffer>], { type: 'audio/wav' }));
    const audio = new Audio(url);
    audio.onended = audio.onerror = () => URL.revokeObjectURL(url);
    void audio.play().catch(() => URL.revokeObjectURL(url));
  },

  release: stopTracks,
};
