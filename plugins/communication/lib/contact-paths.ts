/** The contacts pages under the teacher's and the admin's portal (docs/routes.md: the admin has the same pages). */
export type ContactPortal = 'teacher' | 'admin';

export const contactPortalOf = (pathname: string): ContactPortal => (pathname.startsWith('/admin/') ? 'admin' : 'teacher');

export function contactPaths(portal: ContactPortal) {
  const base = `/${portal}/communication`;
  return {
    home: base,
    lists: `${base}/interaction/create-list`,
    importExport: `${base}/interaction/import-export`,
    forms: `${base}/interaction/form`,
    deals: `${base}/interaction/deal`,
    leads: (segment: string) => `${base}/leads/${segment}`,
    /** the campaign helper's pages exist for the teacher only */
    campaigns: portal === 'teacher' ? '/teacher/communication/interaction/campaign' : null,
  };
}
