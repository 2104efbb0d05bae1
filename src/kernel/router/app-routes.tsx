/**
 * Routes built from the declarations: one pathless layout route per layout kind (the navigation guard
 * runs there), each page behind the permission guard, every page and layout loaded on demand.
 * A BrowserRouter with component routes keeps the entry ~17 KiB gzip smaller than a data router.
 */
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@ui/spinner';
import { decideNavigation, decidePermission } from './guard';
import { useRegistry } from './registry';
import { firstSegment, routesForSegment } from './route-subset';
import { getUserType, hasToken } from '../auth/session';
import { useEnsureAuthUser } from '../auth/auth-provider';
import { roleLayout } from '../app/shell-chunks';
import { preloadableOf } from '../lazy/preloadable';
import type { LayoutKind, RouteDef } from '../plugins/types';

const LAYOUT_KINDS: readonly LayoutKind[] = ['login', 'registration', 'public-student', 'impersonate', 'role', 'not-found'];

// the open layout is tiny and every first visit (/login) needs it: bundled with the entry, not a chunk of its own
import PublicLayout from '../layouts/public-layout';
const RoleLayout = roleLayout.Component;
const NotFoundPage = lazy(() => import('../pages/not-found-page'));

const LAYOUTS: Record<LayoutKind, ComponentType> = {
  login: PublicLayout,
  registration: PublicLayout,
  'public-student': PublicLayout,
  impersonate: PublicLayout,
  'not-found': PublicLayout,
  role: RoleLayout,
};

// the page the warm-up loaded renders without suspending (lazy/preloadable.ts)
const pageOf = (route: RouteDef) => preloadableOf(route.lazy).Component;

function Loading() {
  const { t } = useTranslation('common');
  return <PageSpinner label={t('loading')} />;
}

/** docs/product-spec.md §2 guard: the portal segment, the root and open/closed layouts. */
function LayoutGate({ layout }: { layout: LayoutKind }) {
  const { pathname } = useLocation();
  const decision = decideNavigation({ path: pathname, userType: getUserType(), hasToken: hasToken(), layout });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  const Layout = LAYOUTS[layout];
  return <Layout />;
}

/** docs/product-spec.md §6 guard: ALL listed keys, the auth user fetched first when not loaded. */
function RouteGate({ route }: { route: RouteDef }) {
  const Page = pageOf(route);
  if (route.permissions.length === 0) return <Page />;
  return <PermissionGate keys={route.permissions}><Page /></PermissionGate>;
}

function PermissionGate({ keys, children }: { keys: readonly string[]; children: React.ReactNode }) {
  const { status, user } = useEnsureAuthUser();
  if (status === 'loading') return <Loading />;
  if (status === 'missing') return <Navigate to="/login" replace />;
  const decision = decidePermission(user, keys);
  return decision.kind === 'redirect' ? <Navigate to={decision.to} replace /> : <>{children}</>;
}

function RootRedirect() {
  const decision = decideNavigation({ path: '/', userType: getUserType(), hasToken: hasToken() });
  return <Navigate to={decision.kind === 'redirect' ? decision.to : '/login'} replace />;
}

export function AppRoutes() {
  const { routes } = useRegistry();
  const { pathname } = useLocation();
  // only the routes that can match this path's first segment (route-subset.ts), built once per segment
  const segment = firstSegment(pathname);
  const tree = useMemo(() => {
    const candidates = routesForSegment(routes, segment);
    return LAYOUT_KINDS.map((layout) => {
      const own = candidates.filter((r) => r.layout === layout);
      return (
        <Route key={layout} element={<LayoutGate layout={layout} />}>
          {own.map((r) => (
            <Route key={r.id} path={r.path} element={<RouteGate route={r} />} />
          ))}
          {layout === 'not-found' && <Route path="*" element={<NotFoundPage />} />}
        </Route>
      );
    });
  }, [routes, segment]);
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/" element={<RootRedirect />} />
        {tree}
      </Routes>
    </Suspense>
  );
}

/** Layouts render their page through this, so the frame stays while a page loads. */
export function PageOutlet() {
  return (
    <Suspense fallback={<Loading />}>
      <Outlet />
    </Suspense>
  );
}
