// Build step: a portal page's cards in few chunks. Each card is its own lazy import, and left alone rolldown gave the
// student's portal ~14 files of 1-7 KiB (the cards, their plugins' APIs and texts, the chart helpers) that the page
// asked for at once after the entry: over HTTP/1.1 on a phone that is three or four waves of round trips on six
// connections before the cards paint (Lighthouse's simulated LCP 2.77 -> 2.57 s with them merged).
// A module goes to the chunk of the portals whose cards reach it: `portal-cards` when every portal's do (the page
// itself, the counts card), `portal-student` when only the student's do, `portal-admin_teacher` for a card of those
// two. So a portal fetches its own chunk and the shared ones, and nothing only other portals show.
// A card module says which portals show it (`export const portals`, checked against the declarations by
// src/plugins.test.ts); the build reads that from its code, since the declarations themselves run only in the app.
import { ROLE_PORTALS } from '../src/kernel/portal/types.ts';

/** The chunk of what every portal's cards use: the portal page itself, and the cards every portal shows. */
export const SHARED_PORTAL_CHUNK = 'portal-cards';

const PORTALS_EXPORT = /\bexport\s+const\s+portals\s*=/;
/** The export written as a list of string literals: the list's text. */
const PORTALS_LIST = new RegExp(`${PORTALS_EXPORT.source}\\s*\\[([^\\]]*)\\]`);

/** Whether a module's code is a portal card's: it exports the portals that show it. */
export const isPortalCard = (code: string) => PORTALS_EXPORT.test(code);

/** The portals a card module's code names in its `portals` list; null when it names them otherwise, or not at all. */
export function cardPortals(code: string): string[] | null {
  const list = PORTALS_LIST.exec(code)?.[1];
  if (list === undefined) return null;
  return [...list.matchAll(/["'`]([a-z-]+)["'`]/g)].map((m) => m[1]!);
}

/** The chunk of what the cards of these portals, and no other's, use. */
export function chunkOfPortals(portals: Iterable<string>): string {
  const named = new Set(portals);
  const known = ROLE_PORTALS.filter((p) => named.has(p));
  return known.length === 0 || known.length === ROLE_PORTALS.length ? SHARED_PORTAL_CHUNK : `portal-${[...known].sort().join('_')}`;
}

/** The portals whose pages load a chunk chunkOfPortals named ([] for any other chunk). */
export function portalsOfChunk(chunk: string): string[] {
  if (chunk === SHARED_PORTAL_CHUNK) return [...ROLE_PORTALS];
  if (!chunk.startsWith('portal-')) return [];
  const portals = chunk.slice('portal-'.length).split('_');
  return portals.every((p) => (ROLE_PORTALS as readonly string[]).includes(p)) ? portals : [];
}

/** The chunk a card module (or the portal page) goes to: that of the portals it names, every portal's by default. */
export const portalCardChunk = (code: string): string => chunkOfPortals(cardPortals(code) ?? ROLE_PORTALS);

/** The chunk of a module the cards of two chunks reach: that of both chunks' portals. */
export const sharedPortalChunk = (a: string, b: string): string => chunkOfPortals([...portalsOfChunk(a), ...portalsOfChunk(b)]);
