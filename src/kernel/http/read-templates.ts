/**
 * A route's reads written as templates over its path's parameters (`questions/:pteId`): the route's `reads` fills
 * them for the warm-up (app/warm-up.ts), and the build's page hint (scripts/page-hint.ts) fills them from the address
 * bar, to send them while the entry is still downloading. One list serves both, so they ask the same.
 */

/** A template with each `:name` replaced by its parameter, URI-encoded ('' when missing). */
export function fillRead(template: string, params: Readonly<Record<string, string | undefined>>): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** A route's `reads` from its templates. */
export const readsFrom =
  (templates: readonly string[]) =>
  (params: Readonly<Record<string, string | undefined>>): string[] =>
    templates.map((t) => fillRead(t, params));

/** What every role page reads first, whatever its route: the signed-in user. */
export const SIGNED_IN_READS: readonly string[] = ['auth-user'];
