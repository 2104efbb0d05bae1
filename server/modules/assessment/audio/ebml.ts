// A small EBML (WebM / Matroska) demuxer for what MediaRecorder writes: one audio track, its frames in
// SimpleBlocks (or Blocks inside BlockGroups) of Clusters, Segment and Clusters of unknown size. Pure: bytes in,
// the track's codec data and frames out. Not a general Matroska reader: no seeking, no Cues, no multi-track muxing
// (frames of other tracks are skipped).

export interface WebmTrack {
  number: number;
  codecId: string;
  /** CodecPrivate: for Opus, the OpusHead (channels, pre-skip) */
  codecPrivate: Uint8Array | null;
  sampleRate: number | null;
  channels: number | null;
}

export interface WebmFrame {
  /** presentation time in milliseconds from the start of the segment */
  timeMs: number;
  data: Uint8Array;
}

export interface WebmAudio {
  track: WebmTrack;
  /** nanoseconds per timecode unit (TimecodeScale, 1 000 000 by default) */
  timecodeScale: number;
  frames: WebmFrame[];
}

export class EbmlError extends Error {}

// Element ids (with their length marker bits, as written)
const ID = {
  EBML: 0x1a45dfa3,
  Segment: 0x18538067,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  TrackType: 0x83,
  CodecID: 0x86,
  CodecPrivate: 0x63a2,
  Audio: 0xe1,
  SamplingFrequency: 0xb5,
  Channels: 0x9f,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
  BlockGroup: 0xa0,
  Block: 0xa1,
} as const;

/** Master elements the scan steps into (their children follow inline; an unknown size is fine). */
const MASTERS = new Set<number>([ID.Segment, ID.Info, ID.Tracks, ID.TrackEntry, ID.Audio, ID.Cluster, ID.BlockGroup]);

/** An element id: 1-4 bytes, the marker bits kept. */
function readId(b: Uint8Array, at: number): { value: number; length: number } {
  const first = b[at];
  if (first === undefined) throw new EbmlError('truncated element id');
  let length = 1;
  while (length <= 4 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 4) throw new EbmlError(`invalid element id at ${at}`);
  if (at + length > b.length) throw new EbmlError('truncated element id');
  let value = 0;
  for (let i = 0; i < length; i++) value = value * 256 + b[at + i]!;
  return { value, length };
}

/**
 * A variable-size integer (element sizes, track numbers in blocks): 1-8 bytes, the marker removed. All value bits
 * set means "unknown size" (returned as null).
 */
export function readVint(b: Uint8Array, at: number): { value: number | null; length: number } {
  const first = b[at];
  if (first === undefined) throw new EbmlError('truncated size');
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8) throw new EbmlError(`invalid size at ${at}`);
  if (at + length > b.length) throw new EbmlError('truncated size');
  let value = first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = b[at + i]!;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value: allOnes ? null : value, length };
}

function readUint(b: Uint8Array, at: number, size: number): number {
  let v = 0;
  for (let i = 0; i < size; i++) v = v * 256 + b[at + i]!;
  return v;
}

function readFloat(b: Uint8Array, at: number, size: number): number {
  const view = new DataView(b.buffer, b.byteOffset + at, size);
  return size === 4 ? view.getFloat32(0) : size === 8 ? view.getFloat64(0) : NaN;
}

/** The frames of a (Simple)Block payload, with its lacing undone. */
function blockFrames(b: Uint8Array, start: number, end: number): { track: number; timecode: number; frames: Uint8Array[] } {
  const tn = readVint(b, start);
  if (tn.value === null) throw new EbmlError('invalid track number in block');
  let at = start + tn.length;
  if (at + 3 > end) throw new EbmlError('truncated block');
  const rel = (b[at]! << 8) | b[at + 1]!;
  const timecode = rel & 0x8000 ? rel - 0x10000 : rel;
  const flags = b[at + 2]!;
  at += 3;
  const lacing = (flags >> 1) & 0x03;
  if (lacing === 0) return { track: tn.value, timecode, frames: [b.subarray(at, end)] };
  const count = b[at]! + 1;
  at += 1;
  const sizes: number[] = [];
  if (lacing === 1) {
    // Xiph lacing: each size but the last as a run of 255s plus a final byte
    for (let i = 0; i < count - 1; i++) {
      let size = 0;
      let byte: number;
      do {
        byte = b[at++]!;
        size += byte;
      } while (byte === 255 && at < end);
      sizes.push(size);
    }
  } else if (lacing === 3) {
    // EBML lacing: the first size as a vint, then signed differences
    const first = readVint(b, at);
    if (first.value === null) throw new EbmlError('invalid lace size');
    at += first.length;
    sizes.push(first.value);
    for (let i = 1; i < count - 1; i++) {
      const d = readVint(b, at);
      if (d.value === null) throw new EbmlError('invalid lace size');
      const bias = 2 ** (7 * d.length - 1) - 1;
      at += d.length;
      sizes.push(sizes[i - 1]! + d.value - bias);
    }
  } else {
    // fixed-size lacing
    const each = Math.floor((end - at) / count);
    for (let i = 0; i < count - 1; i++) sizes.push(each);
  }
  const used = sizes.reduce((n, s) => n + s, 0);
  sizes.push(end - at - used);
  const frames: Uint8Array[] = [];
  for (const size of sizes) {
    if (size < 0 || at + size > end) throw new EbmlError('invalid lacing');
    frames.push(b.subarray(at, at + size));
    at += size;
  }
  return { track: tn.value, timecode, frames };
}

/**
 * Reads the first audio track of a WebM/Matroska file and its frames in file order.
 * Throws EbmlError on anything that is not such a file; a file cut short keeps the frames read so far.
 */
export function demuxWebmAudio(bytes: Uint8Array): WebmAudio {
  const first = bytes.length >= 4 ? readId(bytes, 0).value : 0;
  if (first !== ID.EBML) throw new EbmlError('not an EBML file');
  const tracks: WebmTrack[] = [];
  let current: WebmTrack | null = null;
  let trackType: number | null = null;
  let timecodeScale = 1_000_000;
  let clusterTime = 0;
  const blocks: Array<{ track: number; time: number; frames: Uint8Array[] }> = [];

  const closeTrack = () => {
    if (current && (trackType === null || trackType === 2)) tracks.push(current);
    current = null;
    trackType = null;
  };

  let at = 0;
  while (at < bytes.length) {
    let id: { value: number; length: number };
    let size: { value: number | null; length: number };
    try {
      id = readId(bytes, at);
      size = readVint(bytes, at + id.length);
    } catch (err) {
      if (blocks.length > 0) break; // a recording cut short: keep what was read
      throw err;
    }
    const dataStart = at + id.length + size.length;
    if (MASTERS.has(id.value)) {
      if (id.value === ID.TrackEntry) {
        closeTrack();
        current = { number: 0, codecId: '', codecPrivate: null, sampleRate: null, channels: null };
      } else if (id.value === ID.Cluster || id.value === ID.Tracks) {
        // leaving the last TrackEntry
        if (id.value === ID.Cluster) closeTrack();
      }
      at = dataStart;
      continue;
    }
    if (size.value === null) throw new EbmlError(`unknown size on a non-master element 0x${id.value.toString(16)}`);
    const dataEnd = dataStart + size.value;
    if (dataEnd > bytes.length) {
      if (blocks.length > 0) break;
      throw new EbmlError('truncated element');
    }
    const t = current as WebmTrack | null;
    switch (id.value) {
      case ID.TimecodeScale:
        timecodeScale = readUint(bytes, dataStart, size.value) || 1_000_000;
        break;
      case ID.TrackNumber:
        if (t) t.number = readUint(bytes, dataStart, size.value);
        break;
      case ID.TrackType:
        if (t) trackType = readUint(bytes, dataStart, size.value);
        break;
      case ID.CodecID:
        if (t) t.codecId = new TextDecoder().decode(bytes.subarray(dataStart, dataEnd)).replace(/\0+$/, '');
        break;
      case ID.CodecPrivate:
        if (t) t.codecPrivate = bytes.slice(dataStart, dataEnd);
        break;
      case ID.SamplingFrequency:
        if (t) t.sampleRate = readFloat(bytes, dataStart, size.value);
        break;
      case ID.Channels:
        if (t) t.channels = readUint(bytes, dataStart, size.value);
        break;
      case ID.Timecode:
        clusterTime = readUint(bytes, dataStart, size.value);
        break;
      case ID.SimpleBlock:
      case ID.Block: {
        const blk = blockFrames(bytes, dataStart, dataEnd);
        blocks.push({ track: blk.track, time: clusterTime + blk.timecode, frames: blk.frames });
        break;
      }
      default:
        break;
    }
    at = dataEnd;
  }
  closeTrack();
  const track = tracks.find((x) => x.codecId.startsWith('A_')) ?? tracks[0];
  if (!track) throw new EbmlError('no audio track');
  const toMs = timecodeScale / 1_000_000;
  const frames: WebmFrame[] = [];
  for (const blk of blocks) {
    if (blk.track !== track.number) continue;
    for (const data of blk.frames) frames.push({ timeMs: blk.time * toMs, data });
  }
  return { track, timecodeScale, frames };
}

/** Channels and pre-skip of an OpusHead (RFC 7845 §5.1), or null when the bytes are not one. */
export function parseOpusHead(head: Uint8Array | null): { channels: number; preSkip: number; inputSampleRate: number } | null {
  if (!head || head.length < 19) return null;
  if (new TextDecoder().decode(head.subarray(0, 8)) !== 'OpusHead') return null;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  return { channels: head[9]!, preSkip: view.getUint16(10, true), inputSampleRate: view.getUint32(12, true) };
}
