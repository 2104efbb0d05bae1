/**
 * Route refs: a plugin links to another plugin's page by the page's route id and params, never by its path, so the
 * owner can move a page without breaking links it cannot see. A plugin names the pages it links to in its links.ts
 * (`routeRef` is called there only, checked by scripts/boundaries.test.ts) and hands them to `definePlugin({ links })`,
 * so the start-up validation refuses a ref to a route nobody declares, or with other params than the route has.
 * `pathTo` fills the path in at run time from the declarations of the running app.
 *
 * @example
 * ```ts
 * // plugins/pte-practice/links.ts
 * export const links = { quiz: routeRef('exams.quiz', ['id']) };
 * // a component
 * navigate(pathTo(links.quiz, { id: 7 }, { sheet: 12 })); // '/student/quiz-test/7?sheet=12'
 * ```
 */

/** A named page of another plugin; `Param` are the names of its path params. */
export interface RouteRef<Param extends string = string> {
  readonly id: string;
  readonly params: readonly Param[];
}

export function routeRef<const P extends readonly string[] = []>(id: string, params?: P): RouteRef<P[number]> {
  return { id, params: params ?? [] };
}

/** The `:name` params of a react-router path, in order. */
export function paramsOf(path: string): string[] {
  return path
    .split('/')
    .filter((s) => s.startsWith(':'))
    .map((s) => s.slice(1));
}

type Search = Record<string, string | number | null | undefined>;

const paths = new Map<string, string>();

/** Called at start-up (and by the unit-test set-up) with every declared route, the kernel's and the plugins'. */
export function registerRoutePaths(routes: ReadonlyArray<{ id: string; path: string }>): void {
  paths.clear();
  for (const r of routes) paths.set(r.id, r.path);
}

/**
 * The URL of a ref's page: each `:param` filled with its value (URL-encoded), then the search params that have a
 * value. Throws for a route the app does not declare or a param without a value: both are programming errors the
 * start-up validation and the tests are there to catch first.
 */
export function pathTo<P extends string>(ref: RouteRef<P>, params?: { readonly [K in P]: string | number }, search?: Search): string {
  const path = paths.get(ref.id);
  if (path === undefined) throw new Error(`pathTo: no route "${ref.id}" is declared`);
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  const filled = path
    .split('/')
    .map((seg) => {
      if (!seg.startsWith(':')) return seg;
      const value = values[seg.slice(1)];
      if (value === undefined || value === '') throw new Error(`pathTo: route "${ref.id}" needs a value for "${seg}"`);
      return encodeURIComponent(String(value));
    })
    .join('/');
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(search ?? {})) if (v !== undefined && v !== null) query.set(k, String(v));
  const q = query.toString();
  return q ? `${filled}?${q}` : filled;
}
