/**
 * Speaks the question-type fixtures into small Ogg Opus files for the demo seed (run by hand; the output is
 * committed because CI machines lack espeak-ng):
 *
 *   node --import tsx scripts/generate-seed-audio.ts [--force] [slug ...]
 *
 * - every fixture item with an `audioScript` -> server/db/seed-media/<slug>-<n>.ogg (n = 1-based item index), the
 *   path its content refers to as /files/seed/<slug>-<n>.ogg;
 * - every `/files/seed/<slug>-response-<n>.ogg` a fixture response refers to (a sample recording of a student)
 *   -> spoken from the item's text (or script) in another voice.
 * A script with speaker labels ("Priya: ...") gets one voice per speaker. Existing files are kept unless --force.
 * Needs espeak-ng, opusenc (apt-get install -y espeak-ng opus-tools) and sox for multi-speaker scripts.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { QUESTION_TYPE_FIXTURES } from '../question-types/fixtures-registry.ts';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'server', 'db', 'seed-media');
const VOICES = ['en-gb', 'en-us+f3', 'en-gb-scotland', 'en-us+m3', 'en-gb-x-rp+f2'];
const RESPONSE_VOICE = 'en-us+f2';

const args = process.argv.slice(2);
const force = args.includes('--force');
const only = new Set(args.filter((a) => !a.startsWith('--')));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-audio-'));

/** "Name: words Name2: words" -> [{ speaker, text }]; one part without labels. */
export function speakerParts(script: string): Array<{ speaker: string; text: string }> {
  const re = /(?:^|\s)([A-Z][A-Za-z.]*(?: [A-Z][A-Za-z.]*)?):\s/g;
  const marks = [...script.matchAll(re)];
  if (marks.length < 2) return [{ speaker: '', text: script.trim() }];
  const parts: Array<{ speaker: string; text: string }> = [];
  marks.forEach((m, i) => {
    const start = m.index! + m[0].length;
    const end = i + 1 < marks.length ? marks[i + 1]!.index! : script.length;
    parts.push({ speaker: m[1]!, text: script.slice(start, end).trim() });
  });
  return parts;
}

function speak(text: string, voice: string, wav: string): void {
  // -s words per minute: a little slower than the default, as exam recordings are
  execFileSync('espeak-ng', ['-v', voice, '-s', '150', '-w', wav, text.replace(/[’‘]/g, "'").replace(/[“”]/g, '"')]);
}

function encode(script: string, file: string, voiceFor: (speaker: string, i: number) => string): void {
  const parts = speakerParts(script);
  const wavs: string[] = [];
  const speakers = new Map<string, number>();
  parts.forEach((p, i) => {
    if (!speakers.has(p.speaker)) speakers.set(p.speaker, speakers.size);
    const wav = path.join(tmp, `part-${i}.wav`);
    speak(p.text, voiceFor(p.speaker, speakers.get(p.speaker)!), wav);
    wavs.push(wav);
  });
  let wav = wavs[0]!;
  if (wavs.length > 1) {
    wav = path.join(tmp, 'joined.wav');
    // same rate for every part, a short pause between turns
    const padded = wavs.map((w, i) => {
      const out = path.join(tmp, `pad-${i}.wav`);
      execFileSync('sox', [w, '-r', '22050', '-c', '1', out, 'pad', '0', '0.4']);
      return out;
    });
    execFileSync('sox', [...padded, wav]);
  }
  execFileSync('opusenc', ['--quiet', '--bitrate', '24', '--downmix-mono', wav, file]);
}

function textOf(content: unknown): string | null {
  if (content && typeof content === 'object') {
    const c = content as Record<string, unknown>;
    for (const k of ['text', 'passage', 'situation', 'prompt']) if (typeof c[k] === 'string' && c[k]) return c[k] as string;
  }
  return null;
}

function referencedMedia(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') {
    const m = /^\/files\/seed\/([a-z0-9-]+\.ogg)$/.exec(value);
    if (m) out.add(m[1]!);
  } else if (value && typeof value === 'object') for (const v of Object.values(value)) referencedMedia(v, out);
  return out;
}

fs.mkdirSync(OUT, { recursive: true });
let made = 0;
let kept = 0;
for (const [slug, load] of Object.entries(QUESTION_TYPE_FIXTURES)) {
  if (only.size > 0 && !only.has(slug)) continue;
  const { fixtures } = await load();
  const jobs: Array<{ name: string; script: string; voice: (speaker: string, i: number) => string }> = [];
  fixtures.items.forEach((item, i) => {
    if (item.audioScript) jobs.push({ name: `${slug}-${i + 1}.ogg`, script: item.audioScript, voice: (_s, n) => VOICES[n % VOICES.length]! });
  });
  for (const r of fixtures.responses) {
    for (const name of referencedMedia(r.response, new Set())) {
      if (jobs.some((j) => j.name === name)) continue;
      const item = fixtures.items[r.item];
      const script = textOf(item?.content) ?? item?.audioScript ?? 'This is a sample recorded answer for the demonstration.';
      jobs.push({ name, script, voice: () => RESPONSE_VOICE });
    }
  }
  for (const job of jobs) {
    const file = path.join(OUT, job.name);
    if (!force && fs.existsSync(file)) {
      kept++;
      continue;
    }
    encode(job.script, file, job.voice);
    made++;
    console.log(`${job.name} ${(fs.statSync(file).size / 1024).toFixed(1)} KiB`);
  }
}
fs.rmSync(tmp, { recursive: true, force: true });
console.log(`made ${made}, kept ${kept} in ${path.relative(process.cwd(), OUT)}`);
