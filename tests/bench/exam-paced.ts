// `npm run bench -- paced`: a centre's busiest hour. 1,000 students sit a 20-item test at once on one server
// process on PostgreSQL; each saves an answer every 5 s on average (uniformly jittered between 0 and 10 s, the way
// people answer at their own pace), for 2 minutes (BENCH_PACED_SECONDS), then hands in. Every acknowledged save must
// be in the database and every result card must match the answers given. Figures, never assertions.
import { call, checkRun, errorSummary, health, percentile, setUp, startServer, type Ack, type RunStats } from './exam-lib.ts';
import { answersCorrectly } from './exam-lib.ts';
import { SAVE_RETRY_BASE_MS, SAVE_RETRY_MAX_MS, classifySaveError } from '../../machines/exam-session.machine.ts';
import { postgresDatabase } from './lib.ts';

export const PACED_STUDENTS = Number(process.env.BENCH_PACED_STUDENTS ?? 1000);
const MEAN_THINK_MS = 5000;
const PORT = 3294;

export interface ExamPacedFigures {
  students: number;
  seconds: number;
  meanThinkSeconds: number;
  acknowledged: number;
  savesPerSecond: number;
  saveP50Ms: number;
  saveP95Ms: number;
  saveP99Ms: number;
  saveMaxMs: number;
  errors: string;
  retries: number;
  lost: number;
  lostExamples: string[];
  submittedSheets: number;
  cardsMatching: number;
  cardsWrong: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** At most `limit` of `tasks` at once (enrolling 1,000 students in one burst says nothing about the hour). */
async function limited<T>(items: readonly T[], limit: number, task: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) {
      const i = next++;
      await task(items[i]!, i);
    }
  }));
}

export async function benchExamPaced(seconds = Number(process.env.BENCH_PACED_SECONDS ?? 120)): Promise<ExamPacedFigures | null> {
  const pgdb = await postgresDatabase('bench_paced');
  if (!pgdb) return null;
  const server = startServer(PORT, pgdb.url, '.tmp/bench/exams-paced.log');
  const origin = `http://127.0.0.1:${PORT}`;
  try {
    await health(origin);
    const setup = await setUp(pgdb.url, origin, PACED_STUDENTS);
    const stats: RunStats = { enrollMs: 0, saveMs: 0, submitMs: 0, acks: [], latencies: [], endToEnd: [], retries: { enroll: 0, save: 0, submit: 0 }, networkErrors: 0, statuses: {}, rejected: [], cards: [], sheets: [] };
    const sessions: Array<{ id: number; items: { question_id: number }[] } | null> = new Array(setup.tokens.length).fill(null);
    await limited(setup.tokens, 50, async (token, s) => {
      const r = await call(origin, 'POST', '/api/v1/exam-enrolls', token, { test_id: setup.testId, exam_type: 'practice-tests' });
      if (r.status < 300) sessions[s] = r.body?.data as { id: number; items: { question_id: number }[] };
      else stats.rejected.push({ what: 'enroll', status: r.status, body: r.body });
    });
    stats.sheets = sessions.filter((x) => x !== null).map((x) => x.id);
    const byId = new Map(setup.items.map((i) => [i.id, i]));

    // the paced hour: every student thinks, answers the next item (round the 20 again, changing nothing but the
    // revision: a student who revisits an answer), and retries like the exam session machine until acknowledged
    const until = performance.now() + seconds * 1000;
    const last = new Map<string, Ack>();
    const started = performance.now();
    await Promise.all(
      sessions.map(async (session, s) => {
        if (!session) return;
        let n = 0;
        await sleep(Math.random() * MEAN_THINK_MS * 2);
        while (performance.now() < until) {
          const j = n % session.items.length;
          const item = session.items[j]!;
          const bench = byId.get(item.question_id)!;
          const selected = answersCorrectly(s, j) ? bench.correct : bench.wrong;
          const body = { question_id: item.question_id, response: { selected }, revision: n + 1 };
          for (let failures = 0; ; failures++) {
            if (failures) {
              stats.retries.save++;
              await sleep(Math.min(SAVE_RETRY_MAX_MS, SAVE_RETRY_BASE_MS * 2 ** (failures - 1)));
            }
            const t0 = performance.now();
            try {
              const r = await call(origin, 'PUT', `/api/v1/answer-sheets/${session.id}`, setup.tokens[s]!, body);
              stats.statuses[r.status] = (stats.statuses[r.status] ?? 0) + 1;
              if (r.status < 300) {
                stats.latencies.push(performance.now() - t0);
                const ack: Ack = { sheet: session.id, questionId: item.question_id, selected, revision: n + 1, at: performance.now(), stale: (r.body?.data as { stale?: boolean } | undefined)?.stale === true };
                stats.acks.push(ack);
                last.set(`${session.id}/${item.question_id}`, ack);
                break;
              }
              if (classifySaveError({ status: r.status, body: r.body }) !== 'offline') {
                stats.rejected.push({ what: `save ${session.id}/${item.question_id}`, status: r.status, body: r.body });
                break;
              }
            } catch {
              stats.networkErrors++;
            }
          }
          n++;
          await sleep(Math.random() * MEAN_THINK_MS * 2);
        }
      }),
    );
    stats.saveMs = performance.now() - started;

    await limited(sessions, 50, async (session, s) => {
      if (!session) return;
      const r = await call(origin, 'POST', '/api/v1/answer-sheets', setup.tokens[s]!, { answer_sheet_id: session.id, reason: 'user' });
      stats.cards.push({ student: s, sheet: session.id, status: r.status, card: r.status < 300 ? (r.body?.data as RunStats['cards'][number]['card']) : null });
    });
    // every acknowledged save counts; the newest of each item is what the database must hold (older ones are
    // overwritten by design), and a student who never reached an item has nothing there to check
    const check = await checkRun(pgdb.url, setup, stats, [...last.values()]);
    const reached = stats.cards.filter((c) => c.card && c.card.items.every((it) => last.has(`${c.sheet}/${it.question_id}`)));
    return {
      students: PACED_STUDENTS,
      seconds,
      meanThinkSeconds: MEAN_THINK_MS / 1000,
      acknowledged: stats.acks.length,
      savesPerSecond: stats.acks.length / (stats.saveMs / 1000),
      saveP50Ms: percentile(stats.latencies, 50),
      saveP95Ms: percentile(stats.latencies, 95),
      saveP99Ms: percentile(stats.latencies, 99),
      saveMaxMs: percentile(stats.latencies, 100),
      errors: errorSummary(stats),
      retries: stats.retries.save,
      lost: check.lost,
      lostExamples: check.lostExamples,
      submittedSheets: check.submittedSheets,
      // cards can be checked against the plan only where the student answered all 20 in the time
      cardsMatching: reached.length - check.cardsWrong.filter((w) => reached.some((c) => w.startsWith(`sheet ${c.sheet}:`))).length,
      cardsWrong: check.cardsWrong.filter((w) => reached.some((c) => w.startsWith(`sheet ${c.sheet}:`))).slice(0, 10),
    };
  } finally {
    await server.stop();
    await pgdb.drop();
  }
}

export function printExamPaced(f: ExamPacedFigures): void {
  console.log(
    `${f.students} students, one save every ${f.meanThinkSeconds} s on average for ${f.seconds} s: ${f.acknowledged} saves acknowledged (${Math.round(f.savesPerSecond)}/s), ` +
      `save p50 ${f.saveP50Ms.toFixed(0)} ms, p95 ${f.saveP95Ms.toFixed(0)} ms, p99 ${f.saveP99Ms.toFixed(0)} ms (goal < 50 ms), max ${f.saveMaxMs.toFixed(0)} ms; ` +
      `errors ${f.errors}; retries ${f.retries}; answers lost ${f.lost} (goal 0); submitted ${f.submittedSheets}/${f.students}; cards matching ${f.cardsMatching} of those with all 20 answered`,
  );
  for (const l of f.lostExamples) console.log(`  LOST ${l}`);
  for (const c of f.cardsWrong) console.log(`  CARD ${c}`);
}
