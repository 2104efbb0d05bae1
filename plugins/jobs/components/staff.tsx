/** The portal a staff page runs in, and its paths. */
import { useLocation } from 'react-router';
import { pathsFor, portalOf } from '../lib/paths';

export function useStaffPaths() {
  const { pathname } = useLocation();
  const portal = portalOf(pathname);
  return { portal, paths: pathsFor(portal) };
}
