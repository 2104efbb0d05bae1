import type { ComponentType } from 'react';
import type { Portal } from '../plugins/types';

/** The portal of a signed-in role: each has one portal page, at `/{portal}/portal`. */
export type RolePortal = Exclude<Portal, 'public' | 'shared'>;

export const ROLE_PORTALS: readonly RolePortal[] = ['student', 'teacher', 'admin', 'master', 'coaching-owner'];

/** What the portal page hands each card: one card module may serve several portals. */
export interface PortalCardProps {
  portal: RolePortal;
}

/**
 * A card module as `import('./components/x-card')` yields it: the card is its default export, and `portals` names
 * the portals that show it (the same as its declarations: src/plugins.test.ts). The build reads that list from the
 * module's code, to put what only one portal's cards use in that portal's chunk (scripts/portal-chunks.ts): write it
 * as a list of string literals, or as ROLE_PORTALS.
 */
export type PortalCardModule = { default: ComponentType<PortalCardProps>; portals: readonly RolePortal[] };

/**
 * A card a plugin contributes to a portal page (`definePlugin({ portalCards: [...] })`). The page shows the cards
 * of its portal that the user may see, by `order`, each loaded on demand, so a portal loads only its own cards.
 */
export interface PortalCardDef {
  /** `<plugin>.<name>`, unique across the app */
  id: string;
  portal: RolePortal;
  /** place on the page, ascending (ties: by id) */
  order: number;
  /** ALL of these keys are needed to see the card (like a route's); [] for none */
  permissions: readonly string[];
  lazy: () => Promise<PortalCardModule>;
  /**
   * The GETs (path with its query, as the card's queries send them) the card makes as soon as it shows. A portal
   * page opened from the address bar asks for them at start-up, before anything renders (http/primed.ts); a path
   * that differs from the card's own call only costs one unused request.
   */
  reads?: readonly string[];
}
