// Serving a 200 MB video with HTTP Range requests (GET /files/<public folder>/<name>, kernel/storage/response.ts on
// the disk store): sequential 1 MiB ranges, as a video element seeking and buffering asks, and whole-file reads,
// beside a bare node:http server streaming the same file with fs.createReadStream. Both are separate processes; the
// client reads every byte. Figures only: 2 cores shared, ±25 % run to run.
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, writeSync, closeSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { startNode, waitFor } from './lib.ts';

const SIZE = 200 * 1024 * 1024;
const CHUNK = 1024 * 1024;
const WHOLE_READS = 3;
const DIR = path.resolve('.tmp/bench/range');
const NAME = '00000000-0000-4000-8000-000000000200.mp4';

export interface RangeRun {
  /** MB/s (10^6 bytes) over 200 sequential 1 MiB Range requests */
  rangeMBps: number;
  /** MB/s over whole-file GETs */
  wholeMBps: number;
  /** ms per Range request, median */
  rangeP50Ms: number;
}
export interface RangeFigures {
  sizeBytes: number;
  product: RangeRun;
  floor: RangeRun;
}

function makeFile(file: string): void {
  if (existsSync(file) && statSync(file).size === SIZE) return;
  mkdirSync(path.dirname(file), { recursive: true });
  const block = randomBytes(CHUNK);
  const fd = openSync(file, 'w');
  try {
    for (let off = 0; off < SIZE; off += CHUNK) writeSync(fd, block, 0, CHUNK, off);
  } finally {
    closeSync(fd);
  }
}

/** Reads a body to the end, counting bytes (no buffering of the content). */
async function drain(res: Response): Promise<number> {
  let n = 0;
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return n;
    n += value.length;
  }
}

async function measure(url: string): Promise<RangeRun> {
  const times: number[] = [];
  const t0 = performance.now();
  let got = 0;
  for (let start = 0; start < SIZE; start += CHUNK) {
    const end = Math.min(SIZE, start + CHUNK) - 1;
    const t = performance.now();
    const res = await fetch(url, { headers: { Range: `bytes=${start}-${end}` } });
    if (res.status !== 206) throw new Error(`${url}: expected 206, got ${res.status}`);
    got += await drain(res);
    times.push(performance.now() - t);
  }
  const rangeMs = performance.now() - t0;
  if (got !== SIZE) throw new Error(`${url}: read ${got} of ${SIZE} bytes through ranges`);
  const t1 = performance.now();
  for (let i = 0; i < WHOLE_READS; i++) {
    const res = await fetch(url);
    if (res.status !== 200 || (await drain(res)) !== SIZE) throw new Error(`${url}: whole read failed`);
  }
  const wholeMs = performance.now() - t1;
  times.sort((a, b) => a - b);
  return { rangeMBps: SIZE / 1e6 / (rangeMs / 1000), wholeMBps: (SIZE * WHOLE_READS) / 1e6 / (wholeMs / 1000), rangeP50Ms: times[Math.floor(times.length / 2)]! };
}

/** The floor: node:http answering the same Range requests straight from fs.createReadStream. */
const FLOOR = `
const http = require('node:http'); const fs = require('node:fs');
const file = process.env.FILE; const size = fs.statSync(file).size;
http.createServer((req, res) => {
  const m = /^bytes=(\\d+)-(\\d*)$/.exec(req.headers.range || '');
  if (m) {
    const start = Number(m[1]); const end = m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
    res.writeHead(206, { 'Content-Type': 'video/mp4', 'Content-Length': end - start + 1, 'Content-Range': 'bytes ' + start + '-' + end + '/' + size, 'Accept-Ranges': 'bytes' });
    fs.createReadStream(file, { start, end }).pipe(res);
  } else {
    res.writeHead(200, { 'Content-Type': 'video/mp4', 'Content-Length': size, 'Accept-Ranges': 'bytes' });
    fs.createReadStream(file).pipe(res);
  }
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

export async function benchRange(): Promise<RangeFigures> {
  const uploads = path.join(DIR, 'uploads');
  const file = path.join(uploads, 'question-images', NAME);
  makeFile(file);
  const port = 3291;
  const floorPort = 3292;
  const server = startNode('server/main.ts', { DATA_DIR: path.join(DIR, 'data'), UPLOAD_DIR: uploads, PORT: String(port), PLATFORM_DOMAIN: `localhost:${port}`, DATABASE_URL: undefined });
  const floor = spawn(process.execPath, ['-e', FLOOR], { env: { ...process.env, FILE: file, PORT: String(floorPort) }, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/v1/health`);
    await waitFor(`http://127.0.0.1:${floorPort}/`);
    // one warm-up pass each (page cache, JIT), then the measured pass
    await measure(`http://127.0.0.1:${floorPort}/`);
    await measure(`http://127.0.0.1:${port}/files/question-images/${NAME}`);
    const product = await measure(`http://127.0.0.1:${port}/files/question-images/${NAME}`);
    const floorRun = await measure(`http://127.0.0.1:${floorPort}/`);
    return { sizeBytes: SIZE, product, floor: floorRun };
  } finally {
    floor.kill('SIGTERM');
    await server.stop();
  }
}

export function printRange(f: RangeFigures): void {
  const row = (name: string, r: RangeRun) =>
    `${name.padEnd(34)} ranges ${r.rangeMBps.toFixed(0).padStart(5)} MB/s (p50 ${r.rangeP50Ms.toFixed(1)} ms per 1 MiB)   whole ${r.wholeMBps.toFixed(0).padStart(5)} MB/s`;
  console.log(row('product GET /files (Range, disk)', f.product));
  console.log(row('bare node:http + createReadStream', f.floor));
  console.log(`-> ranges at ${((f.product.rangeMBps / f.floor.rangeMBps) * 100).toFixed(0)} % of the floor, whole reads at ${((f.product.wholeMBps / f.floor.wholeMBps) * 100).toFixed(0)} %`);
}
