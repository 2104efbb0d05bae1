/** The primary action drawn as a link (create buttons lead to their own routes). */
export const primaryLinkClass =
  'inline-flex min-h-10 items-center rounded-md bg-primary-600 px-4 py-2 text-sm font-medium text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';

/** A secondary action drawn as a link. */
export const secondaryLinkClass =
  'inline-flex min-h-10 items-center rounded-md border border-line bg-surface px-4 py-2 text-sm font-medium text-ink hover:bg-canvas focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';
