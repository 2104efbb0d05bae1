/**
 * A portal page as a route's page: `lazy: portalPage('student', 'portal:title.student')` in a plugin's route
 * declaration. The page loads on demand like any other; the kernel owns it, plugins fill it with cards.
 */
import { createElement } from 'react';
import type { PageModule } from '../plugins/types';
import type { RolePortal } from './types';

/** @param title the i18n key (`<namespace>:<key>`) of the page's heading */
export function portalPage(portal: RolePortal, title: string): () => Promise<PageModule> {
  return async () => {
    const { PortalPage } = await import('./portal-page');
    return {
      default: function Portal() {
        return createElement(PortalPage, { portal, title });
      },
    };
  };
}
