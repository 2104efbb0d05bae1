// `npm run bench -- exams`: 300 students sit a 20-item test at once, on one server process on PostgreSQL, then on two
// processes behind the round-robin proxy (round-robin.ts). Each run has a fresh database; figures, never assertions.
import { checkRun, errorSummary, health, ITEMS, percentile, runStudents, setUp, startServer, STUDENTS, type Check, type RunStats, type Server } from './exam-lib.ts';
import { postgresDatabase, startNode, waitFor, type Child } from './lib.ts';
import { call } from './exam-lib.ts';
import { recordSave, runFloor, type FloorFigures } from './save-floor.ts';

export interface ExamLoadFigures {
  processes: number;
  students: number;
  items: number;
  acknowledged: number;
  savesPerSecond: number;
  saveP50Ms: number;
  saveP99Ms: number;
  /** first send to acknowledgement, retries included */
  saveEndToEndP99Ms: number;
  enrollSeconds: number;
  saveSeconds: number;
  submitSeconds: number;
  errors: string;
  retries: RunStats['retries'];
  rejected: RunStats['rejected'];
  lost: number;
  lostExamples: string[];
  submittedSheets: number;
  cardsMatching: number;
  cardsWrong: string[];
  copiedItems: number;
  /** the same saves as bare SQL at the same concurrency (one process only) */
  floor?: FloorFigures;
}

export function figures(processes: number, stats: RunStats, check: Check, copiedItems: number) {
  return {
    processes,
    students: STUDENTS,
    items: ITEMS,
    acknowledged: check.acknowledged,
    savesPerSecond: stats.acks.length / (stats.saveMs / 1000),
    saveP50Ms: percentile(stats.latencies, 50),
    saveP99Ms: percentile(stats.latencies, 99),
    saveEndToEndP99Ms: percentile(stats.endToEnd, 99),
    enrollSeconds: stats.enrollMs / 1000,
    saveSeconds: stats.saveMs / 1000,
    submitSeconds: stats.submitMs / 1000,
    errors: errorSummary(stats),
    retries: stats.retries,
    rejected: stats.rejected.slice(0, 10),
    lost: check.lost,
    lostExamples: check.lostExamples,
    submittedSheets: check.submittedSheets,
    cardsMatching: check.cardsMatching,
    cardsWrong: check.cardsWrong.slice(0, 10),
    copiedItems,
  } satisfies ExamLoadFigures;
}

async function scenario(processes: 1 | 2): Promise<ExamLoadFigures | null> {
  const pgdb = await postgresDatabase('bench_exw');
  if (!pgdb) return null;
  const log = `.tmp/bench/exams-${processes}-process.log`;
  const servers: Server[] = [];
  let proxy: Child | undefined;
  try {
    const ports = processes === 1 ? [3295] : [3296, 3297];
    // one after the other: the first migrates and seeds the fresh database
    for (const port of ports) {
      servers.push(startServer(port, pgdb.url, log));
      await health(`http://127.0.0.1:${port}`);
    }
    const setup = await setUp(pgdb.url, `http://127.0.0.1:${ports[0]}`);
    let origin = `http://127.0.0.1:${ports[0]}`;
    if (processes === 2) {
      proxy = startNode('tests/bench/round-robin.ts', { PORT: '3298', BACKENDS: ports.map((p) => `http://127.0.0.1:${p}`).join(',') });
      origin = 'http://127.0.0.1:3298';
      await waitFor(`${origin}/api/v1/health`);
    }
    const stats = await runStudents({ origin, setup });
    const check = await checkRun(pgdb.url, setup, stats);
    const out: ExamLoadFigures = figures(processes, stats, check, setup.copiedItems);
    if (processes === 1) out.floor = await floorBeside(pgdb.url, origin, setup, stats.sheets);
    return out;
  } finally {
    await proxy?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    await pgdb.drop();
  }
}

/**
 * The floor measured in the same run: one student sits the test again (an open sheet), one save of theirs is
 * recorded in process, and its statements are replayed for every student at the product run's concurrency.
 */
async function floorBeside(databaseUrl: string, origin: string, setup: Parameters<typeof runStudents>[0]['setup'], sheets: number[]): Promise<FloorFigures> {
  const s = 0;
  const again = await call(origin, 'POST', '/api/v1/exam-enrolls', setup.tokens[s]!, { test_id: setup.testId, exam_type: 'practice-tests' });
  const sheet = (again.body?.data as { id?: number } | undefined)?.id;
  if (!sheet) throw new Error(`re-enrolling for the floor: ${again.status}`);
  const userId = setup.userIds[s]!;
  // the recorded values must not look alike, or the replay could not tell which one to vary
  const item = setup.items.find((i) => i.id !== userId && i.id !== sheet)!;
  const templates = await recordSave(databaseUrl, { token: setup.tokens[s]!, userId, sheet, question: item.id, selected: item.correct });
  return runFloor(databaseUrl, setup, sheets, templates, { students: STUDENTS, items: ITEMS, revisionBase: 1_000 });
}

export async function benchExamLoad(): Promise<ExamLoadFigures[] | null> {
  const out: ExamLoadFigures[] = [];
  for (const processes of [1, 2] as const) {
    const f = await scenario(processes);
    if (!f) return null;
    out.push(f);
  }
  return out;
}

export function printExamLoad(f: ExamLoadFigures): void {
  const where = f.processes === 1 ? 'one process        ' : 'two processes + RR ';
  console.log(
    `${where}: ${Math.round(f.savesPerSecond)} saves/s (${f.acknowledged} acknowledged in ${f.saveSeconds.toFixed(1)} s), save p50 ${f.saveP50Ms.toFixed(0)} ms, p99 ${f.saveP99Ms.toFixed(0)} ms; ` +
      `errors ${f.errors}; retries ${f.retries.save} (enroll ${f.retries.enroll}, submit ${f.retries.submit}); answers lost ${f.lost} (goal 0); ` +
      `submitted ${f.submittedSheets}/${f.students}, result cards matching the answers ${f.cardsMatching}/${f.students}; enroll phase ${f.enrollSeconds.toFixed(1)} s, submit phase ${f.submitSeconds.toFixed(1)} s`,
  );
  if (f.floor) {
    console.log(
      `  floor (the save's ${f.floor.statementsPerSave} SQL statements on a bare node-pg pool of 10, ${f.students} at once): ${Math.round(f.floor.savesPerSecond)} saves/s, p50 ${f.floor.p50Ms.toFixed(0)} ms, p99 ${f.floor.p99Ms.toFixed(0)} ms, errors ${f.floor.errors} ` +
        `-> product ${((100 * f.savesPerSecond) / f.floor.savesPerSecond).toFixed(0)} % of the floor (aim >= 70 %)`,
    );
    for (const st of f.floor.statements) console.log(`    ${st}`);
  }
  for (const l of f.lostExamples) console.log(`  LOST ${l}`);
  for (const c of f.cardsWrong) console.log(`  CARD ${c}`);
  for (const r of f.rejected) console.log(`  REFUSED ${r.what}: ${r.status} ${JSON.stringify(r.body)}`);
}
