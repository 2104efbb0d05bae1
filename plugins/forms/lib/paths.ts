/** The staff pages of forms under the teacher's and the admin's portal (docs/routes.md). */
export type FormPortal = 'teacher' | 'admin';

export function formPaths(portal: FormPortal) {
  const base = `/${portal}/form`;
  return {
    list: portal === 'teacher' ? '/teacher/form/list' : '/admin/form',
    create: `${base}/create`,
    edit: (id: number) => `${base}/edit/${id}`,
    responses: (id: number) => `${base}/responses/${id}`,
  };
}

export const portalOf = (pathname: string): FormPortal => (pathname.startsWith('/admin/') ? 'admin' : 'teacher');
