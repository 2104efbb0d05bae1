// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAt as renderWith } from '@kernel/testing/render-at';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import type * as HttpModuleNs from '@kernel/http/client';
import type * as UiRegistryNs from '@question-types/ui-registry';
import type * as RegistryNs from '@question-types/registry';
import { pageTexts } from '../locales/texts';
import ResultPage from './result-page';
import DetailsResultPage from './details-result-page';
import ShortResultPage from './short-result-page';

// The server's answers (API-CONTRACT.md "Exams and results"): a card with one item awaiting a trainer.
const fake = vi.hoisted(() => ({ gets: [] as string[] }));
vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<typeof HttpModuleNs>();
  const CARD = {
    answer_sheet_id: 42, title: 'Reading and writing one', mode: 'practice-test', category: 'combo', status: 'submitted',
    submitted_at: '2026-03-01T10:20:00Z', started_at: '2026-03-01T10:00:00Z', estimated: true,
    overall: 58, skills: { speaking: null, writing: 50, reading: 66, listening: null }, points: { earned: 9, possible: 14 },
    evaluation_status: 'awaiting', pending_items: 1,
    items: [
      { position: 2, question_id: 8, attempt_id: 102, title: 'Essay on cities', slug: 'write-essay', section: 'writing', score: 2, max: 15, status: 'pending' },
      { position: 1, question_id: 7, attempt_id: 101, title: 'Ancient trade', slug: 'reading-multiple-choice-single', section: 'reading', score: 1, max: 1, status: 'auto' },
    ],
  };
  const SHEET = {
    id: 42, mode: 'practice-test', title: 'Reading and writing one', status: 'submitted',
    items: [
      { id: '7', question_id: 7, slug: 'reading-multiple-choice-single', section: 'reading', part: 2, content: { passage: 'p', question: 'q', options: [] }, response: { selected: 'a' }, key: { correct: 'a' }, score: 1, max: 1, traits: [{ key: 'correctness', score: 1, max: 1 }], parts: [], status: 'auto' },
      { id: '8', question_id: 8, slug: 'write-essay', section: 'writing', part: 1, content: { prompt: 'Cities' }, response: { text: 'My essay' }, key: {}, score: 2, max: 15, traits: [{ key: 'form', score: 2, max: 2 }, { key: 'content', score: 0, max: 3, pending: true }], parts: [], status: 'pending' },
    ],
  };
  const get = async (path: string) => {
    fake.gets.push(path);
    if (path === 'result-cards/42') return { success: true, data: CARD };
    if (path === 'answer-sheets/42') return { success: true, data: SHEET };
    throw Object.assign(new Error('not found'), { status: 404 });
  };
  return { ...real, http: { ...real.http, get } };
});

vi.mock('@question-types/ui-registry', async (importOriginal) => {
  const real = await importOriginal<typeof UiRegistryNs>();
  const Review = ({ response, result }: { response: unknown; result: { score: number; needsHuman: boolean } }) => (
    <p data-testid="fake-review">{`${JSON.stringify(response)} ${result.score}${result.needsHuman ? ' pending' : ''}`}</p>
  );
  const ui = { Player: () => null, Editor: () => null, Review };
  return { ...real, useQuestionTypeUi: (slug: string | null | undefined) => (slug ? { status: 'ready', ui } : { status: 'loading' }) };
});

vi.mock('@question-types/registry', async (importOriginal) => {
  const real = await importOriginal<typeof RegistryNs>();
  // the fixtures' content shapes are the types' business: any content parses here
  const passThrough = { safeParse: (data: unknown) => ({ success: true, data }) };
  return { ...real, questionType: (slug: string) => { const def = real.questionType(slug); return def ? { ...def, schemas: { ...def.schemas, content: passThrough } } : undefined; } };
});

function renderAt(url: string) {
  return renderWith(url, [
    ['/student/pte-test/result/:id', <ResultPage />],
    ['/student/details-result/evaluation/:id', <DetailsResultPage />],
    ['/student/short-result/evaluation/:id', <ShortResultPage />],
  ]);
}

describe('the score report', () => {
  beforeAll(() => initTestI18n({ exams: pageTexts.en }));
  afterEach(() => {
    cleanup();
    fake.gets.length = 0;
  });

  it('shows the estimated overall and skills as a chart, each item with its score or "Awaiting evaluation", and its Review', async () => {
    renderAt('/student/pte-test/result/42');
    expect(await screen.findByTestId('result-page')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Score report: Reading and writing one');
    expect(screen.getByTestId('overall-score').textContent).toBe('58');
    expect(screen.getByTestId('points').textContent).toBe('9 of 14 points');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Score chart on the 10 to 90 scale: Overall 58, Listening not scored, Reading 66, Speaking not scored, Writing 50');
    expect(screen.getByTestId('estimated-label').textContent).toBe('Estimated');
    expect(screen.getByTestId('awaiting-note').textContent).toMatch(/^1 item is awaiting evaluation/);

    const items = screen.getAllByTestId('result-item');
    expect(items.map((li) => li.getAttribute('data-status'))).toEqual(['auto', 'pending']);
    expect(within(items[0]!).getByTestId('item-score').textContent).toBe('1 / 1');
    expect(within(items[1]!).getByTestId('item-awaiting').textContent).toBe('Awaiting evaluation');
    await waitFor(() => expect(screen.getAllByTestId('fake-review')).toHaveLength(2));
    expect(screen.getAllByTestId('fake-review').map((r) => r.textContent)).toEqual(['{"selected":"a"} 1', '{"text":"My essay"} 2 pending']);
    // the end communication above the report (components/test-communication.tsx) is the page's third read
    expect(fake.gets.sort()).toEqual(['answer-sheets/42', 'result-cards/42', 'toolkit/communications']);
    expect(screen.getByTestId('details-link').getAttribute('href')).toBe('/student/details-result/evaluation/42');
  });

  it('details: every item with its traits', async () => {
    renderAt('/student/details-result/evaluation/42');
    await waitFor(() => expect(screen.getAllByTestId('trait-list')).toHaveLength(2));
    const essay = screen.getAllByTestId('result-item')[1]!;
    expect(within(essay).getAllByTestId('trait').map((li) => li.getAttribute('data-key'))).toEqual(['form', 'content']);
    expect(within(essay).getAllByTestId('trait')[1]!.textContent).toContain('Awaiting evaluation');
  });

  it('short: the chart and a table of item scores, without the sheet', async () => {
    renderAt('/student/short-result/evaluation/42');
    expect(await screen.findByTestId('short-items')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Result summary: Reading and writing one');
    expect(screen.getAllByTestId('result-item')).toHaveLength(2);
    expect(screen.queryByTestId('fake-review')).toBeNull();
    expect(fake.gets).toEqual(['result-cards/42']);
  });

  it('a result that cannot be loaded offers Retry and the way back', async () => {
    renderAt('/student/pte-test/result/9');
    expect(await screen.findByText('This result could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to results' }).getAttribute('href')).toBe('/student/result');
  });
});
