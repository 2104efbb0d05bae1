// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import { resetPackageExpiredSignal } from '@kernel/http/package-expired-signal';
import { StartupDialogs as StudentStartup } from './startup-dialogs';

const centre = { id: 1, name: 'Alpha PTE Academy', subdomain: 'alpha', email: 'hello@alpha.test', phone: null };
const pkg = (id: number, name: string, price: number) => ({ id, name, price_minor: price, currency: 'BDT', duration_days: 30 });
const enrollment = (status: string, starts: string | null, ends: string | null) => ({ id: 7, status, starts_on: starts, ends_on: ends, package: { id: 1, name: 'Gold' }, reason: 'renew' });
const invoice = { id: 42, number: 'INV-2026-000042', status: 'unpaid', currency: 'BDT', subtotal_minor: 300_000, discount_minor: 0, total_minor: 300_000, paid_minor: 0, due_minor: 300_000, issued_on: '2026-11-25', student: null, package: { id: 1, name: 'Gold' }, branch: null, promo_code: null, instalments: [], transactions: [] };
const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

function fakeServer(state: { paid: boolean; free?: boolean }) {
  const calls: string[] = [];
  const json = (data: unknown, status = 200) => new Response(JSON.stringify({ success: true, data }), { status, headers: { 'Content-Type': 'application/json' } });
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push(`${init?.method ?? 'GET'} ${url.replace(/^.*\/api\/v1\//, '')}`);
    if (url.includes('my-subscription')) {
      const requested = calls.some((c) => c.startsWith('POST'));
      return json({
        package_expiry_date: day(-1),
        current: state.paid ? enrollment('active', day(0), day(29)) : null,
        latest: enrollment('ended', day(-30), day(-1)),
        pending: requested && !state.paid ? enrollment('pending', null, null) : null,
        invoices: requested ? [invoice] : [],
      });
    }
    if (url.includes('list-for-package-change/1')) return json({ current: pkg(1, 'Gold', 300_000), items: [pkg(1, 'Gold', 300_000), pkg(2, 'Trial', 0)] });
    if (url.includes('change-or-renew-subscription')) {
      const body = JSON.parse(String(init?.body));
      if (body.package_id === 2) return json({ enrollment: enrollment('active', day(0), day(6)), invoice: null }, 201);
      return json({ enrollment: enrollment('pending', null, null), invoice }, 201);
    }
    return new Response('{}', { status: 404 });
  });
  return { fetchFn, calls };
}

function renderStartup(onRenewed: () => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <StudentStartup user={{ package_expiry_date: day(-1), has_target_score: true, organization: centre }} onLogout={() => {}} onRenewed={onRenewed} />
    </QueryClientProvider>,
  );
}

describe('Renew in the expiry dialog', () => {
  beforeAll(() => initTestI18n());
  afterEach(() => {
    cleanup();
    resetPackageExpiredSignal();
    vi.unstubAllGlobals();
  });

  it('lists the packages (the held one first chosen), asks, shows the invoice and closes once the payment is recorded', async () => {
    const state = { paid: false };
    const { fetchFn, calls } = fakeServer(state);
    vi.stubGlobal('fetch', fetchFn);
    const onRenewed = vi.fn();
    const user = userEvent.setup();
    renderStartup(onRenewed);
    await user.click(await screen.findByTestId('package-expiry-renew'));
    const gold = await screen.findByTestId('renewal-option-1');
    expect((gold as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('renewal-choose').textContent).toContain('Free');
    await user.click(screen.getByTestId('renewal-submit'));
    expect(await screen.findByTestId('renewal-invoice-number')).toHaveProperty('textContent', 'INV-2026-000042');
    expect(screen.getByTestId('renewal-invoice').textContent).toContain('access starts when your payment is recorded');
    expect(screen.getByTestId('renewal-invoice-amount').textContent).toContain('3,000');
    expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
    expect(onRenewed).not.toHaveBeenCalled();
    state.paid = true;
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await user.click(screen.getByText('Check again'));
    });
    await waitFor(() => expect(onRenewed).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('package-expiry-dialog')).toBeNull();
  });

  it('a free package closes the dialog at once', async () => {
    const { fetchFn } = fakeServer({ paid: false });
    vi.stubGlobal('fetch', fetchFn);
    const onRenewed = vi.fn();
    const user = userEvent.setup();
    renderStartup(onRenewed);
    await user.click(await screen.findByTestId('package-expiry-renew'));
    await user.click(await screen.findByTestId('renewal-option-2'));
    expect(screen.getByTestId('renewal-submit').textContent).toBe('Change to this package');
    await user.click(screen.getByTestId('renewal-submit'));
    await waitFor(() => expect(onRenewed).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('package-expiry-dialog')).toBeNull();
  });

  it('Back returns to the notice; everything is reachable by keyboard', async () => {
    const { fetchFn } = fakeServer({ paid: false });
    vi.stubGlobal('fetch', fetchFn);
    const user = userEvent.setup();
    renderStartup(vi.fn());
    const renew = await screen.findByTestId('package-expiry-renew');
    for (let i = 0; i < 6 && document.activeElement !== renew; i++) await user.tab();
    expect(document.activeElement).toBe(renew);
    await user.keyboard('{Enter}');
    await screen.findByTestId('renewal-option-1');
    await user.click(screen.getByText('Back'));
    expect(screen.getByTestId('package-expiry-renew')).toBeTruthy();
  });
});
