import { definePlugin } from '@kernel/plugins/define-plugin';
import en from './locales/en.json';
import bn from './locales/bn.json';

const page = {
  manage: () => import('./routes/manage-page'),
  student: () => import('./routes/student-lists-page'),
  practice: () => import('./routes/practice-page'),
};

/**
 * Word lists with word details, and the student's flash cards. The three staff paths are docs/routes.md's word-list
 * rows (listed there under materials; they live here); the two student pages are this plugin's own (README.md).
 */
export default definePlugin({
  id: 'word-lists',
  routes: [
    { id: 'word-lists.teacher', path: '/teacher/material/word-list', portal: 'teacher', layout: 'role', permissions: ['MATERIAL_INDEX'], lazy: page.manage },
    { id: 'word-lists.admin', path: '/admin/materials/word-list', portal: 'admin', layout: 'role', permissions: ['MATERIAL_INDEX'], lazy: page.manage },
    { id: 'word-lists.master', path: '/master/material/word-list', portal: 'master', layout: 'role', permissions: ['MATERIAL_INDEX'], lazy: page.manage },
    { id: 'word-lists.student', path: '/student/word-list', portal: 'student', layout: 'role', permissions: ['MATERIAL_INDEX'], lazy: page.student },
    { id: 'word-lists.practice', path: '/student/word-list/:id', portal: 'student', layout: 'role', permissions: ['MATERIAL_INDEX'], lazy: page.practice },
  ],
  menu: [
    { key: 'teacher.wordList', name: 'word-lists:menu.title', route: '/teacher/material/word-list', permissionKeys: ['MATERIAL_INDEX'], icon: 'questions', portal: 'teacher', order: 46 },
    { key: 'admin.wordList', name: 'word-lists:menu.title', route: '/admin/materials/word-list', permissionKeys: ['MATERIAL_INDEX'], icon: 'questions', portal: 'admin', order: 46 },
    { key: 'master.wordList', name: 'word-lists:menu.title', route: '/master/material/word-list', permissionKeys: ['MATERIAL_INDEX'], icon: 'questions', portal: 'master', order: 46 },
    { key: 'student.wordList', name: 'word-lists:menu.title', route: '/student/word-list', permissionKeys: ['MATERIAL_INDEX'], icon: 'practice', portal: 'student', order: 46 },
  ],
  locales: { en: { 'word-lists': en }, bn: { 'word-lists': bn } },
});
