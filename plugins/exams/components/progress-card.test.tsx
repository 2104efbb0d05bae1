// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '@kernel/testing/render-at';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import type * as HttpModuleNs from '@kernel/http/client';
import { pageTexts } from '../locales/texts';
import ProgressCard from './progress-card';

// the three calls as the server answers them (server/modules/exams, server/modules/users)
const fake = vi.hoisted(() => ({ fail: false, sheets: [] as unknown[], open: [] as unknown[], target: null as unknown }));
vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<typeof HttpModuleNs>();
  const get = async (path: string) => {
    if (fake.fail) throw new Error('offline');
    if (path === 'answer-sheets') return { success: true, data: { items: fake.sheets, meta: { current_page: 1, per_page: 50, total: fake.sheets.length, last_page: 1 } } };
    if (path === 'exam-enrolls/list') return { success: true, data: fake.open };
    if (path === 'users/profile') return { success: true, data: { target_score: fake.target } };
    throw new Error(`unexpected GET ${path}`);
  };
  return { ...real, http: { ...real.http, get } };
});

const sheet = (id: number, day: string, overall: number, skills: Record<string, number | null>) => ({
  id, title: `Mock ${id}`, t_id: `T-${id}`, mode: 'mock', status: 'submitted', submitted_at: `2026-11-${day}T10:00:00Z`, started_at: `2026-11-${day}T09:00:00Z`,
  overall, skills: { speaking: null, writing: null, reading: null, listening: null, ...skills },
});

describe('the progress card', () => {
  beforeAll(() => initTestI18n({ exams: pageTexts.en }));
  beforeEach(() => Object.assign(fake, { fail: false, sheets: [], open: [], target: null }));
  afterEach(cleanup);

  it('shows the latest score of each skill against the target, the chart and the same numbers as a table', async () => {
    // the server lists newest first
    fake.sheets = [sheet(2, '10', 60, { reading: 70, listening: 55 }), sheet(1, '01', 45, { reading: 50, listening: 40, writing: 35 })];
    fake.target = { exam_date: '2027-01-10', speaking: 65, listening: 65, writing: 65, reading: 65 };
    renderAt('/', [['/', <ProgressCard portal="student" />]]);
    await waitFor(() => expect(screen.getAllByTestId('progress-skill')).toHaveLength(4));
    const latest = Object.fromEntries(screen.getAllByTestId('progress-skill').map((li) => [li.dataset.skill, li.textContent]));
    expect(latest.reading).toContain('70');
    expect(latest.reading).toContain('Target 65 reached');
    expect(latest.listening).toContain('10 below target 65');
    expect(latest.speaking).toContain('–');
    const chart = screen.getByTestId('progress-chart');
    expect(chart.getAttribute('aria-label')).toContain('Reading: 50, 70');
    // two sittings -> the reading line has two markers and a line between them
    expect(chart.querySelector('[data-series="reading"] polyline')).toBeTruthy();
    const rows = within(screen.getByTestId('progress-table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('Mock 1');
    expect(within(screen.getByTestId('latest-results')).getAllByRole('link').map((a) => a.textContent)).toEqual(['Mock 2', 'Mock 1']);
  });

  it('invites a first sitting when there is none, and lists what is still open', async () => {
    fake.open = [{ id: 9, mode: 'practice-test', title: 'Reading One', test_id: 4, quiz_set_id: null, deadline: null, current_index: 3, no_of_questions: 20 }];
    renderAt('/', [['/', <ProgressCard portal="student" />]]);
    expect(await screen.findByTestId('progress-empty')).toBeTruthy();
    const open = await screen.findByTestId('open-sittings');
    expect(open.textContent).toContain('3 of 20 answered');
    expect(within(open).getByRole('link').getAttribute('href')).toBe('/student/practice-test/reading-one/preview/4?sheet=9');
  });

  it('says when the scores could not be loaded and tries again', async () => {
    fake.fail = true;
    renderAt('/', [['/', <ProgressCard portal="student" />]]);
    expect(await screen.findByText('Your progress could not be loaded.')).toBeTruthy();
    fake.fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('progress-empty')).toBeTruthy();
  });
});
