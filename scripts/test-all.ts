// `npm test`: every suite in order — types, lint, unit, API on PGlite, API on PostgreSQL, build, browser.
// Ends with one summary line "tests: N passed, N failed" counted from the runners' JSON reports.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import pg from 'pg';
import { splitSpecs } from './split-specs.ts';

const CI = !!process.env.CI;
const REPORTS = '.tmp/reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const bin = (name: string) => `node_modules/.bin/${name}`;
interface Step {
  name: string;
  cmd: string;
  args: string[];
  env?: Record<string, string | undefined>;
  report?: { kind: 'vitest' | 'playwright'; file: string };
  /** run as this many processes side by side, each given SHARD (1..n) in its env and its own report file */
  shards?: number;
}

async function postgresUrl(): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch (err) {
    if (CI || process.env.TEST_DATABASE_URL) throw new Error(`PostgreSQL at ${url} is not reachable: ${(err as Error).message}`, { cause: err });
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

const only = process.argv.slice(2);
const steps: Step[] = [
  { name: 'typecheck', cmd: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', cmd: bin('eslint'), args: ['.', '--max-warnings=0'] },
  { name: 'unit', cmd: bin('vitest'), args: ['run', '--project', 'unit', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS}/unit.json`], report: { kind: 'vitest', file: `${REPORTS}/unit.json` } },
  { name: 'api (PGlite)', cmd: bin('vitest'), args: ['run', '--project', 'api', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS}/api-pglite.json`], env: { DATABASE_URL: undefined }, report: { kind: 'vitest', file: `${REPORTS}/api-pglite.json` } },
];

const pgUrl = await postgresUrl();
if (pgUrl) {
  steps.push({ name: 'api (PostgreSQL)', cmd: bin('vitest'), args: ['run', '--project', 'api', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS}/api-postgres.json`], env: { DATABASE_URL: pgUrl }, report: { kind: 'vitest', file: `${REPORTS}/api-postgres.json` } });
} else {
  console.log('\n! No PostgreSQL server at 127.0.0.1:5432 (set TEST_DATABASE_URL): the API suite runs on PGlite only.\n');
}
steps.push({ name: 'build', cmd: bin('vite'), args: ['build', '--logLevel', 'warn'] });
steps.push({ name: 'storybook build', cmd: bin('storybook'), args: ['build', '--quiet', '-o', '.tmp/storybook-static'] });
if (existsSync('/usr/bin/chromium') || process.env.CHROMIUM_PATH) {
  // two Playwright runs side by side, each with about half of the running time (split-specs.ts), its own server,
  // database, port and mail sink (playwright.config.ts derives them from E2E_PORT): the journeys wait on the browser
  // and the server more than they compute, so on two cores the step takes ~5.5 min instead of ~10
  steps.push({ name: 'browser (Playwright)', cmd: bin('playwright'), args: ['test'], report: { kind: 'playwright', file: `${REPORTS}/e2e.json` }, shards: Number(process.env.E2E_SHARDS ?? 2) });
} else if (CI) {
  throw new Error('Chromium is missing at /usr/bin/chromium (apt-get install chromium)');
} else {
  console.log('\n! No Chromium at /usr/bin/chromium: browser tests skipped (apt-get install chromium).\n');
}

let passed = 0;
let failed = 0;
const failures: string[] = [];
for (const step of steps) {
  if (only.length && !only.some((o) => step.name.startsWith(o))) continue;
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const env = { ...process.env, ...step.env };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete env[k];
  const status = step.shards && step.shards > 1 ? await runShards(step, env) : spawnSync(step.cmd, step.args, { stdio: 'inherit', env }).status;
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  for (const file of reportFiles(step)) {
    if (!existsSync(file)) continue;
    const counts = readCounts(step.report!.kind, file);
    passed += counts.passed;
    failed += counts.failed;
  }
  if (status !== 0) {
    failures.push(step.name);
    if (!step.report) failed += 1;
  }
  console.log(`=== ${step.name}: ${status === 0 ? 'ok' : 'FAILED'} in ${secs} s ===`);
}

/** The report file of each run of a step: one, or one per shard (`e2e.json` -> `e2e-1.json`, `e2e-2.json`). */
function reportFiles(step: Step): string[] {
  if (!step.report) return [];
  if (!step.shards || step.shards < 2) return [step.report.file];
  return Array.from({ length: step.shards }, (_, i) => step.report!.file.replace(/\.json$/, `-${i + 1}.json`));
}

/**
 * Runs a Playwright step as `n` processes at once, each with its share of the spec files (splitSpecs) on its own
 * port pair, its lines prefixed with its number; answers 0 when every shard passed.
 */
async function runShards(step: Step, env: NodeJS.ProcessEnv): Promise<number> {
  const n = step.shards!;
  const files = reportFiles(step);
  const specs = readdirSync('tests/e2e').filter((f) => f.endsWith('.spec.ts'));
  const split = splitSpecs(specs, JSON.parse(readFileSync('tests/e2e/durations.json', 'utf8')) as Record<string, number>, n);
  const codes = await Promise.all(
    files.map((file, i) => new Promise<number>((done) => {
      const child = spawn(step.cmd, [...step.args, ...split[i]!.map((f) => `tests/e2e/${f}`)], {
        env: { ...env, E2E_PORT: String(3100 + i * 10), E2E_SMTP_PORT: String(2626 + i * 10), PLAYWRIGHT_JSON_OUTPUT_NAME: file },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const prefix = (chunk: Buffer, out: NodeJS.WriteStream) => out.write(chunk.toString().replace(/^(?=.)/gm, `[${i + 1}/${n}] `));
      child.stdout.on('data', (c: Buffer) => prefix(c, process.stdout));
      child.stderr.on('data', (c: Buffer) => prefix(c, process.stderr));
      child.on('close', (code) => done(code ?? 1));
    })),
  );
  return codes.every((c) => c === 0) ? 0 : 1;
}

function readCounts(kind: 'vitest' | 'playwright', file: string) {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  if (kind === 'vitest') return { passed: json.numPassedTests ?? 0, failed: json.numFailedTests ?? 0 };
  const s = json.stats ?? {};
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0 };
}

if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
