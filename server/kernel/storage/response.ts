import type { FileStorage } from './types.ts';
import { contentRange, ifRangeHolds, noneMatchHits, parseRange } from './range.ts';

/**
 * The answer to GET or HEAD of a stored file, for both /files routes (server/app.ts): Range (206, 416), HEAD
 * without opening the file, ETag / Last-Modified with If-None-Match (304) and If-Range. `headers` are the route's
 * own (type, caching, CSP). Answers null when the key holds nothing (the route says 404).
 */
export async function fileResponse(req: Request, storage: FileStorage, key: string, headers: Record<string, string>): Promise<Response | null> {
  const st = await storage.stat(key);
  if (!st) return null;
  const h = new Headers(headers);
  h.set('Accept-Ranges', 'bytes');
  h.set('ETag', st.etag);
  if (st.lastModified) h.set('Last-Modified', st.lastModified.toUTCString());
  if (noneMatchHits(req.headers.get('if-none-match'), st.etag)) {
    h.delete('Content-Type');
    return new Response(null, { status: 304, headers: h });
  }
  const wanted = ifRangeHolds(req.headers.get('if-range'), st) ? parseRange(req.headers.get('range'), st.size) : { kind: 'whole' as const };
  const head = req.method === 'HEAD';
  if (wanted.kind === 'unsatisfiable') {
    h.set('Content-Range', contentRange(wanted, st.size)!);
    h.set('Content-Length', '0');
    h.delete('Content-Type');
    return new Response(null, { status: 416, headers: h });
  }
  if (wanted.kind === 'partial') {
    h.set('Content-Range', contentRange(wanted, st.size)!);
    h.set('Content-Length', String(wanted.end - wanted.start + 1));
    const body = head ? null : await readOrNull(storage, key, wanted);
    return body === undefined ? null : new Response(body, { status: 206, headers: h });
  }
  h.set('Content-Length', String(st.size));
  const body = head || st.size === 0 ? null : await readOrNull(storage, key);
  return body === undefined ? null : new Response(body, { status: 200, headers: h });
}

/** The stream, or undefined when the file went away between stat and open (deleted meanwhile: a 404, not a 500). */
async function readOrNull(storage: FileStorage, key: string, range?: { start: number; end: number }): Promise<ReadableStream<Uint8Array> | undefined> {
  try {
    return await storage.read(key, range);
  } catch (err) {
    if (await storage.exists(key).catch(() => true)) throw err;
    return undefined;
  }
}
