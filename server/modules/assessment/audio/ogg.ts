// A small Ogg demuxer for Ogg Opus (RFC 3533 pages, RFC 7845 mapping): what Firefox's MediaRecorder and opusenc
// write. Pure: bytes in, the OpusHead and the audio packets of the first logical stream out. Every page's CRC is
// checked, so bytes that only start like an Ogg file (`OggS` and then anything) are refused.

import { concatBytes } from '../../../kernel/bytes.ts';

export class OggError extends Error {}

export interface OggOpus {
  /** the identification header (`OpusHead`, RFC 7845 §5.1) */
  head: Uint8Array;
  /** the audio packets in file order (the two header packets left out) */
  packets: Uint8Array[];
}

const CAPTURE = [0x4f, 0x67, 0x67, 0x53]; // "OggS"
const HEADER_BYTES = 27;
const FLAG_BOS = 0x02;

/** CRC-32 of Ogg pages: polynomial 0x04c11db7, not reflected, initial 0, no final xor. */
const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let k = 0; k < 8; k++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    t[i] = r >>> 0;
  }
  return t;
})();

/** The page CRC, computed with the checksum field (bytes 22..25 of the page) taken as zero. */
export function oggPageCrc(page: Uint8Array): number {
  let crc = 0;
  for (let i = 0; i < page.length; i++) {
    const byte = i >= 22 && i < 26 ? 0 : page[i]!;
    crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  }
  return crc;
}

function startsWithCapture(b: Uint8Array, at: number): boolean {
  for (let i = 0; i < 4; i++) if (at + i < b.length && b[at + i] !== CAPTURE[i]) return false;
  return true;
}

function startsWith(b: Uint8Array, text: string): boolean {
  if (b.length < text.length) return false;
  for (let i = 0; i < text.length; i++) if (b[i] !== text.charCodeAt(i)) return false;
  return true;
}

/**
 * Reads the first logical stream of an Ogg file, which must be Opus (`OpusHead`, then `OpusTags`, then audio).
 * Throws OggError on anything else: a bad capture pattern or CRC, a first page without the start-of-stream flag,
 * another codec. A last page cut short (the file ends inside it) is dropped once audio was read, as for WebM.
 */
export function demuxOggOpus(bytes: Uint8Array): OggOpus {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let serial: number | null = null;
  const packets: Uint8Array[] = [];
  let partial: Uint8Array[] = [];
  let at = 0;
  while (at < bytes.length) {
    const cutShort = () => {
      // the tail of an interrupted recording: fine after audio, anything else is not an Ogg file
      if (packets.length > 2 && startsWithCapture(bytes, at)) return true;
      throw new OggError(`not an Ogg page at byte ${at}`);
    };
    if (at + HEADER_BYTES > bytes.length) {
      if (cutShort()) break;
    }
    if (!startsWithCapture(bytes, at) || bytes[at + 4] !== 0) throw new OggError(`not an Ogg page at byte ${at}`);
    const flags = bytes[at + 5]!;
    const pageSerial = view.getUint32(at + 14, true);
    const segments = bytes[at + 26]!;
    const lacingEnd = at + HEADER_BYTES + segments;
    if (lacingEnd > bytes.length) {
      if (cutShort()) break;
    }
    let bodySize = 0;
    for (let i = at + HEADER_BYTES; i < lacingEnd; i++) bodySize += bytes[i]!;
    const pageEnd = lacingEnd + bodySize;
    if (pageEnd > bytes.length) {
      if (cutShort()) break;
    }
    const page = bytes.subarray(at, pageEnd);
    if (oggPageCrc(page) !== view.getUint32(at + 22, true)) throw new OggError(`bad page checksum at byte ${at}`);
    if (serial === null) {
      if (!(flags & FLAG_BOS)) throw new OggError('the first page does not start a stream');
      serial = pageSerial;
    }
    if (pageSerial === serial) {
      let body = lacingEnd;
      for (let i = at + HEADER_BYTES; i < lacingEnd; i++) {
        const lace = bytes[i]!;
        partial.push(bytes.subarray(body, body + lace));
        body += lace;
        if (lace < 255) {
          packets.push(concat(partial));
          partial = [];
        }
      }
    }
    at = pageEnd;
  }
  const [head, tags] = packets;
  if (!head || !startsWith(head, 'OpusHead')) throw new OggError('not an Ogg Opus stream');
  if (!tags || !startsWith(tags, 'OpusTags')) throw new OggError('Ogg Opus stream without its comment header');
  return { head, packets: packets.slice(2) };
}

// a packet within one lace is used in place; only one spread over several laces is copied
function concat(parts: Uint8Array[]): Uint8Array {
  return parts.length === 1 ? parts[0]! : concatBytes(...parts);
}
