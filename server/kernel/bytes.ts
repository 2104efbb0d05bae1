// Byte arrays laid end to end: the Ogg demuxer joins a packet's laces with it, and the tests build media files
// (EBML, Ogg pages, uploads) from parts.

/** A fresh copy of the parts one after another; always a new ArrayBuffer, so the result can go into a Blob. */
export function concatBytes(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
