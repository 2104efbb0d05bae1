// What a recording must be before it is stored: audio the assessor can decode. The first bytes are not enough
// (`OggS` followed by an HTML page starts like audio), so the container is read to its end and every Opus packet's
// framing is checked (RFC 6716 §3.4). Pure and synchronous: no decoding, which the assessor does later.
import { demuxWebmAudio, parseOpusHead } from '../assessment/audio/ebml.ts';
import { demuxOggOpus } from '../assessment/audio/ogg.ts';

export interface RecordingKind {
  mime: 'audio/webm' | 'audio/ogg' | 'audio/wav';
  ext: 'weba' | 'ogg' | 'wav';
  codec: 'opus' | 'pcm';
}

export type RecordingProbe = { ok: true; kind: RecordingKind } | { ok: false; reason: string };

/** Frame duration in tenths of a millisecond by the TOC's configuration number (RFC 6716 table 2). */
function frameTenthsMs(config: number): number {
  if (config < 12) return [100, 200, 400, 600][config % 4]!; // SILK-only
  if (config < 16) return [100, 200][config % 2]!; // hybrid
  return [25, 50, 100, 200][config % 4]!; // CELT-only
}

const MAX_FRAME = 1275;

/** A frame length in a code 2 or 3 packet: one byte below 252, else two. Null when the packet ends first. */
function frameLength(p: Uint8Array, at: number): { value: number; bytes: number } | null {
  const first = p[at];
  if (first === undefined) return null;
  if (first < 252) return { value: first, bytes: 1 };
  const second = p[at + 1];
  return second === undefined ? null : { value: first + 4 * second, bytes: 2 };
}

/** Whether one Opus packet obeys the framing rules R1-R7 of RFC 6716 §3.4 (what a decoder checks first). */
export function isValidOpusPacket(p: Uint8Array): boolean {
  if (p.length < 1) return false;
  const code = p[0]! & 0x03;
  const payload = p.length - 1;
  if (code === 0) return payload <= MAX_FRAME;
  if (code === 1) return payload % 2 === 0 && payload / 2 <= MAX_FRAME;
  if (code === 2) {
    const first = frameLength(p, 1);
    if (!first) return false;
    const rest = payload - first.bytes;
    return first.value <= rest && first.value <= MAX_FRAME && rest - first.value <= MAX_FRAME;
  }
  const countByte = p[1];
  if (countByte === undefined) return false;
  const frames = countByte & 0x3f;
  if (frames === 0 || frames * frameTenthsMs(p[0]! >> 3) > 1200) return false;
  let at = 2;
  let padding = 0;
  if (countByte & 0x40) {
    let more = true;
    while (more) {
      const b = p[at++];
      if (b === undefined) return false;
      padding += b === 255 ? 254 : b;
      more = b === 255;
    }
  }
  let left = p.length - at - padding;
  if (left < 0) return false;
  if (!(countByte & 0x80)) return left % frames === 0 && left / frames <= MAX_FRAME;
  // variable bitrate: the lengths of all frames but the last, the last takes what remains
  for (let i = 0; i < frames - 1; i++) {
    const len = frameLength(p, at);
    if (!len) return false;
    at += len.bytes;
    left -= len.bytes + len.value;
    if (len.value > MAX_FRAME || left < 0) return false;
  }
  return left <= MAX_FRAME;
}

function ascii(b: Uint8Array, at: number, text: string): boolean {
  if (b.length < at + text.length) return false;
  for (let i = 0; i < text.length; i++) if (b[at + i] !== text.charCodeAt(i)) return false;
  return true;
}

function opusProblem(head: Uint8Array | null, packets: readonly Uint8Array[]): string | null {
  const h = parseOpusHead(head);
  if (!h || h.channels < 1 || h.channels > 2) return 'its Opus header is missing or not mono/stereo';
  if (packets.length === 0) return 'it holds no audio';
  if (!packets.every(isValidOpusPacket)) return 'its Opus data is damaged';
  return null;
}

/** Supported PCM WAV: integer 8/16/24/32-bit or 32-bit float, 1-8 channels, 8-192 kHz, at least one sample. */
function wavProblem(b: Uint8Array): string | null {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let at = 12;
  let fmt: { format: number; channels: number; rate: number; bits: number; align: number } | null = null;
  while (at + 8 <= b.length) {
    const size = view.getUint32(at + 4, true);
    if (ascii(b, at, 'fmt ')) {
      if (size < 16 || at + 8 + size > b.length) return 'its WAV format block is damaged';
      let format = view.getUint16(at + 8, true);
      if (format === 0xfffe && size >= 26) format = view.getUint16(at + 32, true);
      fmt = { format, channels: view.getUint16(at + 10, true), rate: view.getUint32(at + 12, true), align: view.getUint16(at + 20, true), bits: view.getUint16(at + 22, true) };
    } else if (ascii(b, at, 'data')) {
      if (!fmt) return 'its WAV data comes before the format';
      const { format, channels, rate, bits, align } = fmt;
      const pcm = format === 1 && [8, 16, 24, 32].includes(bits);
      const float = format === 3 && bits === 32;
      if (!pcm && !float) return 'it is a WAV file but not PCM';
      if (channels < 1 || channels > 8 || rate < 8000 || rate > 192_000 || align !== (channels * bits) / 8) return 'its WAV format is not supported';
      // streaming writers leave the size open (0xFFFFFFFF): what is there counts
      return Math.min(size, b.length - at - 8) >= align ? null : 'it holds no audio';
    }
    at += 8 + size + (size & 1);
  }
  return 'it is a WAV file without audio data';
}

/**
 * Decides whether bytes are a recording the server can use: Opus in WebM (what MediaRecorder writes in Chrome, Edge and Firefox),
 * Opus in Ogg, or PCM WAV. Anything else, including a file that merely starts like one of them, is refused with
 * the reason in words.
 */
export function probeRecording(bytes: Uint8Array): RecordingProbe {
  const refuse = (why: string): RecordingProbe => ({ ok: false, reason: why });
  if (ascii(bytes, 0, '\x1a\x45\xdf\xa3')) {
    try {
      const { track, frames } = demuxWebmAudio(bytes);
      if (track.codecId !== 'A_OPUS') return refuse(`its codec (${track.codecId.slice(0, 20) || 'none'}) is not Opus`);
      const problem = opusProblem(track.codecPrivate, frames.map((f) => f.data));
      return problem ? refuse(problem) : { ok: true, kind: { mime: 'audio/webm', ext: 'weba', codec: 'opus' } };
    } catch {
      // EbmlError, or a RangeError from a length field pointing outside the bytes: either way not readable
      return refuse('it is not a readable WebM file');
    }
  }
  if (ascii(bytes, 0, 'OggS')) {
    try {
      const { head, packets } = demuxOggOpus(bytes);
      const problem = opusProblem(head, packets);
      return problem ? refuse(problem) : { ok: true, kind: { mime: 'audio/ogg', ext: 'ogg', codec: 'opus' } };
    } catch {
      return refuse('it is not a readable Ogg Opus file');
    }
  }
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) {
    const problem = wavProblem(bytes);
    return problem ? refuse(problem) : { ok: true, kind: { mime: 'audio/wav', ext: 'wav', codec: 'pcm' } };
  }
  return refuse('it is not WebM, Ogg or WAV audio');
}
