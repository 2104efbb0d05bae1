import type { ComponentType } from 'react';

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
  /** ALL of these keys are needed (§6); [] for none */
  permissions: readonly string[];
  lazy: () => Promise<PageModule>;
}

export interface MenuItemDef {
  /** the §2 menu route name, e.g. `student.portal` */
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

export interface PluginDef {
  id: string;
  routes: readonly RouteDef[];
  menu: readonly MenuItemDef[];
  locales: { en: LocaleResources; bn: LocaleResources };
}
