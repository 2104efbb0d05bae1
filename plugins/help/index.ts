import { definePlugin } from '@kernel/plugins/define-plugin';
import type { RouteDef } from '@kernel/plugins/types';
import en from './locales/en.json';
import bn from './locales/bn.json';

const page = {
  reader: () => import('./routes/help-page'),
  editor: () => import('./routes/editor-page'),
};

type ReaderPortal = 'student' | 'teacher' | 'admin';
/** the spec's help paths (docs/routes.md): the first page is `how-to-use` for students, `how-to-use-this-portal` else */
const readerRoutes = (portal: ReaderPortal): RouteDef[] =>
  [portal === 'student' ? 'how-to-use' : 'how-to-use-this-portal', 'faq', 'blog', 'material', 'registration-process'].map((segment) => ({
    id: `help.${portal}.${segment}`,
    path: `/${portal}/help/${segment}`,
    portal,
    layout: 'role',
    permissions: [],
    lazy: page.reader,
  }));

/** the editors: the master writes the platform's help, the owner and admins (HELP_UPDATE) their centre's own */
const editorRoutes = (portal: 'master' | 'coaching-owner' | 'admin'): RouteDef[] => [
  ...(portal === 'admin' ? [] : [{ id: `help.${portal}.editor`, path: `/${portal}/help`, portal, layout: 'role' as const, permissions: ['HELP_UPDATE'], lazy: page.editor }]),
  { id: `help.${portal}.edit`, path: `/${portal}/help/edit/:portal/:topic`, portal, layout: 'role', permissions: ['HELP_UPDATE'], lazy: page.editor },
];

/** The help centre (issue: help pages): each portal's help, the platform's overridable by a centre, searchable. */
export default definePlugin({
  id: 'help',
  routes: [...readerRoutes('student'), ...readerRoutes('teacher'), ...readerRoutes('admin'), ...editorRoutes('master'), ...editorRoutes('coaching-owner'), ...editorRoutes('admin')],
  menu: [
    { key: 'student.help', name: 'help:menu.help', route: '/student/help/how-to-use', permissionKeys: [], icon: 'quiz', portal: 'student', order: 900 },
    { key: 'teacher.help', name: 'help:menu.help', route: '/teacher/help/how-to-use-this-portal', permissionKeys: [], icon: 'quiz', portal: 'teacher', order: 900 },
    { key: 'admin.help', name: 'help:menu.help', route: '/admin/help/how-to-use-this-portal', permissionKeys: [], icon: 'quiz', portal: 'admin', order: 900 },
    { key: 'coaching-owner.help', name: 'help:menu.helpPages', route: '/coaching-owner/help', permissionKeys: ['HELP_UPDATE'], icon: 'quiz', portal: 'coaching-owner', order: 900 },
    { key: 'master.help', name: 'help:menu.helpPages', route: '/master/help', permissionKeys: ['HELP_UPDATE'], icon: 'quiz', portal: 'master', order: 900 },
  ],
  locales: { en: { help: en }, bn: { help: bn } },
});
