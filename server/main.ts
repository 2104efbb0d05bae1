import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadConfig } from './kernel/config.ts';
import { openDb, type Db } from './kernel/db.ts';
import { createLogger, errorFields } from './kernel/logger.ts';
import { closeMailTransports } from './kernel/mail.ts';
import { startQueue, type QueueWorker } from './kernel/queue.ts';
import { jobs } from './jobs.ts';
import { warmPdfText } from './modules/materials/pdf-text.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const started = performance.now();

// Registered first: a signal during start-up still ends the process cleanly.
// eslint-disable-next-line prefer-const -- assigned once below, after the handlers that read it exist
let server: Server | undefined;
// eslint-disable-next-line prefer-const -- as above
let queue: QueueWorker | undefined;
// eslint-disable-next-line prefer-const -- as above
let db: Db | undefined;
let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info('shutting down', { signal });
  if (server) {
    const s = server;
    const closed = new Promise<void>((resolve) => s.close(() => resolve()));
    s.closeIdleConnections();
    const deadline = new Promise<void>((resolve) => setTimeout(resolve, 10_000).unref());
    await Promise.race([closed, deadline]);
    s.closeAllConnections();
  }
  try {
    await queue?.stop();
    await closeMailTransports();
    await db?.close();
  } catch (err) {
    logger.error('shutdown', errorFields(err));
  }
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const applied = await migrate(db);
if (applied.length) logger.info('migrated', { applied });
const seeded = await seed(db, { uploadDir: config.uploadDir });
if (seeded.demo) logger.info('seeded demo data', { password: 'see server/README.md' });

// every process runs a worker: the queue gives each job to one of them (server/README.md "Jobs"); mail is sent by
// the recurring job mail.send when SMTP_URL is set, overdue sittings are handed in by exams.hand-in-overdue
queue = await startQueue({ db, config, logger }, jobs);
// the PDF reader loads pdf.js in its own thread now, not inside the first upload's request
warmPdfText();

const app = createApp({ db, config, logger });
server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, autoCleanupIncoming: true }, (info) => {
  const ms = Math.round(performance.now() - started);
  console.log(`listening on http://localhost:${info.port}`);
  logger.info('started', { port: info.port, ms, database: db.kind });
}) as Server;

