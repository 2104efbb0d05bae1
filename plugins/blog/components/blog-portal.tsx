/** The portal a blog page runs in (its paths) and what the signed-in user may do there. */
import { useLocation } from 'react-router';
import { useAuth } from '@kernel/auth/auth-provider';
import { holds } from '@kernel/permissions/check';
import { pathsFor, portalOf } from '../lib/paths';

export function useBlogPortal() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const portal = portalOf(pathname);
  const may = (key: string) => (user ? holds(user, key) : false);
  return {
    portal,
    paths: pathsFor(portal),
    /** the master writes the platform's posts */
    platform: portal === 'master',
    can: { store: may('BLOG_STORE'), update: may('BLOG_UPDATE'), destroy: may('BLOG_DESTROY'), publish: may('BLOG_CHANGE_STATUS') },
  };
}
