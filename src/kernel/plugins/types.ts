import type { ComponentType } from 'react';
import type { AuthUser } from '../auth/user';
import type { RouteRef } from '../router/route-refs';
import type { PortalCardDef } from '../portal/types';

export type Portal = 'public' | 'shared' | 'student' | 'teacher' | 'admin' | 'master' | 'coaching-owner';
export type LayoutKind = 'login' | 'registration' | 'public-student' | 'not-found' | 'impersonate' | 'role';

/** A page module as `import('./routes/x-page')` yields it: the page is its default export. */
export type PageModule = { default: ComponentType };

export interface RouteDef {
  /** `<plugin>.<name>`, unique across the app */
  id: string;
  /** react-router path, e.g. `/student/portal` */
  path: string;
  portal: Portal;
  layout: LayoutKind;
  /** ALL of these keys are needed (docs/product-spec.md §6); [] for none */
  permissions: readonly string[];
  lazy: () => Promise<PageModule>;
  /**
   * The GETs the page makes first (path with its query, as its queries send them), from the route's params. When the
   * page is opened from the address bar with a session they are asked for at start-up, before anything renders
   * (app/warm-up.ts, http/primed.ts); a path that differs from the page's own call costs one unused request.
   */
  reads?: (params: Readonly<Record<string, string | undefined>>) => readonly string[];
  /** What else the page loads before it can show its content (a question type's player), started with the page. */
  preload?: (params: Readonly<Record<string, string | undefined>>) => Promise<unknown>;
}

export interface MenuItemDef {
  /** the docs/product-spec.md §2 menu route name, e.g. `student.portal` */
  key: string;
  /** i18n key, `<namespace>:<key>` */
  name: string;
  /** path the item links to */
  route: string;
  /** ANY of these keys shows the item; [] shows it to everyone of the portal */
  permissionKeys: readonly string[];
  icon: string;
  portal: Exclude<Portal, 'public' | 'shared'>;
  order: number;
}

/** Namespace -> nested strings, per language. Both en and bn are required. */
export type LocaleResources = Record<string, Record<string, unknown>>;

/** The places in the kernel's layouts that plugins fill; the kernel renders whatever fills them. */
export const LAYOUT_SLOTS = ['role.startup'] as const;
export type LayoutSlot = (typeof LAYOUT_SLOTS)[number];

/** What the role layout hands its `role.startup` fills: the signed-in user and the layout's own sign-out. */
export interface RoleStartupProps {
  user: AuthUser;
  onLogout: () => void | Promise<void>;
}

/**
 * A plugin's component in a layout slot, shown to the users of one portal. `role.startup`: rendered over the role
 * layout once the user is known (start-up dialogs); it loads on demand, so a portal without fills loads nothing.
 */
export interface SlotFillDef {
  slot: LayoutSlot;
  portal: Exclude<Portal, 'public' | 'shared'>;
  lazy: () => Promise<{ default: ComponentType<RoleStartupProps> }>;
}

export interface PluginDef {
  id: string;
  routes: readonly RouteDef[];
  menu: readonly MenuItemDef[];
  locales: { en: LocaleResources; bn: LocaleResources };
  /** the pages of other plugins (and the kernel) this plugin links to (its links.ts): checked at start-up */
  links?: readonly RouteRef[];
  /** the plugin's components in the kernel's layout slots */
  slots?: readonly SlotFillDef[];
  /** the plugin's cards on the portal pages (kernel/portal) */
  portalCards?: readonly PortalCardDef[];
}
