// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAt } from '@kernel/testing/render-at';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import type * as HttpModuleNs from '@kernel/http/client';
import { AuthProvider, AuthStore } from '@kernel/auth/auth-provider';
import type { AuthUser } from '@kernel/auth/user';
import { pageTexts } from '../locales/texts';
import CountsCard from './counts-card';

// GET dashboard as the server answers it (server/modules/dashboard); `fail` makes the next answers fail
const fake = vi.hoisted(() => ({ calls: 0, fail: false, countings: {} as Record<string, number> }));
vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<typeof HttpModuleNs>();
  const get = async (path: string) => {
    if (path !== 'dashboard') throw new Error(`unexpected GET ${path}`);
    fake.calls += 1;
    if (fake.fail) throw new Error('offline');
    return { success: true, data: { countings: fake.countings } };
  };
  return { ...real, http: { ...real.http, get } };
});

/** An auth store that already knows its user (the real one starts the auth machine). */
class KnownUser extends AuthStore {
  constructor(user: AuthUser) {
    super();
    const snapshot = { user, authenticated: true, loading: false, error: null };
    this.get = () => snapshot;
  }
}

function renderCard(portal: 'student' | 'teacher' | 'master', user: AuthUser = { role: 'STUDENT', has_target_score: true }) {
  return renderAt('/', [['/', <AuthProvider store={new KnownUser(user)}><CountsCard portal={portal} /></AuthProvider>]]);
}

const figures = () => screen.getAllByTestId('dashboard-count').map((li) => [li.dataset.key, li.textContent]);

describe('the counts card', () => {
  beforeAll(() => initTestI18n({ portal: pageTexts.en }));
  beforeEach(() => Object.assign(fake, { calls: 0, fail: false, countings: { practice_items: 88, tests_taken: 2, results_pending: 1, days_to_exam: 30, students: 7 } }));
  afterEach(cleanup);

  it("shows the student's four figures, labelled, in order (and none of another role's)", async () => {
    renderCard('student');
    expect(screen.getByRole('region', { name: 'Dashboard figures' })).toBeTruthy();
    await waitFor(() =>
      expect(figures()).toEqual([
        ['practice_items', 'Practice items88'],
        ['tests_taken', 'Tests taken2'],
        ['results_pending', 'Results pending1'],
        ['days_to_exam', 'Days to exam30'],
      ]),
    );
  });

  it('asks a student without a target for the exam date instead of showing "Days to exam 0" (the target dialog is over it)', async () => {
    fake.countings = { ...fake.countings, days_to_exam: 0 };
    renderCard('student', { role: 'STUDENT', has_target_score: false });
    await waitFor(() => expect(figures()[0]).toEqual(['practice_items', 'Practice items88']));
    expect(figures()[3]).toEqual(['days_to_exam', 'Days to examSet your exam date']);
    expect(screen.getByTestId('no-exam-date')).toBeTruthy();
  });

  it("shows each portal its own keys, and 0 for a key the answer lacks", async () => {
    renderCard('master', { role: 'SUPER_ADMIN' });
    await waitFor(() => expect(figures().map(([k]) => k)).toEqual(['coaching_centres', 'active_coaching_centres', 'students', 'trainers', 'users']));
    await waitFor(() => expect(figures()[2]).toEqual(['students', 'Students7']));
    expect(figures()[0]).toEqual(['coaching_centres', 'Coaching centres0']);
  });

  it('says when the figures could not be loaded, and loads them again on retry', async () => {
    fake.fail = true;
    renderCard('teacher', { role: 'TRAINER' });
    expect(await screen.findByText('The dashboard figures could not be loaded.')).toBeTruthy();
    fake.fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(figures().map(([k]) => k)).toEqual(['students', 'questions', 'tests', 'pending_evaluations']));
    expect(fake.calls).toBe(2);
  });
});
