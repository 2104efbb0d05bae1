import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadConfig } from './kernel/config.ts';
import { openDb, type Db } from './kernel/db.ts';
import { createLogger, errorFields } from './kernel/logger.ts';
import { startMailLoop, type MailLoop } from './kernel/mail.ts';
import type { Loop } from './kernel/loop.ts';
import { startSweeper } from './modules/exams/sweeper.ts';
import { warmPdfText } from './modules/materials/pdf-text.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const started = performance.now();

// Registered first: a signal during start-up still ends the process cleanly.
// eslint-disable-next-line prefer-const -- assigned once below, after the handlers that read it exist
let server: Server | undefined;
let mail: MailLoop | undefined;
// eslint-disable-next-line prefer-const -- as above
let sweeper: Loop | undefined;
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
    await sweeper?.stop();
    await mail?.stop();
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

if (config.smtpUrl) mail = await startMailLoop(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
sweeper = startSweeper(db, config, logger);
// the PDF reader loads pdf.js in its own thread now, not inside the first upload's request
warmPdfText();

const app = createApp({ db, config, logger });
server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, autoCleanupIncoming: true }, (info) => {
  const ms = Math.round(performance.now() - started);
  console.log(`listening on http://localhost:${info.port}`);
  logger.info('started', { port: info.port, ms, database: db.kind });
}) as Server;

