// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../src/kernel/i18n/test-i18n';
import { AudioPrompt } from './audio-prompt.tsx';
import { AudioUpload } from './audio-upload.tsx';
import { Countdown } from './countdown.tsx';

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('AudioPrompt', () => {
  let play: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    play = vi.fn(() => Promise.resolve());
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as () => Promise<void>);
  });

  const status = () => screen.getByTestId('audio-status').textContent;
  const audio = () => document.querySelector('audio') as HTMLAudioElement;

  it('counts down, starts by itself, shows Playing and Completed, and cannot replay in a test', async () => {
    vi.useFakeTimers();
    const onStatusChange = vi.fn();
    const onEnded = vi.fn();
    render(<AudioPrompt src="/a.ogg" preAudioSec={3} maxPlays={1} onStatusChange={onStatusChange} onEnded={onEnded} />);
    expect(status()).toBe('Beginning in 3 seconds');
    act(() => vi.advanceTimersByTime(1000));
    expect(status()).toBe('Beginning in 2 seconds');
    expect(play).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    await act(async () => vi.advanceTimersByTime(1000));
    expect(play).toHaveBeenCalledTimes(1);
    expect(status()).toBe('Playing');
    fireEvent.ended(audio());
    expect(status()).toBe('Completed');
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(onStatusChange.mock.calls.map((c) => c[0])).toEqual(['countdown', 'starting', 'playing', 'completed']);
    expect(screen.queryByRole('button', { name: 'Play again' })).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Audio progress' }).getAttribute('aria-valuenow')).toBe('100');
  });

  it('offers Play again in practice', async () => {
    render(<AudioPrompt src="/a.ogg" preAudioSec={0} maxPlays={null} />);
    await waitFor(() => expect(status()).toBe('Playing'));
    fireEvent.ended(audio());
    fireEvent.click(screen.getByRole('button', { name: 'Play again' }));
    await waitFor(() => expect(play).toHaveBeenCalledTimes(2));
    expect(status()).toBe('Playing');
  });

  it('shows a Play button when autoplay is refused', async () => {
    play.mockImplementationOnce(() => Promise.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' })));
    render(<AudioPrompt src="/a.ogg" preAudioSec={0} maxPlays={1} />);
    const button = await screen.findByRole('button', { name: 'Play' });
    expect(status()).toBe('Press Play to start the audio');
    fireEvent.click(button);
    await waitFor(() => expect(status()).toBe('Playing'));
  });

  it('has a labelled, keyboard-operable volume control that sets the volume', () => {
    render(<AudioPrompt src="/a.ogg" preAudioSec={5} maxPlays={1} />);
    const volume = screen.getByRole('slider', { name: 'Volume' }) as HTMLInputElement;
    fireEvent.change(volume, { target: { value: '40' } });
    expect(audio().volume).toBeCloseTo(0.4);
  });

  it('moves the progress bar with the audio', async () => {
    render(<AudioPrompt src="/a.ogg" preAudioSec={0} maxPlays={1} />);
    await waitFor(() => expect(status()).toBe('Playing'));
    const a = audio();
    Object.defineProperty(a, 'duration', { value: 20, configurable: true });
    a.currentTime = 5;
    fireEvent.timeUpdate(a);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
  });
});

describe('Countdown', () => {
  it('shows mm:ss, counts down and calls onDone once', () => {
    vi.useFakeTimers();
    const onDone = vi.fn();
    render(<Countdown seconds={62} onDone={onDone} label="Time remaining" />);
    expect(screen.getByRole('timer', { name: 'Time remaining' }).textContent).toBe('01:02');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('timer').textContent).toBe('01:00');
    expect(screen.getByText('1 minute remaining')).toBeTruthy();
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByRole('timer').textContent).toBe('00:00');
    expect(screen.getByText('Time is up')).toBeTruthy();
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});

describe('AudioUpload', () => {
  const mediaUrl = (p: string) => `http://x${p}`;

  it('uploads with a percentage bar, then previews the file', async () => {
    let report: ((f: number) => void) | undefined;
    let finish: ((p: string) => void) | undefined;
    const upload = vi.fn((_file: File, _folder: string, onProgress?: (f: number) => void) => {
      report = onProgress;
      return new Promise<string>((r) => (finish = r));
    });
    const onChange = vi.fn();
    const { rerender } = render(<AudioUpload label="Audio" value={null} onChange={onChange} upload={upload} mediaUrl={mediaUrl} name="content.audio" />);
    const input = screen.getByLabelText('Audio') as HTMLInputElement;
    expect(input.name).toBe('content.audio');
    fireEvent.change(input, { target: { files: [new File(['x'], 'clip.ogg', { type: 'audio/ogg' })] } });
    expect(upload.mock.calls[0]?.[1]).toBe('question-audio');
    act(() => report?.(0.42));
    expect(screen.getByText('Uploading… 42%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('42');
    await act(async () => finish?.('/files/question-audio/clip.ogg'));
    expect(onChange).toHaveBeenCalledWith('/files/question-audio/clip.ogg');
    rerender(<AudioUpload label="Audio" value="/files/question-audio/clip.ogg" onChange={onChange} upload={upload} mediaUrl={mediaUrl} />);
    expect(screen.getByTestId('audio-upload-current').textContent).toContain('clip.ogg');
    expect((document.querySelector('audio') as HTMLAudioElement).getAttribute('src')).toBe('http://x/files/question-audio/clip.ogg');
    fireEvent.click(screen.getByRole('button', { name: 'Remove audio' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("shows the server's message, or Request Entity Too Large", async () => {
    const upload = vi.fn().mockRejectedValueOnce({ status: 413, data: '' }).mockRejectedValueOnce({ status: 422, data: { message: 'Unsupported audio format' } });
    render(<AudioUpload label="Audio" value={null} onChange={vi.fn()} upload={upload} mediaUrl={mediaUrl} />);
    const input = screen.getByLabelText('Audio');
    fireEvent.change(input, { target: { files: [new File(['x'], 'big.wav', { type: 'audio/wav' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Request Entity Too Large');
    fireEvent.change(input, { target: { files: [new File(['x'], 'odd.wav', { type: 'audio/wav' })] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Unsupported audio format'));
  });

  it('refuses a file that is not audio without uploading it', async () => {
    const upload = vi.fn();
    render(<AudioUpload label="Audio" value={null} onChange={vi.fn()} upload={upload} mediaUrl={mediaUrl} />);
    fireEvent.change(screen.getByLabelText('Audio'), { target: { files: [new File(['x'], 'notes.pdf', { type: 'application/pdf' })] } });
    expect((await screen.findByRole('alert')).textContent).toMatch(/audio file/);
    expect(upload).not.toHaveBeenCalled();
  });
});

describe('OptionListEditor', () => {
  it('edits texts, marks one correct (radio), adds and removes options with renumbering', async () => {
    const { OptionListEditor } = await import('./option-list-editor.tsx');
    const onChange = vi.fn();
    const options = [
      { id: 'A', text: 'one' },
      { id: 'B', text: 'two' },
      { id: 'C', text: 'three' },
    ];
    render(<OptionListEditor options={options} correct={['B']} onChange={onChange} issues={[{ path: 'content.options.2.text', message: 'Too short.' }]} />);
    expect(screen.getByText('Too short.')).toBeTruthy();
    fireEvent.change(document.querySelector('[name="content.options.0.text"]')!, { target: { value: 'uno' } });
    expect(onChange).toHaveBeenLastCalledWith([{ id: 'A', text: 'uno' }, options[1], options[2]], ['B']);
    expect((screen.getByTestId('correct-1') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByTestId('correct-2'));
    expect(onChange).toHaveBeenLastCalledWith(options, ['C']);
    fireEvent.click(screen.getByTestId('add-option'));
    expect(onChange).toHaveBeenLastCalledWith([...options, { id: 'D', text: '' }], ['B']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove option A' }));
    expect(onChange).toHaveBeenLastCalledWith(
      [
        { id: 'A', text: 'two' },
        { id: 'B', text: 'three' },
      ],
      ['A'],
    );
    expect(screen.getByRole('radio', { name: 'Option B is correct' })).toBeTruthy();
  });

  it('keeps several correct ids in option order (checkboxes)', async () => {
    const { OptionListEditor } = await import('./option-list-editor.tsx');
    const onChange = vi.fn();
    const options = ['A', 'B', 'C'].map((id) => ({ id, text: id }));
    render(<OptionListEditor multiple options={options} correct={['C']} onChange={onChange} />);
    fireEvent.click(screen.getByTestId('correct-0'));
    expect(onChange).toHaveBeenLastCalledWith(options, ['A', 'C']);
    expect(screen.getByRole('checkbox', { name: 'Option C is correct' })).toBeTruthy();
  });
});
