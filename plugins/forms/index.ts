import { definePlugin } from '@kernel/plugins/define-plugin';
import type { RouteDef } from '@kernel/plugins/types';
import en from './locales/en.json';
import bn from './locales/bn.json';

const page = {
  list: () => import('./routes/form-list-page'),
  editor: () => import('./routes/form-editor-page'),
  responses: () => import('./routes/responses-page'),
  answer: () => import('./routes/public-form-page'),
};

// docs/routes.md: the teacher's pages need FORM_INDEX; the admin's /admin/form names no key (docs/product-spec.md §6,
// "form (none)"), so its pages are open to the admin portal and the server's check (FORM_*) decides
const TEACHER = ['FORM_INDEX'] as const;
const staffRoutes = (portal: 'teacher' | 'admin', list: string, permissions: readonly string[]): RouteDef[] => [
  { id: `forms.${portal}.list`, path: list, portal, layout: 'role', permissions, lazy: page.list },
  { id: `forms.${portal}.create`, path: `/${portal}/form/create`, portal, layout: 'role', permissions, lazy: page.editor },
  { id: `forms.${portal}.edit`, path: `/${portal}/form/edit/:id`, portal, layout: 'role', permissions, lazy: page.editor },
  { id: `forms.${portal}.responses`, path: `/${portal}/form/responses/:id`, portal, layout: 'role', permissions, lazy: page.responses },
];

/** Forms: the builder, lists and responses (CSV export) for trainers and admins, and the public page that answers one. */
export default definePlugin({
  id: 'forms',
  routes: [
    ...staffRoutes('teacher', '/teacher/form/list', TEACHER),
    ...staffRoutes('admin', '/admin/form', []),
    { id: 'forms.public.answer', path: '/form/:slug', portal: 'public', layout: 'public-student', permissions: [], lazy: page.answer },
  ],
  menu: [
    { key: 'form', name: 'forms:menu.form', route: '/teacher/form/list', permissionKeys: TEACHER, icon: 'tests', portal: 'teacher', order: 80 },
    { key: 'admin.form', name: 'forms:menu.form', route: '/admin/form', permissionKeys: [], icon: 'tests', portal: 'admin', order: 80 },
  ],
  locales: { en: { forms: en }, bn: { forms: bn } },
});
