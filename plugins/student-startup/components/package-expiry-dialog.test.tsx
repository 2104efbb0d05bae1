// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PackageExpiryDialog } from './package-expiry-dialog';
import { resetPackageExpiredSignal } from '@kernel/http/package-expired-signal';
import { StartupDialogs as StudentStartup } from './startup-dialogs';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import { http } from '@kernel/http/client';
import { clearToasts, getToasts } from '@kernel/notify/toasts';

const centre = { id: 1, name: 'Alpha PTE Academy', subdomain: 'alpha', email: 'hello@alpha.test', phone: '+880 1711-000000' };
const noop = () => {};

describe('PackageExpiryDialog', () => {
  beforeAll(() => initTestI18n());
  afterEach(() => {
    cleanup();
    resetPackageExpiredSignal();
    vi.unstubAllGlobals();
  });

  it('names the date and says access is paused and to renew', () => {
    render(<PackageExpiryDialog expiry="2024-03-05" onLogout={noop} />);
    const dialog = screen.getByTestId('package-expiry-dialog');
    expect(dialog.textContent).toContain('5 Mar 2024, Tuesday');
    expect(dialog.textContent).toContain('Access to premium features is paused');
    expect(dialog.textContent).toMatch(/renew/i);
    expect(dialog.style.maxWidth).toBe('500px');
  });

  it("gives the centre's name, e-mail and phone as links; without a contact it says to contact support", () => {
    render(<PackageExpiryDialog expiry="2024-03-05" centre={centre} onLogout={noop} />);
    const contact = screen.getByTestId('package-expiry-contact');
    expect(contact.textContent).toContain('To renew, contact Alpha PTE Academy:');
    expect(screen.getByRole('link', { name: 'hello@alpha.test' }).getAttribute('href')).toBe('mailto:hello@alpha.test');
    expect(screen.getByRole('link', { name: '+880 1711-000000' }).getAttribute('href')).toBe('tel:+8801711000000');
    cleanup();
    render(<PackageExpiryDialog expiry="2024-03-05" centre={{ ...centre, email: null, phone: null }} onLogout={noop} />);
    expect(screen.queryByTestId('package-expiry-contact')).toBeNull();
    expect(screen.getByTestId('package-expiry-dialog').textContent).toMatch(/contact support/i);
  });

  it('says "an unknown date" or "an invalid date"', () => {
    render(<PackageExpiryDialog expiry={null} onLogout={noop} />);
    expect(screen.getByTestId('package-expiry-dialog').textContent).toContain('an unknown date');
    cleanup();
    render(<PackageExpiryDialog expiry="2024-99-99" onLogout={noop} />);
    expect(screen.getByTestId('package-expiry-dialog').textContent).toContain('an invalid date');
  });

  it('cannot be dismissed; its only button is Log out', async () => {
    render(<PackageExpiryDialog expiry="2024-03-05" centre={centre} onLogout={noop} />);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape', code: 'Escape' });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('package-expiry-dialog')).not.toBeNull();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Log out']);
  });

  it('Log out is reachable with the keyboard alone (Tab inside the focus trap, then Enter)', async () => {
    const onLogout = vi.fn();
    const user = userEvent.setup();
    render(<PackageExpiryDialog expiry="2024-03-05" centre={centre} onLogout={onLogout} />);
    const button = screen.getByTestId('package-expiry-logout');
    for (let i = 0; i < 4 && document.activeElement !== button; i++) await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('is shown at start-up only for an expiry before today', async () => {
    render(<StudentStartup user={{ package_expiry_date: '2000-01-01', has_target_score: true }} onLogout={noop} />);
    expect(await screen.findByTestId('package-expiry-dialog')).not.toBeNull();
    cleanup();
    render(<StudentStartup user={{ package_expiry_date: '2999-01-01', has_target_score: true }} onLogout={noop} />);
    expect(screen.queryByTestId('package-expiry-dialog')).toBeNull();
    expect(screen.queryByTestId('target-score-form')).toBeNull();
    cleanup();
    render(<StudentStartup user={{ package_expiry_date: null, has_target_score: false }} onLogout={noop} />);
    expect(await screen.findByTestId('target-score-form')).not.toBeNull();
  });

  it('opens when any call is refused with code package_expired (no toast), and Log out clears it', async () => {
    clearToasts();
    const onLogout = vi.fn();
    render(<StudentStartup user={{ package_expiry_date: '2999-01-01', has_target_score: true, organization: centre }} onLogout={onLogout} />);
    expect(screen.queryByTestId('package-expiry-dialog')).toBeNull();
    const body = { success: false, message: 'Your package has expired. Please renew it to continue.', code: 'package_expired' };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status: 403, headers: { 'Content-Type': 'application/json' } })));
    await act(async () => {
      await http.post('question-test', { question_id: 1 }).catch(() => undefined);
    });
    await waitFor(() => expect(screen.queryByTestId('package-expiry-dialog')).not.toBeNull());
    expect(screen.getByTestId('package-expiry-contact').textContent).toContain('hello@alpha.test');
    expect(getToasts()).toEqual([]);
    await act(async () => {
      fireEvent.click(screen.getByTestId('package-expiry-logout'));
    });
    expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('package-expiry-dialog')).toBeNull());
  });

  it('another 403 stays a toast and opens no dialog', async () => {
    clearToasts();
    render(<StudentStartup user={{ package_expiry_date: '2999-01-01', has_target_score: true }} onLogout={noop} />);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: false, message: 'This action is unauthorized.' }), { status: 403 })));
    await act(async () => {
      await http.get('questions').catch(() => undefined);
    });
    expect(screen.queryByTestId('package-expiry-dialog')).toBeNull();
    expect(getToasts().map((t) => t.message)).toEqual(['This action is unauthorized.']);
  });
});
