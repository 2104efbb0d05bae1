/** The kernel's own pages (docs/product-spec.md §2 shared routes), declared like plugin routes so one validator sees them all. */
import type { RouteDef } from '../plugins/types';

export const KERNEL_ROUTES: readonly RouteDef[] = [
  { id: 'kernel.profile', path: '/profile', portal: 'shared', layout: 'role', permissions: [], lazy: () => import('../pages/profile-page') },
  { id: 'kernel.notifications', path: '/notifications', portal: 'shared', layout: 'role', permissions: [], lazy: () => import('../pages/notifications-page') },
  { id: 'kernel.forbidden', path: '/forbidden', portal: 'shared', layout: 'role', permissions: [], lazy: () => import('../pages/forbidden-page') },
  { id: 'kernel.components', path: '/components', portal: 'shared', layout: 'role', permissions: [], lazy: () => import('../pages/components-page') },
  { id: 'kernel.impersonate', path: '/im', portal: 'shared', layout: 'impersonate', permissions: [], lazy: () => import('../pages/impersonate-page') },
  { id: 'kernel.ref', path: '/ref', portal: 'public', layout: 'login', permissions: [], lazy: () => import('../pages/ref-page') },
];
