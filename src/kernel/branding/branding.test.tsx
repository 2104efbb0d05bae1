// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { initTestI18n } from '../i18n/test-i18n';

const fake = vi.hoisted(() => ({ tenant: 'alpha' as string | null, calls: [] as Array<{ url: string; headers: Record<string, string> }>, answer: { status: 200, body: {} as unknown } }));

vi.mock('../http/tenant', () => ({ currentTenant: () => fake.tenant, platformDomain: () => 'localhost', tenantFromHost: () => fake.tenant }));

const ALPHA = { name: 'Alpha PTE', subdomain: 'alpha', logo: '/files/logos/3b0f1c2e-1111-4222-8333-444455556666.png', primary_color: '#facc15', status: 'active' };

/** The branding module keeps its answer for the page's life: each test loads it (and the layout) afresh. */
async function freshModules() {
  vi.resetModules();
  const branding = await import('./branding');
  const { default: PublicLayout } = await import('../layouts/public-layout');
  const { BrandMark } = await import('./brand-mark');
  return { branding, PublicLayout, BrandMark };
}

function atLogin(PublicLayout: () => React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="/login" element={<form aria-label="sign in" />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const rootVar = (name: string) => document.documentElement.style.getPropertyValue(name);

describe('white-label branding', () => {
  beforeAll(() => initTestI18n());
  beforeEach(() => {
    fake.tenant = 'alpha';
    fake.calls.length = 0;
    fake.answer = { status: 200, body: { success: true, data: ALPHA } };
    sessionStorage.clear();
    document.documentElement.removeAttribute('style');
    document.title = 'PTE Coaching';
    vi.stubGlobal('fetch', async (url: string, init?: { headers?: Record<string, string> }) => {
      fake.calls.push({ url, headers: init?.headers ?? {} });
      return new Response(JSON.stringify(fake.answer.body), { status: fake.answer.status, headers: { 'Content-Type': 'application/json' } });
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the centre's logo and name on the login page, asked once of GET branding for the sub-domain", async () => {
    const { PublicLayout, BrandMark } = await freshModules();
    atLogin(PublicLayout);
    render(<BrandMark />); // a second user of the branding: no second request
    const logos = await screen.findAllByTestId('brand-logo');
    expect(logos[0]!.getAttribute('src')).toBe(ALPHA.logo);
    expect(screen.getAllByTestId('brand-name')[0]!.textContent).toBe('Alpha PTE');
    expect(screen.getByRole('form', { name: 'sign in' })).toBeTruthy();
    expect(fake.calls).toEqual([{ url: '/api/v1/branding', headers: { Accept: 'application/json', 'X-Tenant': 'alpha' } }]);
    expect(document.title).toBe('Alpha PTE');
  });

  it('applies the brand colour to the theme as CSS variables, darkened where white text needs it', async () => {
    const { PublicLayout } = await freshModules();
    atLogin(PublicLayout);
    await screen.findByTestId('brand-name');
    const { primaryShades } = await import('./shades');
    const shades = primaryShades('#facc15')!;
    expect(rootVar('--color-primary-600')).toBe(shades['600']);
    expect(rootVar('--color-primary-600')).not.toBe('#facc15'); // too light for white text as it is
    expect(rootVar('--color-primary-50')).toBe(shades['50']);
    expect(rootVar('--color-primary-800')).toBe(shades['800']);
  });

  it('puts the theme back when a refreshed branding has no colour, and keeps the logo out when there is none', async () => {
    const { PublicLayout, branding } = await freshModules();
    atLogin(PublicLayout);
    await screen.findByTestId('brand-logo');
    expect(rootVar('--color-primary-600')).not.toBe('');
    fake.answer = { status: 200, body: { success: true, data: { ...ALPHA, name: 'Alpha Two', logo: null, primary_color: null } } };
    await branding.refreshBranding();
    await waitFor(() => expect(screen.getByTestId('brand-name').textContent).toBe('Alpha Two'));
    expect(screen.queryByTestId('brand-logo')).toBeNull();
    expect(rootVar('--color-primary-600')).toBe('');
    expect(fake.calls).toHaveLength(2);
  });

  it("says the server's message on an inactive centre's sub-domain, over the platform's mark", async () => {
    fake.answer = { status: 403, body: { success: false, code: 'tenant_inactive', message: 'This coaching centre is inactive. Contact the platform for help.' } };
    const { PublicLayout } = await freshModules();
    atLogin(PublicLayout);
    expect((await screen.findByTestId('tenant-inactive')).textContent).toBe('This coaching centre is inactive. Contact the platform for help.');
    expect(screen.getByTestId('brand-mark').getAttribute('data-state')).toBe('platform');
    expect(rootVar('--color-primary-600')).toBe('');
  });

  it("asks nothing on the bare platform domain and shows the platform's own mark", async () => {
    fake.tenant = null;
    const { PublicLayout } = await freshModules();
    atLogin(PublicLayout);
    expect(screen.getByTestId('brand-mark').getAttribute('data-state')).toBe('platform');
    expect(screen.getByTestId('brand-mark').textContent).toBe('PTE Coaching');
    await new Promise((r) => setTimeout(r, 10));
    expect(fake.calls).toEqual([]);
    expect(screen.queryByTestId('tenant-inactive')).toBeNull();
  });

  it('takes the branding the server wrote into the page and asks for none; another centre\'s is ignored', async () => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'boot-branding';
    data.textContent = JSON.stringify({ ...ALPHA, name: 'Written by the server' });
    document.head.append(data);
    try {
      const { PublicLayout } = await freshModules();
      atLogin(PublicLayout);
      expect(screen.getByTestId('brand-name').textContent).toBe('Written by the server');
      expect(rootVar('--color-primary-600')).not.toBe('');
      await new Promise((r) => setTimeout(r, 20));
      expect(fake.calls).toEqual([]);
      cleanup();
      fake.tenant = 'beta';
      fake.answer = { status: 200, body: { success: true, data: { ...ALPHA, name: 'Beta PTE', subdomain: 'beta' } } };
      const again = await freshModules();
      atLogin(again.PublicLayout);
      await waitFor(() => expect(screen.getByTestId('brand-name').textContent).toBe('Beta PTE'));
      expect(fake.calls).toHaveLength(1);
    } finally {
      data.remove();
    }
  });

  it('paints the branding a reload showed at once from the session cache, then reads it again', async () => {
    sessionStorage.setItem('branding:alpha', JSON.stringify({ ...ALPHA, name: 'Cached name' }));
    const { PublicLayout } = await freshModules();
    atLogin(PublicLayout);
    expect(screen.getByTestId('brand-name').textContent).toBe('Cached name');
    await waitFor(() => expect(screen.getByTestId('brand-name').textContent).toBe('Alpha PTE'));
    expect(JSON.parse(sessionStorage.getItem('branding:alpha')!).name).toBe('Alpha PTE');
  });
});
