// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../src/kernel/i18n/test-i18n';
import readAloud from '../../read-aloud/definition.ts';
import ReadAloudPlayer from '../../read-aloud/player.tsx';
import RepeatSentencePlayer from '../../repeat-sentence/player.tsx';
import { levelOf, pickRecordingType, recordingExtension, type RecorderDevices } from './recorder-devices.ts';
import { Recorder, RecorderDevicesContext } from './recorder.tsx';

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Fake browser devices: the test drives levels and answers for the microphone. */
function fakeDevices(opts: { micError?: string } = {}) {
  const state = { onLevel: null as ((l: number) => void) | null, released: [] as unknown[], beeps: 0, recordings: 0, plays: 0, micCalls: 0 };
  const devices: RecorderDevices = {
    openMicrophone: vi.fn(async () => {
      state.micCalls++;
      if (opts.micError) throw Object.assign(new Error(opts.micError), { name: opts.micError });
      return 'stream';
    }),
    meterLevels: (_s, onLevel) => {
      state.onLevel = onLevel;
      return () => {
        state.onLevel = null;
      };
    },
    startRecording: (_s, { onRecorded }) => {
      state.recordings++;
      return { stop: () => queueMicrotask(() => onRecorded(new Blob(['voice'], { type: 'audio/webm;codecs=opus' }))), cancel: () => {} };
    },
    play: async () => {
      state.plays++;
    },
    beep: () => {
      state.beeps++;
    },
    release: (s) => {
      state.released.push(s);
    },
  };
  return { devices, state, level: (l: number) => act(() => state.onLevel!(l)) };
}

const timing = { prepSec: 2, responseSec: 5, beep: true, silenceCutoffMs: 3000 };
const status = () => screen.getByTestId('recorder-status').textContent;
const flush = () => act(async () => {});
/** 100 ms at a time, each in its own act() so React effects (the audio prompt's countdown) run in between */
async function tick(ms: number) {
  for (let t = 0; t < ms; t += 100) await act(async () => vi.advanceTimersByTimeAsync(100));
}

describe('Recorder', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('practice: prepares, beeps, records with a progress bar and a level meter, completes, uploads and reports', async () => {
    const f = fakeDevices();
    const onResult = vi.fn();
    let finishUpload!: (path: string) => void;
    const upload = vi.fn((_file: File, _folder: string, onProgress?: (n: number) => void) => {
      onProgress?.(0.4);
      return new Promise<string>((resolve) => {
        finishUpload = resolve;
      });
    });
    render(<Recorder mode="practice" timing={timing} upload={upload} onResult={onResult} devices={f.devices} />);
    expect(status()).toBe('Allow the microphone to record your answer.');
    await flush();
    expect(status()).toBe('Preparing 2 s');
    await tick(1000);
    expect(status()).toBe('Preparing 1 s');
    await tick(1000);
    expect(status()).toBe('Beep… recording starts');
    expect(f.state.beeps).toBe(1);
    await tick(400);
    expect(status()).toBe('Recording');
    expect(f.state.recordings).toBe(1);

    f.level(0.5);
    const meter = screen.getByRole('meter', { name: 'Microphone level' });
    expect(meter.getAttribute('aria-valuenow')).toBe('50');
    expect(meter.getAttribute('data-voiced')).toBe('true');
    await tick(1000);
    const bar = screen.getByRole('progressbar', { name: 'Recording progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('20');
    expect(bar.getAttribute('aria-valuetext')).toBe('00:01 of 00:05');

    fireEvent.click(screen.getByTestId('recorder-stop'));
    await flush();
    expect(status()).toBe('Completed');
    expect(upload).toHaveBeenCalledTimes(1);
    const [file, folder] = upload.mock.calls[0]!;
    expect(folder).toBe('recordings');
    expect(file.name).toBe('recording.webm');
    expect(screen.getByTestId('recorder-upload').textContent).toBe('Saving your recording… 40%');
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult.mock.calls[0]![0]).toEqual({ measures: expect.objectContaining({ firstSpeechMs: 0, speakingMs: 100, durationMs: 1000 }) });

    await act(async () => finishUpload('/files/recordings/r1.webm'));
    expect(screen.getByTestId('recorder-upload').textContent).toBe('Your recording is saved.');
    expect(onResult).toHaveBeenCalledTimes(2);
    expect(onResult.mock.calls[1]![0]).toMatchObject({ recording: '/files/recordings/r1.webm' });

    fireEvent.click(screen.getByTestId('recorder-listen'));
    await flush();
    expect(f.state.plays).toBe(1);

    fireEvent.click(screen.getByTestId('recorder-retry'));
    expect(status()).toBe('Preparing 2 s');
    fireEvent.click(screen.getByTestId('recorder-skip'));
    await tick(400);
    expect(status()).toBe('Recording');
  });

  it('test: stops after 3 s of silence, no retry, no listen-back, a failed upload can be retried', async () => {
    const f = fakeDevices();
    const upload = vi.fn().mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce('/files/recordings/r2.webm');
    const onResult = vi.fn();
    render(<Recorder mode="test" timing={timing} upload={upload} onResult={onResult} devices={f.devices} />);
    await flush();
    expect(screen.queryByTestId('recorder-skip')).toBeNull();
    await tick(2400);
    expect(status()).toBe('Recording');
    await tick(3000);
    expect(status()).toBe('Completed');
    expect(screen.getByText('Recording stopped after 3 seconds of silence.')).toBeTruthy();
    expect(screen.getByTestId('recorder-measures').textContent).toBe('No speech was heard.');
    expect(screen.queryByTestId('recorder-retry')).toBeNull();
    expect(screen.queryByTestId('recorder-listen')).toBeNull();
    expect(screen.getByText('You can record once.')).toBeTruthy();
    await flush();
    expect(screen.getByTestId('recorder-upload').textContent).toBe('Your recording could not be saved.');
    fireEvent.click(screen.getByTestId('recorder-upload-retry'));
    await flush();
    expect(screen.getByTestId('recorder-upload').textContent).toBe('Your recording is saved.');
    expect(onResult).toHaveBeenLastCalledWith({ recording: '/files/recordings/r2.webm', measures: expect.objectContaining({ firstSpeechMs: null }) });
  });

  it('denied microphone: a message, retry, and practice by typing', async () => {
    const f = fakeDevices({ micError: 'NotAllowedError' });
    const onTypingChange = vi.fn();
    render(<Recorder mode="practice" timing={timing} devices={f.devices} onTypingChange={onTypingChange} />);
    await flush();
    expect(status()).toMatch(/^Microphone access was refused/);
    fireEvent.click(screen.getByTestId('recorder-mic-retry'));
    await flush();
    expect(f.state.micCalls).toBe(2);
    fireEvent.click(screen.getByTestId('recorder-type'));
    expect(status()).toBe('Practising by typing: type your answer below.');
    expect(onTypingChange).toHaveBeenLastCalledWith(true);
  });

  it('absent microphone in a test: retry only', async () => {
    const f = fakeDevices({ micError: 'NotFoundError' });
    render(<Recorder mode="test" timing={timing} devices={f.devices} />);
    await flush();
    expect(status()).toBe('No microphone was found. Connect a microphone, then try again.');
    expect(screen.getByTestId('recorder-mic-retry')).toBeTruthy();
    expect(screen.queryByTestId('recorder-type')).toBeNull();
  });

  it('in Bengali', async () => {
    const { default: i18n } = await import('i18next');
    await act(async () => {
      await i18n.changeLanguage('bn');
    });
    try {
      const f = fakeDevices();
      render(<Recorder mode="practice" timing={timing} devices={f.devices} />);
      await flush();
      expect(status()).toBe('প্রস্তুতি 2 সেকেন্ড');
    } finally {
      await act(async () => {
        await i18n.changeLanguage('en');
      });
    }
  });

  it('releases the microphone on unmount', async () => {
    const f = fakeDevices();
    const view = render(<Recorder mode="practice" timing={timing} devices={f.devices} />);
    await flush();
    view.unmount();
    expect(f.state.released).toContain('stream');
  });
});

describe('speaking players with the recorder', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  });

  it('read-aloud stores the uploaded path and the measures in the response', async () => {
    const f = fakeDevices();
    const onChange = vi.fn();
    const upload = vi.fn(async () => '/files/recordings/ra.webm');
    render(
      <RecorderDevicesContext.Provider value={f.devices}>
        <ReadAloudPlayer content={{ text: 'Read this.' }} response={{ recording: null }} onChange={onChange} mode="test" mediaUrl={(p) => p} upload={upload} />
      </RecorderDevicesContext.Provider>,
    );
    await flush();
    expect(status()).toBe(`Preparing ${readAloud.timing.prepSec} s`);
    // no typed transcript in a test
    expect(screen.queryByLabelText('Type what you would say (practice without a microphone)')).toBeNull();
    await tick(readAloud.timing.prepSec! * 1000 + 400);
    expect(status()).toBe('Recording');
    f.level(0.6);
    await tick(500);
    fireEvent.click(screen.getByTestId('recorder-stop'));
    await flush();
    await flush();
    expect(onChange).toHaveBeenLastCalledWith({ recording: '/files/recordings/ra.webm', measures: expect.objectContaining({ firstSpeechMs: 0 }) });
  });

  it('calls onComplete once the recording is uploaded and handed over, not before', async () => {
    const f = fakeDevices();
    const calls: string[] = [];
    const onChange = vi.fn((r: { recording?: string | null }) => calls.push(`change:${r.recording ?? ''}`));
    const onComplete = vi.fn(() => calls.push('complete'));
    let finish: (path: string) => void = () => {};
    const upload = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    render(
      <RecorderDevicesContext.Provider value={f.devices}>
        <ReadAloudPlayer content={{ text: 'Read this.' }} response={{ recording: null }} onChange={onChange} mode="test" mediaUrl={(p) => p} upload={upload} onComplete={onComplete} />
      </RecorderDevicesContext.Provider>,
    );
    await flush();
    await tick(readAloud.timing.prepSec! * 1000 + 400);
    f.level(0.6);
    await tick(500);
    fireEvent.click(screen.getByTestId('recorder-stop'));
    await flush();
    await flush();
    // measured and uploading: the response is not final yet
    expect(onChange).toHaveBeenCalled();
    expect(onComplete).not.toHaveBeenCalled();
    await act(async () => finish('/files/recordings/done.webm'));
    await flush();
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(calls.slice(-2)).toEqual(['change:/files/recordings/done.webm', 'complete']);
  });

  it('finishRequest during the recording stops it and hands it over (busy until then); during preparation it is ignored', async () => {
    const f = fakeDevices();
    const calls: string[] = [];
    const onChange = vi.fn((r: { recording?: string | null }) => calls.push(`change:${r.recording ?? ''}`));
    const onComplete = vi.fn(() => calls.push('complete'));
    const onBusyChange = vi.fn((busy: boolean) => calls.push(`busy:${busy}`));
    let finish: (path: string) => void = () => {};
    const upload = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const player = (finishRequest: number) => (
      <RecorderDevicesContext.Provider value={f.devices}>
        <ReadAloudPlayer
          content={{ text: 'Read this.' }}
          response={{ recording: null }}
          onChange={onChange}
          mode="test"
          mediaUrl={(p) => p}
          upload={upload}
          onComplete={onComplete}
          onBusyChange={onBusyChange}
          finishRequest={finishRequest}
        />
      </RecorderDevicesContext.Provider>
    );
    // a value at mount is no request
    const view = render(player(3));
    await flush();
    await tick(1000);
    view.rerender(player(4));
    await flush();
    expect(status()).toMatch(/^Preparing/);
    expect(onBusyChange).not.toHaveBeenCalled();

    await tick((readAloud.timing.prepSec! - 1) * 1000 + 400);
    expect(status()).toBe('Recording');
    expect(onBusyChange).toHaveBeenLastCalledWith(true);
    f.level(0.6);
    await tick(1000);
    view.rerender(player(5));
    await flush();
    await flush();
    expect(status()).toBe('Completed');
    expect(upload).toHaveBeenCalledTimes(1);
    // still uploading: busy, not complete
    expect(onBusyChange).toHaveBeenLastCalledWith(true);
    expect(onComplete).not.toHaveBeenCalled();

    await act(async () => finish('/files/recordings/next.webm'));
    await flush();
    expect(onChange).toHaveBeenLastCalledWith({ recording: '/files/recordings/next.webm', measures: expect.objectContaining({ firstSpeechMs: 0, durationMs: 1000 }) });
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c !== 'change:')).toEqual(['busy:true', 'change:/files/recordings/next.webm', 'complete', 'busy:false']);
  });

  it('repeat-sentence waits for the prompt audio to end, then records at once (no beep)', async () => {
    const f = fakeDevices();
    render(
      <RecorderDevicesContext.Provider value={f.devices}>
        <RepeatSentencePlayer content={{ audio: '/a.ogg' }} response={{ recording: null }} onChange={() => {}} mode="practice" mediaUrl={(p) => p} />
      </RecorderDevicesContext.Provider>,
    );
    await flush();
    expect(status()).toBe('Recording begins after the audio');
    await tick(5000);
    expect(status()).toBe('Recording begins after the audio');
    expect(screen.getByTestId('audio-status').textContent).toBe('Playing');
    fireEvent.ended(document.querySelector('audio')!);
    await flush();
    expect(status()).toBe('Recording');
    expect(f.state.beeps).toBe(0);
    // practice keeps the typed transcript as an option
    expect(screen.getByLabelText('Type what you would say (practice without a microphone)')).toBeTruthy();
  });
});

describe('recorder device helpers', () => {
  it('levels are the RMS times 5, capped at 1', () => {
    expect(levelOf([])).toBe(0);
    expect(levelOf([0, 0, 0])).toBe(0);
    expect(levelOf([0.1, -0.1])).toBeCloseTo(0.5);
    expect(levelOf([1, -1])).toBe(1);
  });
  it('prefers webm/opus and names the file by its type', () => {
    expect(pickRecordingType(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickRecordingType((t) => t === 'audio/mp4')).toBe('audio/mp4');
    expect(pickRecordingType(() => false)).toBe('');
    expect(recordingExtension('audio/webm;codecs=opus')).toBe('webm');
    expect(recordingExtension('audio/mp4')).toBe('m4a');
  });
});
