// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import { renderAt } from '@kernel/testing/render-at';
import type * as HttpModuleNs from '@kernel/http/client';
import { pageTexts } from '../locales/texts';
import AuditPage from './audit-page';

type HttpModule = typeof HttpModuleNs;

const fake = vi.hoisted(() => ({
  calls: [] as Array<[string, string, unknown]>,
  user: { role: 'COACHING_OWNER', permissions: [] as string[] },
  empty: false,
}));

vi.mock('@kernel/auth/auth-provider', () => ({ useAuth: () => ({ user: fake.user }) }));

vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<HttpModule>();
  const entries = [
    {
      id: 2,
      action: 'role.update',
      target_type: 'role',
      target_id: 10,
      target_name: 'Front desk',
      actor: { id: 7, full_name: 'Olive Owner' },
      impersonator: null,
      details: { granted: ['USER_INDEX'], removed: [], users_affected: 2 },
      ip: '10.0.0.7',
      created_at: '2026-03-04T09:15:00Z',
      organization_id: 1,
      organization_name: 'Alpha',
    },
    {
      id: 1,
      action: 'user.update',
      target_type: 'user',
      target_id: 21,
      target_name: 'Sam Student',
      actor: { id: 21, full_name: 'Sam Student' },
      impersonator: { id: 7, full_name: 'Olive Owner' },
      details: { fields: ['phone'] },
      ip: '10.0.0.8',
      created_at: '2026-03-03T08:00:00Z',
      organization_id: 1,
      organization_name: 'Alpha',
    },
  ];
  const get = async (path: string, options?: { params?: Record<string, unknown> }) => {
    fake.calls.push(['GET', path, options?.params]);
    if (path !== 'audit-log') throw new Error(`unexpected GET ${path}`);
    const p = options?.params ?? {};
    const items = fake.empty ? [] : entries.filter((e) => !p.actor_id || String(e.actor.id) === p.actor_id);
    return { success: true, data: { items, meta: { current_page: Number(p.page ?? 1), per_page: 25, total: 60, last_page: 3 } } };
  };
  return { ...real, http: { ...real.http, get } };
});

const open = (url: string) => renderAt(url, [['/coaching-owner/audit-log', <AuditPage />], ['/master/audit-log', <AuditPage />]]);
const auditCalls = () => fake.calls.filter(([m, p]) => m === 'GET' && p === 'audit-log').map((c) => c[2]);

describe('the audit log', () => {
  beforeAll(() => initTestI18n({ roles: pageTexts.en }));
  beforeEach(() => {
    fake.calls.length = 0;
    fake.user = { role: 'COACHING_OWNER', permissions: [] };
    fake.empty = false;
  });
  afterEach(cleanup);

  it('shows who did what to whom, the impersonator, the details in words and the client address', async () => {
    open('/coaching-owner/audit-log');
    const [first, second] = await screen.findAllByTestId('audit-row');
    expect(within(first!).getByTestId('audit-action').textContent).toBe('Role changed');
    expect(within(first!).getByTestId('audit-target').textContent).toBe('Role: Front desk');
    expect(within(first!).getByTestId('audit-details').textContent).toBe('Granted: USER_INDEX2 users affected');
    expect(within(first!).getByTestId('audit-ip').textContent).toBe('10.0.0.7');
    expect(first!.querySelector('time')!.textContent).toMatch(/^4 Mar 2026, Wednesday \d\d:\d\d$/);
    expect(within(second!).getByTestId('audit-impersonator').textContent).toBe('signed in as them by Olive Owner');
    expect(within(second!).getByTestId('audit-details').textContent).toBe('Changed: phone');
    // an owner sees no centre column
    expect(first!.querySelector('[data-testid="audit-centre"]')).toBeNull();
  });

  it('sends the filters in the URL, and each filter changed', async () => {
    open('/coaching-owner/audit-log?action=role.update&from=2026-03-01&page=2');
    await screen.findAllByTestId('audit-row');
    expect(auditCalls()[0]).toEqual({ per_page: 25, page: 2, action: 'role.update', from: '2026-03-01' });

    fireEvent.change(document.querySelector('select[name="target_type"]')!, { target: { value: 'role' } });
    await waitFor(() => expect(auditCalls().at(-1)).toEqual({ per_page: 25, page: 1, action: 'role.update', from: '2026-03-01', target_type: 'role' }));
    fireEvent.change(document.querySelector('input[name="to"]')!, { target: { value: '2026-03-31' } });
    await waitFor(() => expect(auditCalls().at(-1)).toMatchObject({ to: '2026-03-31', from: '2026-03-01' }));
    fireEvent.change(document.querySelector('select[name="action"]')!, { target: { value: '' } });
    await waitFor(() => expect(auditCalls().at(-1)).toEqual({ per_page: 25, page: 1, from: '2026-03-01', to: '2026-03-31', target_type: 'role' }));
  });

  it('filters by an actor from a row, shows it as a chip and removes it', async () => {
    open('/coaching-owner/audit-log');
    const [, second] = await screen.findAllByTestId('audit-row');
    fireEvent.click(within(second!).getByTestId('filter-actor'));
    await waitFor(() => expect(auditCalls().at(-1)).toEqual({ per_page: 25, page: 1, actor_id: '21' }));
    expect((await screen.findByTestId('filter-chip')).textContent).toContain('Who: Sam Student');
    fireEvent.click(screen.getByRole('button', { name: 'Remove the filter Who: Sam Student' }));
    await waitFor(() => expect(auditCalls().at(-1)).toEqual({ per_page: 25, page: 1 }));
    expect(screen.queryByTestId('filter-chip')).toBeNull();
  });

  it('filters by a target from a row, and the master by a centre', async () => {
    fake.user = { role: 'SUPER_ADMIN', permissions: [] };
    open('/master/audit-log');
    const [first] = await screen.findAllByTestId('audit-row');
    fireEvent.click(within(first!).getByTestId('filter-target'));
    await waitFor(() => expect(auditCalls().at(-1)).toEqual({ per_page: 25, page: 1, target_type: 'role', target_id: '10' }));
    fireEvent.click(within(screen.getAllByTestId('audit-row')[0]!).getByRole('button', { name: 'Show only entries of Alpha' }));
    await waitFor(() => expect(auditCalls().at(-1)).toEqual({ per_page: 25, page: 1, target_type: 'role', target_id: '10', organization_id: '1' }));
  });

  it('pages by the meta', async () => {
    open('/coaching-owner/audit-log');
    await screen.findAllByTestId('audit-row');
    fireEvent.click(screen.getByTestId('page-next'));
    await waitFor(() => expect(auditCalls().at(-1)).toEqual({ per_page: 25, page: 2 }));
  });
});
