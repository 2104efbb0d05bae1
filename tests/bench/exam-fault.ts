// `npm run bench -- fault`: 300 students × 20 items on one server process on PostgreSQL; once ~40 % of the saves
// are acknowledged the process is SIGKILLed and started again on the same port. The clients retry (same revision,
// doubling back-off like the exam session machine) until acknowledged; afterwards every acknowledged save must be in
// the database. Figures, never assertions.
import { checkRun, errorSummary, health, ITEMS, percentile, runStudents, setUp, startServer, STUDENTS, type Ack, type Server } from './exam-lib.ts';
import { postgresDatabase } from './lib.ts';

const PORT = 3299;
const KILL_AT = 0.4;

export interface ExamFaultFigures {
  students: number;
  items: number;
  acknowledged: number;
  acknowledgedBeforeKill: number;
  acknowledgedAfterKill: number;
  lost: number;
  lostBeforeKill: number;
  lostExamples: string[];
  /** SIGKILL to the restarted process's first healthy answer */
  downtimeSeconds: number;
  /** SIGKILL to the first save acknowledged by the restarted process (back-off included) */
  clientGapSeconds: number;
  retries: { enroll: number; save: number; submit: number };
  /** acknowledgements of retries whose first try had already been stored (stale: true): idempotency at work */
  staleAcks: number;
  errors: string;
  savesPerSecond: number;
  saveP99Ms: number;
  saveEndToEndP99Ms: number;
  submittedSheets: number;
  cardsMatching: number;
  cardsWrong: string[];
  rejected: unknown[];
}

export async function benchExamFault(): Promise<ExamFaultFigures | null> {
  const pgdb = await postgresDatabase('bench_exw');
  if (!pgdb) return null;
  const log = '.tmp/bench/fault.log';
  const origin = `http://127.0.0.1:${PORT}`;
  let server: Server = startServer(PORT, pgdb.url, log);
  try {
    await health(origin);
    const setup = await setUp(pgdb.url, origin);
    const threshold = Math.round(KILL_AT * STUDENTS * ITEMS);
    let killAt = 0;
    let upAt = 0;
    let restart: Promise<void> | undefined;
    const stats = await runStudents({
      origin,
      setup,
      onAck: (_ack, total) => {
        if (restart || total < threshold) return;
        killAt = performance.now();
        restart = (async () => {
          await server.kill();
          server = startServer(PORT, pgdb.url, log);
          await health(origin);
          upAt = performance.now();
        })();
      },
    });
    await restart;
    const before = stats.acks.filter((a) => a.at <= killAt);
    const after = stats.acks.filter((a) => a.at > killAt);
    const all = await checkRun(pgdb.url, setup, stats);
    const early = await checkRun(pgdb.url, setup, stats, before);
    const firstAfterRestart = Math.min(...after.filter((a: Ack) => a.at >= upAt).map((a) => a.at));
    return {
      students: STUDENTS,
      items: ITEMS,
      acknowledged: all.acknowledged,
      acknowledgedBeforeKill: before.length,
      acknowledgedAfterKill: after.length,
      lost: all.lost,
      lostBeforeKill: early.lost,
      lostExamples: all.lostExamples,
      downtimeSeconds: (upAt - killAt) / 1000,
      clientGapSeconds: (firstAfterRestart - killAt) / 1000,
      retries: stats.retries,
      staleAcks: stats.acks.filter((a) => a.stale).length,
      errors: errorSummary(stats),
      savesPerSecond: stats.acks.length / (stats.saveMs / 1000),
      saveP99Ms: percentile(stats.latencies, 99),
      saveEndToEndP99Ms: percentile(stats.endToEnd, 99),
      submittedSheets: all.submittedSheets,
      cardsMatching: all.cardsMatching,
      cardsWrong: all.cardsWrong.slice(0, 10),
      rejected: stats.rejected.slice(0, 10),
    };
  } finally {
    await server.stop();
    await pgdb.drop();
  }
}

export function printExamFault(f: ExamFaultFigures): void {
  console.log(
    `SIGKILL after ${f.acknowledgedBeforeKill} acknowledged saves (~${Math.round(KILL_AT * 100)} %), restarted on the same port: downtime ${f.downtimeSeconds.toFixed(2)} s to healthy, ` +
      `${f.clientGapSeconds.toFixed(2)} s to the first save acknowledged after it (client back-off included)`,
  );
  console.log(
    `acknowledged ${f.acknowledged}/${f.students * f.items} (${f.acknowledgedBeforeKill} before the kill, ${f.acknowledgedAfterKill} after); answers lost ${f.lost} (${f.lostBeforeKill} of those acknowledged before the kill; goal 0); ` +
      `retries ${f.retries.save} saves (enroll ${f.retries.enroll}, submit ${f.retries.submit}), ${f.staleAcks} retries answered stale (already stored); errors seen ${f.errors}`,
  );
  console.log(`submitted ${f.submittedSheets}/${f.students}, result cards matching the answers ${f.cardsMatching}/${f.students}; ${Math.round(f.savesPerSecond)} saves/s over the save phase including the outage`);
  for (const l of f.lostExamples) console.log(`  LOST ${l}`);
  for (const c of f.cardsWrong) console.log(`  CARD ${c}`);
  for (const r of f.rejected) console.log(`  REFUSED ${JSON.stringify(r)}`);
}
