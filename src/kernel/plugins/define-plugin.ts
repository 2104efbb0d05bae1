import type { PluginDef } from './types';

/**
 * Declares a feature plugin as plain data. Pages load on demand: `lazy` is a dynamic import,
 * so nothing in a plugin's index.ts imports a page. The kernel validates every declaration at start
 * (see `validatePlugins`).
 *
 * @example
 * ```ts
 * // plugins/student-home/index.ts
 * import { definePlugin } from '@kernel/plugins/define-plugin';
 * import en from './locales/en.json';
 * import bn from './locales/bn.json';
 *
 * export default definePlugin({
 *   id: 'student-home',
 *   routes: [{
 *     id: 'student-home.portal', path: '/student/portal', portal: 'student', layout: 'role',
 *     permissions: ['DASHBOARD_INDEX'], lazy: () => import('./routes/portal-page'),
 *   }],
 *   menu: [{
 *     key: 'student.portal', name: 'student-home:menu.portal', route: '/student/portal',
 *     permissionKeys: ['DASHBOARD_INDEX'], icon: 'home', portal: 'student', order: 0,
 *   }],
 *   locales: { en: { 'student-home': en }, bn: { 'student-home': bn } },
 * });
 * ```
 */
export function definePlugin<const P extends PluginDef>(plugin: P): P {
  return plugin;
}
