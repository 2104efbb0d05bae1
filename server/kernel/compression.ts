// Compression of what the server sends (issue "First impression": nothing was compressed). The built SPA is
// compressed once, at build time (scripts/precompress.ts writes .br and .gz beside each file; serveStatic picks one
// by Accept-Encoding); API answers are compressed per request, only above COMPRESS_MIN_BYTES, so the small answers
// of the hot path (an answer save is ~200 bytes) cost no CPU.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Below this an answer goes out as it is: compressing it would cost more than the bytes it saves. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, else gzip, honouring q-values (q=0 refuses)
 * and `*`; null for identity.
 *
 * @example negotiateEncoding('gzip, deflate, br, zstd') // 'br'
 */
export function negotiateEncoding(header: string | null | undefined): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qp ? Number(qp.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (e: Encoding) => q.get(e) ?? q.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * `text` compressed for the wire (off the main thread: zlib runs on libuv's pool). Brotli at quality 5 for
 * answers made per request (close to gzip's speed, smaller); build-time files use the maximum.
 */
export function compressText(text: string | Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } })
    : gzip(text, { level: 6 });
}
