/**
 * The same student pages serve three portals (docs/routes.md): the master's and the coaching owner's
 * student-management (list, create, edit) and the admin's our-student (a list only). A page reads which from its
 * address, as the router gives it.
 */
export type StudentsPortal = 'master' | 'coaching-owner' | 'admin';

export interface StudentsPlace {
  portal: StudentsPortal;
  /** where create and edit live (`{base}/create`, `{base}/edit/{id}`, the list at `{base}/list`); null: the portal has none */
  base: string | null;
  /** the list to come back to */
  list: string;
}

export function studentsPlace(pathname: string): StudentsPlace {
  if (pathname.startsWith('/master/')) return { portal: 'master', base: '/master/student-management', list: '/master/student-management/list' };
  if (pathname.startsWith('/admin/')) return { portal: 'admin', base: null, list: '/admin/our-student' };
  return { portal: 'coaching-owner', base: '/coaching-owner/student-management', list: '/coaching-owner/student-management/list' };
}

