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
import PracticePage from './practice-page';

const CONTENT = { passage: 'A passage.', question: 'Which?', options: [{ id: 'A', text: 'One' }, { id: 'B', text: 'Two' }] };

// A fake http layer with the server's answers (server/modules/questions).
const calls = vi.hoisted(() => ({ posts: [] as Array<[string, unknown]> }));
vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<HttpModule>();
  const item = (id: number) => ({ id, title: `Item ${id}`, question_type: { id: 14, slug: 'reading-multiple-choice-single', name: 'MCQ single (reading)', group: 'reading' }, frequency: 'LOW', created_at: '2026-01-01' });
  const get = async (path: string) => {
    if (path === 'questions') return { success: true, data: { items: [item(5), item(9), item(12)], meta: { current_page: 1, per_page: 100, total: 3, last_page: 1 } } };
    if (path === 'questions/9') return { success: true, data: { ...item(9), content: CONTENT } };
    throw new Error(`unexpected GET ${path}`);
  };
  const post = async (path: string, body: { response: { selected: string } }) => {
    calls.posts.push([path, body]);
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
    sessionStorage.clear();
  });

  it('shows the frame, submits the answer, then the score, the review with the key, Redo and Next item', async () => {
    renderAt('/student/pte-practice/reading-multiple-choice-single/pte/9');
    expect(await screen.findByTestId('player-top-bar')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('item-position').textContent).toBe('Item 2 of 3'));
    expect(screen.queryByTestId('time-left')).toBeNull(); // reading items share the part timer
    expect(screen.getByTestId('fake-selected').textContent).toBe('none');

    fireEvent.click(screen.getByText('choose A'));
    expect(JSON.parse(sessionStorage.getItem('pte-practice:draft:9')!)).toEqual({ selected: 'A' });
    fireEvent.click(screen.getByTestId('submit-answer'));

    expect(await screen.findByTestId('score-panel')).toBeTruthy();
    expect(screen.getByTestId('score').textContent).toBe('Score 0 of 1');
    expect(calls.posts).toEqual([['question-test', { question_id: 9, response: { selected: 'A' } }]]);
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

  it('keeps a response in progress across a reload', async () => {
    sessionStorage.setItem('pte-practice:draft:9', JSON.stringify({ selected: 'B' }));
    renderAt('/student/pte-practice/reading-multiple-choice-single/pte/9');
    await waitFor(() => expect(screen.getByTestId('fake-selected').textContent).toBe('B'));
  });
});
