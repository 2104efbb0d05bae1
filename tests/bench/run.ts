// `npm run bench`: prints the figures the issues name. Numbers, never assertions: 2 cores, ±25 % run to run.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { measureBundle } from './bundle.ts';
import { benchAuthUser } from './auth-user.ts';
import { benchStartup } from './startup.ts';
import { benchScoring } from './scoring.ts';
import { measurePracticeChunks } from './practice-chunks.ts';
import { benchExamLoad, printExamLoad } from './exam-load.ts';
import { benchExamFault, printExamFault } from './exam-fault.ts';
import { benchExamPaced, printExamPaced } from './exam-paced.ts';
import { benchPeople, printPeople } from './people.ts';
import { benchDues, printDues } from './dues.ts';
import { benchPromo, printPromo } from './promo.ts';
import { benchBulk, printBulk } from './bulk.ts';
import { benchRange, printRange } from './range.ts';
import { benchLighthouse, printLighthouse } from './lighthouse.ts';
import { benchCampaign, printCampaign } from './campaign.ts';
import { kib, postgresDatabase, startNode, waitFor } from './lib.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const only = process.argv.slice(2);
const want = (name: string) => only.length === 0 || only.includes(name);
const DATA = '.tmp/bench/data';
const results: Record<string, unknown> = { date: new Date().toISOString(), seconds };

rmSync('.tmp/bench', { recursive: true, force: true });
mkdirSync('.tmp/bench', { recursive: true });

if (want('bundle')) {
  console.log('\n# Bundle: JS + CSS for /login before any interaction (gzip -6)');
  execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
  const port = 3290;
  const server = startNode('server/main.ts', { DATA_DIR: DATA, PORT: String(port), PLATFORM_DOMAIN: `localhost:${port}`, DATABASE_URL: undefined });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/v1/health`);
    const b = await measureBundle(`http://alpha.localhost:${port}`);
    results.bundle = b;
    console.log(`baseline (React + react-router, two lazy routes): ${kib(b.baseline)}`);
    console.log(`product /login:                                   ${kib(b.app)}  = ${b.ratio.toFixed(2)}x (goal <= 1.5x)`);
    for (const a of b.appAssets) console.log(`  ${kib(a.gzip).padStart(10)}  ${new URL(a.url).pathname}`);

    console.log('\n# Opening a practice item from the practice list: JS + CSS fetched for the item (gzip -6)');
    const chunks = await measurePracticeChunks(`http://alpha.localhost:${port}`, `http://127.0.0.1:${port}`, ['reorder-paragraphs', 'reading-multiple-choice-single', 'listening-multiple-choice-multiple', 'write-from-dictation']);
    results.practiceChunks = chunks;
    for (const c of chunks) console.log(`${c.slug.padEnd(36)} ${kib(c.bytes).padStart(10)} in ${c.files.length} files; TipTap loaded: ${c.tiptap ? 'YES' : 'no'}`);

    console.log('\n# Lighthouse 12, mobile with simulated throttling (goal: performance >= 95, accessibility 100, LCP < 2.5 s)');
    const lh = await benchLighthouse(`http://alpha.localhost:${port}`, `http://127.0.0.1:${port}`);
    results.lighthouse = lh;
    printLighthouse(lh);
  } finally {
    await server.stop();
  }
}

if (want('auth')) {
  console.log(`\n# GET auth-user at 50 connections, ${seconds} s each, beside a bare node:http floor doing the same lookup`);
  const runs: unknown[] = [];
  const show = (r: Awaited<ReturnType<typeof benchAuthUser>>) => {
    runs.push(r);
    console.log(`${r.database}: product ${Math.round(r.product.rps)} req/s (p50 ${r.product.p50} ms, p99 ${r.product.p99} ms, non-2xx ${r.product.non2xx}); ` +
      `floor ${Math.round(r.floor.rps)} req/s (p99 ${r.floor.p99} ms) -> ${(r.ratio * 100).toFixed(0)} % of the floor (goal >= 60 %); product RSS after load ${r.rssAfterLoad.toFixed(0)} MiB`);
  };
  show(await benchAuthUser({ name: 'PGlite', env: { DATA_DIR: DATA, DATABASE_URL: undefined } }, seconds));
  const pgdb = await postgresDatabase();
  if (pgdb) {
    try {
      show(await benchAuthUser({ name: 'PostgreSQL', env: { DATA_DIR: DATA, DATABASE_URL: pgdb.url } }, seconds));
    } finally {
      await pgdb.drop();
    }
  } else {
    console.log('PostgreSQL: no server at 127.0.0.1:5432, skipped');
  }
  results.authUser = runs;
}

if (want('startup')) {
  console.log('\n# Start-up of the server on an existing ./data (PGlite), to the first healthy answer');
  const s = await benchStartup(DATA, 5);
  results.startup = s;
  console.log(`median ${Math.round(s.medianMs)} ms (min ${Math.round(s.minMs)} ms) over 5 starts; idle resident memory ${s.idleRssMiB.toFixed(0)} MiB`);
}

if (want('scoring')) {
  console.log('\n# Scoring throughput: responses scored per second by each type (score(), one core)');
  const rows = await benchScoring();
  results.scoring = rows;
  for (const r of rows) console.log(`${r.slug.padEnd(38)} ${Math.round(r.perSecond).toLocaleString('en').padStart(12)} /s  (${r.responses} graded responses cycled)`);
}

if (want('exams')) {
  console.log('\n# Exams: 300 students sit a 20-item test at once (enroll, 20 answer saves each as fast as answered, submit), PostgreSQL 15');
  const runs = await benchExamLoad();
  if (runs) {
    results.exams = runs;
    for (const r of runs) printExamLoad(r);
    if (runs[0]!.copiedItems) console.log(`(alpha's bank had too few single-answer items: ${runs[0]!.copiedItems} copied for the test)`);
  } else {
    console.log('PostgreSQL: no server at 127.0.0.1:5432, skipped');
  }
}

if (want('exams') || want('paced')) {
  console.log('\n# Exams, paced: a busy hour, 1,000 students at once saving an answer every 5 s on average (jittered), one process, PostgreSQL 15');
  const f = await benchExamPaced();
  if (f) {
    results.examsPaced = f;
    printExamPaced(f);
  } else {
    console.log('PostgreSQL: no server at 127.0.0.1:5432, skipped');
  }
}

if (want('campaign')) {
  console.log('\n# Campaign: 10,000 recipients through a local SMTP sink on PostgreSQL, the server SIGKILLed at half and restarted');
  const f = await benchCampaign();
  if (f) {
    results.campaign = f;
    printCampaign(f);
  } else {
    console.log('PostgreSQL: no server at 127.0.0.1:5432, skipped');
  }
}

if (want('fault')) {
  console.log('\n# Fault: the same sitting on one process, SIGKILLed at ~40 % of the saves and restarted; clients retry until acknowledged');
  const f = await benchExamFault();
  if (f) {
    results.fault = f;
    printExamFault(f);
  } else {
    console.log('PostgreSQL: no server at 127.0.0.1:5432, skipped');
  }
}

if (want('people')) {
  console.log(`\n# People: GET users?search= in a centre of 50,000 students at 20 connections (${seconds} s each), and a 5,000-row CSV import, PostgreSQL 15`);
  const f = await benchPeople(seconds);
  if (f) {
    results.people = f;
    printPeople(f);
  } else {
    console.log('PostgreSQL: no server at 127.0.0.1:5432, skipped');
  }
}

if (want('dues')) {
  console.log(`\n# Dues: GET branches/due-and-collection for a centre of 20,000 students with 3 instalments each, 10 connections (${seconds} s), PostgreSQL 15`);
  const f = await benchDues(seconds);
  if (f) {
    results.dues = f;
    printDues(f);
  } else {
    console.log('PostgreSQL: no server at 127.0.0.1:5432, skipped');
  }
}

if (want('promo')) {
  console.log(`\n# Promo codes: 200 concurrent redemptions of a 100-use code, one transaction each over a pool of 20, PostgreSQL 15 (exactly 100 must win)`);
  const f = await benchPromo();
  if (f) {
    results.promo = f;
    printPromo(f);
  } else {
    console.log('PostgreSQL: no server at 127.0.0.1:5432, skipped');
  }
}

if (want('bulk')) {
  console.log('\n# Bulk upload: 10,000 questions from one CSV through preview and commit, then the same file again (seconds, server peak RSS)');
  const runs = await benchBulk();
  results.bulk = runs;
  printBulk(runs);
}

if (want('range')) {
  console.log('\n# Range: a 200 MB video from GET /files (disk store), 200 sequential 1 MiB ranges and whole reads, beside bare node:http + createReadStream');
  const f = await benchRange();
  results.range = f;
  printRange(f);
}

writeFileSync('.tmp/bench/results.json', JSON.stringify(results, null, 2));
console.log('\nfigures written to .tmp/bench/results.json');
