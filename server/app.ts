import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Config } from './kernel/config.ts';
import type { RequestContext } from './kernel/context.ts';
import type { Db } from './kernel/db.ts';
import { authenticate, bearerToken } from './kernel/auth.ts';
import { clientAddress } from './kernel/client-address.ts';
import { AppError, ForbiddenError, NotFoundError, UnauthenticatedError } from './kernel/errors.ts';
import { errorBody } from './kernel/envelope.ts';
import { PRIVATE_FOLDERS, QUARANTINE_TYPE, locateStoredFile } from './kernel/files.ts';
import { fileResponse, useStorage } from './kernel/storage/index.ts';
import { mountResumableUploads } from './modules/uploads/resumable.ts';
import { mountBlogPages } from './modules/blog/pages.ts';
import { mountUnsubscribePages } from './modules/campaigns/pages.ts';
import { createLogger, errorFields, type Logger } from './kernel/logger.ts';
import { buildOpenApi } from './kernel/openapi.ts';
import { registerRoutes, type AppContext, type Env } from './kernel/route.ts';
import { compressText, negotiateEncoding } from './kernel/compression.ts';
import { inlineEntryStylesheet, inlineScriptHashes, renderSpaPage, type BootBranding } from './kernel/spa-page.ts';
import { contentSecurityPolicy, securityHeaders } from './kernel/security-headers.ts';
import { SUBDOMAIN_RE, TenantResolver, subdomainOfHost } from './kernel/tenant.ts';
import { authorizePrivateFileRead } from './modules/recordings/private-files.ts';
import { checkFileSignature } from './modules/materials/signing.ts';
import { apiRoutes } from './routes.ts';

export const API_PREFIX = '/api/v1';
const DOCS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'kernel', 'docs');

export interface CreateAppOptions {
  db: Db;
  config: Config;
  logger?: Logger;
}

function json(status: number, body: unknown, headers?: Record<string, string>): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=UTF-8', ...headers } });
}

/**
 * The HTTP application: the API under /api/v1, its documentation under /api/docs, uploaded files under /files
 * and, when `config.distDir` exists, the built SPA (index.html for every other GET).
 */
export function createApp({ db, config, logger = createLogger(config.logLevel) }: CreateAppOptions): Hono<Env> {
  const app = new Hono<Env>();
  const tenants = new TenantResolver(db);
  const logRequests = logger.enabled('info');

  app.use('*', securityHeaders());

  app.use('*', async (c, next) => {
    const start = performance.now();
    const requestId = randomUUID();
    const ctx: RequestContext = {
      tenant: null,
      actor: null,
      requestId,
      ip: clientAddress(c.env?.incoming?.socket?.remoteAddress, c.req.header('x-forwarded-for'), config.trustProxy),
      db,
      config,
    };
    c.set('ctx', ctx);
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    if (logRequests) {
      logger.info('request', {
        reqId: requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - start) * 10) / 10,
        tenant: ctx.tenant?.subdomain ?? null,
        userId: ctx.actor?.userId ?? null,
      });
    }
  });

  // API answers are personal or change by the minute: no browser or proxy keeps one (errors included, which
  // reach this point already turned into answers by onError)
  app.use(`${API_PREFIX}/*`, async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });

  app.use(`${API_PREFIX}/*`, async (c, next) => {
    c.get('ctx').tenant = await tenants.resolve(c.req.header('x-tenant'));
    await next();
  });

  // For load balancers: answers without a tenant and says whether the database answers.
  app.get(`${API_PREFIX}/health`, async () => {
    try {
      await db.query('select 1');
      return json(200, { success: true, data: { status: 'ok', database: 'ok' } });
    } catch {
      return json(503, { success: false, message: 'Database unavailable', data: { status: 'degraded', database: 'down' } });
    }
  });

  registerRoutes(app, apiRoutes, { prefix: API_PREFIX, jsonMaxBytes: config.jsonMaxBytes, uploadMaxBytes: config.uploadMaxBytes, checkResponses: config.checkResponses });

  // --- documentation
  let openapi: string | undefined;
  app.get('/api/docs/openapi.json', (c) => {
    openapi ??= JSON.stringify(buildOpenApi(apiRoutes, { basePath: API_PREFIX, title: 'PTE Coaching Platform API', version: '1' }));
    return c.body(openapi, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
  });
  const docsFile = (name: string, type: string) => async () =>
    new Response(await fsp.readFile(path.join(DOCS_DIR, name)), { headers: { 'Content-Type': type, 'Cache-Control': 'no-cache' } });
  app.get('/api/docs', docsFile('index.html', 'text/html; charset=UTF-8'));
  app.get('/api/docs/', docsFile('index.html', 'text/html; charset=UTF-8'));
  app.get('/api/docs/docs.js', docsFile('docs.js', 'text/javascript; charset=UTF-8'));
  app.get('/api/docs/docs.css', docsFile('docs.css', 'text/css; charset=UTF-8'));

  // where uploaded files live (kernel/storage): the disk under config.uploadDir, or S3 with STORAGE=s3
  const storage = useStorage(config);

  // --- private folders (recordings, quarantine, materials): the bearer token (and X-Tenant) of a reader the folder's
  // rule allows, or a signed link
  for (const folder of PRIVATE_FOLDERS) app.get(`/files/${folder}/:name`, async (c) => {
    const ctx = c.get('ctx');
    // a signed link (modules/materials/signing.ts), handed out after the material's own check, stands in for the
    // session: media elements and pdf.js cannot send the bearer header
    const signed = checkFileSignature(config.fileSigningSecret, folder, c.req.param('name'), c.req.query('exp'), c.req.query('sig'));
    if (signed === 'expired') throw new ForbiddenError('This file link has expired: open the material again.');
    if (signed === 'invalid') throw new ForbiddenError('This file link is not valid.');
    if (signed === 'none') {
      ctx.tenant = await tenants.resolve(c.req.header('x-tenant'));
      const token = bearerToken(c.req.header('authorization'));
      const actor = token ? await authenticate(db, token, ctx.tenant) : null;
      if (!actor) throw new UnauthenticatedError();
      ctx.actor = actor;
      await authorizePrivateFileRead({ ctx, input: { folder, name: c.req.param('name') } });
    }
    const file = locateStoredFile(config.uploadDir, folder, c.req.param('name'));
    // Range, HEAD, ETag and If-Range (kernel/storage/response.ts): audio and video seek
    const res = file && (await fileResponse(c.req.raw, file.storage, file.key, {
      'Content-Type': file.mime,
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; media-src 'self'; sandbox",
      // what strangers sent is downloaded, never opened in the app's origin
      ...(folder === QUARANTINE_TYPE ? { 'Content-Disposition': 'attachment' } : {}),
    }));
    if (!res) throw new NotFoundError('File not found');
    return res;
  });

  // --- uploaded files
  app.get('/files/:type/:name', async (c) => {
    if (PRIVATE_FOLDERS.includes(c.req.param('type'))) throw new NotFoundError('File not found');
    const file = locateStoredFile(config.uploadDir, c.req.param('type'), c.req.param('name'));
    const res = file && (await fileResponse(c.req.raw, file.storage, file.key, {
      'Content-Type': file.mime,
      'Cache-Control': 'public, max-age=31536000, immutable',
      // a stored file is never a page: no script, no plugins, even if a browser were talked into rendering it
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
    }));
    if (!res) throw new NotFoundError('File not found');
    return res;
  });

  // --- resumable uploads (tus 1.0, modules/uploads/resumable.ts): a protocol of its own, not JSON, so mounted here
  mountResumableUploads(app, `${API_PREFIX}/uploads/resumable`, { db, config, storage, logger });

  // --- the public blog's server-rendered pages (modules/blog/pages.ts): before the SPA, which has no /blog route
  mountBlogPages(app, { config, tenants });
  // --- a campaign mail's unsubscribe page (modules/campaigns/pages.ts): works without a session or JavaScript
  mountUnsubscribePages(app, { config, tenants });

  app.all('/api/*', () => {
    throw new NotFoundError('Not found');
  });
  app.all('/files/*', () => {
    throw new NotFoundError('File not found');
  });

  // --- the built SPA
  if (fs.existsSync(path.join(config.distDir, 'index.html'))) {
    // the page of every client route (kernel/spa-page.ts): read once, then written per request with the centre's
    // shell and branding, compressed per request (it differs per centre; ~8 KiB compressed)
    const template = inlineEntryStylesheet(fs.readFileSync(path.join(config.distDir, 'index.html'), 'utf8'), (href) => {
      const file = path.join(config.distDir, path.normalize(href));
      return file.startsWith(config.distDir) && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    });
    // the built page's own inline script (the page hint) is allowed by its hash, no other
    const pageCsp = contentSecurityPolicy(inlineScriptHashes(template));
    const page = async (c: AppContext) => {
      const sub = subdomainOfHost(c.req.header('host') ?? '', config.platformDomain);
      const html = renderSpaPage(template, sub ? await bootBranding(db, sub) : null);
      const encoding = negotiateEncoding(c.req.header('accept-encoding'));
      const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding', 'Content-Security-Policy': pageCsp };
      if (!encoding) return c.body(html, 200, headers);
      headers['Content-Encoding'] = encoding;
      return c.body(new Uint8Array(await compressText(html, encoding)), 200, headers);
    };
    // before the static files: `/` would otherwise be answered with index.html as built
    app.get('/', page);
    app.get('/index.html', page);
    app.use(
      '/assets/*',
      serveStatic({
        root: config.distDir,
        // the build wrote .br and .gz beside each file (scripts/precompress.ts): sent by Accept-Encoding
        precompressed: true,
        onFound: (_p, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    app.use(
      '*',
      serveStatic({
        root: config.distDir,
        precompressed: true,
        onFound: (_p, c) => {
          c.header('Cache-Control', 'no-cache');
        },
      }),
    );
    app.get('*', async (c) => {
      // a missing asset is a 404, not the page (a browser would try to run HTML as a script)
      if (c.req.path.startsWith('/assets/') || /\.[A-Za-z0-9]{1,8}$/.test(c.req.path)) return c.text('Not found', 404);
      return page(c);
    });
  }

  app.notFound((c) => (c.req.path.startsWith('/api') || c.req.path.startsWith('/files') ? json(404, { success: false, message: 'Not found' }) : c.text('Not found', 404)));

  app.onError((err, c) => {
    // A refusal made before the body was read (401, 403, an unknown route) leaves that body on the wire: the
    // connection is closed rather than handed back to the client's pool, where its next request would meet the rest
    // of this one (undici then fails it with "other side closed").
    const unread = hasBody(c.req.raw) && !c.req.raw.bodyUsed;
    if (err instanceof AppError) return json(err.status, errorBody(err), unread ? { ...err.headers, Connection: 'close' } : err.headers);
    if (err instanceof HTTPException) {
      const status = err.status;
      const message = status === 413 ? 'Request Entity Too Large' : status === 400 ? 'Bad request' : err.message || 'Error';
      return json(status, { success: false, message });
    }
    const ctx = c.get('ctx');
    logger.error('unhandled error', { reqId: ctx?.requestId, method: c.req.method, path: c.req.path, ...errorFields(err) });
    return json(500, { success: false, message: 'Internal server error' });
  });

  return app;
}

/** Whether a request came with a body: a length above zero, or chunked. */
function hasBody(req: Request): boolean {
  const length = Number(req.headers.get('content-length') ?? 0);
  return length > 0 || req.headers.has('transfer-encoding');
}

/** The branding of an active centre for its pages' shell (what GET branding answers), or null. */
async function bootBranding(db: Db, subdomain: string): Promise<BootBranding | null> {
  if (!SUBDOMAIN_RE.test(subdomain)) return null;
  const [row] = await db.query<{ name: string; subdomain: string; logo: string | null; primary_color: string | null; status: string }>(
    `select name, subdomain, logo, primary_color, status from organizations where subdomain = $1 and deleted_at is null`,
    [subdomain],
    'boot_branding_v1',
  );
  return row && row.status === 'active' ? { name: row.name, subdomain: row.subdomain, logo: row.logo, primary_color: row.primary_color, status: row.status } : null;
}
