import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { HttpBindings } from '@hono/node-server';
import type { z } from 'zod';
import { isPermissionKey } from '@kernel/permissions/catalogue.ts';
import { authenticate, bearerToken } from './auth.ts';
import type { Actor, RequestContext } from './context.ts';
import { AppError, BadRequestError, ForbiddenError, PayloadTooLargeError, UnauthenticatedError } from './errors.ts';
import { assertStorableInput, parseOr422 } from './envelope.ts';
import { COMPRESS_MIN_BYTES, compressText, negotiateEncoding } from './compression.ts';

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
  /** a download instead of the JSON envelope (a CSV export): sent as an attachment, compressed like JSON */
  file?: { body: string; contentType: string; filename: string };
}

export interface RouteDef<B extends Schema | undefined = Schema | undefined, Q extends Schema | undefined = Schema | undefined, P extends Schema | undefined = Schema | undefined> {
  method: Method;
  /** Hono path under /api/v1, e.g. `/postal-code/:country` */
  path: string;
  summary: string;
  tags: string[];
  /** `optional`: public, but a bearer token that is sent must be valid (401 otherwise) and names the actor */
  auth: 'public' | 'auth' | 'optional';
  /**
   * Who may call it: `KEY`, `KEY or KEY...` (any one of them), optionally followed by ` (or the owner)` when the verb
   * also lets the owner of the row in. The route layer refuses (403) an actor holding none of the keys before it
   * reads any input, unless the owner may pass; the service verb checks again. Published as `x-permission`.
   */
  permission?: string;
  body?: B;
  query?: Q;
  params?: P;
  /** schema of `data` in a success answer (documentation) */
  response?: Schema;
  /** multipart/form-data body (an upload), described for OpenAPI by `body` */
  multipart?: boolean;
  /** the route answers a download of this type (`reply.file`), not the JSON envelope */
  download?: string;
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
  /** check each answer against the route's `response` schema (tests): a mismatch is a 500 naming the path */
  checkResponses?: boolean;
}

function tooLarge(): never {
  throw new PayloadTooLargeError();
}

export interface RoutePermission {
  /** the actor needs at least one of these keys (SUPER_ADMIN passes) */
  anyOf: string[];
  /** the verb also lets the owner of the row in, so the route layer cannot refuse anyone by key alone */
  orOwner: boolean;
}

const PERMISSION_TEXT = /^([A-Z][A-Z0-9_]*(?: or [A-Z][A-Z0-9_]*)*)( \(or the owner\))?$/;

/**
 * Reads a route's `permission` declaration. Throws for text that does not follow the grammar or names an unknown
 * key, so a typo fails at start-up (and in the tests) instead of refusing everyone.
 */
export function routePermission(route: Pick<RouteDef, 'method' | 'path' | 'permission'>): RoutePermission | null {
  if (route.permission === undefined) return null;
  const m = PERMISSION_TEXT.exec(route.permission);
  if (!m) throw new Error(`${route.method.toUpperCase()} ${route.path}: permission "${route.permission}" is not "KEY( or KEY)*( (or the owner))?"`);
  const anyOf = [...new Set(m[1]!.split(' or '))];
  for (const key of anyOf) if (!isPermissionKey(key)) throw new Error(`${route.method.toUpperCase()} ${route.path}: unknown permission key ${key}`);
  return { anyOf, orOwner: m[2] !== undefined };
}

function holdsAny(actor: Actor, keys: readonly string[]): boolean {
  return actor.role === 'SUPER_ADMIN' || keys.some((k) => actor.permissions.has(k));
}

/** 415: a JSON route was sent something else (a cross-site form or `text/plain` fetch never gets as far as the verb). */
export class UnsupportedMediaTypeError extends AppError {
  constructor() {
    super(415, 'Unsupported Media Type: send the body as application/json.');
  }
}

/** `application/json`, with or without parameters (`; charset=UTF-8`), in any case. */
export function isJsonContentType(header: string | undefined): boolean {
  return header !== undefined && header.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/** Registers declared routes on a Hono app under `opts.prefix`. */
export function registerRoutes(app: Hono<Env>, routes: readonly RouteDef[], opts: RegisterOptions): void {
  const jsonLimit = bodyLimit({ maxSize: opts.jsonMaxBytes, onError: tooLarge });
  // multipart framing adds a little around the file; the file itself is checked again against the limit
  const uploadLimit = bodyLimit({ maxSize: opts.uploadMaxBytes + 64 * 1024, onError: tooLarge });
  for (const route of routes) {
    const permission = routePermission(route);
    const handler = async (c: AppContext) => {
      const ctx = c.get('ctx');
      const token = route.auth === 'public' ? null : bearerToken(c.req.header('authorization'));
      if (route.auth === 'auth' || (route.auth === 'optional' && (token || c.req.header('authorization')))) {
        const actor = token ? await authenticate(ctx.db, token, ctx.tenant) : null;
        if (!actor) throw new UnauthenticatedError();
        ctx.actor = actor;
      }
      // who may call it, before any input is read: a refused caller learns nothing about what the input should be
      if (permission && !permission.orOwner && ctx.actor && !holdsAny(ctx.actor, permission.anyOf)) throw new ForbiddenError();
      const jsonBody = route.body && !route.multipart;
      if (jsonBody) assertJsonContentType(c);
      const params = route.params ? parseOr422(route.params, storable(c.req.param())) : undefined;
      const query = route.query ? parseOr422(route.query, storable(c.req.query())) : undefined;
      let body: unknown;
      if (jsonBody) body = parseOr422(route.body!, storable(await readJson(c)));
      const reply = await route.handler({ ctx, body, query, params, c } as HandlerArgs<never, never, never>);
      if (reply.file) return fileAnswer(c, reply.file);
      if (opts.checkResponses && route.response) assertContract(route, reply.data);
      const envelope: Record<string, unknown> = { success: true };
      if (reply.message !== undefined) envelope.message = reply.message;
      envelope.data = reply.data ?? null;
      return jsonAnswer(c, envelope, reply.status ?? 200);
    };
    const limit = route.method === 'get' || route.method === 'delete' ? null : route.multipart ? uploadLimit : jsonLimit;
    const path = opts.prefix + route.path;
    if (limit) app.on(route.method.toUpperCase(), path, limit, handler);
    else app.on(route.method.toUpperCase(), path, handler);
  }
}

/** Input PostgreSQL could store (422 otherwise, see assertStorableInput), passed on unchanged. */
function storable<T>(input: T): T {
  assertStorableInput(input);
  return input;
}

/**
 * A JSON route reads only `application/json`. A request with neither a body nor a Content-Type (a body-less POST
 * whose fields are all optional) still reads as `{}`; a body without the type is refused like a wrong type.
 */
function assertJsonContentType(c: AppContext): void {
  const type = c.req.header('content-type');
  if (isJsonContentType(type)) return;
  if (type === undefined && !hasBody(c)) return;
  throw new UnsupportedMediaTypeError();
}

function hasBody(c: AppContext): boolean {
  const length = c.req.header('content-length');
  if (length !== undefined) return length.trim() !== '0';
  return c.req.header('transfer-encoding') !== undefined;
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

/** The answer must be what the route declares (CHECK_RESPONSES): the OpenAPI document and the client types rely on it. */
function assertContract(route: RouteDef, data: unknown): void {
  const r = route.response!.safeParse(data ?? null);
  if (r.success) return;
  const where = r.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(data)'}: ${i.message}`).join('; ');
  throw new AppError(500, `The answer of ${route.method.toUpperCase()} ${route.path} does not match its declared response: ${where}`);
}

/** A download: the attachment's name is plain ASCII (the exports name their files), compressed above the threshold. */
async function fileAnswer(c: AppContext, file: NonNullable<Reply['file']>): Promise<Response> {
  c.header('Vary', 'Accept-Encoding', { append: true });
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${file.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
  };
  const encoding = Buffer.byteLength(file.body) >= COMPRESS_MIN_BYTES ? negotiateEncoding(c.req.header('accept-encoding')) : null;
  if (!encoding) return c.body(file.body, 200, headers);
  return c.body(new Uint8Array(await compressText(file.body, encoding)), 200, { ...headers, 'Content-Encoding': encoding });
}

/**
 * The envelope as JSON; above COMPRESS_MIN_BYTES compressed by the caller's Accept-Encoding (brotli or gzip).
 * `Vary: Accept-Encoding` on every answer, so a shared cache keeps the encodings apart.
 */
async function jsonAnswer(c: AppContext, envelope: unknown, status: 200 | 201): Promise<Response> {
  const text = JSON.stringify(envelope);
  c.header('Vary', 'Accept-Encoding', { append: true });
  const encoding = Buffer.byteLength(text) >= COMPRESS_MIN_BYTES ? negotiateEncoding(c.req.header('accept-encoding')) : null;
  if (!encoding) return c.body(text, status, { 'Content-Type': 'application/json' });
  const body = await compressText(text, encoding);
  return c.body(new Uint8Array(body), status, { 'Content-Type': 'application/json', 'Content-Encoding': encoding });
}
