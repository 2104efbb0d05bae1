// Shared parts of the exam benchmarks (issue 5): the set-up (students, a 20-item test), simulated students that
// enroll, save every answer and submit like the exam session machine does, and the check of the database afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { classifySaveError, SAVE_RETRY_BASE_MS, SAVE_RETRY_MAX_MS } from '../../machines/exam-session.machine.ts';
import { hashToken, newToken } from '../../server/kernel/tokens.ts';
import { waitFor } from './lib.ts';

export const STUDENTS = 300;
export const ITEMS = 20;
const SINGLE_ANSWER_TYPES = ['reading-multiple-choice-single', 'listening-multiple-choice-single', 'select-missing-word', 'highlight-correct-summary'];

// ---------------------------------------------------------------- servers

export interface Server {
  port: number;
  proc: ChildProcess;
  /** SIGTERM (graceful) */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown, no answers to requests in flight */
  kill(): Promise<void>;
}

/** The product's server on PostgreSQL, without the SPA; warnings and errors go to `logFile` (appended). */
export function startServer(port: number, databaseUrl: string, logFile: string): Server {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', SERVE_SPA: 'false', LOG_LEVEL: 'warn', DATA_DIR: '.tmp/bench/exam-data' };
  const fd = openSync(logFile, 'a');
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const exited = new Promise<void>((ok) => proc.once('exit', () => ok()));
  const signal = async (sig: NodeJS.Signals) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    proc.kill(sig);
    if (sig === 'SIGTERM') setTimeout(() => proc.kill('SIGKILL'), 15_000).unref();
    await exited;
  };
  return { port, proc, stop: () => signal('SIGTERM'), kill: () => signal('SIGKILL') };
}

export const health = (origin: string, timeoutMs?: number) => waitFor(`${origin}/api/v1/health`, timeoutMs);

// ---------------------------------------------------------------- HTTP client

export interface Reply {
  status: number;
  body: { success?: boolean; message?: string; code?: string; data?: unknown } | null;
}

// one keep-alive connection per student at a time, as a browser tab would hold
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** One request; rejects on a network error (refused, reset, timed out): the client's "no answer". */
export function call(origin: string, method: string, path: string, token: string | null, body?: unknown): Promise<Reply> {
  const url = new URL(path, origin);
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        agent,
        headers: {
          'x-tenant': 'alpha',
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          let parsed: Reply['body'] = null;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Reply['body'];
          } catch {
            // not JSON (a proxy's or a dying server's answer): the status decides
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

// ---------------------------------------------------------------- set-up (outside the timed part)

export interface BenchItem {
  id: number;
  slug: string;
  correct: string;
  wrong: string;
}

export interface Setup {
  tokens: string[];
  userIds: number[];
  testId: number;
  items: BenchItem[];
  copiedItems: number;
}

/**
 * 300 students of alpha with a session each, made in SQL on the owner connection the way POST login makes them
 * (users with the STUDENT role and the demo student's password hash; sessions keyed by the SHA-256 of a known
 * token, server/kernel/tokens.ts): logging 300 students in would cost 300 argon2 verifications and says nothing
 * about exams. The test is made through the API as the teacher: POST practice-tests, then PUT with the last wizard
 * step (test-preview), approved (the teacher may approve). Its 20 items are distinct single-answer items of alpha's
 * bank; when the bank has fewer, rows of questions + question_keys are copied (titled "(bench copy)").
 */
export async function setUp(databaseUrl: string, origin: string, students = STUDENTS): Promise<Setup> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows: [org] } = await db.query<{ id: number }>(`select id from organizations where subdomain = 'alpha'`);
    const { rows: [role] } = await db.query<{ id: number }>(`select id from roles where name = 'STUDENT' and organization_id is null`);
    const { rows: [demo] } = await db.query<{ password_hash: string; package_expiry_date: string | null }>(
      `select password_hash, to_char(package_expiry_date, 'YYYY-MM-DD') as package_expiry_date from users where lower(email) = 'student@alpha.test' and organization_id = $1`,
      [org!.id],
    );
    const tag = Date.now().toString(36);
    const { rows: users } = await db.query<{ id: number }>(
      `insert into users (organization_id, role_id, email, password_hash, first_name, last_name, status, email_verified_at, package_expiry_date)
       select $1, $2, 'bench-' || $3 || '-' || g || '@alpha.test', $4, 'Bench', 'Student ' || g, 'active', now(), $5::date
         from generate_series(1, $6) g order by g
       returning id`,
      [org!.id, role!.id, tag, demo!.password_hash, demo!.package_expiry_date, students],
    );
    const tokens = users.map(() => newToken());
    await db.query(
      `insert into sessions (organization_id, user_id, token_hash, token2_hash, expires_at)
       select $1, u, t, t2, now() + interval '1 day' from unnest($2::int[], $3::text[], $4::text[]) as x(u, t, t2)`,
      [org!.id, users.map((u) => u.id), tokens.map(hashToken), tokens.map(() => hashToken(newToken()))],
    );

    const bankSql = `select q.id, qt.slug, k.key->>'correct' as correct, q.content
        from questions q join question_types qt on qt.id = q.question_type_id join question_keys k on k.question_id = q.id
       where (q.organization_id = $1 or q.organization_id is null) and q.deleted_at is null and q.quiz_type_id is null
         and q.status = 'active' and q.approval = 'approved' and qt.slug = any($2)
       order by q.organization_id nulls last, q.id`;
    let { rows: bank } = await db.query<{ id: number; slug: string; correct: string; content: { options?: { id: string }[] } }>(bankSql, [org!.id, SINGLE_ANSWER_TYPES]);
    let copiedItems = 0;
    if (bank.length < ITEMS) {
      const own = bank.slice(0, ITEMS - bank.length);
      for (const b of own) {
        const { rows: [copy] } = await db.query<{ id: number }>(
          `insert into questions (organization_id, question_type_id, type_version, title, content, status, approval, frequency, source, has_sample, has_explanation, verified_by, created_by)
           select $2, question_type_id, type_version, title || ' (bench copy)', content, status, approval, frequency, source, has_sample, has_explanation, verified_by, created_by
             from questions where id = $1 returning id`,
          [b.id, org!.id],
        );
        await db.query(`insert into question_keys (question_id, organization_id, key) select $2, $3, key from question_keys where question_id = $1`, [b.id, copy!.id, org!.id]);
        copiedItems++;
      }
      ({ rows: bank } = await db.query(bankSql, [org!.id, SINGLE_ANSWER_TYPES]));
    }
    const items = bank.slice(0, ITEMS).map((b) => {
      const wrong = (b.content.options ?? []).map((o) => o.id).find((id) => id !== b.correct);
      if (!b.correct || !wrong) throw new Error(`item ${b.id} (${b.slug}) has no usable key/options`);
      return { id: b.id, slug: b.slug, correct: b.correct, wrong };
    });
    if (items.length < ITEMS) throw new Error(`only ${items.length} single-answer items in alpha's bank`);

    const login = await call(origin, 'POST', '/api/v1/login', null, { email: 'teacher@alpha.test', password: 'Demo-pass-2026' });
    const teacher = (login.body?.data as { token?: string } | undefined)?.token;
    if (!teacher) throw new Error(`teacher login failed: ${login.status}`);
    const created = await call(origin, 'POST', '/api/v1/practice-tests', teacher, { step: 'test-information', title: `Exam load ${tag}`, category: 'combo', duration_minutes: 120 });
    const testId = (created.body?.data as { id?: number } | undefined)?.id;
    if (created.status !== 201 || !testId) throw new Error(`POST practice-tests: ${created.status} ${JSON.stringify(created.body)}`);
    const done = await call(origin, 'PUT', `/api/v1/practice-tests/${testId}`, teacher, { step: 'test-preview', question_ids: items.map((i) => i.id) });
    const test = done.body?.data as { completed?: boolean; approval?: string; question_ids?: number[] } | undefined;
    if (done.status !== 200 || !test?.completed) throw new Error(`PUT practice-tests: ${done.status} ${JSON.stringify(done.body)}`);
    if (test.approval !== 'approved') {
      const ok = await call(origin, 'PATCH', `/api/v1/practice-tests/change-status/${testId}`, teacher, { approval: 'approved' });
      if (ok.status !== 200) throw new Error(`approving the test: ${ok.status}`);
    }
    if (test.question_ids?.length !== ITEMS) throw new Error(`the test holds ${test.question_ids?.length} items`);
    return { tokens, userIds: users.map((u) => u.id), testId, items, copiedItems };
  } finally {
    await db.end();
  }
}

// ---------------------------------------------------------------- students

/** Whether student s answers item j correctly: three in four, so the result cards differ and can be checked. */
export const answersCorrectly = (s: number, j: number) => (s + j) % 4 !== 0;

export interface Ack {
  sheet: number;
  questionId: number;
  selected: string;
  revision: number;
  /** performance.now() when the acknowledgement arrived */
  at: number;
  stale: boolean;
}

export interface RunStats {
  enrollMs: number;
  saveMs: number;
  submitMs: number;
  acks: Ack[];
  /** latency of each acknowledged save request (the attempt that was acknowledged), ms */
  latencies: number[];
  /** first send of a save until its acknowledgement, retries and back-off included, ms */
  endToEnd: number[];
  retries: { enroll: number; save: number; submit: number };
  networkErrors: number;
  statuses: Record<string, number>;
  rejected: { what: string; status: number; body: unknown }[];
  cards: { student: number; sheet: number; status: number; card: ResultCard | null }[];
  sheets: number[];
}

interface ResultCard {
  answer_sheet_id: number;
  status: string;
  points: { earned: number; possible: number };
  items: { question_id: number; score: number | null; max: number | null }[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A request the way the exam session machine sends it: no answer, 408, 429 or 5xx is retried (the same body, so the
 * same revision) after a doubling back-off from 1 s to 30 s; 410 and other 4xx are the final answer.
 */
async function withRetry(stats: RunStats, kind: keyof RunStats['retries'], send: () => Promise<Reply>, onAttempt?: (ms: number) => void): Promise<Reply> {
  for (let failures = 0; ; failures++) {
    if (failures > 0) {
      stats.retries[kind]++;
      await sleep(Math.min(SAVE_RETRY_MAX_MS, SAVE_RETRY_BASE_MS * 2 ** (failures - 1)));
    }
    const t0 = performance.now();
    try {
      const r = await send();
      stats.statuses[r.status] = (stats.statuses[r.status] ?? 0) + 1;
      if (r.status < 400) {
        onAttempt?.(performance.now() - t0);
        return r;
      }
      if (classifySaveError({ status: r.status, body: r.body }) !== 'offline') return r;
    } catch {
      stats.networkErrors++;
    }
  }
}

export interface RunOptions {
  origin: string;
  setup: Setup;
  /** called after every acknowledged save (the fault benchmark kills the server from here) */
  onAck?: (ack: Ack, total: number) => void;
}

/** All students at once: enroll, then (all enrolled) 20 sequential saves each, then (all saved) submit. */
export async function runStudents({ origin, setup, onAck }: RunOptions): Promise<RunStats> {
  const stats: RunStats = { enrollMs: 0, saveMs: 0, submitMs: 0, acks: [], latencies: [], endToEnd: [], retries: { enroll: 0, save: 0, submit: 0 }, networkErrors: 0, statuses: {}, rejected: [], cards: [], sheets: [] };
  const byId = new Map(setup.items.map((i) => [i.id, i]));

  let t = performance.now();
  const sessions = await Promise.all(
    setup.tokens.map(async (token) => {
      const r = await withRetry(stats, 'enroll', () => call(origin, 'POST', '/api/v1/exam-enrolls', token, { test_id: setup.testId, exam_type: 'practice-tests' }));
      const data = r.body?.data as { id: number; items: { question_id: number }[] } | undefined;
      if (r.status >= 300 || !data) {
        stats.rejected.push({ what: 'enroll', status: r.status, body: r.body });
        return null;
      }
      return data;
    }),
  );
  stats.enrollMs = performance.now() - t;
  stats.sheets = sessions.filter((s) => s !== null).map((s) => s.id);

  t = performance.now();
  await Promise.all(
    sessions.map(async (session, s) => {
      if (!session) return;
      for (const [j, item] of session.items.entries()) {
        const bench = byId.get(item.question_id);
        if (!bench) throw new Error(`unexpected item ${item.question_id}`);
        const selected = answersCorrectly(s, j) ? bench.correct : bench.wrong;
        const body = { question_id: item.question_id, response: { selected }, revision: j + 1 };
        const first = performance.now();
        let latency = 0;
        const r = await withRetry(stats, 'save', () => call(origin, 'PUT', `/api/v1/answer-sheets/${session.id}`, setup.tokens[s]!, body), (ms) => (latency = ms));
        if (r.status >= 300) {
          stats.rejected.push({ what: `save ${session.id}/${item.question_id}`, status: r.status, body: r.body });
          continue;
        }
        const data = r.body?.data as { stale?: boolean } | undefined;
        const ack: Ack = { sheet: session.id, questionId: item.question_id, selected, revision: j + 1, at: performance.now(), stale: data?.stale === true };
        stats.acks.push(ack);
        stats.latencies.push(latency);
        stats.endToEnd.push(ack.at - first);
        onAck?.(ack, stats.acks.length);
      }
    }),
  );
  stats.saveMs = performance.now() - t;

  t = performance.now();
  await Promise.all(
    sessions.map(async (session, s) => {
      if (!session) return;
      const r = await withRetry(stats, 'submit', () => call(origin, 'POST', '/api/v1/answer-sheets', setup.tokens[s]!, { answer_sheet_id: session.id, reason: 'user' }));
      if (r.status >= 300) stats.rejected.push({ what: `submit ${session.id}`, status: r.status, body: r.body });
      stats.cards.push({ student: s, sheet: session.id, status: r.status, card: r.status < 300 ? (r.body?.data as ResultCard) : null });
    }),
  );
  stats.submitMs = performance.now() - t;
  return stats;
}

// ---------------------------------------------------------------- checking

export interface Check {
  acknowledged: number;
  lost: number;
  lostExamples: string[];
  submittedSheets: number;
  cardsMatching: number;
  cardsWrong: string[];
}

/** Every acknowledged save must be in answer_sheet_items (its response and revision); every card's points must match. */
export async function checkRun(databaseUrl: string, setup: Setup, stats: RunStats, acks: readonly Ack[] = stats.acks): Promise<Check> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ answer_sheet_id: number; question_id: number; selected: string | null; revision: number }>(
      `select answer_sheet_id, question_id, response->>'selected' as selected, revision from answer_sheet_items where answer_sheet_id = any($1::int[])`,
      [stats.sheets],
    );
    const stored = new Map(rows.map((r) => [`${r.answer_sheet_id}/${r.question_id}`, r]));
    const lostExamples: string[] = [];
    let lost = 0;
    for (const a of acks) {
      const row = stored.get(`${a.sheet}/${a.questionId}`);
      if (!row || row.selected !== a.selected || row.revision < a.revision) {
        lost++;
        if (lostExamples.length < 5) lostExamples.push(`sheet ${a.sheet} item ${a.questionId}: acknowledged ${a.selected} r${a.revision}, stored ${row ? `${row.selected} r${row.revision}` : 'no row'}`);
      }
    }
    const { rows: [sub] } = await db.query<{ n: number }>(`select count(*)::int as n from answer_sheets where id = any($1::int[]) and status = 'submitted'`, [stats.sheets]);

    const byId = new Map(setup.items.map((i) => [i.id, i]));
    const cardsWrong: string[] = [];
    let cardsMatching = 0;
    for (const { student, sheet, card } of stats.cards) {
      if (!card) {
        cardsWrong.push(`sheet ${sheet}: no card`);
        continue;
      }
      const answered = new Map(rows.filter((r) => r.answer_sheet_id === sheet).map((r) => [r.question_id, r.selected]));
      let expected = 0;
      let bad = '';
      card.items.forEach((it, j) => {
        const item = byId.get(it.question_id)!;
        // the answer this student gave, as the run planned it (not as stored: a lost answer must show here too)
        const right = answersCorrectly(student, j);
        const want = right ? 1 : 0;
        expected += want;
        if (it.score !== want || it.max !== 1) bad ||= `item ${it.question_id} scored ${it.score}/${it.max}, expected ${want}/1 (answer ${right ? item.correct : item.wrong}, stored ${answered.get(it.question_id)})`;
      });
      if (card.status !== 'submitted') bad ||= `status ${card.status}`;
      if (card.points.earned !== expected || card.points.possible !== ITEMS) bad ||= `points ${card.points.earned}/${card.points.possible}, expected ${expected}/${ITEMS}`;
      if (bad) cardsWrong.push(`sheet ${sheet}: ${bad}`);
      else cardsMatching++;
    }
    return { acknowledged: acks.length, lost, lostExamples, submittedSheets: sub!.n, cardsMatching, cardsWrong };
  } finally {
    await db.end();
  }
}

export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Counts of the non-2xx statuses the clients saw (and network errors), e.g. "502 x3, network x12" or "none". */
export function errorSummary(stats: RunStats): string {
  const parts = Object.entries(stats.statuses).filter(([s]) => Number(s) >= 300).map(([s, n]) => `${s} x${n}`);
  if (stats.networkErrors) parts.push(`network x${stats.networkErrors}`);
  return parts.length ? parts.join(', ') : 'none';
}
