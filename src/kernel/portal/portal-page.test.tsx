// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { initTestI18n } from '../i18n/test-i18n';
import { AuthProvider, AuthStore } from '../auth/auth-provider';
import type { AuthUser } from '../auth/user';
import { buildRegistry } from '../app/start';
import { definePlugin } from '../plugins/define-plugin';
import { RegistryContext } from '../router/registry';
import { permissionId } from '../permissions/catalogue';
import { PortalPage } from './portal-page';
import { portalPage } from './portal-route';
import type { PortalCardDef, PortalCardProps } from './types';

/** An auth store that already knows its user (the real one starts the auth machine). */
class KnownUser extends AuthStore {
  constructor(user: AuthUser) {
    super();
    const snapshot = { user, authenticated: true, loading: false, error: null };
    this.get = () => snapshot;
  }
}

function Named({ portal, name }: PortalCardProps & { name: string }) {
  return <section data-testid="card">{`${name} for ${portal}`}</section>;
}
const card = (id: string, over: Partial<PortalCardDef> = {}): PortalCardDef => ({
  id,
  portal: 'student',
  order: 0,
  permissions: [],
  lazy: () => Promise.resolve({ default: (p: PortalCardProps) => <Named {...p} name={id} />, portals: [over.portal ?? 'student'] }),
  ...over,
});

const plugin = definePlugin({
  id: 'cards',
  routes: [],
  menu: [],
  portalCards: [
    card('cards.second', { order: 2 }),
    card('cards.first', { order: 1 }),
    card('cards.teacher', { portal: 'teacher' }),
    card('cards.locked', { permissions: ['USER_INDEX'] }),
  ],
  locales: { en: { cards: { title: { student: 'Student dashboard' } } }, bn: { cards: {} } },
});

const rina: AuthUser = { first_name: 'Rina', last_name: 'Das', role: 'STUDENT', permissions: [permissionId('DASHBOARD_INDEX')] };

function renderPage(page: React.ReactNode, user: AuthUser = rina) {
  return render(
    <RegistryContext value={buildRegistry([plugin])}>
      <AuthProvider store={new KnownUser(user)}>{page}</AuthProvider>
    </RegistryContext>,
  );
}

describe('the portal page', () => {
  beforeAll(() => initTestI18n({ cards: plugin.locales.en.cards }));
  afterEach(cleanup);

  it('shows the title, the welcome line and the cards of its portal the user may see, in order', async () => {
    renderPage(<PortalPage portal="student" title="cards:title.student" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Student dashboard' })).toBeTruthy();
    expect(screen.getByText('Welcome back, Rina Das.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('card').map((c) => c.textContent)).toEqual(['cards.first for student', 'cards.second for student']));
  });

  it('shows a card whose permissions the user holds', async () => {
    renderPage(<PortalPage portal="student" title="cards:title.student" />, { ...rina, permissions: [...rina.permissions!, permissionId('USER_INDEX')] });
    expect(await screen.findByText('cards.locked for student')).toBeTruthy();
  });

  it("shows another portal's cards on that portal only", async () => {
    renderPage(<PortalPage portal="teacher" title="cards:title.student" />);
    expect(await screen.findByText('cards.teacher for teacher')).toBeTruthy();
    expect(screen.getAllByTestId('card')).toHaveLength(1);
  });

  it('serves as a route page through portalPage()', async () => {
    const { default: Page } = await portalPage('student', 'cards:title.student')();
    const view = renderPage(<Page />);
    const main = within(view.container);
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe('Student dashboard');
    expect(await main.findByText('cards.first for student')).toBeTruthy();
  });
});
