/** The pages of other plugins this plugin links to, by route id (checked at start-up; `pathTo` fills them in). */
import { routeRef } from '@kernel/router/route-refs';

export const links = {
  /** sign-in (auth): where a student goes after the expiry dialog's Log out */
  login: routeRef('auth.login'),
};
