/**
 * Short-lived signed links to private files: media elements and pdf.js cannot send a bearer header, so GET
 * materials/{id} hands out `/files/<folder>/<name>?exp=<unix seconds>&sig=<hex>` after its own authorisation, and the
 * private /files route (server/app.ts) accepts a valid signature instead of a session. The HMAC covers folder, name
 * and expiry, keyed by config.fileSigningSecret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a link lives: long enough to watch a lecture video while the element keeps asking for ranges. */
export const SIGNED_LINK_SECONDS = 2 * 60 * 60;

function mac(secret: string, folder: string, name: string, exp: number): string {
  return createHmac('sha256', secret).update(`${folder}/${name}/${exp}`).digest('hex');
}

/** `/files/<folder>/<name>` with its `exp` and `sig`; `now` in milliseconds. */
export function signFilePath(secret: string, filePath: string, now = Date.now(), ttlSeconds = SIGNED_LINK_SECONDS): string {
  const m = /^\/files\/([a-z0-9-]+)\/([^/?#]+)$/.exec(filePath);
  if (!m) throw new Error('not a stored file path');
  // rounded up to the next minute, so the links of one page share their address (the browser caches them)
  const exp = Math.ceil((now / 1000 + ttlSeconds) / 60) * 60;
  return `${filePath}?exp=${exp}&sig=${mac(secret, m[1]!, m[2]!, exp)}`;
}

export type SignatureCheck = 'none' | 'valid' | 'expired' | 'invalid';

/** Judges the `exp` and `sig` query values of a private file read (both absent: 'none', the bearer rules apply). */
export function checkFileSignature(secret: string, folder: string, name: string, exp: string | undefined, sig: string | undefined, now = Date.now()): SignatureCheck {
  if (exp === undefined && sig === undefined) return 'none';
  if (!exp || !sig || !/^\d{1,12}$/.test(exp) || !/^[0-9a-f]{64}$/.test(sig)) return 'invalid';
  const expected = Buffer.from(mac(secret, folder, name, Number(exp)), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return 'invalid';
  return Number(exp) * 1000 < now ? 'expired' : 'valid';
}
