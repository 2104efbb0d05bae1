// @vitest-environment happy-dom
// A speaking item moves on by itself when its Player calls onComplete (the recording is uploaded): in tests and
// mocks the runner sends user.next (submits on the last item); a quiz waits for Next.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import type * as HttpModuleNs from '@kernel/http/client';
import type * as UiRegistryNs from '@question-types/ui-registry';
import type { SittingMode } from '@machines/exam-session.machine';
import type { PlayerProps } from '@question-types/kit/ui-contract';
import type { SessionPayload } from '../api/exams-api';
import { ExamRunner } from './exam-runner';
import { pageTexts } from '../locales/texts';

const fake = vi.hoisted(() => ({ puts: [] as Array<[string, unknown]> }));
vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<typeof HttpModuleNs>();
  const put = async (path: string, body: unknown) => {
    fake.puts.push([path, body]);
    return { success: true, data: { stale: false } };
  };
  return { ...real, http: { ...real.http, put } };
});

// A stand-in speaking Player: "Record" hands over the response with the recording, then says it is final.
// "Start recording" makes it busy; it counts the host's finish requests; "Uploaded" hands over the recording it kept
// (then final, no longer busy); "Upload failed" is no longer busy without a response.
vi.mock('@question-types/ui-registry', async (importOriginal) => {
  const real = await importOriginal<typeof UiRegistryNs>();
  const { useEffect, useRef, useState } = await import('react');
  const Player = ({ onChange, onComplete, onBusyChange, finishRequest }: PlayerProps) => {
    const seen = useRef(finishRequest);
    const [asked, setAsked] = useState(0);
    useEffect(() => {
      if (seen.current === finishRequest) return;
      seen.current = finishRequest;
      setAsked((n) => n + 1);
    }, [finishRequest]);
    return (
      <>
        <button
          type="button"
          onClick={() => {
            onChange({ recording: '/files/recordings/r.webm' });
            onComplete?.();
          }}
        >
          Record
        </button>
        <button type="button" onClick={() => onBusyChange?.(true)}>
          Start recording
        </button>
        <output data-testid="finish-asked">{asked}</output>
        <button
          type="button"
          onClick={() => {
            onChange({ recording: '/files/recordings/kept.webm' });
            onComplete?.();
            onBusyChange?.(false);
          }}
        >
          Uploaded
        </button>
        <button type="button" onClick={() => onBusyChange?.(false)}>
          Upload failed
        </button>
      </>
    );
  };
  const ui = { Player, Editor: () => null, Review: () => null };
  return { ...real, useQuestionTypeUi: (slug: string | null | undefined) => (slug ? { status: 'ready', ui } : { status: 'loading' }) };
});

const item = (n: number) => ({ id: String(n), question_id: n, position: n - 1, slug: 'read-aloud', section: 'speaking', part: 1, title: `Item ${n}`, timing: { prepSec: 35, responseSec: 40, preAudioSec: null, audioPlays: null, beep: true, silenceCutoffMs: 3000, itemSec: null }, content: { text: 'Read this.' } });

const session = (mode: SessionPayload['mode'], count: number): SessionPayload => ({
  id: 7,
  answer_sheet_id: 7,
  mode,
  status: 'in_progress',
  test: { id: 3, t_id: 'MT-000003', title: 'Mock', category: 'full', exam_type: 'mock-tests', duration_minutes: null },
  quiz_set: null,
  resumed: false,
  server_now: new Date().toISOString(),
  started_at: new Date().toISOString(),
  deadline: new Date(Date.now() + 600_000).toISOString(),
  current_index: 0,
  item_deadline: null,
  revision: 0,
  items: Array.from({ length: count }, (_, i) => item(i + 1)),
  answers: {},
  parts: [],
});

function renderRunner(mode: SittingMode, count: number) {
  const submit = vi.fn(async () => '7');
  const onSubmitted = vi.fn();
  render(<ExamRunner mode={mode} allowBack={mode === 'quiz'} sheetId={null} load={async () => session(mode, count)} submit={submit} onSubmitted={onSubmitted} />);
  return { submit, onSubmitted };
}

const answerSaves = () => fake.puts.filter(([, b]) => (b as { question_id?: number }).question_id !== undefined).map(([, b]) => b);

describe('the exam runner moves on when a speaking answer is final', () => {
  beforeAll(() => initTestI18n({ exams: pageTexts.en }));
  beforeEach(() => {
    fake.puts.length = 0;
  });
  afterEach(cleanup);

  it('mock: saves the recording and goes to the next item, then submits after the last', async () => {
    const { submit, onSubmitted } = renderRunner('mock', 2);
    fireEvent.click(await screen.findByRole('button', { name: 'Record' }));
    await waitFor(() => expect(screen.getByTestId('item-position').textContent).toBe('Item 2 of 2'));
    expect(screen.getByTestId('player-part').textContent).toBe('Part 1');
    await waitFor(() => expect(answerSaves()).toEqual([{ question_id: 1, response: { recording: '/files/recordings/r.webm' }, revision: 1 }]));

    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith('7'));
    expect(submit).toHaveBeenCalledWith('7', 'user');
    // the last answer was saved before the sheet was submitted
    expect(answerSaves()).toHaveLength(2);
  });

  it('practice test: goes to the next item too', async () => {
    renderRunner('practice-test', 3);
    fireEvent.click(await screen.findByRole('button', { name: 'Record' }));
    await waitFor(() => expect(screen.getByTestId('item-position').textContent).toBe('Item 2 of 3'));
    expect(screen.queryByTestId('player-part')).toBeNull();
  });

  it('quiz: keeps the item until the student presses Next', async () => {
    const { submit } = renderRunner('quiz', 2);
    fireEvent.click(await screen.findByRole('button', { name: 'Record' }));
    await waitFor(() => expect(answerSaves()).toHaveLength(1));
    expect(screen.getByTestId('item-position').textContent).toBe('Item 1 of 2');
    expect(submit).not.toHaveBeenCalled();
  });

  it('mock: Next while recording asks the Player to finish, waits, then moves on once with the recording saved', async () => {
    renderRunner('mock', 3);
    fireEvent.click(await screen.findByRole('button', { name: 'Start recording' }));
    const next = screen.getByTestId('next-item') as HTMLButtonElement;
    fireEvent.click(next);
    expect(screen.getByTestId('finish-asked').textContent).toBe('1');
    expect(screen.getByTestId('saving-recording').textContent).toBe('Saving your recording…');
    expect(next.disabled).toBe(true);
    fireEvent.click(next);
    expect(screen.getByTestId('finish-asked').textContent).toBe('1');
    expect(screen.getByTestId('item-position').textContent).toBe('Item 1 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Uploaded' }));
    await waitFor(() => expect(screen.getByTestId('item-position').textContent).toBe('Item 2 of 3'));
    await waitFor(() => expect(answerSaves()).toEqual([{ question_id: 1, response: { recording: '/files/recordings/kept.webm' }, revision: 1 }]));
    expect(screen.queryByTestId('saving-recording')).toBeNull();
    // moved on once, and Next is as before on an idle item
    expect(screen.getByTestId('item-position').textContent).toBe('Item 2 of 3');
    expect(screen.getByTestId('finish-asked').textContent).toBe('0');
    fireEvent.click(screen.getByTestId('next-item'));
    await waitFor(() => expect(screen.getByTestId('item-position').textContent).toBe('Item 3 of 3'));
  });

  it('mock: handing in while recording keeps the recording, then submits', async () => {
    const { submit } = renderRunner('mock', 3);
    fireEvent.click(await screen.findByRole('button', { name: 'Start recording' }));
    fireEvent.click(screen.getByTestId('finish-early'));
    fireEvent.click(await screen.findByTestId('confirm-submit-button'));
    expect(screen.getByTestId('finish-asked').textContent).toBe('1');
    expect(submit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Uploaded' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith('7', 'user'));
    expect(answerSaves()).toEqual([{ question_id: 1, response: { recording: '/files/recordings/kept.webm' }, revision: 1 }]);
  });

  it('practice test: a failed upload frees Next again', async () => {
    renderRunner('practice-test', 2);
    fireEvent.click(await screen.findByRole('button', { name: 'Start recording' }));
    fireEvent.click(screen.getByTestId('next-item'));
    expect((screen.getByTestId('next-item') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Upload failed' }));
    expect(screen.queryByTestId('saving-recording')).toBeNull();
    fireEvent.click(screen.getByTestId('next-item'));
    await waitFor(() => expect(screen.getByTestId('item-position').textContent).toBe('Item 2 of 2'));
    expect(answerSaves()).toEqual([]);
  });

  it('quiz: Next moves on at once, busy or not', async () => {
    renderRunner('quiz', 2);
    fireEvent.click(await screen.findByRole('button', { name: 'Start recording' }));
    fireEvent.click(screen.getByTestId('next-item'));
    await waitFor(() => expect(screen.getByTestId('item-position').textContent).toBe('Item 2 of 2'));
    expect(screen.getByTestId('finish-asked').textContent).toBe('0');
  });
});
