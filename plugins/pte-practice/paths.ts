/**
 * The practice item's route path: declared by the plugin (index.ts) and named by the build's page hint
 * (vite.config.ts, scripts/page-hint.ts), which asks for the page's chunks beside the entry when a student opens an
 * item from the address bar.
 */
export const PRACTICE_ITEM_PATH = '/student/pte-practice/:slug/pte/:pteId';

/**
 * What the item page reads as it opens (practiceQuestionQuery, and the page's sequence: practiceListQuery with
 * SEQUENCE_SIZE; lib/item-reads.test.ts), as templates over the path's parameters: the route's `reads` and the
 * page hint, which sends them beside the entry, fill the same list (@kernel/http/read-templates).
 */
export const PRACTICE_ITEM_READS = ['questions/:pteId', 'questions?type=:slug&page=1&per_page=100'] as const;
