/**
 * A portal page as a route's page: `lazy: portalPage('student', 'portal:title.student')` in a plugin's route
 * declaration. The page loads on demand like any other; the kernel owns it, plugins fill it with cards.
 */
import { createElement } from 'react';
import type { PageModule } from '../plugins/types';
import type { RolePortal } from './types';

// which page loaders are portal pages, and of which portal: the start-up warm-up loads their cards with them
const portalOfLoader = new WeakMap<() => Promise<PageModule>, RolePortal>();

/** The portal whose page `lazy` loads, when it is a portal page (made by portalPage). */
export function portalOfPage(lazy: () => Promise<PageModule>): RolePortal | undefined {
  return portalOfLoader.get(lazy);
}

/** @param title the i18n key (`<namespace>:<key>`) of the page's heading */
export function portalPage(portal: RolePortal, title: string): () => Promise<PageModule> {
  const load = async () => {
    const { PortalPage } = await import('./portal-page');
    return {
      default: function Portal() {
        return createElement(PortalPage, { portal, title });
      },
    };
  };
  portalOfLoader.set(load, portal);
  return load;
}
