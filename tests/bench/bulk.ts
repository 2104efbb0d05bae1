// Bulk upload of 10,000 questions from one CSV through the product's server (server/modules/content-management):
// preview, then commit in one call (transactions of 500 rows), then the same file again (nothing new). Seconds of each
// call and the server's peak resident memory, on the embedded database and, when one answers, on PostgreSQL 15.
// Figures only, never assertions.
import { mkdirSync, rmSync } from 'node:fs';
import { postgresDatabase, rssMiB, startNode, waitFor, type Child } from './lib.ts';

const ROWS = 10_000;
const PORT = 3297;

export interface BulkRun {
  database: 'embedded' | 'PostgreSQL';
  rows: number;
  fileBytes: number;
  previewSec: number;
  commitSec: number;
  againSec: number;
  created: number;
  duplicatesAgain: number;
  rejected: number;
  idleMiB: number;
  peakMiB: number;
}

/** 10,000 reading multiple-choice items, every 1000th row with a bad key (so the reject path runs too). */
export function bulkCsv(rows = ROWS): string {
  const q = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const lines = ['type,title,content.passage,content.question,content.options,key.correct'];
  for (let i = 1; i <= rows; i++) {
    const passage = `Passage ${i}: the committee met on day ${i} to discuss whether the river crossing should be rebuilt in stone or timber, and heard from engineers and residents.`;
    const options = JSON.stringify([{ id: 'A', text: `Stone, item ${i}` }, { id: 'B', text: 'Timber' }, { id: 'C', text: 'Steel' }, { id: 'D', text: 'Nothing' }]);
    lines.push(['reading-multiple-choice-single', q(`Bench item ${i}`), q(passage), q('What did the committee discuss?'), q(options), i % 1000 === 0 ? 'Z' : 'A'].join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; sec: number }> {
  const t0 = performance.now();
  const value = await fn();
  return { value, sec: (performance.now() - t0) / 1000 };
}

async function run(database: BulkRun['database'], env: Record<string, string | undefined>): Promise<BulkRun> {
  const origin = `http://127.0.0.1:${PORT}`;
  const server: Child = startNode('server/main.ts', { ...env, PORT: String(PORT), SERVE_SPA: 'false', UPLOAD_MAX_BYTES: String(20 * 1024 * 1024) });
  let peak = 0;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rssMiB(server.proc.pid!));
    } catch {
      // the process is gone
    }
  }, 50);
  try {
    await waitFor(`${origin}/api/v1/health`);
    const login = await fetch(`${origin}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'master@platform.test', password: 'Demo-pass-2026' }) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const csv = bulkCsv();
    const send = async (path: string) => {
      const form = new FormData();
      form.append('kind', 'question');
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
      const r = await fetch(`${origin}/api/v1/${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      const body = (await r.json()) as { data: Record<string, number> };
      if (!r.ok) throw new Error(`${path}: ${r.status} ${JSON.stringify(body).slice(0, 300)}`);
      return body.data;
    };
    await new Promise((r) => setTimeout(r, 300));
    const idle = rssMiB(server.proc.pid!);
    peak = idle;
    const preview = await timed(() => send('content-management/bulk-upload/preview'));
    const commit = await timed(() => send('content-management/bulk-upload'));
    const again = await timed(() => send('content-management/bulk-upload'));
    return {
      database, rows: ROWS, fileBytes: Buffer.byteLength(csv), previewSec: preview.sec, commitSec: commit.sec, againSec: again.sec,
      created: commit.value.created_count!, duplicatesAgain: again.value.duplicate_count!, rejected: commit.value.rejected_count!, idleMiB: idle, peakMiB: peak,
    };
  } finally {
    clearInterval(sampler);
    await server.stop();
  }
}

export async function benchBulk(): Promise<BulkRun[]> {
  const out: BulkRun[] = [];
  const dir = '.tmp/bench/bulk-data';
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  out.push(await run('embedded', { DATA_DIR: dir, DATABASE_URL: undefined }));
  const pgdb = await postgresDatabase('bench_bulk');
  if (pgdb) {
    try {
      out.push(await run('PostgreSQL', { DATABASE_URL: pgdb.url }));
    } finally {
      await pgdb.drop();
    }
  }
  return out;
}

export function printBulk(runs: BulkRun[]): void {
  for (const r of runs) {
    console.log(
      `${r.database}: ${r.rows} rows (${(r.fileBytes / 1024 / 1024).toFixed(1)} MiB CSV): preview ${r.previewSec.toFixed(1)} s, commit ${r.commitSec.toFixed(1)} s ` +
        `(${r.created} created, ${r.rejected} rejected), same file again ${r.againSec.toFixed(1)} s (${r.duplicatesAgain} duplicates); ` +
        `server RSS ${r.idleMiB.toFixed(0)} MiB idle, ${r.peakMiB.toFixed(0)} MiB peak`,
    );
  }
  if (runs.length < 2) console.log('PostgreSQL: no server at 127.0.0.1:5432, skipped');
}
