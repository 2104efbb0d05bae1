// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initTestI18n } from '../i18n/test-i18n';
import { clearToasts, getToasts } from '../notify/toasts';
import type * as HttpModuleNs from '../http/client';
import { permissionId } from '../permissions/catalogue';
import { CreatorName } from './creator-name';

type HttpModule = typeof HttpModuleNs;

const fake = vi.hoisted(() => ({
  calls: [] as string[],
  user: { role: 'TRAINER', permissions: [] as string[] },
}));

vi.mock('../auth/auth-provider', () => ({ useAuth: () => ({ user: fake.user }) }));

vi.mock('../http/client', async (importOriginal) => {
  const real = await importOriginal<HttpModule>();
  const people: Record<string, { id: number; full_name: string; role: string; image: null }> = {
    'creator-info/7': { id: 7, full_name: 'Tahmina Akter', role: 'COACHING_OWNER', image: null },
    'creator-info/9': { id: 9, full_name: 'Karim Uddin', role: 'TRAINER', image: null },
  };
  const get = async (path: string, options?: HttpModuleNs.RequestOptions) => {
    fake.calls.push(path);
    const found = people[path];
    // the kernel's own failure(), so a missing `toast: false` would show as a toast
    if (!found) throw real.failure({ status: 404, data: { success: false, message: 'User not found' } }, options);
    return { success: true, data: found };
  };
  return { ...real, http: { ...real.http, get } };
});

/** A list's worth of rows: the cells mount together, as a page's rows do. */
function renderRows(ids: Array<number | null>) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <ul>
        {ids.map((id, i) => (
          <li key={i} data-testid="row">
            <CreatorName id={id} />
          </li>
        ))}
      </ul>
    </QueryClientProvider>,
  );
}

const cells = () => screen.getAllByTestId('creator-name');

describe('CreatorName', () => {
  beforeAll(() => initTestI18n());
  beforeEach(() => {
    fake.calls.length = 0;
    // one of the keys GET creator-info accepts
    fake.user = { role: 'TRAINER', permissions: [permissionId('QUESTION_INDEX')] };
    clearToasts();
  });
  afterEach(cleanup);

  it('asks once per author, however many rows they made, and shows the name with the role', async () => {
    renderRows([7, 9, 7, 7, 9, 7]);
    expect(cells().every((c) => c.getAttribute('data-state') === 'loading')).toBe(true);
    await waitFor(() => expect(cells().every((c) => c.getAttribute('data-state') === 'shown')).toBe(true));
    expect([...fake.calls].sort()).toEqual(['creator-info/7', 'creator-info/9']);
    expect(cells().map((c) => c.textContent)).toEqual([
      'Tahmina AkterCOACHING OWNER',
      'Karim UddinTRAINER',
      'Tahmina AkterCOACHING OWNER',
      'Tahmina AkterCOACHING OWNER',
      'Karim UddinTRAINER',
      'Tahmina AkterCOACHING OWNER',
    ]);
    expect(screen.getAllByTestId('creator-role')[1]!.textContent).toBe('TRAINER');
  });

  it('shows a muted dash for an item with no author, without asking', async () => {
    renderRows([null, 7]);
    await waitFor(() => expect(cells()[1]!.getAttribute('data-state')).toBe('shown'));
    expect(cells()[0]!.getAttribute('data-state')).toBe('none');
    expect(cells()[0]!.textContent).toBe('—Not recorded');
    expect(cells()[0]!.className).toContain('text-muted');
    expect(fake.calls).toEqual(['creator-info/7']);
  });

  it('says a failure in the cell, with a title and no toast', async () => {
    renderRows([404, 404]);
    await waitFor(() => expect(cells().every((c) => c.getAttribute('data-state') === 'failed')).toBe(true));
    expect(cells()[0]!.getAttribute('title')).toBe('Could not load who made this');
    expect(fake.calls).toEqual(['creator-info/404']);
    expect(getToasts()).toEqual([]);
  });

  it('does not ask for a user the server would refuse', () => {
    fake.user = { role: 'TRAINER', permissions: [] };
    renderRows([7]);
    expect(cells()[0]!.getAttribute('data-state')).toBe('none');
    expect(fake.calls).toEqual([]);
  });
});
