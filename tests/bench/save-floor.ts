// The floor of an answer save: the SQL statements one PUT answer-sheets/{id} issues, recorded from the product
// itself (in process, on the same database) and replayed by a bare node-pg pool of the same size at the same
// concurrency, with nothing else around them (no HTTP, no routing, no validation, no envelope). product / floor says
// how much the layers above SQL cost. Recording rather than writing the statements by hand keeps the floor true when
// a save changes.
import pg from 'pg';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/kernel/config.ts';
import { openDb } from '../../server/kernel/db.ts';
import { hashToken } from '../../server/kernel/tokens.ts';
import { percentile, type Setup } from './exam-lib.ts';

/** One statement as node-pg received it. */
interface Statement {
  name?: string;
  text: string;
  values: unknown[];
}

/** What varies from save to save, by role: the recorded value of each, and how to name it. */
type Role = 'tokenHash' | 'sheet' | 'user' | 'question' | 'revision' | 'response' | 'now';

/** A statement whose parameters are either fixed or a role filled in per save. */
interface Template {
  name?: string;
  text: string;
  params: Array<{ fixed: unknown } | { role: Role }>;
}

type QueryConfig = { name?: string; text: string; values?: unknown[] };

/**
 * Runs one save through the product in process and records every statement it sends to PostgreSQL, then turns
 * the parameters that belong to this save (token hash, sheet, user, item, revision, answer, clock) into roles.
 */
export async function recordSave(databaseUrl: string, save: { token: string; userId: number; sheet: number; question: number; selected: string }): Promise<Template[]> {
  const recorded: Statement[] = [];
  let recording = false;
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    if (recording) {
      const [first, second] = args;
      if (typeof first === 'string') recorded.push({ text: first, values: Array.isArray(second) ? second : [] });
      else if (first && typeof first === 'object' && 'text' in first) {
        const c = first as QueryConfig;
        recorded.push({ name: c.name, text: c.text, values: c.values ?? (Array.isArray(second) ? second : []) });
      }
    }
    return original.apply(this, args);
  };
  const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl, DATA_DIR: '.tmp/bench/exam-data' }, {});
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const revision = 987_654;
  try {
    const app = createApp({ db, config });
    // warm up the tenant cache and the pool outside the recording, as a running server has them
    await app.request('/api/v1/auth-user', { headers: { 'x-tenant': 'alpha', authorization: `Bearer ${save.token}` } });
    recording = true;
    const res = await app.request(`/api/v1/answer-sheets/${save.sheet}`, {
      method: 'PUT',
      headers: { 'x-tenant': 'alpha', authorization: `Bearer ${save.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ question_id: save.question, response: { selected: save.selected }, revision }),
    });
    recording = false;
    if (res.status !== 200) throw new Error(`the recorded save answered ${res.status}: ${await res.text()}`);
  } finally {
    proto.query = original;
    await db.close();
  }
  const known: Array<[Role, (v: unknown) => boolean]> = [
    ['tokenHash', (v) => v === hashToken(save.token)],
    ['sheet', (v) => v === save.sheet || v === String(save.sheet)],
    ['user', (v) => v === save.userId || v === String(save.userId)],
    ['question', (v) => v === save.question || v === String(save.question)],
    ['revision', (v) => v === revision || v === String(revision)],
    ['response', (v) => typeof v === 'string' && v.includes(`"selected":"${save.selected}"`)],
    ['now', (v) => v instanceof Date || (typeof v === 'string' && /^\d{4}-\d\d-\d\dT/.test(v))],
  ];
  return recorded.map((s) => ({
    name: s.name,
    text: s.text,
    params: s.values.map((v) => {
      const roles = known.filter(([, is]) => is(v)).map(([r]) => r);
      if (roles.length > 1) throw new Error(`parameter ${JSON.stringify(v)} of "${s.text.slice(0, 60)}" fits ${roles.join(' and ')}: record with other ids`);
      return roles.length ? { role: roles[0]! } : { fixed: v };
    }),
  }));
}

export interface FloorFigures {
  statementsPerSave: number;
  statements: string[];
  savesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  seconds: number;
  errors: number;
}

/**
 * Replays the recorded statements for `students` concurrent students, `items` saves each one after the other
 * (the unpaced product run's shape), on a pool of 10 (the product's), each save in its own transaction as recorded.
 */
export async function runFloor(databaseUrl: string, setup: Setup, sheets: readonly number[], templates: readonly Template[], opts: { students: number; items: number; revisionBase: number }): Promise<FloorFigures> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(opts.students, sheets.length) }, async (_, s) => {
      for (let j = 0; j < opts.items; j++) {
        const item = setup.items[j % setup.items.length]!;
        const value: Record<Role, unknown> = {
          tokenHash: hashToken(setup.tokens[s]!),
          sheet: sheets[s],
          user: setup.userIds[s],
          question: item.id,
          revision: opts.revisionBase + j + 1,
          response: JSON.stringify({ selected: item.correct }),
          now: new Date().toISOString(),
        };
        const t0 = performance.now();
        // the statements go to one client in order, as a request's transaction does; the auth lookup included
        const client = await pool.connect();
        try {
          for (const t of templates) {
            const values = t.params.map((p) => ('role' in p ? value[p.role] : p.fixed));
            await client.query(t.name ? { name: t.name, text: t.text, values } : { text: t.text, values });
          }
          latencies.push(performance.now() - t0);
        } catch {
          errors++;
          await client.query('ROLLBACK').catch(() => undefined);
        } finally {
          client.release();
        }
      }
    }),
  );
  const ms = performance.now() - started;
  await pool.end();
  return {
    statementsPerSave: templates.length,
    statements: templates.map((t) => t.text.replace(/\s+/g, ' ').slice(0, 90)),
    savesPerSecond: latencies.length / (ms / 1000),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    seconds: ms / 1000,
    errors,
  };
}
