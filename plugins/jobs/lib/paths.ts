/**
 * The staff pages of trainer recruitment sit under each staff portal's own prefix (docs/routes.md "Jobs"): the
 * coaching owner, the admin and the master run the same pages. Pure; paths.test.ts tests them.
 */
export const STAFF_PORTALS = ['coaching-owner', 'admin', 'master'] as const;
export type StaffPortal = (typeof STAFF_PORTALS)[number];

/** The portal a staff address belongs to (its first segment); the coaching owner's when it names none of them. */
export function portalOf(pathname: string): StaffPortal {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  return (STAFF_PORTALS as readonly string[]).includes(first) ? (first as StaffPortal) : 'coaching-owner';
}

export function pathsFor(portal: StaffPortal) {
  const base = `/${portal}`;
  return {
    circulars: `${base}/job-circular`,
    create: `${base}/job-circular/create`,
    edit: (id: number) => `${base}/job-circular/edit/${id}`,
    circularApplications: (id: number) => `${base}/job-circular/${id}/applications`,
    applications: `${base}/trainer-application`,
    application: (id: number) => `${base}/trainer-application/${id}`,
  };
}
export type StaffPaths = ReturnType<typeof pathsFor>;
