/**
 * The role layout (docs/product-spec.md §1, docs/product-spec.md §2): top bar (sidebar toggle, notifications, language, profile, logout),
 * a sidebar 350 px / 180 px mini, or a drawer below 1150 px; the impersonation banner; the `role.startup` slot,
 * which plugins fill for their portal (the student's start-up dialogs). Loaded on demand with the react-query provider, so none of it is in the /login load.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
// the feature pages' and question types' utilities: loaded with this lazy layout, kept out of the /login entry
import '../../styles/app.css';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { useAuth, useEnsureAuthUser } from '../auth/auth-provider';
import { BrandMark } from '../branding/brand-mark';
import { getUserType, mapUserType, portalPrefix } from '../auth/session';
import { LanguageSwitcher } from '../i18n/language-switcher';
import { PageOutlet } from '../router/app-routes';
import { useRegistry } from '../router/registry';
import { Icon } from './icons';
import { LayoutSlotFills } from './layout-slot';
import { useSecondaryWorkReady } from '../app/secondary-work';
import { ImpersonationBanner } from './impersonation-banner';
import { isImpersonating } from './impersonation';
import { logout } from '../auth/logout';
import { menuFor } from './menu';
import { NotificationMenu } from './notification-menu';
import { queryClient } from '../http/query-client';
import { SideMenu } from './side-menu';
import { UserCard } from './user-card';
import { useMediaQuery, WIDE_QUERY } from './use-media-query';

const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(loadDrawer);

export default function RoleLayout() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const auth = useAuth();
  const { user } = useEnsureAuthUser();
  const { menu } = useRegistry();
  const wide = useMediaQuery(WIDE_QUERY);
  const [mini, setMini] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const userType = getUserType();
  const items = menuFor(menu, userType, user);

  const onLogout = async () => {
    await logout();
    auth.clear();
    queryClient.clear();
    navigate('/login', { replace: true });
  };

  const toggle = () => (wide ? setMini((m) => !m) : setDrawerOpen(true));
  // the drawer (and its dialog library) is mounted from its first opening on; on a narrow screen its chunk is
  // fetched once the browser is idle, so the first tap rarely waits for it
  const [drawerUsed, setDrawerUsed] = useState(false);
  // the start-up dialogs and the drawer's chunk come after the page's own requests (app/secondary-work.ts)
  const secondaryReady = useSecondaryWorkReady();
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
  useEffect(() => {
    if (wide || !secondaryReady) return;
    const idle = globalThis.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 2000));
    const cancel = globalThis.cancelIdleCallback ?? clearTimeout;
    const handle = idle(() => void loadDrawer(), { timeout: 5000 });
    return () => cancel(handle as never);
  }, [wide, secondaryReady]);

  return (
    <QueryClientProvider client={queryClient}>
      <div className="flex min-h-screen flex-col" data-secondary-work={secondaryReady ? 'ready' : 'held'}>
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2">
          {t('skipToContent')}
        </a>
        {isImpersonating() && <ImpersonationBanner />}
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-line bg-surface px-4">
          <button
            type="button"
            onClick={toggle}
            aria-label={wide ? (mini ? t('expandSidebar') : t('collapseSidebar')) : t('openMenu')}
            aria-expanded={wide ? !mini : drawerOpen}
            data-testid="sidebar-toggle"
            className="rounded-md p-2 text-muted hover:bg-canvas hover:text-ink focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            <Icon name={wide ? (mini ? 'expand' : 'collapse') : 'menu'} />
          </button>
          <BrandMark />
          <div className="ml-auto flex items-center gap-2">
            <NotificationMenu />
            <LanguageSwitcher />
            <Link
              to="/profile"
              data-testid="profile-link"
              className="flex items-center gap-2 rounded-md px-2 py-2 text-sm text-ink hover:bg-canvas focus-visible:outline-2 focus-visible:outline-primary-600"
            >
              <Icon name="user" />
              <span className="sr-only sm:not-sr-only">{t('profile')}</span>
            </Link>
            <button
              type="button"
              data-testid="logout"
              onClick={() => void onLogout()}
              className="flex items-center gap-2 rounded-md px-2 py-2 text-sm text-ink hover:bg-canvas focus-visible:outline-2 focus-visible:outline-primary-600"
            >
              <Icon name="logout" />
              <span className="sr-only sm:not-sr-only">{t('logout')}</span>
            </button>
          </div>
        </header>
        <div className="flex flex-1">
          {wide && (
            <aside className={`shrink-0 border-r border-line bg-surface ${mini ? 'w-sidebar-mini' : 'w-sidebar'}`} data-mini={mini || undefined}>
              <div className="border-b border-line p-4">
                <UserCard user={user} compact={mini} />
              </div>
              <SideMenu items={items} mini={mini} />
            </aside>
          )}
          {!wide && drawerUsed && (
            <Suspense fallback={null}>
              <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} user={user} items={items} />
            </Suspense>
          )}
          <main id="main" className="min-w-0 flex-1 p-6">
            <PageOutlet />
          </main>
        </div>
      </div>
      {/* start-up dialogs are the student's own to answer (target score, renewal): someone in the student's session
          would be locked behind them, away from "Return to ..." */}
      {user && secondaryReady && !isImpersonating() && <LayoutSlotFills slot="role.startup" portal={mapUserType(userType) ? portalPrefix(userType) : null} props={{ user, onLogout }} />}
    </QueryClientProvider>
  );
}
