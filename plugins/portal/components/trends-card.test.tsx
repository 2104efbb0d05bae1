// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '@kernel/testing/render-at';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import type * as HttpModuleNs from '@kernel/http/client';
import { pageTexts } from '../locales/texts';
import TrendsCard from './trends-card';

const fake = vi.hoisted(() => ({ data: {} as Record<string, unknown> }));
vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<typeof HttpModuleNs>();
  const get = async (path: string) => {
    if (path !== 'dashboard') throw new Error(`unexpected GET ${path}`);
    return { success: true, data: fake.data };
  };
  return { ...real, http: { ...real.http, get } };
});

const weeks = ['2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'];

describe('the trends card', () => {
  beforeAll(() => initTestI18n({ portal: pageTexts.en }));
  beforeEach(() => {
    fake.data = { countings: { students: 3 }, trends: { weeks, series: { new_students: [0, 0, 1, 0, 2, 0, 4, 6], sittings: [1, 1, 1, 1, 1, 1, 5, 2], practice_answers: [0, 0, 0, 0, 0, 0, 3, 3] } } };
  });
  afterEach(cleanup);

  it('shows this week, the change from last week and the eight weeks, also as a table', async () => {
    renderAt('/', [['/', <TrendsCard portal="coaching-owner" />]]);
    await waitFor(() => expect(screen.getAllByTestId('trend')).toHaveLength(3));
    const [joined, sittings, answers] = screen.getAllByTestId('trend');
    expect(within(joined!).getByTestId('trend-this-week').textContent).toBe('6this week');
    expect(within(joined!).getByTestId('trend-change').textContent).toBe('2 more than last week (4)');
    expect(within(sittings!).getByTestId('trend-change').textContent).toBe('3 fewer than last week (5)');
    expect(within(answers!).getByTestId('trend-change').textContent).toBe('Same as last week (3)');
    expect(within(joined!).getByTestId('trend-bars').getAttribute('aria-label')).toContain('Students joined per week: 5 Oct: 0');
    expect(within(joined!).getByTestId('trend-bars').querySelectorAll('rect')).toHaveLength(8);
    const rows = within(screen.getByTestId('trends-table')).getAllByRole('row');
    expect(rows).toHaveLength(9);
    expect(rows[8]!.textContent).toBe('Week of 23 Nov623');
  });

  it('draws nothing for a role whose dashboard has no trends', async () => {
    fake.data = { countings: { tests_taken: 1 } };
    const { container } = renderAt('/', [['/', <TrendsCard portal="student" />]]);
    await waitFor(() => expect(container.querySelector('[data-testid="trends-card"]')).toBeNull());
  });
});
