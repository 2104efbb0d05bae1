// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt as renderWith } from '@kernel/testing/render-at';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import type * as HttpModuleNs from '@kernel/http/client';
import { pageTexts } from '../locales/texts';
import ListPage from './list-page';
import TypeListPage from './type-list-page';

type HttpModule = typeof HttpModuleNs;

const fake = vi.hoisted(() => ({ calls: [] as Array<[string, unknown]> }));

vi.mock('@kernel/auth/auth-provider', () => ({ useAuth: () => ({ user: { role: 'STUDENT', permissions: [], organization: { id: 1, name: 'Alpha Coaching', subdomain: 'alpha' } } }) }));

vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<HttpModule>();
  const item = (id: number, is_platform: boolean) => ({ id, title: 'Heat islands', question_type: { id: 14, slug: 'reading-multiple-choice-single', name: 'MCQ', group: 'reading' }, frequency: 'LOW', is_platform, created_at: '2026-01-01' });
  const get = async (path: string, options?: { params?: unknown }) => {
    fake.calls.push([path, options?.params]);
    if (path === 'questions') return { success: true, data: { items: [item(5, false), item(6, true)], meta: { current_page: 1, per_page: 20, total: 2, last_page: 1 } } };
    if (path === 'practice-tests/pte-practice-list') {
      return { success: true, data: [{ section: 'READING', types: [{ id: 14, slug: 'reading-multiple-choice-single', name: 'MCQ', questions_count: 7 }] }] };
    }
    if (path === 'study-guides/question-type/reading-multiple-choice-single') {
      return { success: true, data: [{ id: 3, organization_id: null, question_type: null, section: 'reading', title: 'Skim first', body: 'Read the question.\n\nThen the options.', status: 'active', editable: false, created_at: '2026-01-01', updated_at: '2026-01-01' }] };
    }
    throw new Error(`unexpected GET ${path}`);
  };
  return { ...real, http: { ...real.http, get } };
});

function renderAt(url: string) {
  return renderWith(url, [
    ['/student/pte-practice/list', <ListPage />],
    ['/student/pte-practice/list/:section/:type', <TypeListPage />],
  ]);
}

describe('the PTE practice lists', () => {
  beforeAll(() => initTestI18n({ 'pte-practice': pageTexts.en }));
  beforeEach(() => {
    fake.calls.length = 0;
  });
  afterEach(cleanup);

  it('counts the practisable items per type from the practice catalogue (quiz items aside)', async () => {
    renderAt('/student/pte-practice/list');
    const type = await screen.findByText('7 items');
    expect(type.closest('[data-testid="practice-type"]')?.getAttribute('data-slug')).toBe('reading-multiple-choice-single');
    expect(fake.calls.map(([p]) => p)).toEqual(['practice-tests/pte-practice-list']);
  });

  it("tells the platform's copy of an item from the centre's own", async () => {
    renderAt('/student/pte-practice/list/reading/reading-multiple-choice-single');
    const rows = await screen.findAllByTestId('practice-row');
    expect(rows.map((r) => within(r).getByTestId('practice-source').textContent)).toEqual(['Alpha Coaching', 'Platform']);
    // two rows with one title still have two different names for their Practise links
    expect(rows.map((r) => within(r).getByTestId('practise').getAttribute('aria-label'))).toEqual(['Practise Heat islands (Alpha Coaching)', 'Practise Heat islands (Platform)']);
    await waitFor(() => expect(fake.calls).toContainEqual(['questions', { type: 'reading-multiple-choice-single', page: 1, per_page: 20 }]));
  });

  it("folds the type's study guides above its items, a paragraph each", async () => {
    renderAt('/student/pte-practice/list/reading/reading-multiple-choice-single');
    const guide = await screen.findByTestId('study-guide');
    expect(guide.querySelector('summary')?.textContent).toContain('Study guide: Skim first');
    expect([...guide.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Read the question.', 'Then the options.']);
  });
});
