import { definePlugin } from '@kernel/plugins/define-plugin';
import type { RouteDef } from '@kernel/plugins/types';
import en from './locales/en.json';
import bn from './locales/bn.json';
import { links } from './links';

const page = { tasks: () => import('./routes/task-page') };
const card = () => import('./components/my-tasks-card');

// docs/product-spec.md §6: tasks "need no key" on the client; the server checks TASK_* on every call
const PORTALS = ['teacher', 'admin', 'coaching-owner'] as const;
const route = (portal: (typeof PORTALS)[number]): RouteDef => ({ id: `tasks.${portal}`, path: `/${portal}/task`, portal, layout: 'role', permissions: [], lazy: page.tasks });

/** the card's two GETs, path and query exactly as taskListQuery(CARD_NEXT / CARD_OVERDUE) sends them (lib/portal-reads.test.ts) */
const CARD_READS = ['task?view=mine&status=not-done&page=1&per_page=5', 'task?view=mine&overdue=1&page=1&per_page=1'];

/** Tasks: staff to-dos with an assignee, a due time and a link to what they concern; the "My tasks" start page card. */
export default definePlugin({
  id: 'tasks',
  routes: PORTALS.map(route),
  menu: [
    { key: 'task', name: 'tasks:menu.task', route: '/teacher/task', permissionKeys: [], icon: 'test', portal: 'teacher', order: 85 },
    { key: 'admin.task', name: 'tasks:menu.task', route: '/admin/task', permissionKeys: [], icon: 'test', portal: 'admin', order: 85 },
    { key: 'coachingOwner.task', name: 'tasks:menu.task', route: '/coaching-owner/task', permissionKeys: [], icon: 'test', portal: 'coaching-owner', order: 85 },
  ],
  portalCards: PORTALS.map((portal) => ({ id: `tasks.mine.${portal}`, portal, order: 15, permissions: ['TASK_INDEX'], lazy: card, reads: CARD_READS })),
  links: Object.values(links),
  locales: { en: { tasks: en }, bn: { tasks: bn } },
});
