// Writes tests/fixtures/speech.webm: espeak-ng says a sentence, 1 s of silence, a
// second sentence; Chromium plays that WAV as its fake microphone and records it with MediaRecorder as
// audio/webm;codecs=opus, exactly as the recorder in the browser does. The output is committed: the audio assessor's
// tests decode it (server/modules/assessment).
//
// Also writes tests/fixtures/speech.wav, the browser tests' fake microphone (--use-file-for-fake-audio-capture):
// the same two sentences with their edge silence trimmed, exactly 1 s apart, as 16 kHz mono 16-bit PCM (~200 KB).
//
//   node --import tsx scripts/generate-speech-fixture.ts             # both files
//   node --import tsx scripts/generate-speech-fixture.ts --wav-only  # speech.wav only (speech.webm stays as committed)
//
// Needs espeak-ng and the system Chromium (/usr/bin/chromium, or CHROMIUM_PATH).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';

const OUT_DIR = path.resolve(import.meta.dirname, '..', 'tests', 'fixtures');
const FIRST = 'The quick brown fox jumps over the lazy dog.';
const SECOND = 'Then it runs back into the forest.';
const LEAD_SEC = 0.4;
const PAUSE_SEC = 1.0;
const TAIL_SEC = 0.6;
/** speech.wav: the fake microphone's sample rate and the silence around its two sentences */
const MIC_RATE = 16_000;
const MIC_EDGE_SEC = 0.1;
/** |sample| above this (about -40 dBFS) is speech when trimming espeak-ng's own leading and trailing silence */
const TRIM_LEVEL = 300;
const TRIM_MARGIN_SEC = 0.01;

interface Pcm {
  rate: number;
  samples: Int16Array;
}

/** A mono 16-bit PCM WAV (espeak-ng's output). */
function readWav(file: string): Pcm {
  const b = fs.readFileSync(file);
  if (b.toString('ascii', 0, 4) !== 'RIFF' || b.toString('ascii', 8, 12) !== 'WAVE') throw new Error(`${file}: not a WAV`);
  let off = 12;
  let rate = 0;
  let channels = 1;
  while (off + 8 <= b.length) {
    const id = b.toString('ascii', off, off + 4);
    let size = b.readUInt32LE(off + 4);
    if (id === 'fmt ') {
      channels = b.readUInt16LE(off + 10);
      rate = b.readUInt32LE(off + 12);
      if (b.readUInt16LE(off + 22) !== 16) throw new Error('16-bit PCM expected');
    } else if (id === 'data') {
      // espeak-ng writing to a file may leave the size at 0x7fffffff: take what is there
      size = Math.min(size, b.length - off - 8);
      const all = new Int16Array(b.buffer.slice(b.byteOffset + off + 8, b.byteOffset + off + 8 + (size & ~1)));
      const mono = channels === 1 ? all : all.filter((_v, i) => i % channels === 0);
      return { rate, samples: mono };
    }
    off += 8 + size + (size & 1);
  }
  throw new Error(`${file}: no data chunk`);
}

function writeWav(file: string, { rate, samples }: Pcm): void {
  const data = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVE', 8, 'ascii');
  h.write('fmt ', 12, 'ascii');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(rate, 24);
  h.writeUInt32LE(rate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(data.length, 40);
  fs.writeFileSync(file, Buffer.concat([h, data]));
}

function speak(text: string, dir: string, name: string): Pcm {
  const file = path.join(dir, name);
  execFileSync('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', file, text]);
  return readWav(file);
}

/** The clip without the silence espeak-ng puts before and after the words (a few ms of margin kept). */
function trimSilence({ rate, samples }: Pcm): Pcm {
  let first = samples.findIndex((v) => Math.abs(v) > TRIM_LEVEL);
  if (first < 0) return { rate, samples: new Int16Array(0) };
  let last = samples.length - 1;
  while (last > first && Math.abs(samples[last]!) <= TRIM_LEVEL) last--;
  const margin = Math.round(TRIM_MARGIN_SEC * rate);
  first = Math.max(0, first - margin);
  last = Math.min(samples.length - 1, last + margin);
  return { rate, samples: samples.slice(first, last + 1) };
}

/** Windowed-sinc resampling (Blackman window, cut-off below the lower Nyquist frequency: no aliasing). */
function resample({ rate, samples }: Pcm, to: number): Pcm {
  if (rate === to) return { rate, samples };
  const ratio = to / rate;
  const cutoff = 0.95 * Math.min(1, ratio); // of the input's Nyquist frequency
  const half = 24; // taps each side, in input samples (scaled when down-sampling)
  const width = Math.ceil(half / Math.min(1, ratio));
  const out = new Int16Array(Math.floor(samples.length * ratio));
  for (let i = 0; i < out.length; i++) {
    const center = i / ratio;
    const lo = Math.max(0, Math.ceil(center - width));
    const hi = Math.min(samples.length - 1, Math.floor(center + width));
    let acc = 0;
    let norm = 0;
    for (let j = lo; j <= hi; j++) {
      const x = j - center;
      const sinc = x === 0 ? 1 : Math.sin(Math.PI * cutoff * x) / (Math.PI * cutoff * x);
      const w = 0.42 + 0.5 * Math.cos((Math.PI * x) / (width + 1)) + 0.08 * Math.cos((2 * Math.PI * x) / (width + 1));
      acc += samples[j]! * sinc * w;
      norm += sinc * w;
    }
    out[i] = Math.max(-32768, Math.min(32767, Math.round(norm !== 0 ? acc / norm : 0)));
  }
  return { rate: to, samples: out };
}

function concat(rate: number, parts: Int16Array[]): Pcm {
  const samples = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    samples.set(p, at);
    at += p.length;
  }
  return { rate, samples };
}

/** tests/fixtures/speech.wav: lead, first sentence, exactly PAUSE_SEC of silence, second sentence, tail; 16 kHz. */
function writeMicrophoneWav(a: Pcm, b: Pcm): void {
  const first = resample(trimSilence(a), MIC_RATE).samples;
  const second = resample(trimSilence(b), MIC_RATE).samples;
  const silence = (sec: number) => new Int16Array(Math.round(sec * MIC_RATE));
  const pcm = concat(MIC_RATE, [silence(MIC_EDGE_SEC), first, silence(PAUSE_SEC), second, silence(MIC_EDGE_SEC)]);
  const file = path.join(OUT_DIR, 'speech.wav');
  writeWav(file, pcm);
  console.log(
    `speech.wav: ${(pcm.samples.length / MIC_RATE).toFixed(2)} s at ${MIC_RATE} Hz (speech ${(first.length / MIC_RATE).toFixed(2)} s + ${PAUSE_SEC} s + ${(second.length / MIC_RATE).toFixed(2)} s), ${fs.statSync(file).size} bytes`,
  );
}

async function main(): Promise<void> {
  const wavOnly = process.argv.includes('--wav-only');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'speech-fixture-'));
  const a = speak(FIRST, tmp, 'a.wav');
  const b = speak(SECOND, tmp, 'b.wav');
  if (a.rate !== b.rate) throw new Error('espeak-ng rates differ');
  const rate = a.rate;
  const silence = (sec: number) => new Int16Array(Math.round(sec * rate));
  const parts = [silence(LEAD_SEC), a.samples, silence(PAUSE_SEC), b.samples, silence(TAIL_SEC)];
  const { samples } = concat(rate, parts);
  const total = samples.length;
  fs.mkdirSync(OUT_DIR, { recursive: true });
  writeMicrophoneWav(a, b);
  if (wavOnly) {
    fs.rmSync(tmp, { recursive: true, force: true });
    return;
  }
  const wavPath = path.join(tmp, 'speech.wav');
  writeWav(wavPath, { rate, samples });
  const durationSec = total / rate;
  console.log(`speech.wav: ${durationSec.toFixed(2)} s at ${rate} Hz (speech ${(a.samples.length / rate).toFixed(2)} s + ${PAUSE_SEC} s + ${(b.samples.length / rate).toFixed(2)} s)`);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox', '--disable-gpu', '--no-first-run',
      '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${wavPath}%noloop`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  try {
    const page = await browser.newPage();
    // an https origin (intercepted, never fetched) is a secure context: getUserMedia needs one
    await page.route('https://fixture.invalid/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>rec</title>' }));
    await page.goto('https://fixture.invalid/');
    const base64 = await page.evaluate(async (ms: number) => {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false } });
      const rec = new MediaRecorder(stream, { mimeType: 'audio/webm;codecs=opus', audioBitsPerSecond: 24000 });
      const chunks: Blob[] = [];
      rec.ondataavailable = (e) => chunks.push(e.data);
      const done = new Promise<void>((resolve) => (rec.onstop = () => resolve()));
      rec.start();
      await new Promise((r) => setTimeout(r, ms));
      rec.stop();
      await done;
      stream.getTracks().forEach((t) => t.stop());
      const buf = new Uint8Array(await new Blob(chunks, { type: 'audio/webm' }).arrayBuffer());
      let s = '';
      for (let i = 0; i < buf.length; i += 0x8000) s += String.fromCharCode(...buf.subarray(i, i + 0x8000));
      return btoa(s);
    }, Math.round(durationSec * 1000));
    const webm = Buffer.from(base64, 'base64');
    fs.writeFileSync(path.join(OUT_DIR, 'speech.webm'), webm);
    console.log(`speech.webm: ${webm.length} bytes`);
  } finally {
    await browser.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
