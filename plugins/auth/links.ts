/** The pages of other plugins this plugin links to, by route id (checked at start-up; `pathTo` fills them in). */
import { routeRef } from '@kernel/router/route-refs';

export const links = {
  /** a visitor on a centre's address registers as its student (registration) */
  studentRegistration: routeRef('registration.basic-information'),
  /** a visitor on the platform's address registers a coaching centre (coaching-onboarding) */
  centreOnboarding: routeRef('coaching-onboarding.basic-info'),
};
