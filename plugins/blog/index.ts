import { definePlugin } from '@kernel/plugins/define-plugin';
import type { RouteDef } from '@kernel/plugins/types';
import en from './locales/en.json';
import bn from './locales/bn.json';
import { BLOG_PORTALS, type BlogPortal } from './lib/paths';

const page = {
  list: () => import('./routes/post-list-page'),
  editor: () => import('./routes/post-editor-page'),
  preview: () => import('./routes/post-preview-page'),
};

/** the management pages of a portal (docs/routes.md): the spec names /teacher/blog (BLOG_INDEX); the rest are ours */
const portalRoutes = (portal: BlogPortal): RouteDef[] => [
  { id: `blog.${portal}.list`, path: `/${portal}/blog`, portal, layout: 'role', permissions: ['BLOG_INDEX'], lazy: page.list },
  { id: `blog.${portal}.create`, path: `/${portal}/blog/create`, portal, layout: 'role', permissions: ['BLOG_STORE'], lazy: page.editor },
  { id: `blog.${portal}.edit`, path: `/${portal}/blog/edit/:id`, portal, layout: 'role', permissions: ['BLOG_UPDATE'], lazy: page.editor },
  { id: `blog.${portal}.preview`, path: `/${portal}/blog/preview/:id`, portal, layout: 'role', permissions: ['BLOG_INDEX'], lazy: page.preview },
];

const MENU_ORDER: Record<BlogPortal, number> = { teacher: 75, admin: 75, 'coaching-owner': 47, master: 49 };

/**
 * The blog (issue: blog): trainers, admins and coaching owners write their centre's posts, the master the platform's;
 * the public pages /blog and /blog/{slug} are the server's (server/modules/blog/pages.ts), readable without JavaScript.
 */
export default definePlugin({
  id: 'blog',
  routes: BLOG_PORTALS.flatMap(portalRoutes),
  menu: BLOG_PORTALS.map((portal) => ({
    // docs/product-spec.md §6 names the teacher's menu item `blog`
    key: portal === 'teacher' ? 'blog' : `${portal}.blog`,
    name: 'blog:menu.blog',
    route: `/${portal}/blog`,
    permissionKeys: ['BLOG_INDEX'],
    icon: 'tests',
    portal,
    order: MENU_ORDER[portal],
  })),
  locales: { en: { blog: en }, bn: { blog: bn } },
});
