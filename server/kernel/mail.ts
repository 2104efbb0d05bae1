import type { Db, Tx } from './db.ts';
import { outbox } from '../db/schema.ts';
import type { Logger } from './logger.ts';
import { errorFields } from './logger.ts';
import { defineJob } from './queue.ts';

export interface Mail {
  organizationId: number | null;
  to: string;
  subject: string;
  text: string;
}

/** Queues a mail in the caller's transaction: it is sent only if the transaction commits. */
export async function enqueueMail(tx: Tx, mail: Mail): Promise<void> {
  await tx.insert(outbox).values({ organizationId: mail.organizationId, toAddress: mail.to, subject: mail.subject, bodyText: mail.text });
}

/** Queues many mails in one statement (an import's invitations). */
export async function enqueueMails(tx: Tx, mails: readonly Mail[]): Promise<void> {
  if (mails.length === 0) return;
  await tx.insert(outbox).values(mails.map((m) => ({ organizationId: m.organizationId, toAddress: m.to, subject: m.subject, bodyText: m.text })));
}

const MAX_ATTEMPTS = 6;
/** mails claimed per transaction and sent at once over the pool's connections */
const BATCH = 20;
const POOL_CONNECTIONS = 5;

type Transport = { sendMail(m: { from: string; to: string; subject: string; text: string }): Promise<unknown>; close(): void };
// one SMTP transport per process and address, opened by the first run of the job
const transports = new Map<string, Promise<Transport>>();
function transportFor(smtpUrl: string): Promise<Transport> {
  let t = transports.get(smtpUrl);
  if (!t) {
    t = import('nodemailer').then((m) => m.default.createTransport(pooled(smtpUrl)) as unknown as Transport);
    transports.set(smtpUrl, t);
  }
  return t;
}

/**
 * The address with nodemailer's connection pool switched on (unless the address says otherwise): without it every
 * message opens its own SMTP connection, which held a campaign to ~7 mails/s (server/modules/campaigns/README.md).
 */
export function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', String(POOL_CONNECTIONS));
  return url.toString();
}

/** Closes the SMTP transports this process opened (on shutdown). */
export async function closeMailTransports(): Promise<void> {
  const all = [...transports.values()];
  transports.clear();
  for (const t of all) (await t).close();
}

/**
 * Sends up to BATCH queued mails over SMTP, at once over the pooled connections; returns how many were tried. Several
 * processes may run it: each batch is claimed with FOR UPDATE SKIP LOCKED on the owner connection (the outbox of every
 * tenant is its business). A failed send is tried again later (30 s, doubling) and given up after 6 attempts.
 */
export async function sendPendingMail(db: Db, opts: { smtpUrl: string; from: string; logger: Logger }): Promise<number> {
  const transport = await transportFor(opts.smtpUrl);
  return db.rawTransaction(async (q) => {
    const rows = await q.query<{ id: number; to_address: string; subject: string; body_text: string; attempts: number }>(
      `select id, to_address, subject, body_text, attempts from outbox
        where status = 'pending' and next_attempt_at <= now() order by id limit ${BATCH} for update skip locked`,
    );
    const sent = await Promise.allSettled(rows.map((row) => transport.sendMail({ from: opts.from, to: row.to_address, subject: row.subject, text: row.body_text })));
    for (const [i, row] of rows.entries()) {
      const outcome = sent[i]!;
      if (outcome.status === 'fulfilled') {
        await q.query(`update outbox set status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = null where id = $1`, [row.id]);
      } else {
        const err: unknown = outcome.reason;
        const attempts = row.attempts + 1;
        const status = attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
        await q.query(
          `update outbox set attempts = $2, status = $3, last_error = $4, next_attempt_at = now() + make_interval(secs => $5) where id = $1`,
          [row.id, attempts, status, String((err as Error)?.message ?? err).slice(0, 1000), 30 * 2 ** attempts],
        );
        opts.logger.warn('mail send failed', { outboxId: row.id, attempts, ...errorFields(err) });
      }
    }
    return rows.length;
  });
}

/**
 * The outbox stays the mail store; sending it is a recurring job (every 2 s, as the old loop ticked) so mail sent by
 * a request arrives within seconds. Without SMTP_URL nothing is sent and the mail waits in the outbox.
 */
export const mailJobs = [
  defineJob({
    name: 'mail.send',
    everyMs: 2000,
    // runs may overlap safely (each batch is claimed with SKIP LOCKED), so a killed process holds mail up 10 s, not a minute
    leaseMs: 10_000,
    async handler(_data, env) {
      if (!env.config.smtpUrl) return;
      // drain: a large import's invitations go out in one run, a batch to a transaction
      while ((await sendPendingMail(env.db, { smtpUrl: env.config.smtpUrl, from: env.config.mailFrom, logger: env.logger })) === BATCH);
    },
  }),
];
