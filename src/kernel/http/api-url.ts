/**
 * Where the API answers: its base path and version, and a call's URL. Pure, so the build's page hint
 * (scripts/page-hint.ts) writes the same URLs the client asks.
 */
export const API_BASE = '/api';
export const API_VERSION = 'v1';

/** The URL of an API path (`questions/12?x=1`), in this version unless told. */
export function urlFor(path: string, version = API_VERSION): string {
  return `${API_BASE}/${version}/${path.replace(/^\/+/, '')}`;
}
