/**
 * The pure parts of resumable uploads (resumable.ts): the tus `Upload-Metadata` header, the owner stamp and the
 * head of a file handed to the sniffer. No I/O.
 */

/** A tus upload id as @tus/server names them: 16 random bytes in hex. */
export const UPLOAD_ID_RE = /^[0-9a-f]{32}$/;
/** The metadata key the server writes (and overwrites whatever a client sent under it). */
export const OWNER_KEY = 'owner';
const KEY_RE = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * `key base64,key2 base64,flag` → { key: 'value', key2: 'value', flag: '' }; null when the header does not follow
 * the tus grammar (a key twice, a key with spaces or commas, a value that is not base64 or not UTF-8).
 */
export function parseUploadMetadata(header: string | null | undefined): Record<string, string> | null {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  if (header === null || header === undefined || header.trim() === '') return out;
  for (const pair of header.split(',')) {
    const parts = pair.trim().split(' ');
    if (parts.length > 2 || !KEY_RE.test(parts[0]!) || parts[0]! in out) return null;
    const value = parts[1];
    if (value === undefined) {
      out[parts[0]!] = '';
      continue;
    }
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value) || value.length % 4 !== 0) return null;
    try {
      out[parts[0]!] = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(value, 'base64'));
    } catch {
      return null;
    }
  }
  return out;
}

export function encodeUploadMetadata(meta: Record<string, string>): string {
  return Object.entries(meta)
    .map(([k, v]) => (v === '' ? k : `${k} ${Buffer.from(v, 'utf8').toString('base64')}`))
    .join(',');
}

/** Who may continue, read and cancel an upload: the user who started it, on the tenant it was started on. */
export function ownerStamp(tenantId: number | null, userId: number): string {
  return `${tenantId ?? 'platform'}:${userId}`;
}

/** A file name safe to keep and show: the last path segment, control characters dropped, at most 200 characters. */
export function cleanFilename(name: string | undefined): string {
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = last.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean || 'upload';
}

/**
 * The first bytes of a longer file, cut so that a multi-byte UTF-8 character is never split at the end: the
 * sniffer's text check decodes strictly, and a cut character would refuse a plain-text file that is fine.
 */
export function headForSniffing(head: Uint8Array, totalSize: number): Uint8Array {
  if (head.length >= totalSize) return head;
  let i = head.length;
  // step back over continuation bytes (10xxxxxx) to the start of the last character, at most 3
  let back = 0;
  while (back < 3 && i > 0 && (head[i - 1]! & 0xc0) === 0x80) {
    i--;
    back++;
  }
  if (i === 0) return head;
  const lead = head[i - 1]!;
  const need = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
  // the last character is complete when its lead byte and all its continuation bytes are in
  return need > 1 && back + 1 < need ? head.subarray(0, i - 1) : head;
}
