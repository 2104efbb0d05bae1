import type { PluginDef } from './types';

/**
 * Declares a feature plugin as plain data. Pages load on demand: `lazy` is a dynamic import,
 * so nothing in a plugin's index.ts imports a page. The kernel validates every declaration at start
 * (see `validatePlugins`).
 *
 * @example
 * ```ts
 * // plugins/notes/index.ts
 * import { definePlugin } from '@kernel/plugins/define-plugin';
 * import en from './locales/en.json';
 * import bn from './locales/bn.json';
 *
 * export default definePlugin({
 *   id: 'notes',
 *   routes: [{
 *     id: 'notes.list', path: '/student/notes', portal: 'student', layout: 'role',
 *     permissions: ['DASHBOARD_INDEX'], lazy: () => import('./routes/list-page'),
 *   }],
 *   menu: [{
 *     key: 'student.notes', name: 'notes:menu.notes', route: '/student/notes',
 *     permissionKeys: ['DASHBOARD_INDEX'], icon: 'home', portal: 'student', order: 5,
 *   }],
 *   // optional: a card on the student's portal page (src/kernel/portal)
 *   portalCards: [{
 *     id: 'notes.latest', portal: 'student', order: 10, permissions: ['DASHBOARD_INDEX'],
 *     lazy: () => import('./components/latest-notes-card'),
 *   }],
 *   locales: { en: { notes: en }, bn: { notes: bn } },
 * });
 * ```
 */
export function definePlugin<const P extends PluginDef>(plugin: P): P {
  return plugin;
}
