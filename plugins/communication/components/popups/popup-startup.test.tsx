// @vitest-environment happy-dom
// The popup at sign-in: asked for only once the page is idle, never while a start-up dialog applies or another dialog
// is open, one per page load; showing records `seen`, Close records the dismissal.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import type { AuthUser } from '@kernel/auth/user';
import PopupStartup from './popup-startup';

const student = { id: 5, first_name: 'Arif', last_name: 'Hasan', email: 'student@alpha.test', role: 'STUDENT', has_target_score: true, package_expiry_date: '2999-01-01', permissions: [] } as unknown as AuthUser;
const popup = (id: number, title: string) => ({ id, kind: 'notice', title, body: 'First line.\n\nSecond paragraph.', starts_at: '2026-01-01T00:00:00Z', ends_at: '2999-01-01T00:00:00Z', blog_post: null });

let calls: Array<{ method: string; url: string }> = [];
function serve(items: unknown[]) {
  calls = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ method: init?.method ?? 'GET', url: String(url) });
    const data = String(url).includes('popups/pending') ? { items } : { popup_id: 1, seen_at: '2026-01-01T00:00:00Z', dismissed_at: null };
    return new Response(JSON.stringify({ success: true, data }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }));
}
let idle: Array<() => void> = [];
const runIdle = async () => {
  await act(async () => {
    for (const f of idle.splice(0)) f();
  });
};

describe('PopupStartup', () => {
  beforeAll(() => initTestI18n());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    idle = [];
    document.body.innerHTML = '';
  });
  const mount = (user = student) => {
    vi.stubGlobal('requestIdleCallback', (f: () => void) => idle.push(f));
    return render(
      <MemoryRouter>
        <PopupStartup user={user} onLogout={() => undefined} />
      </MemoryRouter>,
    );
  };

  it('asks nothing before the page is idle, then shows the oldest pending popup and records it as seen', async () => {
    serve([popup(1, 'Centre closed Friday'), popup(2, 'Second')]);
    mount();
    expect(calls).toEqual([]);
    await runIdle();
    // the dialog's code loads on demand: the first time takes a moment
    expect(await screen.findByRole('heading', { name: 'Centre closed Friday' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Second' })).toBeNull();
    expect(screen.getByTestId('student-popup').textContent).toContain('Second paragraph.');
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('popups/1/seen'))).toBe(true));
    await userEvent.click(screen.getByTestId('dismiss-popup'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('popups/1/dismiss'))).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('student-popup')).toBeNull());
  });

  it('shows nothing while the target-score form or the expiry notice applies', async () => {
    serve([popup(1, 'Hidden')]);
    mount({ ...student, has_target_score: false } as AuthUser);
    await runIdle();
    mount({ ...student, package_expiry_date: '2000-01-01' } as AuthUser);
    await runIdle();
    expect(calls).toEqual([]);
    expect(screen.queryByTestId('student-popup')).toBeNull();
  });

  it('waits while another dialog is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      serve([popup(1, 'Later')]);
      const other = document.createElement('div');
      other.setAttribute('role', 'dialog');
      document.body.appendChild(other);
      mount();
      await runIdle();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2500);
      });
      // it asked, and has something to show, but holds it back
      expect(calls.some((c) => c.url.includes('popups/pending'))).toBe(true);
      expect(screen.queryByTestId('student-popup')).toBeNull();
      other.remove();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2500);
      });
      expect(await screen.findByRole('heading', { name: 'Later' }, { timeout: 8000 })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
