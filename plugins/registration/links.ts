import { routeRef } from '@kernel/router/route-refs';

/** Pages of other plugins the registration links to (plugins/README.md: route refs, never paths). */
export const links = {
  login: routeRef('auth.login'),
};
