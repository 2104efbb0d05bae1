// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAt as renderWith } from '@kernel/testing/render-at';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { PlayerProps, ReviewProps } from '@question-types/kit/ui-contract';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import type * as HttpModuleNs from '@kernel/http/client';
import type * as UiRegistryNs from '@question-types/ui-registry';

type HttpModule = typeof HttpModuleNs;
type UiRegistryModule = typeof UiRegistryNs;
import en from '../locales/en.json';
import bn from '../locales/bn.json';
import { clearToasts, getToasts } from '@kernel/notify/toasts';
import PracticePage from './practice-page';

const CONTENT = { passage: 'A passage.', question: 'Which?', options: [{ id: 'A', text: 'One' }, { id: 'B', text: 'Two' }] };

// A fake http layer with the server's answers (server/modules/question-bank).
const calls = vi.hoisted(() => ({ posts: [] as Array<[string, unknown, unknown]>, openSitting: false, content: null as unknown }));
vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<HttpModule>();
  const item = (id: number) => ({ id, title: `Item ${id}`, question_type: { id: 14, slug: 'reading-multiple-choice-single', name: 'MCQ single (reading)', group: 'reading' }, frequency: 'LOW', created_at: '2026-01-01' });
  const get = async (path: string) => {
    if (path === 'questions') return { success: true, data: { items: [item(5), item(9), item(12)], meta: { current_page: 1, per_page: 100, total: 3, last_page: 1 } } };
    if (path === 'questions/9') return { success: true, data: { ...item(9), content: calls.content ?? CONTENT } };
    throw new Error(`unexpected GET ${path}`);
  };
  const post = async (path: string, body: { response: { selected?: string } }, options?: { toast?: boolean }) => {
    calls.posts.push([path, body, options]);
    if (calls.openSitting) {
      // the kernel's own failure(): toasts unless the caller said it shows the failure itself
      throw real.failure(
        { status: 409, data: { success: false, code: 'item_in_open_sitting', message: 'This item is part of a test you have open.', data: { answer_sheet_id: 31, test_id: 7, test_title: 'Reading set 2', exam_type: 'practice-test' } } },
        options,
      );
    }
    const correct = body.response.selected === 'B';
    return { success: true, data: { attempt_id: 1, question_id: 9, score: correct ? 1 : 0, max: 1, traits: [{ key: 'correctness', score: correct ? 1 : 0, max: 1 }], needsHuman: false, parts: [], measures: {}, key: { correct: 'B' } } };
  };
  return { ...real, http: { ...real.http, get, post } };
});

vi.mock('@question-types/ui-registry', async (importOriginal) => {
  const real = await importOriginal<UiRegistryModule>();
  function Player({ response, onChange, disabled }: PlayerProps) {
    const r = response as { selected: string | null };
    return (
      <div>
        <p data-testid="fake-selected">{r.selected ?? 'none'}</p>
        <button type="button" disabled={disabled} onClick={() => onChange({ selected: 'A' })}>choose A</button>
      </div>
    );
  }
  function Review({ itemKey }: ReviewProps) {
    return <p data-testid="fake-review">key {(itemKey as { correct: string }).correct}</p>;
  }
  const ui = { Player, Editor: () => null, Review };
  return { ...real, useQuestionTypeUi: (slug: string | null | undefined) => (slug ? { status: 'ready', ui } : { status: 'loading' }) };
});

function renderAt(url: string) {
  return renderWith(url, [
    ['/student/pte-practice/:slug/pte/:pteId', <PracticePage />],
  ]);
}

describe('practising one item', () => {
  beforeAll(() => initTestI18n({ 'pte-practice': en }));
  afterEach(() => {
    cleanup();
    calls.posts.length = 0;
    clearToasts();
    sessionStorage.clear();
  });

  it('shows the frame, submits the answer, then the score, the review with the key, Redo and Next item', async () => {
    renderAt('/student/pte-practice/reading-multiple-choice-single/pte/9');
    expect(await screen.findByTestId('player-top-bar')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('item-position').textContent).toBe('Item 2 of 3'));
    expect(screen.queryByTestId('time-left-item')).toBeNull(); // reading items share the part timer
    expect(screen.getByTestId('fake-selected').textContent).toBe('none');

    fireEvent.click(screen.getByText('choose A'));
    expect(JSON.parse(sessionStorage.getItem('pte-practice:draft:9')!)).toEqual({ selected: 'A' });
    fireEvent.click(screen.getByTestId('submit-answer'));

    expect(await screen.findByTestId('score-panel')).toBeTruthy();
    expect(screen.getByTestId('score').textContent).toBe('Score 0 of 1');
    expect(calls.posts.map(([p, b]) => [p, b])).toEqual([['question-test', { question_id: 9, response: { selected: 'A' } }]]);
    expect(screen.getByTestId('fake-review').textContent).toBe('key B');
    // Show answer hides and shows the revealed key
    fireEvent.click(screen.getByTestId('show-answer'));
    expect(screen.queryByTestId('fake-review')).toBeNull();
    fireEvent.click(screen.getByTestId('show-answer'));
    expect(screen.getByTestId('fake-review').textContent).toBe('key B');
    expect(screen.getByTestId('full-result').getAttribute('href')).toBe('/student/pte-practice/result/1');
    expect(sessionStorage.getItem('pte-practice:draft:9')).toBeNull();
    expect(screen.getByTestId('next-item').getAttribute('href')).toBe('/student/pte-practice/reading-multiple-choice-single/pte/12');
    expect(screen.getByTestId('previous-item').getAttribute('href')).toBe('/student/pte-practice/reading-multiple-choice-single/pte/5');

    fireEvent.click(screen.getByTestId('redo'));
    await waitFor(() => expect(screen.queryByTestId('practice-result')).toBeNull());
    expect(screen.getByTestId('fake-selected').textContent).toBe('none');
    expect(screen.getByTestId('submit-answer')).toBeTruthy();
  });

  it('times a writing item on the machine and submits when the time is up', async () => {
    // write-essay: 20 minutes of its own; the fake Player stands in for the essay box
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      calls.content = { prompt: 'Cities or the countryside?' };
      renderAt('/student/pte-practice/write-essay/pte/9');
      await waitFor(() => expect(screen.getByTestId('time-left-item').textContent).toBe('20:00'));
      await vi.advanceTimersByTimeAsync(61_000);
      await waitFor(() => expect(screen.getByTestId('time-left-item').textContent).toBe('18:59'));
      expect(calls.posts).toEqual([]);
      // a sleeping tab: the clock jumps past the end; the next tick catches up, and the empty essay goes in by itself
      vi.setSystemTime(Date.now() + 19 * 60_000);
      await vi.advanceTimersByTimeAsync(1_000);
      await waitFor(() => expect(calls.posts.map(([p, b]) => [p, b])).toEqual([['question-test', { question_id: 9, response: { text: '' } }]]));
      expect(await screen.findByTestId('practice-result')).toBeTruthy();
    } finally {
      calls.content = null;
      vi.useRealTimers();
    }
  });

  it('an item of an open test: one message naming the test with a link to resume it, no retry, no toast', async () => {
    calls.openSitting = true;
    try {
      renderAt('/student/pte-practice/reading-multiple-choice-single/pte/9');
      fireEvent.click(await screen.findByText('choose A'));
      fireEvent.click(screen.getByTestId('submit-answer'));
      expect(await screen.findByTestId('open-sitting')).toBeTruthy();
      expect(screen.getByTestId('open-sitting').textContent).toContain('Reading set 2');
      expect(screen.getByTestId('resume-open-sitting').getAttribute('href')).toBe('/student/practice-test/reading-set-2/preview/7?sheet=31');
      expect(screen.queryByTestId('submit-answer')).toBeNull();
      expect(screen.queryByTestId('submit-failed')).toBeNull();
      expect(screen.queryByRole('button', { name: /retry|submit/i })).toBeNull();
      expect(calls.posts.at(-1)?.[2]).toEqual({ toast: false });
      expect(getToasts()).toEqual([]);
    } finally {
      calls.openSitting = false;
    }
  });

  it('in Bengali, names the type and its "Correct answer" trait in Bengali (the type\'s own texts), not in English', async () => {
    const i18n = initTestI18n();
    i18n.addResourceBundle('bn', 'pte-practice', bn, true, true);
    await i18n.changeLanguage('bn');
    try {
      renderAt('/student/pte-practice/reading-multiple-choice-single/pte/9');
      const top = await screen.findByTestId('player-top-bar');
      await waitFor(() => expect(top.textContent).toContain('বহুনির্বাচনী, একটি উত্তর, পঠন (Multiple Choice, Choose Single Answer)'));
      expect(top.textContent).not.toContain('MCQ single (reading)');
      fireEvent.click(screen.getByText('choose A'));
      fireEvent.click(screen.getByTestId('submit-answer'));
      const trait = await screen.findByTestId('trait');
      expect(trait.getAttribute('data-key')).toBe('correctness');
      await waitFor(() => expect(trait.textContent).toContain('সঠিক উত্তর'));
      expect(trait.textContent).not.toContain('Correct answer');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('keeps a response in progress across a reload', async () => {
    sessionStorage.setItem('pte-practice:draft:9', JSON.stringify({ selected: 'B' }));
    renderAt('/student/pte-practice/reading-multiple-choice-single/pte/9');
    await waitFor(() => expect(screen.getByTestId('fake-selected').textContent).toBe('B'));
  });
});
