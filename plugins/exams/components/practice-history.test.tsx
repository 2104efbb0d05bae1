// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAt as renderWith } from '@kernel/testing/render-at';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import type * as HttpModuleNs from '@kernel/http/client';
import { pageTexts } from '../locales/texts';
import ResultListPage from '../routes/result-list-page';

// GET question-attempts as the server answers it (server/modules/evaluation/history.ts).
const fake = vi.hoisted(() => ({ gets: [] as Array<[string, unknown]>, mode: 'ok' as 'ok' | 'empty' | 'fail' }));
vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<typeof HttpModuleNs>();
  const row = (id: number, over: Record<string, unknown>) => ({
    id, question_id: id + 100, question_title: `Item ${id}`, question_type: { id: 1, slug: 'write-essay', name: 'Write Essay', group: 'writing', section: 'WRITING' },
    section: 'writing', created_at: '2026-03-02T10:00:00.000Z', score: 0, max: 15, status: 'pending', needs_human: true, awaiting: true, ...over,
  });
  const get = async (path: string, options?: { params?: Record<string, unknown> }) => {
    fake.gets.push([path, options?.params]);
    if (path === 'question-attempts') {
      if (fake.mode === 'fail') throw Object.assign(new Error('Server error'), { status: 500 });
      if (fake.mode === 'empty') return { success: true, data: { items: [], meta: { current_page: 1, per_page: 15, total: 0, last_page: 1 } } };
      const page = Number(options?.params?.page ?? 1);
      return {
        success: true,
        data: {
          items: [
            row(7, {}),
            row(5, { question_title: 'Ancient trade', question_type: { id: 2, slug: 'reading-multiple-choice-single', name: 'MCQ single (reading)', group: 'reading', section: 'READING' }, section: 'reading', created_at: '2026-03-01T09:00:00.000Z', score: 1, max: 1, status: 'auto', needs_human: false, awaiting: false }),
          ],
          meta: { current_page: page, per_page: 2, total: 3, last_page: 2 },
        },
      };
    }
    if (path === 'answer-sheets') return { success: true, data: { items: [], meta: { current_page: 1, per_page: 15, total: 0, last_page: 1 } } };
    throw Object.assign(new Error('not found'), { status: 404 });
  };
  return { ...real, http: { ...real.http, get } };
});

const renderAt = (url: string) => renderWith(url, [['/student/result', <ResultListPage />]]);

describe('the practice tab of Results', () => {
  beforeAll(() => initTestI18n({ exams: pageTexts.en }));
  afterEach(() => {
    cleanup();
    fake.gets.length = 0;
    fake.mode = 'ok';
  });

  it('lists each practice answer with its type, date, score or "Awaiting evaluation", opening its review', async () => {
    renderAt('/student/result?tab=practice');
    const rows = await screen.findAllByTestId('practice-history-row');
    expect(rows.map((r) => r.getAttribute('data-id'))).toEqual(['7', '5']);
    expect(screen.getByTestId('result-tab-practice').getAttribute('aria-selected')).toBe('true');
    const [essay, mcq] = rows as [HTMLElement, HTMLElement];
    expect(within(essay).getByText('Write Essay')).toBeTruthy();
    expect(within(essay).getByText('Writing')).toBeTruthy();
    expect(within(essay).getByTestId('practice-history-score').textContent).toBe('Awaiting evaluation');
    expect(essay.textContent).toContain('2 Mar 2026');
    expect(within(mcq).getByTestId('practice-history-score').textContent).toBe('1 / 1');
    expect(within(essay).getByTestId('open-practice-result').getAttribute('href')).toBe('/student/pte-practice/result/7');
    expect(within(mcq).getByRole('link', { name: 'View your answer to Ancient trade' }).getAttribute('href')).toBe('/student/pte-practice/result/5');
    // numbered from the page's meta; the tests tab's list was not asked for
    expect(rows[0]!.querySelector('td')!.textContent).toBe('1');
    expect(fake.gets.map(([p]) => p)).toEqual(['question-attempts']);
  });

  it('pages and filters through the server', async () => {
    renderAt('/student/result?tab=practice');
    await screen.findAllByTestId('practice-history-row');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(fake.gets.at(-1)).toEqual(['question-attempts', { page: 2, status: undefined }]));
    await waitFor(() => expect(screen.getAllByTestId('practice-history-row')[0]!.querySelector('td')!.textContent).toBe('3'));
    fireEvent.click(screen.getByRole('button', { name: 'Awaiting evaluation' }));
    await waitFor(() => expect(fake.gets.at(-1)).toEqual(['question-attempts', { page: 1, status: 'awaiting' }]));
    expect(screen.getByTestId('where').textContent).toBe('/student/result?tab=practice&status=awaiting');
  });

  it('says when there is nothing yet, with the way to PTE practice', async () => {
    fake.mode = 'empty';
    renderAt('/student/result?tab=practice');
    expect(await screen.findByText('No practice answers yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to PTE practice' }).getAttribute('href')).toBe('/student/pte-practice/list');
  });

  it('offers a retry when the list could not be loaded', async () => {
    fake.mode = 'fail';
    renderAt('/student/result?tab=practice');
    expect(await screen.findByText('Your practice answers could not be loaded.')).toBeTruthy();
    fake.mode = 'ok';
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('practice-history-row')).toHaveLength(2);
  });

  it('switches between the tests and the practice tabs', async () => {
    renderAt('/student/result');
    expect(screen.getByTestId('result-tab-tests').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByTestId('result-tab-practice'));
    await screen.findAllByTestId('practice-history-row');
    expect(screen.getByTestId('where').textContent).toBe('/student/result?tab=practice');
    fireEvent.click(screen.getByTestId('result-tab-tests'));
    await waitFor(() => expect(screen.queryByTestId('practice-history')).toBeNull());
    expect(screen.getByTestId('where').textContent).toBe('/student/result');
  });
});
