// The assessors' pure parts: the EBML demuxer (on the committed recording and on hand-built files), the speech
// measures, WAV decoding, spelling with American and British dictionaries, the registry and the evidence pipeline.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { questionType } from '@question-types/registry.ts';
import { decodeRecordingFile, decodeWav, decodeWebmOpus } from './audio/decode.ts';
import { EbmlError, demuxWebmAudio, parseOpusHead, readVint } from './audio/ebml.ts';
import { energyThreshold, measureSpeech, wordsPerMinute } from './audio/measures.ts';
import { attemptStatus, combineEvidence, scoreWithEvidence } from './pipeline.ts';
import { registerAssessor, runAssessors, unregisterAssessor } from './registry.ts';
import { misspelledWords, spellTokens } from './spelling.ts';
import { assessText, itemText, textAssessor } from './text-assessor.ts';
import { audioAssessor } from './audio-assessor.ts';
import { concatBytes } from '../../kernel/bytes.ts';

const FIXTURE = path.resolve(import.meta.dirname, '..', '..', '..', 'tests', 'fixtures', 'speech.webm');

// ---------------------------------------------------------------- hand-built EBML

/** An element: id bytes, a size vint (8 bytes when `unknown`), the payload. */
function el(id: number[], payload: Uint8Array | number[], unknown = false): Uint8Array {
  const body = payload instanceof Uint8Array ? payload : new Uint8Array(payload);
  const size = unknown ? [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff] : body.length < 127 ? [0x80 | body.length] : [0x40 | (body.length >> 8), body.length & 0xff];
  return new Uint8Array([...id, ...size, ...body]);
}
const cat = concatBytes;
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** A SimpleBlock of track 1 at a relative time, with the given lacing flags and payload. */
const simpleBlock = (rel: number, flags: number, payload: number[]) => el([0xa3], [0x81, (rel >> 8) & 0xff, rel & 0xff, flags, ...payload]);

function webm(clusters: Uint8Array[], opts: { timecodeScale?: number; videoFirst?: boolean } = {}): Uint8Array {
  const header = el([0x1a, 0x45, 0xdf, 0xa3], el([0x42, 0x82], ascii('webm')));
  const opusHead = [...ascii('OpusHead'), 1, 1, 0x38, 0x01, 0x80, 0xbb, 0, 0, 0, 0, 0];
  const audioTrack = el([0xae], cat(el([0xd7], [opts.videoFirst ? 2 : 1]), el([0x83], [2]), el([0x86], ascii('A_OPUS')), el([0x63, 0xa2], opusHead), el([0xe1], cat(el([0xb5], [0x47, 0x3b, 0x80, 0x00]), el([0x9f], [1])))));
  const videoTrack = el([0xae], cat(el([0xd7], [1]), el([0x83], [1]), el([0x86], ascii('V_VP8'))));
  const tracks = el([0x16, 0x54, 0xae, 0x6b], opts.videoFirst ? cat(videoTrack, audioTrack) : audioTrack);
  const info = el([0x15, 0x49, 0xa9, 0x66], el([0x2a, 0xd7, 0xb1], opts.timecodeScale ? [(opts.timecodeScale >> 16) & 0xff, (opts.timecodeScale >> 8) & 0xff, opts.timecodeScale & 0xff] : [0x0f, 0x42, 0x40]));
  const voidEl = el([0xec], [0, 0, 0]);
  return cat(header, el([0x18, 0x53, 0x80, 0x67], cat(info, voidEl, tracks, ...clusters), true));
}
const cluster = (time: number, ...blocks: Uint8Array[]) => el([0x1f, 0x43, 0xb6, 0x75], cat(el([0xe7], [(time >> 8) & 0xff, time & 0xff]), ...blocks), true);

describe('EBML demuxer', () => {
  it('reads vints, with all-ones as an unknown size', () => {
    expect(readVint(new Uint8Array([0x81]), 0)).toEqual({ value: 1, length: 1 });
    expect(readVint(new Uint8Array([0x40, 0x02]), 0)).toEqual({ value: 2, length: 2 });
    expect(readVint(new Uint8Array([0xff]), 0)).toEqual({ value: null, length: 1 });
    expect(readVint(new Uint8Array([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), 0)).toEqual({ value: null, length: 8 });
    expect(() => readVint(new Uint8Array([0x00]), 0)).toThrow(EbmlError);
  });

  it('demuxes the committed MediaRecorder recording: one Opus track, frames in time order', () => {
    const { track, frames, timecodeScale } = demuxWebmAudio(new Uint8Array(fs.readFileSync(FIXTURE)));
    expect(track.codecId).toBe('A_OPUS');
    expect(track.sampleRate).toBe(48000);
    expect(timecodeScale).toBe(1_000_000);
    expect(parseOpusHead(track.codecPrivate)).toMatchObject({ preSkip: expect.any(Number), channels: track.channels });
    expect(frames.length).toBeGreaterThan(50);
    for (let i = 1; i < frames.length; i++) expect(frames[i]!.timeMs).toBeGreaterThanOrEqual(frames[i - 1]!.timeMs);
    expect(frames.at(-1)!.timeMs).toBeGreaterThan(7000);
    expect(frames.at(-1)!.timeMs).toBeLessThan(9000);
    expect(frames.every((f) => f.data.length > 0)).toBe(true);
  });

  it('reads hand-built files: unknown sizes, cluster times, Xiph, EBML and fixed lacing, other tracks skipped', () => {
    const file = webm(
      [
        cluster(0, simpleBlock(0, 0x80, [1, 2, 3]), simpleBlock(20, 0x80 | 0x02, [2, 2, 3, 0xa, 0xb, 0xc, 0xd, 0xe, 0xf])),
        cluster(1000, simpleBlock(0, 0x80 | 0x04, [1, 0xa, 0xb, 0xc, 0xd]), simpleBlock(-10, 0x80 | 0x06, [2, 0x83, 0xbe, 1, 2, 3, 4, 5, 6])),
      ],
      { videoFirst: true },
    );
    const { track, frames } = demuxWebmAudio(file);
    expect(track).toMatchObject({ number: 2, codecId: 'A_OPUS', channels: 1, sampleRate: 48000 });
    // track 1 (video) holds every block here: no audio frame is taken from it
    expect(frames).toEqual([]);

    const audioOnly = webm([
      cluster(0, simpleBlock(0, 0x80, [1, 2, 3]), simpleBlock(20, 0x80 | 0x02, [2, 2, 3, 0xa, 0xb, 0xc, 0xd, 0xe, 0xf])),
      cluster(1000, simpleBlock(0, 0x80 | 0x04, [1, 0xa, 0xb, 0xc, 0xd]), simpleBlock(-10, 0x80 | 0x06, [2, 0x83, 0xbe, 1, 2, 3, 4, 5, 6])),
    ]);
    const got = demuxWebmAudio(audioOnly).frames.map((f) => [f.timeMs, [...f.data]]);
    expect(got).toEqual([
      [0, [1, 2, 3]],
      // Xiph lacing: 3 frames, sizes 2 and 3, the rest
      [20, [0xa, 0xb]],
      [20, [0xc, 0xd, 0xe]],
      [20, [0xf]],
      // fixed lacing: 2 frames of 2 bytes
      [1000, [0xa, 0xb]],
      [1000, [0xc, 0xd]],
      // EBML lacing: 3 frames, the first of 3 bytes, the second 3 + (0xbe - 0x80 - 63 = -1) = 2, the rest 1
      [990, [1, 2, 3]],
      [990, [4, 5]],
      [990, [6]],
    ]);
  });

  it('scales times by TimecodeScale', () => {
    const f = webm([cluster(100, simpleBlock(5, 0x80, [9]))], { timecodeScale: 500_000 });
    expect(demuxWebmAudio(f).frames).toEqual([{ timeMs: 52.5, data: new Uint8Array([9]) }]);
  });

  it('refuses what is not EBML; a file cut short keeps the frames read so far', () => {
    expect(() => demuxWebmAudio(new Uint8Array([0x4f, 0x67, 0x67, 0x53, 0, 0]))).toThrow(EbmlError);
    expect(() => demuxWebmAudio(new Uint8Array([]))).toThrow(EbmlError);
    const full = new Uint8Array(fs.readFileSync(FIXTURE));
    const all = demuxWebmAudio(full).frames.length;
    const cut = demuxWebmAudio(full.subarray(0, Math.floor(full.length / 2)));
    expect(cut.frames.length).toBeGreaterThan(10);
    expect(cut.frames.length).toBeLessThan(all);
    expect(parseOpusHead(new Uint8Array([1, 2, 3]))).toBeNull();
  });
});

// ---------------------------------------------------------------- measures

/** Tone bursts and silences: [seconds, on?] at 16 kHz. */
function pcm(parts: Array<[number, boolean]>, rate = 16_000, noise = 0): Float32Array {
  const total = parts.reduce((n, [s]) => n + Math.round(s * rate), 0);
  const out = new Float32Array(total);
  let at = 0;
  let seed = 1;
  const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * 2;
  for (const [sec, on] of parts) {
    const n = Math.round(sec * rate);
    for (let i = 0; i < n; i++) out[at + i] = (on ? 0.3 * Math.sin((2 * Math.PI * 220 * i) / rate) : 0) + noise * rnd();
    at += n;
  }
  return out;
}

describe('speech measures', () => {
  it('finds the first speech, the pauses of at least 0.5 s and the time spoken', () => {
    const m = measureSpeech(pcm([[0.6, false], [1, true], [0.7, false], [1, true], [0.3, false], [1, true], [0.4, false]]), 16_000);
    expect(m).toEqual({ durationSec: 5, speakingSec: 3.3, firstSpeechSec: 0.6, pauseCount: 1, pauseTotalSec: 0.7, longestPauseSec: 0.7 });
  });

  it('works over background noise (the threshold follows the noise floor)', () => {
    const m = measureSpeech(pcm([[0.5, false], [1, true], [1.2, false], [1, true], [0.5, false]], 16_000, 0.003), 16_000);
    expect(m.pauseCount).toBe(1);
    expect(m.longestPauseSec).toBeCloseTo(1.2, 1);
    expect(m.firstSpeechSec).toBeCloseTo(0.5, 1);
    expect(m.speakingSec).toBeCloseTo(2, 1);
  });

  it('silence: no speech, no first speech, no pauses; clicks are not speech', () => {
    expect(measureSpeech(new Float32Array(16_000), 16_000)).toEqual({ durationSec: 1, speakingSec: 0, pauseCount: 0, pauseTotalSec: 0, longestPauseSec: 0 });
    const click = new Float32Array(16_000);
    click[8000] = 0.9;
    expect(measureSpeech(click, 16_000).speakingSec).toBe(0);
    expect(measureSpeech(new Float32Array(0), 16_000).durationSec).toBe(0);
  });

  it('threshold and words per minute', () => {
    expect(energyThreshold([-120, -120, -20])).toBe(-55);
    expect(energyThreshold([-50, -50, -50, -50, -50, -50, -50, -50, -50, -50, -10])).toBe(-38);
    expect(wordsPerMinute(30, 12)).toBe(150);
    expect(wordsPerMinute(0, 12)).toBeNull();
    expect(wordsPerMinute(10, 0)).toBeNull();
  });

  it('decodes the committed WebM/Opus recording and measures speech, a 1 s pause, speech', async () => {
    const decoded = await decodeWebmOpus(new Uint8Array(fs.readFileSync(FIXTURE)));
    expect(decoded.sampleRate).toBe(48_000);
    const m = measureSpeech(decoded.samples, decoded.sampleRate);
    expect(m.durationSec).toBeGreaterThan(7);
    expect(m.durationSec).toBeLessThan(9);
    expect(m.pauseCount).toBe(1);
    expect(m.longestPauseSec).toBeGreaterThanOrEqual(0.9);
    expect(m.longestPauseSec).toBeLessThan(2);
    expect(m.firstSpeechSec).toBeGreaterThan(0.2);
    expect(m.firstSpeechSec).toBeLessThan(1);
    expect(m.speakingSec).toBeGreaterThan(4);
    expect(m.speakingSec).toBeLessThan(6.5);
  });

  it('decodes PCM WAV; the audio assessor measures nothing for an unreadable file and never throws through the registry', async () => {
    const samples = pcm([[0.5, false], [1, true], [0.8, false], [1, true]], 8000);
    const data = Buffer.alloc(samples.length * 2);
    samples.forEach((v, i) => data.writeInt16LE(Math.round(v * 32767), i * 2));
    const h = Buffer.alloc(44);
    h.write('RIFF', 0);
    h.writeUInt32LE(36 + data.length, 4);
    h.write('WAVEfmt ', 8);
    h.writeUInt32LE(16, 16);
    h.writeUInt16LE(1, 20);
    h.writeUInt16LE(1, 22);
    h.writeUInt32LE(8000, 24);
    h.writeUInt32LE(16000, 28);
    h.writeUInt16LE(2, 32);
    h.writeUInt16LE(16, 34);
    h.write('data', 36);
    h.writeUInt32LE(data.length, 40);
    const wav = Buffer.concat([h, data]);
    const d = decodeWav(new Uint8Array(wav));
    expect(d.sampleRate).toBe(8000);
    expect(measureSpeech(d.samples, d.sampleRate)).toMatchObject({ pauseCount: 1, longestPauseSec: 0.8, firstSpeechSec: 0.5 });

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assess-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.wav'), wav);
      fs.writeFileSync(path.join(dir, 'junk.weba'), new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x80, 0x00, 0x99]));
      fs.writeFileSync(path.join(dir, 'text.weba'), 'hello');
      expect(await decodeRecordingFile(path.join(dir, 'text.weba'))).toBeNull();
      const type = questionType('read-aloud')!;
      const base = { type, content: { text: 'x' }, key: {}, response: { recording: '/files/recordings/x.weba' } };
      expect((await runAssessors({ ...base, recordingFile: path.join(dir, 'a.wav') })).measures).toMatchObject({ pauseCount: 1, durationSec: 3.3 });
      expect(await runAssessors({ ...base, recordingFile: path.join(dir, 'junk.weba') })).toEqual({ by: [] });
      expect(await runAssessors({ ...base, recordingFile: path.join(dir, 'missing.weba') })).toEqual({ by: [] });
      expect(await audioAssessor.assess({ ...base, recordingFile: null })).toEqual({});
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

// ---------------------------------------------------------------- text

describe('text assessor', () => {
  it('accepts American and British spellings alike', async () => {
    expect(await misspelledWords('colour color organise organize centre center analyse analyze travelled traveled programme program')).toEqual([]);
    expect(await misspelledWords('We recieve teh definately seperate data.')).toEqual(['recieve', 'teh', 'definately', 'seperate']);
  });

  it('ignores numbers, case, possessives and contractions; checks hyphenated parts; counts repeats', async () => {
    expect(await misspelledWords("In 2024 the Government's plan didn't work; it's WELL-KNOWN. London and Paris agreed.")).toEqual([]);
    expect(await misspelledWords('a well-knwon fact')).toEqual(['well-knwon']);
    expect(await misspelledWords('recieve and recieve')).toEqual(['recieve', 'recieve']);
    expect(spellTokens('3.5 km, 12th — rock’n’roll')).toEqual(['km', 'th', "rock'n'roll"]);
  });

  it("accepts the item's own words (names of the passage); a name the item does not use counts", async () => {
    const own = itemText({ passage: 'Dr Okonkwo visited Tarkwaville.', audio: '/files/seed/x.ogg' }, { modelAnswer: 'Zyxt agreed.' });
    expect(own).not.toContain('/files/');
    const r = await assessText('Okonkwo and Zyxt saw Tarkwaville and Blorfingham.', own);
    expect(r.measures).toMatchObject({ misspellings: 1 });
    expect(r.notes).toEqual({ misspelledWords: 'Blorfingham' });
  });

  it('measures vocabulary range and length', async () => {
    const r = await assessText('The economy grows. The economy changes quickly.', '');
    expect(r.measures).toEqual({ misspellings: 0, distinctWords: 5, lexicalDiversity: 0.71, longWordShare: 0.57, averageWordLength: 5.57, characters: 47 });
    expect(await textAssessor.assess({ type: questionType('write-essay')!, content: {}, key: {}, response: { text: '  ' } })).toEqual({});
  });

  it('applies to writing types and Summarize Spoken Text only; audio to speaking', () => {
    const slugs = (a: { appliesTo: (t: NonNullable<ReturnType<typeof questionType>>) => boolean }) =>
      ['write-essay', 'summarize-written-text', 'summarize-spoken-text', 'write-from-dictation', 'read-aloud'].filter((s) => a.appliesTo(questionType(s)!));
    expect(slugs(textAssessor)).toEqual(['write-essay', 'summarize-written-text', 'summarize-spoken-text']);
    expect(slugs(audioAssessor)).toEqual(['read-aloud']);
  });
});

// ---------------------------------------------------------------- registry and pipeline

describe('registry and pipeline', () => {
  it('an external assessor adds a transcript and trait estimates within range; one that throws adds nothing', async () => {
    const type = questionType('respond-to-a-situation')!;
    registerAssessor({ name: 'fake-asr', appliesTo: (t) => t.slug === type.slug, assess: async () => ({ transcript: 'hello sam', traits: { content: 4, pronunciation: 9, nope: 1 }, measures: { confidence: 0.9 } }) });
    registerAssessor({ name: 'broken', appliesTo: () => true, assess: async () => { throw new Error('down'); } });
    try {
      expect(() => registerAssessor({ name: 'broken', appliesTo: () => true, assess: async () => ({}) })).toThrow();
      const a = await runAssessors({ type, content: {}, key: {}, response: { recording: null } });
      expect(a).toEqual({ by: ['fake-asr'], transcript: 'hello sam', traits: { content: 4 }, measures: { confidence: 0.9 } });
    } finally {
      unregisterAssessor('fake-asr');
      unregisterAssessor('broken');
    }
  });

  it("combines evidence: the trainer's traits and transcript over the assessors'; words per minute from speaking time", () => {
    const e = combineEvidence(
      { assessor: { by: ['audio'], measures: { speakingSec: 6 }, traits: { content: 2 }, transcript: 'asr words' }, trainer: { traits: { content: 3, pronunciation: 4 }, transcript: 'one two three four five six seven eight nine ten eleven twelve' } },
      { recording: 'x' },
    );
    expect(e).toEqual({ traits: { content: 3, pronunciation: 4 }, transcript: 'one two three four five six seven eight nine ten eleven twelve', measures: { speakingSec: 6, wordsPerMinute: 120 } });
    // a typed practice transcript gives words per minute too, but is not an assessor's transcript
    expect(combineEvidence({ assessor: { by: [], measures: { speakingSec: 30 } }, trainer: null }, { transcript: 'a b c d e f g h i j' })).toEqual({ transcript: null, measures: { speakingSec: 30, wordsPerMinute: 20 } });
  });

  it('scores with evidence and merges the measured aids under the type measures', () => {
    const def = questionType('write-essay')!;
    const text = `${'Word '.repeat(219)}end.`;
    const { result, stored } = scoreWithEvidence(def, { content: { prompt: 'p' }, key: {}, response: { text } }, { assessor: { by: ['text'], measures: { misspellings: 0, distinctWords: 2 }, notes: { misspelledWords: '' } }, trainer: { traits: { content: 2 } } });
    expect(result.traits.find((t) => t.key === 'spelling')).toEqual({ key: 'spelling', score: 2, max: 2 });
    expect(result.traits.find((t) => t.key === 'content')).toEqual({ key: 'content', score: 2, max: 3 });
    expect(stored.measures).toMatchObject({ distinctWords: 2, misspellings: 0, words: 220 });
    expect(attemptStatus(true, true)).toBe('pending');
    expect(attemptStatus(false, true)).toBe('evaluated');
    expect(attemptStatus(false, false)).toBe('auto');
  });
});
