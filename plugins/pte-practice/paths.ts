/**
 * The practice item's route path: declared by the plugin (index.ts) and named by the build's page hint
 * (vite.config.ts, scripts/page-hint.ts), which asks for the page's chunks beside the entry when a student opens an
 * item from the address bar.
 */
export const PRACTICE_ITEM_PATH = '/student/pte-practice/:slug/pte/:pteId';
