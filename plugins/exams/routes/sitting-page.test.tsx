// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt as renderWith } from '@kernel/testing/render-at';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import type * as HttpModuleNs from '@kernel/http/client';
import type * as UiRegistryNs from '@question-types/ui-registry';
import { pageTexts } from '../locales/texts';
import SittingPage from './sitting-page';

// A fake server for the session calls (API-CONTRACT.md "Exams and results").
const fake = vi.hoisted(() => ({ calls: [] as Array<[string, string, unknown]>, failPuts: 0 }));
vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<typeof HttpModuleNs>();
  const item = (n: number) => ({ id: String(n), question_id: n, position: n - 10, slug: 'write-from-dictation', section: 'listening', part: 3, title: `Item ${n}`, timing: { prepSec: null, responseSec: null, itemSec: null }, content: { audio: '/files/a.mp3' } });
  const session = (over: Record<string, unknown> = {}) => ({
    id: 42, answer_sheet_id: 42, mode: 'practice-test', status: 'in_progress', resumed: false,
    test: { id: 3, t_id: 'PT-000003', title: 'Listening one', category: 'listening', exam_type: 'practice-tests' }, quiz_set: null,
    server_now: new Date().toISOString(), started_at: new Date().toISOString(), deadline: new Date(Date.now() + 600_000).toISOString(),
    current_index: 0, item_deadline: null, revision: 0, items: [item(11), item(12), item(13)], answers: {}, parts: [], ...over,
  });
  const get = async (path: string) => {
    fake.calls.push(['GET', path, null]);
    if (path === 'practice-tests/3') return { success: true, data: { id: 3, t_id: 'PT-000003', title: 'Listening one', category: 'listening', exam_type: 'practice-tests', no_of_questions: 3, sections: { listening: 3 }, duration_minutes: 10, created_at: '' } };
    if (path === 'exam-enrolls/questions/42') return { success: true, data: session({ resumed: true, current_index: 1, revision: 5, answers: { '11': { text: 'first' }, '12': { text: 'kept' } } }) };
    throw new Error(`unexpected GET ${path}`);
  };
  const post = async (path: string, body: unknown) => {
    fake.calls.push(['POST', path, body]);
    if (path === 'exam-enrolls') return { success: true, data: session() };
    if (path === 'answer-sheets') return { success: true, data: { answer_sheet_id: 42 } };
    throw new Error(`unexpected POST ${path}`);
  };
  const put = async (path: string, body: unknown) => {
    fake.calls.push(['PUT', path, body]);
    if (fake.failPuts > 0) {
      fake.failPuts--;
      throw new real.HttpError('network', 0, null, ['offline']);
    }
    return { success: true, data: { stale: false } };
  };
  return { ...real, http: { ...real.http, get, post, put } };
});

vi.mock('@question-types/ui-registry', async (importOriginal) => {
  const real = await importOriginal<typeof UiRegistryNs>();
  const Player = ({ response, onChange }: { response: { text?: string }; onChange(r: unknown): void }) => (
    <input aria-label="answer" value={response?.text ?? ''} onChange={(e) => onChange({ text: e.target.value })} />
  );
  const ui = { Player, Editor: () => null, Review: () => null };
  return { ...real, useQuestionTypeUi: (slug: string | null | undefined) => (slug ? { status: 'ready', ui } : { status: 'loading' }) };
});


function renderAt(url: string) {
  return renderWith(url, [
    ['/student/practice-test/:slug/preview/:id', <SittingPage />],
    ['/student/pte-test/result/:id', <p>result page</p>],
  ]);
}

const puts = () => fake.calls.filter(([m]) => m === 'PUT').map(([, p, b]) => [p, b]);

describe('a practice test sitting', () => {
  beforeAll(() => initTestI18n({ exams: pageTexts.en }));
  beforeEach(() => {
    fake.calls.length = 0;
    fake.failPuts = 0;
  });
  afterEach(cleanup);

  it('starts, keeps the sheet in the URL, autosaves each answer, sends the position, confirms and submits', async () => {
    renderAt('/student/practice-test/listening-one/preview/3');
    fireEvent.click(await screen.findByTestId('start-sitting'));
    expect(await screen.findByTestId('exam-player')).toBeTruthy();
    expect(fake.calls.find(([m, p]) => m === 'POST' && p === 'exam-enrolls')![2]).toEqual({ test_id: 3, exam_type: 'practice-tests' });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/student/practice-test/listening-one/preview/3?sheet=42'));
    expect(screen.getByTestId('item-position').textContent).toBe('Item 1 of 3');
    expect(screen.getByTestId('player-section').textContent).toBe('Listening');
    expect(screen.queryByTestId('previous-item')).toBeNull();

    fireEvent.change(screen.getByLabelText('answer'), { target: { value: 'hello' } });
    await waitFor(() => expect(screen.getByTestId('save-state').getAttribute('data-state')).toBe('saved'));
    expect(puts()).toEqual([['answer-sheets/42', { question_id: 11, response: { text: 'hello' }, revision: 1 }]]);

    fireEvent.click(screen.getByTestId('next-item'));
    expect(screen.getByTestId('item-position').textContent).toBe('Item 2 of 3');
    await waitFor(() => expect(puts()).toContainEqual(['answer-sheets/42', { current_index: 1 }]));

    fireEvent.click(screen.getByTestId('finish-early'));
    expect(await screen.findByTestId('confirm-submit')).toBeTruthy();
    expect(screen.getByTestId('confirm-submit').textContent).toContain('You answered 1 of 3 items');
    fireEvent.click(screen.getByTestId('confirm-submit-button'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/student/pte-test/result/42'));
    expect(fake.calls.find(([m, p]) => m === 'POST' && p === 'answer-sheets')![2]).toEqual({ answer_sheet_id: 42, reason: 'user' });
  });

  it('resumes from ?sheet= at the server\'s item with the answers kept, and shows offline while saves fail', async () => {
    renderAt('/student/practice-test/listening-one/preview/3?sheet=42');
    expect(await screen.findByTestId('exam-player')).toBeTruthy();
    expect(fake.calls[0]).toEqual(['GET', 'exam-enrolls/questions/42', null]);
    expect(screen.getByTestId('item-position').textContent).toBe('Item 2 of 3');
    expect((screen.getByLabelText('answer') as HTMLInputElement).value).toBe('kept');
    // the position the server gave is not sent back
    expect(puts()).toEqual([]);

    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByTestId('save-state').getAttribute('data-state')).toBe('offline');
    fireEvent.change(screen.getByLabelText('answer'), { target: { value: 'kept more' } });
    expect(screen.getByTestId('save-state').getAttribute('data-state')).toBe('offline');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.getByTestId('save-state').getAttribute('data-state')).toBe('saved'));
    expect(puts()).toContainEqual(['answer-sheets/42', { question_id: 12, response: { text: 'kept more' }, revision: 6 }]);
  });
});
