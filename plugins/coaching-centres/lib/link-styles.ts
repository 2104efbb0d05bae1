/** The primary action drawn as a link (the create button leads to its own route). */
export const primaryLinkClass =
  'inline-flex min-h-10 items-center rounded-md bg-primary-600 px-4 py-2 text-sm font-medium text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';

/** The centre's paths in the master's portal (this plugin's own pages). */
export const centrePaths = {
  list: '/master/coaching-center/list',
  create: '/master/coaching-center/create',
  edit: (id: number | string) => `/master/coaching-center/edit/${id}`,
} as const;
