// Recording -> mono PCM: WebM/Opus (what MediaRecorder writes) through the EBML demuxer, Ogg/Opus (Firefox, opusenc)
// through the Ogg demuxer, both decoded by the opus-decoder WASM build; PCM WAV read directly. Anything else: null
// (the audio assessor then measures nothing).
import fs from 'node:fs/promises';
import { demuxWebmAudio, parseOpusHead } from './ebml.ts';
import { demuxOggOpus } from './ogg.ts';

export interface Pcm {
  samples: Float32Array;
  sampleRate: number;
}

const OPUS_RATE = 48_000;

/** Averages channels into one. */
function mixDown(channels: Float32Array[], length: number): Float32Array {
  if (channels.length === 1) return channels[0]!.subarray(0, length);
  const out = new Float32Array(length);
  for (const ch of channels) for (let i = 0; i < length; i++) out[i]! += ch[i]! / channels.length;
  return out;
}

/** Decodes the Opus frames of a WebM file to mono 48 kHz PCM. Throws on a file it cannot read. */
export async function decodeWebmOpus(bytes: Uint8Array): Promise<Pcm> {
  const { track, frames } = demuxWebmAudio(bytes);
  if (track.codecId !== 'A_OPUS') throw new Error(`unsupported codec ${track.codecId}`);
  return decodeOpusPackets(parseOpusHead(track.codecPrivate), track.channels, frames.map((f) => f.data));
}

/** Decodes the audio packets of an Ogg Opus file to mono 48 kHz PCM. Throws on a file it cannot read. */
export async function decodeOggOpus(bytes: Uint8Array): Promise<Pcm> {
  const { head, packets } = demuxOggOpus(bytes);
  return decodeOpusPackets(parseOpusHead(head), null, packets);
}

async function decodeOpusPackets(head: ReturnType<typeof parseOpusHead>, trackChannels: number | null, frames: Uint8Array[]): Promise<Pcm> {
  const channels = Math.min(2, head?.channels ?? trackChannels ?? 1) || 1;
  const { OpusDecoder } = await import('opus-decoder');
  const decoder = new OpusDecoder({ channels, preSkip: head?.preSkip ?? 0, sampleRate: OPUS_RATE, streamCount: 1, coupledStreamCount: channels === 2 ? 1 : 0, channelMappingTable: channels === 2 ? [0, 1] : [0] });
  await decoder.ready;
  try {
    const chunks: Float32Array[] = [];
    let total = 0;
    // in batches: one decodeFrames call per ~10 s keeps memory flat
    for (let i = 0; i < frames.length; i += 500) {
      const out = decoder.decodeFrames(frames.slice(i, i + 500));
      const mono = mixDown(out.channelData, out.samplesDecoded);
      chunks.push(mono.slice());
      total += mono.length;
    }
    const samples = new Float32Array(total);
    let at = 0;
    for (const c of chunks) {
      samples.set(c, at);
      at += c.length;
    }
    return { samples, sampleRate: OPUS_RATE };
  } finally {
    decoder.free();
  }
}

/** A PCM WAV (8/16/24/32-bit integer or 32-bit float) as mono samples. Throws on anything else. */
export function decodeWav(b: Uint8Array): Pcm {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const tag = (at: number) => String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);
  if (b.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('not a WAV file');
  let at = 12;
  let format = 0;
  let channels = 0;
  let rate = 0;
  let bits = 0;
  while (at + 8 <= b.length) {
    const id = tag(at);
    let size = view.getUint32(at + 4, true);
    if (id === 'fmt ') {
      format = view.getUint16(at + 8, true);
      channels = view.getUint16(at + 10, true);
      rate = view.getUint32(at + 12, true);
      bits = view.getUint16(at + 22, true);
      if (format === 0xfffe && size >= 26) format = view.getUint16(at + 32, true);
    } else if (id === 'data') {
      if (!channels || !rate) throw new Error('WAV data before fmt');
      size = Math.min(size, b.length - at - 8);
      const bytesPer = bits / 8;
      const n = Math.floor(size / (bytesPer * channels));
      const out = new Float32Array(n);
      const base = at + 8;
      for (let i = 0; i < n; i++) {
        let sum = 0;
        for (let c = 0; c < channels; c++) {
          const p = base + (i * channels + c) * bytesPer;
          let v: number;
          if (format === 3 && bits === 32) v = view.getFloat32(p, true);
          else if (format !== 1) throw new Error('unsupported WAV format');
          else if (bits === 16) v = view.getInt16(p, true) / 32768;
          else if (bits === 8) v = (b[p]! - 128) / 128;
          else if (bits === 24) v = (((b[p + 2]! << 24) | (b[p + 1]! << 16) | (b[p]! << 8)) >> 8) / 8388608;
          else if (bits === 32) v = view.getInt32(p, true) / 2147483648;
          else throw new Error('unsupported WAV sample size');
          sum += v;
        }
        out[i] = sum / channels;
      }
      return { samples: out, sampleRate: rate };
    }
    at += 8 + size + (size & 1);
  }
  throw new Error('WAV without data');
}

/** Reads and decodes a recording by its file's first bytes; null for a format it does not know. */
export async function decodeRecordingFile(file: string): Promise<Pcm | null> {
  const bytes = new Uint8Array(await fs.readFile(file));
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return decodeWebmOpus(bytes);
  if (bytes.length > 12 && String.fromCharCode(...bytes.subarray(8, 12)) === 'WAVE') return decodeWav(bytes);
  if (String.fromCharCode(...bytes.subarray(0, 4)) === 'OggS') return decodeOggOpus(bytes);
  return null;
}
