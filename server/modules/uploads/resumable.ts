/**
 * Resumable uploads: tus 1.0 (creation, termination, expiration) under /api/v1/uploads/resumable, on @tus/server
 * with @tus/file-store staging the bytes in `<uploadDir>/.resumable` (a folder /files never names: it starts with
 * a dot). On completion the file is sniffed, judged by its folder's policy, moved into the store (kernel/storage:
 * a rename on disk, one streamed PUT to S3) under `<folder>/<uuid>.<ext>`, and recorded in `uploads` and
 * `resumable_uploads` in one transaction. Until then nothing is visible: no row, no file under the folder.
 * The rules are in server/modules/uploads/README.md.
 */
import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Hono } from 'hono';
import { Server } from '@tus/server';
import { FileStore } from '@tus/file-store';
import type { Upload } from '@tus/utils';
import type { Config } from '../../kernel/config.ts';
import type { RequestContext } from '../../kernel/context.ts';
import type { Db } from '../../kernel/db.ts';
import { authenticate, bearerToken } from '../../kernel/auth.ts';
import { AppError, NotFoundError, PayloadTooLargeError, UnauthenticatedError, ValidationError } from '../../kernel/errors.ts';
import { errorBody } from '../../kernel/envelope.ts';
import { FOLDER_POLICY, RECORDINGS_TYPE, UPLOAD_FOLDERS, isUploadFolder, sniff, type Sniffed } from '../../kernel/files.ts';
import type { Logger } from '../../kernel/logger.ts';
import { requireAnyPermission, requirePermission } from '../../kernel/permissions.ts';
import type { AppContext, Env } from '../../kernel/route.ts';
import { storageKey, type FileStorage } from '../../kernel/storage/index.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { resumableUploads, uploads } from '../../db/schema.ts';
import { probeRecording } from '../recordings/probe.ts';
import { OWNER_KEY, UPLOAD_ID_RE, cleanFilename, encodeUploadMetadata, headForSniffing, ownerStamp, parseUploadMetadata } from './metadata.ts';

/** Unfinished uploads are dropped a day after they were created (tus expiration; swept at start and hourly). */
export const RESUMABLE_EXPIRY_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** what the sniffer reads of a long file: every magic number it knows sits in the first bytes */
const SNIFF_BYTES = 64 * 1024;
export const STAGING_FOLDER = '.resumable';

export interface ResumableDeps {
  db: Db;
  config: Config;
  storage: FileStorage;
  logger: Logger;
}

/** The largest upload a folder takes resumably: its own limit, a recording the multipart limit, else RESUMABLE_MAX_BYTES. */
export function resumableLimit(config: Pick<Config, 'resumableMaxBytes' | 'uploadMaxBytes'>, folder: (typeof UPLOAD_FOLDERS)[number]): number {
  // a recording is probed whole in memory, as common/upload-file does
  const own = folder === RECORDINGS_TYPE ? config.uploadMaxBytes : FOLDER_POLICY[folder].maxBytes ?? Infinity;
  return Math.min(own, config.resumableMaxBytes);
}

/** An AppError as tus hooks throw them: the status and our JSON error envelope as the body. */
function tusError(err: AppError): { status_code: number; body: string } {
  return { status_code: err.status, body: JSON.stringify(errorBody(err)) };
}

export function mountResumableUploads(app: Hono<Env>, base: string, deps: ResumableDeps): Server {
  const { db, config, storage, logger } = deps;
  const directory = path.join(config.uploadDir, STAGING_FOLDER);
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: RESUMABLE_EXPIRY_MS });
  /** the request context of each request handed to tus, for the completion hook */
  const contexts = new WeakMap<Request, RequestContext>();

  /** Drops an upload's staged bytes and its info file (the bytes may already have moved into the store). */
  const discard = async (id: string) => {
    await fsp.unlink(path.join(directory, id)).catch(() => undefined);
    await datastore.configstore.delete(id).catch(() => undefined);
  };

  const finish = async (ctx: RequestContext, upload: Upload) => {
    const meta = upload.metadata ?? {};
    const folder = meta.folder as (typeof UPLOAD_FOLDERS)[number];
    const policy = FOLDER_POLICY[folder];
    const staged = path.join(directory, upload.id);
    const size = upload.size ?? 0;
    try {
      let kind: Sniffed | null;
      if (folder === RECORDINGS_TYPE) {
        const bytes = new Uint8Array(await fsp.readFile(staged));
        kind = sniff(bytes, meta.filename ?? '', meta.filetype ?? '');
        if (kind) {
          const probe = probeRecording(bytes);
          if (!probe.ok) throw ValidationError.field('file', `This recording cannot be used: ${probe.reason}. Record again, or send Opus audio in WebM or Ogg, or a PCM WAV file.`);
          kind = { mime: probe.kind.mime, ext: probe.kind.ext };
        }
      } else {
        const handle = await fsp.open(staged, 'r');
        try {
          const buf = new Uint8Array(Math.min(SNIFF_BYTES, size));
          const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
          kind = sniff(headForSniffing(buf.subarray(0, bytesRead), size), meta.filename ?? '', meta.filetype ?? '');
        } finally {
          await handle.close();
        }
      }
      if (!kind) throw ValidationError.field('file', 'This file type is not allowed (images, pdf, audio, video, office documents and plain text are).');
      if (!policy.accepts(kind)) throw ValidationError.field('file', policy.refusal);
      const name = `${randomUUID()}.${kind.ext}`;
      const key = storageKey(folder, name);
      const publicPath = `/files/${folder}/${name}`;
      await storage.putFile(key, staged, { contentType: kind.mime });
      try {
        const mime = kind.mime;
        await withTenantTx(
          ctx,
          async (tx) => {
            await tx.insert(uploads).values({ organizationId: ctx.tenant?.id ?? null, userId: ctx.actor!.userId, path: publicPath, type: folder, size, mime });
            await tx.insert(resumableUploads).values({ uploadId: upload.id, organizationId: ctx.tenant?.id ?? null, userId: ctx.actor!.userId, path: publicPath });
          },
          { platformPublic: true },
        );
      } catch (err) {
        await storage.delete(key).catch(() => undefined);
        throw err;
      }
      // the path rides on the last PATCH too, for clients that read it there; GET …/{id}/result answers it as well
      return { headers: { 'Upload-Filepath': publicPath } };
    } catch (err) {
      if (err instanceof AppError) throw tusError(err);
      logger.error('resumable upload: completing failed', { reqId: ctx.requestId, uploadId: upload.id, error: String(err) });
      throw tusError(new AppError(500, 'The upload could not be stored. Try again.'));
    } finally {
      await discard(upload.id);
    }
  };

  const options: ConstructorParameters<typeof Server>[0] = {
    path: base,
    datastore,
    relativeLocation: true,
    maxSize: config.resumableMaxBytes,
    respectForwardedHeaders: false,
    exposedHeaders: ['Upload-Filepath'],
    onUploadFinish: async (req, upload) => {
      const ctx = contexts.get(req as unknown as Request);
      if (!ctx?.actor) throw tusError(new UnauthenticatedError());
      return finish(ctx, upload);
    },
  };
  // no locker given: @tus/server's in-memory one (an upload is continued on the process that holds it)
  const tus = new Server(options);

  const sweep = () =>
    tus.cleanUpExpiredUploads().then(
      (n) => n > 0 && logger.info('resumable uploads: expired uploads removed', { count: n }),
      (err: unknown) => logger.warn('resumable uploads: sweep failed', { error: String(err) }),
    );
  void fsp.mkdir(directory, { recursive: true }).then(sweep, () => undefined);
  setInterval(sweep, SWEEP_EVERY_MS).unref();

  const handle = async (c: AppContext, id: string | undefined): Promise<Response> => {
    const ctx = c.get('ctx');
    const req = c.req.raw;
    if (req.method === 'OPTIONS') return tus.handleWeb(req);
    // GET of an upload would hand out what tus holds (a partial file): never; HEAD is how tus asks for the offset
    if (req.method === 'GET') throw new NotFoundError('Not found');
    const token = bearerToken(req.headers.get('authorization'));
    const actor = token ? await authenticate(db, token, ctx.tenant) : null;
    if (!actor) throw new UnauthenticatedError();
    ctx.actor = actor;
    requirePermission(ctx, 'COMMON_UPLOAD_FILE');
    const owner = ownerStamp(ctx.tenant?.id ?? null, actor.userId);
    let forward: Request = req;
    if (req.method === 'POST') {
      if (id !== undefined) throw new NotFoundError('Not found');
      forward = await admitCreation(ctx, req, owner);
    } else {
      // continuing, asking or cancelling: only the user who started the upload, on the same tenant (404 otherwise)
      if (id === undefined || !UPLOAD_ID_RE.test(id)) throw new NotFoundError('Upload not found');
      const upload = await datastore.getUpload(id).catch(() => null);
      if (!upload || upload.metadata?.[OWNER_KEY] !== owner) throw new NotFoundError('Upload not found');
    }
    contexts.set(forward, ctx);
    const res = await tus.handleWeb(forward);
    return asJsonWhenEnvelope(res);
  };

  /** POST: the folder, its policy for this caller, the declared length; the owner stamped into the metadata. */
  const admitCreation = async (ctx: RequestContext, req: Request, owner: string): Promise<Request> => {
    const meta = parseUploadMetadata(req.headers.get('upload-metadata'));
    if (!meta) throw ValidationError.field('Upload-Metadata', 'Upload-Metadata must be "key base64value" pairs separated by commas.');
    const folder = meta.folder;
    if (!folder) throw ValidationError.field('folder', 'The folder is required (Upload-Metadata "folder").');
    if (!isUploadFolder(folder)) throw ValidationError.field('folder', `The folder must be one of: ${UPLOAD_FOLDERS.join(', ')}.`);
    const policy = FOLDER_POLICY[folder];
    if (policy.anyOf) requireAnyPermission(ctx, ...policy.anyOf);
    const lengthText = req.headers.get('upload-length');
    if (lengthText === null) throw ValidationError.field('Upload-Length', 'Upload-Length is required: the size must be known when the upload starts.');
    if (!/^\d{1,15}$/.test(lengthText)) throw ValidationError.field('Upload-Length', 'Upload-Length must be a whole number of bytes.');
    const length = Number(lengthText);
    if (length === 0) throw ValidationError.field('file', 'The file is empty.');
    if (length > resumableLimit(config, folder)) throw new PayloadTooLargeError();
    const headers = new Headers(req.headers);
    headers.set(
      'upload-metadata',
      encodeUploadMetadata({ folder, filename: cleanFilename(meta.filename), filetype: (meta.filetype ?? '').slice(0, 100), [OWNER_KEY]: owner }),
    );
    return new Request(req.url, { method: 'POST', headers, body: req.body, duplex: 'half' } as RequestInit);
  };

  app.on(['POST', 'PATCH', 'DELETE', 'OPTIONS'], base, (c) => handle(c, undefined));
  app.on(['POST', 'PATCH', 'DELETE', 'OPTIONS'], `${base}/:id`, (c) => handle(c, c.req.param('id')));
  // Hono answers HEAD through the GET route (c.req.raw.method stays HEAD)
  app.get(`${base}/:id`, (c) => handle(c, c.req.param('id')));
  return tus;
}

/** tus writes its own refusals as text; ours (thrown from the hooks) are the JSON error envelope and say so. */
async function asJsonWhenEnvelope(res: Response): Promise<Response> {
  if (res.status < 400 || !res.body) return res;
  const text = await res.text();
  const headers = new Headers(res.headers);
  if (text.startsWith('{"success":false')) headers.set('Content-Type', 'application/json; charset=UTF-8');
  else {
    // a protocol refusal of tus itself (412, 409 offset, 400 header): in the envelope too, with its text as the message
    headers.set('Content-Type', 'application/json; charset=UTF-8');
    const body = JSON.stringify({ success: false, message: text.trim() || 'Upload refused' });
    headers.set('Content-Length', String(Buffer.byteLength(body)));
    return new Response(body, { status: res.status, headers });
  }
  return new Response(text, { status: res.status, headers });
}
