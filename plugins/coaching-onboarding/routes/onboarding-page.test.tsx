// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '@kernel/testing/render-at';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import { dropRunningWizards } from '@kernel/wizard/wizard-store';
import { queryClient } from '@kernel/http/query-client';
import type * as HttpModuleNs from '@kernel/http/client';
import OnboardingPage from './onboarding-page';
import RequestsPage from './requests-page';

type HttpModule = typeof HttpModuleNs;

const fake = vi.hoisted(() => ({
  calls: [] as Array<[string, string, unknown, Record<string, string> | undefined]>,
  record: null as null | Record<string, unknown>,
  failEmail: false,
}));

const record = (over: Record<string, unknown> = {}) => ({
  id: 41, status: 'draft', step: 'address', visited: ['basic-info'], data: { centre_name: 'Delta PTE', owner_name: 'D', email: 'd@delta.test', phone: '12345' },
  plan: null, invoice: null, terms_version: null, terms_accepted_at: null, submitted_at: null, reviewed_at: null, review_note: '', organization: null,
  created_at: '2026-11-25T10:00:00Z', updated_at: '2026-11-25T10:00:00Z', ...over,
});

vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<HttpModule>();
  const fail422 = (errors: Record<string, string[]>) => new real.HttpError('http', 422, { success: false, message: Object.values(errors)[0]![0], errors }, [Object.values(errors)[0]![0]!]);
  const get = async (path: string, o?: { headers?: Record<string, string> }) => {
    fake.calls.push(['GET', path, undefined, o?.headers]);
    if (path === 'dummy/organizations/41') {
      if (o?.headers?.['X-Onboarding-Token'] !== 'secret-token-1234567890') throw new real.HttpError('http', 404, null, ['Registration not found.']);
      return { success: true, data: fake.record ?? record() };
    }
    if (path === 'dummy/organizations') {
      return { success: true, data: { items: [record({ status: 'submitted', data: { ...record().data, subdomain: 'delta', admin_email: 'a@delta.test' }, submitted_at: '2026-11-25T11:00:00Z' })], meta: { current_page: 1, per_page: 15, total: 1, last_page: 1 } } };
    }
    throw new Error(`unexpected GET ${path}`);
  };
  const post = async (path: string, body: unknown) => {
    fake.calls.push(['POST', path, body, undefined]);
    if (path === 'dummy/organizations') {
      if (fake.failEmail) throw fail422({ email: ['This e-mail already belongs to an account or a request waiting for review.'] });
      return { success: true, data: { ...record({ id: 42 }), token: 'secret-token-1234567890' } };
    }
    if (path === 'dummy/organizations/41/approve') return { success: true, data: record({ status: 'approved' }) };
    throw new Error(`unexpected POST ${path}`);
  };
  const put = async (path: string, body: unknown, o?: { headers?: Record<string, string> }) => {
    fake.calls.push(['PUT', path, body, o?.headers]);
    return { success: true, data: record() };
  };
  return { ...real, http: { ...real.http, get, post, put } };
});

beforeAll(() => initTestI18n());
beforeEach(() => {
  fake.calls.length = 0;
  fake.record = null;
  fake.failEmail = false;
  dropRunningWizards();
  queryClient.clear();
});
afterEach(cleanup);

const routes = [
  ['/coaching-center/:step', <OnboardingPage key="wizard" />],
  ['/master/coaching-center-requests', <RequestsPage />],
] as const;
const input = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });

function fillBasic() {
  type('centre_name', 'Delta PTE');
  type('owner_name', 'Dina Das');
  type('email', 'd@delta.test');
  type('phone', '+880 1711 000000');
}

describe('centre onboarding page', () => {
  it('says the required fields before sending anything', async () => {
    renderAt('/coaching-center/basic-info', routes);
    fireEvent.click(await screen.findByTestId('wizard-next'));
    await waitFor(() => expect(input('centre_name').getAttribute('aria-invalid')).toBe('true'));
    expect(fake.calls.filter(([m]) => m === 'POST')).toEqual([]);
  });

  it('the first save starts the draft; its id and secret join the address; the next save sends the secret', async () => {
    renderAt('/coaching-center/basic-info', routes);
    await screen.findByTestId('wizard');
    fillBasic();
    fireEvent.click(screen.getByTestId('wizard-next'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/coaching-center/address?id=42&token=secret-token-1234567890'));
    const [, , body] = fake.calls.find(([m, p]) => m === 'POST' && p === 'dummy/organizations')!;
    expect(body).toEqual({ step: 'basic-info', data: { centre_name: 'Delta PTE', owner_name: 'Dina Das', email: 'd@delta.test', phone: '+880 1711 000000' } });
    type('address_line', '12 Lake Road');
    type('city', 'Dhaka');
    type('postal_code', '1207');
    fireEvent.change(document.querySelector('select[name="country"]')!, { target: { value: 'BD' } });
    fireEvent.click(screen.getByTestId('wizard-next'));
    await waitFor(() => expect(fake.calls.some(([m]) => m === 'PUT')).toBe(true));
    const [, path, putBody, headers] = fake.calls.find(([m]) => m === 'PUT')!;
    expect(path).toBe('dummy/organizations/42');
    expect(headers).toEqual({ 'X-Onboarding-Token': 'secret-token-1234567890' });
    expect(JSON.stringify(putBody)).not.toContain('secret-token');
  });

  it("shows the server's 422 at its field, in the reader's words", async () => {
    fake.failEmail = true;
    renderAt('/coaching-center/basic-info', routes);
    await screen.findByTestId('wizard');
    fillBasic();
    fireEvent.click(screen.getByTestId('wizard-next'));
    await waitFor(() => expect(input('email').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This e-mail already belongs to an account or a request waiting for review.')).toBeTruthy();
  });

  it('a link resumes the draft at its step; a wrong secret says so', async () => {
    renderAt('/coaching-center/address?id=41&token=secret-token-1234567890', routes);
    expect(await screen.findByText('Delta PTE')).toBeTruthy();
    expect((await screen.findByTestId('wizard')).getAttribute('data-step')).toBe('address');
    cleanup();
    dropRunningWizards();
    renderAt('/coaching-center/address?id=41&token=wrong-token-1234567890', routes);
    expect(await screen.findByTestId('onboarding-load-failed')).toBeTruthy();
  });

  it('a submitted registration shows where it stands instead of the wizard', async () => {
    fake.record = record({ status: 'submitted' });
    renderAt('/coaching-center/review?id=41&token=secret-token-1234567890', routes);
    const status = await screen.findByTestId('onboarding-status');
    expect(status.getAttribute('data-status')).toBe('submitted');
    expect(status.textContent).toContain('d@delta.test');
  });
});

describe("the master's requests", () => {
  it('approves after a confirmation naming the centre', async () => {
    renderAt('/master/coaching-center-requests', routes);
    const row = await screen.findByTestId('request-row');
    expect(row.getAttribute('data-status')).toBe('submitted');
    fireEvent.click(within(row).getByTestId('row-actions'));
    fireEvent.click(await screen.findByText('Approve'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Delta PTE');
    expect(fake.calls.some(([, p]) => p.endsWith('/approve'))).toBe(false);
    fireEvent.click(within(dialog).getByTestId('confirm-yes'));
    await waitFor(() => expect(fake.calls.some(([m, p]) => m === 'POST' && p === 'dummy/organizations/41/approve')).toBe(true));
  });
});
