// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderAt } from '@kernel/testing/render-at';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import type * as HttpModuleNs from '@kernel/http/client';
import { pageTexts } from '../locales/texts';
import WaitingCard from './waiting-card';

// GET evaluation as the server answers it (server/modules/evaluation), by status
const fake = vi.hoisted(() => ({ pending: [] as unknown[], pendingTotal: 0, all: [] as unknown[], asked: [] as unknown[] }));
vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<typeof HttpModuleNs>();
  const get = async (path: string, opts: { params: Record<string, unknown> }) => {
    if (path !== 'evaluation') throw new Error(`unexpected GET ${path}`);
    fake.asked.push(opts.params);
    const pending = opts.params.status === 'pending';
    const items = pending ? fake.pending : fake.all;
    return { success: true, data: { items, meta: { current_page: 1, per_page: 5, total: pending ? fake.pendingTotal : items.length, last_page: 1 } } };
  };
  return { ...real, http: { ...real.http, get } };
});

const row = (id: number, title: string, first: string, status = 'pending') => ({
  id, attempt_id: id, question_id: id, question_title: title, question_type: { id: 1, slug: 'write-essay', name: 'Essay', group: 'writing' },
  student: { id: 9, first_name: first, last_name: 'Hasan' }, score: 0, max: 15, needsHuman: true, status, has_recording: false,
  created_at: new Date(Date.now() - 3_600_000).toISOString(), evaluated_at: null,
});

describe('the waiting card', () => {
  beforeAll(() => initTestI18n({ evaluation: pageTexts.en }));
  beforeEach(() => Object.assign(fake, { pending: [], pendingTotal: 0, all: [], asked: [] }));
  afterEach(cleanup);

  it('counts every pending answer (not only the five shown) and links each to its evaluation under the portal', async () => {
    fake.pending = [row(7, 'Essay on cities', 'Arif'), row(6, 'Describe a chart', 'Nusrat')];
    fake.pendingTotal = 12;
    fake.all = [row(8, 'Read aloud 3', 'Imran', 'auto')];
    renderAt('/', [['/', <WaitingCard portal="admin" />]]);
    expect((await screen.findByTestId('waiting-total')).textContent).toBe('12 answers wait for a trainer.');
    const links = within(screen.getByTestId('waiting-list')).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Essay on cities — Arif Hasan', '/admin/pending-evaluation/manual/practice-test/evaluation/7'],
      ['Describe a chart — Nusrat Hasan', '/admin/pending-evaluation/manual/practice-test/evaluation/6'],
    ]);
    expect(screen.getByTestId('recent-activity').textContent).toContain('Imran Hasan answered Read aloud 3 1 hour ago');
    expect(fake.asked).toEqual(expect.arrayContaining([expect.objectContaining({ status: 'pending' }), expect.objectContaining({ status: 'all' })]));
  });

  it('says when nothing waits', async () => {
    renderAt('/', [['/', <WaitingCard portal="teacher" />]]);
    expect((await screen.findByTestId('waiting-none')).textContent).toBe('No answer is waiting for a trainer.');
    expect(await screen.findByText('No student has answered yet.')).toBeTruthy();
  });
});
