// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import { renderAt } from '@kernel/testing/render-at';
import { formatMoney } from '@kernel/money/format';
import { dropRunningWizards } from '@kernel/wizard/wizard-store';
import { wizardTexts } from '@kernel/wizard/texts';
import type * as HttpModuleNs from '@kernel/http/client';
import { offeringTexts } from './texts';
import { OfferingListPage } from './offering-list-page';
import { OfferingWizardPage } from './offering-wizard-page';
import { OfferingPropertyPage } from './property-page';

type HttpModule = typeof HttpModuleNs;
type Rec = Record<string, unknown> & { id: number; step: string; visited: string[]; items: unknown[]; properties: Record<string, unknown> };

const fake = vi.hoisted(() => ({
  calls: [] as Array<[string, string, unknown]>,
  records: new Map<number, Record<string, unknown>>(),
  next: 40,
}));

vi.mock('@kernel/auth/auth-provider', () => ({ useAuth: () => ({ user: { role: 'SUPER_ADMIN', permissions: [] } }) }));

vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<HttpModule>();
  const STEPS = ['basic-information', 'type', 'adons', 'properties', 'duration-price', 'review', 'preview'];
  const base = (id: number, over: Record<string, unknown> = {}) => ({
    id, kind: 'PACKAGE', audience: 'STUDENT', name: '', description: '', delivery: 'ONLINE', properties: {}, addons: [], schedule: [], duration_days: 30, price_minor: 0,
    currency: 'BDT', status: 'draft', step: '', visited: [], trainers: [], branches: [], created_at: '2026-11-20T10:00:00Z', created_by: null, items: [], ...over,
  });
  const save = (id: number, body: Record<string, unknown>) => {
    const r = fake.records.get(id) as Rec;
    const step = String(body.step);
    const visited = STEPS.filter((s) => r.visited.includes(s) || s === step);
    const next = { ...r, ...body, step, visited, status: step === 'preview' ? 'active' : r.status };
    fake.records.set(id, next);
    return next;
  };
  const http = {
    get: async (path: string, options?: { params?: Record<string, unknown> }) => {
      fake.calls.push(['GET', path, options?.params]);
      if (path === 'packages') {
        const items = [...fake.records.values()].filter((r) => r.kind === options?.params?.kind);
        return { success: true, data: { items, meta: { current_page: 1, per_page: 15, total: items.length, last_page: 1 } } };
      }
      if (path.startsWith('packages/')) {
        const r = fake.records.get(Number(path.split('/')[1]));
        if (!r) throw new real.HttpError('http', 404, { success: false, message: 'Package not found' }, ['Package not found']);
        return { success: true, data: r };
      }
      if (path === 'package-base-price') return { success: true, data: { price_minor: 123_450, currency: 'BDT', breakdown: [{ part: 'base', price_minor: 123_450 }] } };
      throw new Error(`unexpected GET ${path}`);
    },
    post: async (path: string, body: Record<string, unknown>) => {
      fake.calls.push(['POST', path, body]);
      if (path === 'packages/get-random-package-items') return { success: true, data: { items: [{ item_kind: 'mock_test', item_id: 7, title: 'Full mock 1' }, { item_kind: 'mock_test', item_id: 8, title: 'Full mock 2' }] } };
      const id = fake.next++;
      fake.records.set(id, base(id, { kind: body.kind }));
      return { success: true, data: save(id, body) };
    },
    put: async (path: string, body: Record<string, unknown>) => {
      fake.calls.push(['PUT', path, body]);
      const id = Number(path.split('/')[1]);
      if (body.price_minor === 100) throw new real.HttpError('http', 422, { success: false, message: 'Invalid', errors: { price_minor: ['The amount is too small here.'] } }, ['Invalid']);
      return { success: true, data: save(id, body) };
    },
    patch: async (path: string, body: Record<string, unknown>) => {
      fake.calls.push(['PATCH', path, body]);
      const id = Number(path.split('/').pop());
      fake.records.set(id, { ...fake.records.get(id)!, ...body });
      return { success: true, data: fake.records.get(id) };
    },
    delete: async (path: string) => {
      fake.calls.push(['DELETE', path, undefined]);
      fake.records.delete(Number(path.split('/')[1]));
      return { success: true, data: null };
    },
  };
  return { ...real, http: { ...real.http, ...http } };
});

const calls = (method: string, path?: string) => fake.calls.filter(([m, p]) => m === method && (path === undefined || p === path));
const routes = (kind: 'PACKAGE' | 'COURSE') => {
  const wizard = <OfferingWizardPage kind={kind} />;
  const prop = <OfferingPropertyPage kind={kind} />;
  return kind === 'PACKAGE'
    ? ([['/package', <OfferingListPage kind="PACKAGE" />], ['/package/create/:step', wizard], ['/package/create/properties/:slug', prop]] as const)
    : ([['/courses', <OfferingListPage kind="COURSE" />], ['/course/:step', wizard], ['/course/properties/:slug', prop]] as const);
};
const where = () => screen.getByTestId('where').textContent;
const next = () => fireEvent.click(screen.getByTestId('wizard-next'));
const stepIs = (step: string) => waitFor(() => expect(screen.getByTestId('wizard').getAttribute('data-step')).toBe(step));

beforeAll(() => initTestI18n({ offering: offeringTexts.en, wizard: wizardTexts.en }));
beforeEach(() => {
  fake.calls.length = 0;
  fake.records.clear();
  dropRunningWizards();
});
afterEach(cleanup);

describe('the package wizard', () => {
  it('checks each step, saves it on the server (POST then PUT) and resumes after a reload', async () => {
    renderAt('/package/create/basic-information', routes('PACKAGE'));
    await stepIs('basic-information');
    next();
    expect(await screen.findByText('The name is required.')).toBeTruthy();
    expect(calls('POST')).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'PTE Sprint' } });
    next();
    await stepIs('type');
    expect(calls('POST', 'packages')[0]![2]).toEqual({ kind: 'PACKAGE', step: 'basic-information', name: 'PTE Sprint', description: '' });
    await waitFor(() => expect(where()).toBe('/package/create/type?id=40'));
    next();
    await stepIs('adons');
    fireEvent.click(screen.getByTestId('add-addon'));
    fireEvent.change(screen.getByLabelText('Add-on'), { target: { value: 'Book' } });
    fireEvent.change(screen.getByLabelText('Price (BDT)'), { target: { value: '12x' } });
    next();
    expect(await screen.findByText('Type the amount as digits, with at most two decimals.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Price (BDT)'), { target: { value: '800.50' } });
    next();
    await stepIs('properties');
    expect(calls('PUT', 'packages/40').at(-1)![2]).toEqual({ step: 'adons', addons: [{ name: 'Book', price_minor: 80_050 }] });

    // a reload in the middle: a new page on the same address opens the same step with what the server holds
    cleanup();
    dropRunningWizards();
    renderAt('/package/create/properties?id=40', routes('PACKAGE'));
    await stepIs('properties');
    expect(screen.getAllByTestId('property-row')).toHaveLength(8);
    expect(screen.getByTestId('edit-property-one_to_one_appointment').getAttribute('href')).toBe('/package/create/properties/one-one-apointment?id=40');
    next();
    await stepIs('duration-price');
    expect((await screen.findByTestId('suggested-amount')).textContent).toContain('1,234.50');
    fireEvent.click(screen.getByTestId('use-suggested'));
    expect((screen.getByLabelText('Price (BDT)') as HTMLInputElement).value).toBe('1234.50');
    fireEvent.change(screen.getByLabelText('Price (BDT)'), { target: { value: '1' } });
    next();
    // the server's 422 shows at its field
    expect(await screen.findByText('The amount is too small here.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Price (BDT)'), { target: { value: '9,500' } });
    next();
    await stepIs('review');
    expect(calls('PUT', 'packages/40').at(-1)![2]).toEqual({ step: 'duration-price', duration_days: 30, price_minor: 950_000 });
    expect(screen.getByTestId('review').textContent).toContain('Book');
    fireEvent.click(screen.getByTestId('review-edit-basic-information'));
    await stepIs('basic-information');
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('PTE Sprint');
    fireEvent.click(screen.getByRole('button', { name: /Review/ }));
    await stepIs('review');
    next();
    await stepIs('preview');
    expect(screen.getByTestId('offering-card').textContent).toContain('PTE Sprint');
    fireEvent.click(screen.getByTestId('wizard-finish'));
    await waitFor(() => expect(where()).toBe('/package'));
    expect(fake.records.get(40)!.status).toBe('active');
  });

  it('a property page edits its part, picks items at random and returns to the properties step', async () => {
    fake.records.set(41, { id: 41, kind: 'PACKAGE', audience: 'STUDENT', name: 'Mocks', description: '', delivery: 'ONLINE', properties: { materials: { enabled: true } }, addons: [], schedule: [], duration_days: 30, price_minor: 0, currency: 'BDT', status: 'draft', step: 'properties', visited: ['basic-information', 'type', 'adons', 'properties'], trainers: [], branches: [], created_at: '2026-11-20T10:00:00Z', created_by: null, items: [{ item_kind: 'question', item_id: 3, title: 'Q' }] });
    renderAt('/package/create/properties/mock-test?id=41', routes('PACKAGE'));
    const page = await screen.findByTestId('property-page');
    fireEvent.click(within(page).getByLabelText('Include Mock tests'));
    fireEvent.change(within(page).getByLabelText('How many'), { target: { value: 'ten' } });
    fireEvent.click(screen.getByTestId('property-save'));
    expect(await screen.findByText('Give a whole number from 0 to 10000.')).toBeTruthy();
    fireEvent.change(within(page).getByLabelText('How many'), { target: { value: '5' } });
    fireEvent.change(within(page).getByLabelText('How many to pick'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('pick-random'));
    await waitFor(() => expect(screen.getAllByTestId('picked-item')).toHaveLength(2));
    expect(calls('POST', 'packages/get-random-package-items')[0]![2]).toEqual({ mock_test: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Full mock 2' }));
    fireEvent.click(screen.getByTestId('property-save'));
    await waitFor(() => expect(where()).toBe('/package/create/properties?id=41'));
    expect(calls('PUT', 'packages/41')[0]![2]).toEqual({
      step: 'properties',
      properties: { materials: { enabled: true }, mock_test: { enabled: true, count: 5 } },
      items: [{ item_kind: 'question', item_id: 3 }, { item_kind: 'mock_test', item_id: 7 }],
    });
    await stepIs('properties');
    const row = screen.getAllByTestId('property-row').find((r) => r.getAttribute('data-key') === 'mock_test')!;
    expect(row.textContent).toContain('5');
    expect(row.textContent).toContain('1 item picked');
  });

  it('a course in a branch asks for a branch before it is saved', async () => {
    fake.records.set(42, { id: 42, kind: 'COURSE', audience: 'STUDENT', name: 'Evening', description: '', delivery: 'ONLINE', properties: {}, addons: [], schedule: [], duration_days: 30, price_minor: 0, currency: 'BDT', status: 'draft', step: 'basic-information', visited: ['basic-information'], trainers: [], branches: [], created_at: '2026-11-20T10:00:00Z', created_by: null, items: [] });
    renderAt('/course/type?id=42', routes('COURSE'));
    await stepIs('type');
    fireEvent.change(screen.getByLabelText('How it is taught'), { target: { value: 'BRANCH' } });
    next();
    expect(await screen.findByText('A course taught in a branch needs at least one branch.')).toBeTruthy();
    expect(calls('PUT')).toEqual([]);
  });
});

describe('the list', () => {
  it('lists packages with their price, resumes a draft at its next step, and deletes only after confirming', async () => {
    fake.records.set(1, { id: 1, kind: 'PACKAGE', audience: 'STUDENT', name: 'PTE Starter', description: '', delivery: 'ONLINE', properties: {}, addons: [], schedule: [], duration_days: 30, price_minor: 300_000, currency: 'BDT', status: 'active', step: 'preview', visited: [], trainers: [], branches: [], created_at: '2026-11-20T10:00:00Z', created_by: null, items: [] });
    fake.records.set(2, { ...fake.records.get(1)!, id: 2, name: 'Half done', status: 'draft', step: 'adons' });
    renderAt('/package?status=active', routes('PACKAGE'));
    const rows = await screen.findAllByTestId('offering-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('offering-price').textContent).toBe(formatMoney(300_000, 'BDT', 'en'));
    expect(calls('GET', 'packages')[0]![2]).toEqual({ kind: 'PACKAGE', per_page: 15, page: 1, status: 'active' });

    const menu = async (row: HTMLElement, action: string) => {
      fireEvent.keyDown(within(row).getByTestId('row-actions'), { key: 'Enter' });
      await waitFor(() => expect(document.querySelector(`[data-action="${action}"]`)).not.toBeNull());
      fireEvent.click(document.querySelector(`[data-action="${action}"]`)!);
    };
    await menu(rows[0]!, 'delete');
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('PTE Starter');
    expect(calls('DELETE')).toEqual([]);
    fireEvent.click(within(dialog).getByTestId('confirm-yes'));
    await waitFor(() => expect(calls('DELETE')).toEqual([['DELETE', 'packages/1', undefined]]));
    await waitFor(() => expect(screen.getAllByTestId('offering-row')).toHaveLength(1));
    // a draft offers no status toggle, and Continue opens the step after the saved one
    fireEvent.keyDown(within(screen.getAllByTestId('offering-row')[0]!).getByTestId('row-actions'), { key: 'Enter' });
    await waitFor(() => expect(document.querySelector('[data-action="edit"]')).not.toBeNull());
    expect(document.querySelector('[data-action="toggle-status"]')).toBeNull();
    fireEvent.click(document.querySelector('[data-action="edit"]')!);
    await waitFor(() => expect(where()).toBe('/package/create/properties?id=2'));
  });

  it('shows the empty state with the next step', async () => {
    renderAt('/courses', routes('COURSE'));
    expect(await screen.findByText('No courses yet')).toBeTruthy();
    fireEvent.click(screen.getAllByTestId('create-offering').at(-1)!);
    await waitFor(() => expect(where()).toBe('/course/basic-information'));
  });
});
