import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeRecordingFile } from '../assessment/audio/decode.ts';
import { demuxOggOpus, oggPageCrc } from '../assessment/audio/ogg.ts';
import { concatBytes } from '../../kernel/bytes.ts';
import { isValidOpusPacket, probeRecording } from './probe.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const read = (...p: string[]) => new Uint8Array(fs.readFileSync(path.join(ROOT, ...p)));
const WEBM = read('tests', 'fixtures', 'speech.webm');
const WAV = read('tests', 'fixtures', 'speech.wav');
const OGG_FILE = path.join(ROOT, 'server', 'db', 'seed-media', 'read-aloud-response-1.ogg');
const OGG = new Uint8Array(fs.readFileSync(OGG_FILE));
const HTML = new TextEncoder().encode('<html><body><script>alert(document.cookie)</script></body></html>');

const join = concatBytes;

/** A single Ogg page with a correct checksum, so a test can forge well-framed pages with wrong contents. */
function oggPage(flags: number, serial: number, seq: number, packet: Uint8Array): Uint8Array {
  const lacing: number[] = [];
  let left = packet.length;
  while (left >= 255) {
    lacing.push(255);
    left -= 255;
  }
  lacing.push(left);
  const page = new Uint8Array(27 + lacing.length + packet.length);
  page.set([0x4f, 0x67, 0x67, 0x53, 0, flags]);
  const view = new DataView(page.buffer);
  view.setUint32(14, serial, true);
  view.setUint32(18, seq, true);
  page[26] = lacing.length;
  page.set(lacing, 27);
  page.set(packet, 27 + lacing.length);
  view.setUint32(22, oggPageCrc(page), true);
  return page;
}

const ascii = (s: string) => new TextEncoder().encode(s);
const opusHead = join(ascii('OpusHead'), new Uint8Array([1, 1, 0x38, 0x01, 0x80, 0xbb, 0, 0, 0, 0, 0]));
const opusTags = join(ascii('OpusTags'), new Uint8Array([0, 0, 0, 0, 0, 0, 0, 0]));

describe('probeRecording', () => {
  it('accepts the real recordings: WebM Opus from MediaRecorder, Ogg Opus from opusenc, PCM WAV', () => {
    expect(probeRecording(WEBM)).toEqual({ ok: true, kind: { mime: 'audio/webm', ext: 'weba', codec: 'opus' } });
    expect(probeRecording(OGG)).toEqual({ ok: true, kind: { mime: 'audio/ogg', ext: 'ogg', codec: 'opus' } });
    expect(probeRecording(WAV)).toEqual({ ok: true, kind: { mime: 'audio/wav', ext: 'wav', codec: 'pcm' } });
    for (const f of fs.readdirSync(path.join(ROOT, 'server', 'db', 'seed-media')).filter((n) => n.endsWith('.ogg'))) {
      expect(probeRecording(read('server', 'db', 'seed-media', f)).ok, f).toBe(true);
    }
  });

  it('refuses files that only start like audio', () => {
    const forged = [
      join(ascii('OggS'), HTML),
      join(WEBM.subarray(0, 4), HTML),
      join(WEBM.subarray(0, 40), HTML), // the real EBML header, then a page
      join(ascii('RIFF\x00\x00\x00\x00WAVE'), HTML),
      join(OGG.subarray(0, 30), HTML), // a real first page header, its body replaced (checksum no longer matches)
      HTML,
      new Uint8Array(0),
    ];
    for (const bytes of forged) {
      const r = probeRecording(bytes);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.reason).toMatch(/[a-z]/);
    }
  });

  it('refuses well-framed Ogg that is not Opus audio: another codec, headers only, damaged packets', () => {
    const vorbis = join(oggPage(2, 7, 0, join(new Uint8Array([1]), ascii('vorbis'), new Uint8Array(23))), oggPage(0, 7, 1, new Uint8Array(20)));
    expect(probeRecording(vorbis)).toMatchObject({ ok: false });
    const headersOnly = join(oggPage(2, 7, 0, opusHead), oggPage(0, 7, 1, opusTags));
    expect(probeRecording(headersOnly)).toEqual({ ok: false, reason: 'it holds no audio' });
    // code 1 (two equal frames) with an odd payload breaks rule R3
    const damaged = join(headersOnly, oggPage(4, 7, 2, new Uint8Array([0x79, 1, 2, 3])));
    expect(probeRecording(damaged)).toEqual({ ok: false, reason: 'its Opus data is damaged' });
    const good = join(headersOnly, oggPage(4, 7, 2, new Uint8Array([0x78, 1, 2, 3])));
    expect(probeRecording(good).ok).toBe(true);
    // a page that does not start the stream first
    expect(probeRecording(join(oggPage(0, 7, 0, opusHead), oggPage(0, 7, 1, opusTags))).ok).toBe(false);
  });

  it('refuses WebM with a damaged body and WAV that is not PCM', () => {
    const cut = WEBM.slice(0, 300); // the headers and hardly a frame
    const r = probeRecording(cut);
    if (r.ok) expect(r.kind.codec).toBe('opus'); // a recording cut short after a frame is still audio
    const noisy = WEBM.slice();
    noisy.fill(0xff, 60, 400); // the track header overwritten
    expect(probeRecording(noisy).ok).toBe(false);
    const adpcm = WAV.slice();
    new DataView(adpcm.buffer).setUint16(20, 2, true); // format tag 2: MS ADPCM
    expect(probeRecording(adpcm)).toEqual({ ok: false, reason: 'it is a WAV file but not PCM' });
    expect(probeRecording(WAV.slice(0, 44)).ok).toBe(false); // header, no samples
  });
});

describe('isValidOpusPacket (RFC 6716 §3.4)', () => {
  it('follows the framing rules', () => {
    expect(isValidOpusPacket(new Uint8Array([]))).toBe(false); // R1
    expect(isValidOpusPacket(new Uint8Array([0x78]))).toBe(true); // code 0, an empty frame (DTX)
    expect(isValidOpusPacket(new Uint8Array(1277))).toBe(false); // R2: a frame over 1275 bytes
    expect(isValidOpusPacket(new Uint8Array([0x01, 1, 2]))).toBe(true); // code 1, 2 x 1 byte
    expect(isValidOpusPacket(new Uint8Array([0x02, 5, 1, 2]))).toBe(false); // R4: first frame longer than the packet
    expect(isValidOpusPacket(new Uint8Array([0x02, 1, 1, 2]))).toBe(true);
    expect(isValidOpusPacket(new Uint8Array([0x03, 0]))).toBe(false); // R5: no frames
    expect(isValidOpusPacket(new Uint8Array([0xfb, 7]))).toBe(false); // R5: 7 x 20 ms > 120 ms (config 31)
    expect(isValidOpusPacket(new Uint8Array([0x03, 2, 1, 2]))).toBe(true); // CBR 2 x 1 byte
    expect(isValidOpusPacket(new Uint8Array([0x03, 2, 1, 2, 3]))).toBe(false); // R6: 3 bytes for 2 equal frames
    expect(isValidOpusPacket(new Uint8Array([0x03, 0x82, 1, 9, 9]))).toBe(true); // VBR: 1 byte, then 1 byte
    expect(isValidOpusPacket(new Uint8Array([0x03, 0x82, 9, 1]))).toBe(false); // R7: first frame past the end
    expect(isValidOpusPacket(new Uint8Array([0x03, 0x41, 200]))).toBe(false); // padding longer than the packet
  });
});

describe('Ogg Opus decoding', () => {
  it('demuxes the seed recording and the assessor decodes it to speech-length PCM', async () => {
    const { packets } = demuxOggOpus(OGG);
    expect(packets.length).toBeGreaterThan(10);
    const pcm = await decodeRecordingFile(OGG_FILE);
    expect(pcm?.sampleRate).toBe(48_000);
    // opusenc writes 20 ms packets: the decoded length matches the packet count
    expect(pcm!.samples.length / 48_000).toBeCloseTo(packets.length * 0.02, 1);
  });
});
