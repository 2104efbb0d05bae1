/**
 * HTTP Range requests for the file routes (RFC 9110 §14), pure: the answer `fileResponse` (response.ts) builds is
 * decided here from the request's headers and the file's size and validators.
 *
 * Rules we chose (server/kernel/storage/README.md):
 * - one range `bytes=a-b`, `bytes=a-` or `bytes=-n` is served as 206; the end is clamped to the last byte;
 * - a `bytes=` header that does not parse, a start at or past the end, `a > b` or `bytes=-0` is 416 with
 *   `Content-Range: bytes *\/size` (an empty file satisfies no range);
 * - several ranges (`bytes=0-1,5-6`) are answered with the whole file (200): no multipart/byteranges;
 * - another unit (`items=0-1`) is ignored: 200 with the whole file.
 */

export type RangeDecision =
  | { kind: 'whole' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

const SPEC_RE = /^(\d*)-(\d*)$/;

export function parseRange(header: string | null | undefined, size: number): RangeDecision {
  if (header === null || header === undefined) return { kind: 'whole' };
  const h = header.trim();
  const eq = h.indexOf('=');
  if (eq < 0) return { kind: 'unsatisfiable' };
  if (h.slice(0, eq).trim().toLowerCase() !== 'bytes') return { kind: 'whole' };
  const specs = h.slice(eq + 1).split(',').map((s) => s.trim());
  if (specs.length > 1) return specs.every((s) => SPEC_RE.test(s) && s !== '-') ? { kind: 'whole' } : { kind: 'unsatisfiable' };
  const m = SPEC_RE.exec(specs[0]!);
  if (!m || (m[1] === '' && m[2] === '')) return { kind: 'unsatisfiable' };
  // digits beyond 2^53 are not a byte offset of any file we hold
  if ((m[1] ?? '').length > 15 || (m[2] ?? '').length > 15) return { kind: 'unsatisfiable' };
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || (m[2] !== '' && Number(m[2]) < start)) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}

/** `bytes a-b/size` for a 206, `bytes *\/size` for a 416. */
export function contentRange(d: RangeDecision, size: number): string | null {
  if (d.kind === 'partial') return `bytes ${d.start}-${d.end}/${size}`;
  if (d.kind === 'unsatisfiable') return `bytes */${size}`;
  return null;
}

export interface Validators {
  /** a strong entity tag, quoted (`"…"`) */
  etag: string;
  lastModified: Date | null;
}

/**
 * If-Range: the range applies only when the validator still names this file (a strong ETag match, or the exact
 * Last-Modified date); otherwise the whole file is sent. Without the header the range applies.
 */
export function ifRangeHolds(ifRange: string | null | undefined, v: Validators): boolean {
  if (ifRange === null || ifRange === undefined || ifRange.trim() === '') return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === v.etag; // weak tags never match (RFC 9110 §13.1.5)
  if (!v.lastModified) return false;
  const when = Date.parse(value);
  return Number.isFinite(when) && Math.floor(when / 1000) === Math.floor(v.lastModified.getTime() / 1000);
}

/** If-None-Match: whether one of the listed tags (or `*`) names this file (weak comparison, as for a GET). */
export function noneMatchHits(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}

/** A quoted strong tag from text an S3 store or a stat gives (S3 ETags come quoted already). */
export function quoteEtag(tag: string): string {
  const t = tag.replace(/^W\//, '');
  return t.startsWith('"') ? t : `"${t.replace(/"/g, '')}"`;
}
