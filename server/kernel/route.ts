import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { HttpBindings } from '@hono/node-server';
import type { z } from 'zod';
import { authenticate, bearerToken } from './auth.ts';
import type { RequestContext } from './context.ts';
import { BadRequestError, PayloadTooLargeError, UnauthenticatedError } from './errors.ts';
import { parseOr422 } from './envelope.ts';

export type Env = { Bindings: HttpBindings; Variables: { ctx: RequestContext } };
export type AppContext = Context<Env>;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerArgs<B, Q, P> {
  ctx: RequestContext;
  body: B;
  query: Q;
  params: P;
  /** the raw Hono context, for multipart bodies and headers; never for the database */
  c: AppContext;
}

export interface Reply {
  data: unknown;
  message?: string;
  status?: 200 | 201;
}

export interface RouteDef<B extends Schema | undefined = Schema | undefined, Q extends Schema | undefined = Schema | undefined, P extends Schema | undefined = Schema | undefined> {
  method: Method;
  /** Hono path under /api/v1, e.g. `/postal-code/:country` */
  path: string;
  summary: string;
  tags: string[];
  /** `optional`: public, but a bearer token that is sent must be valid (401 otherwise) and names the actor */
  auth: 'public' | 'auth' | 'optional';
  /** the permission key the service verb requires (documentation; the verb enforces it) */
  permission?: string;
  body?: B;
  query?: Q;
  params?: P;
  /** schema of `data` in a success answer (documentation) */
  response?: Schema;
  /** multipart/form-data body (an upload), described for OpenAPI by `body` */
  multipart?: boolean;
  handler: (args: HandlerArgs<Out<B>, Out<Q>, Out<P>>) => Promise<Reply>;
}

/**
 * Declares an API route once: the same object registers it in Hono (validation, authentication, envelope)
 * and describes it in the OpenAPI document. Handlers stay thin: they call one service verb.
 *
 * @example
 *   export const countryList = defineRoute({
 *     method: 'get', path: '/country-list', summary: 'All ISO 3166-1 countries', tags: ['common'],
 *     auth: 'auth', permission: 'COUNTRY_INDEX', response: z.array(Country),
 *     handler: async ({ ctx }) => ({ data: await listCountries({ ctx }) }),
 *   });
 */
export function defineRoute<B extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, P extends Schema | undefined = undefined>(
  def: RouteDef<B, Q, P>,
): RouteDef<B, Q, P> {
  return def;
}

export interface RegisterOptions {
  /** e.g. /api/v1 */
  prefix: string;
  jsonMaxBytes: number;
  uploadMaxBytes: number;
}

function tooLarge(): never {
  throw new PayloadTooLargeError();
}

/** Registers declared routes on a Hono app under `opts.prefix`. */
export function registerRoutes(app: Hono<Env>, routes: readonly RouteDef[], opts: RegisterOptions): void {
  const jsonLimit = bodyLimit({ maxSize: opts.jsonMaxBytes, onError: tooLarge });
  // multipart framing adds a little around the file; the file itself is checked again against the limit
  const uploadLimit = bodyLimit({ maxSize: opts.uploadMaxBytes + 64 * 1024, onError: tooLarge });
  for (const route of routes) {
    const handler = async (c: AppContext) => {
      const ctx = c.get('ctx');
      const token = route.auth === 'public' ? null : bearerToken(c.req.header('authorization'));
      if (route.auth === 'auth' || (route.auth === 'optional' && (token || c.req.header('authorization')))) {
        const actor = token ? await authenticate(ctx.db, token, ctx.tenant) : null;
        if (!actor) throw new UnauthenticatedError();
        ctx.actor = actor;
      }
      const params = route.params ? parseOr422(route.params, c.req.param()) : undefined;
      const query = route.query ? parseOr422(route.query, c.req.query()) : undefined;
      let body: unknown;
      if (route.body && !route.multipart) body = parseOr422(route.body, await readJson(c));
      const reply = await route.handler({ ctx, body, query, params, c } as HandlerArgs<never, never, never>);
      const envelope: Record<string, unknown> = { success: true };
      if (reply.message !== undefined) envelope.message = reply.message;
      envelope.data = reply.data ?? null;
      return c.json(envelope, reply.status ?? 200);
    };
    const limit = route.method === 'get' || route.method === 'delete' ? null : route.multipart ? uploadLimit : jsonLimit;
    const path = opts.prefix + route.path;
    if (limit) app.on(route.method.toUpperCase(), path, limit, handler);
    else app.on(route.method.toUpperCase(), path, handler);
  }
}

/** Reads a JSON body: empty = {}, malformed = 400. */
async function readJson(c: AppContext): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequestError('Malformed JSON body');
  }
}
