import type { Db, Tx } from './db.ts';
import { outbox } from '../db/schema.ts';
import type { Logger } from './logger.ts';
import { errorFields } from './logger.ts';
import { startLoop } from './loop.ts';

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

export interface MailLoop {
  stop(): Promise<void>;
}

/**
 * Sends queued mail over SMTP. Several processes may run it: each batch is claimed with
 * FOR UPDATE SKIP LOCKED on the owner connection (the outbox of every tenant is its business).
 */
export async function startMailLoop(db: Db, opts: { smtpUrl: string; from: string; logger: Logger; intervalMs?: number }): Promise<MailLoop> {
  const nodemailer = (await import('nodemailer')).default;
  const transport = nodemailer.createTransport(opts.smtpUrl);

  const tick = async () => {
    await db.rawTransaction(async (q) => {
      const rows = await q.query<{ id: number; to_address: string; subject: string; body_text: string; attempts: number }>(
        `select id, to_address, subject, body_text, attempts from outbox
          where status = 'pending' and next_attempt_at <= now() order by id limit 10 for update skip locked`,
      );
      for (const row of rows) {
        try {
          await transport.sendMail({ from: opts.from, to: row.to_address, subject: row.subject, text: row.body_text });
          await q.query(`update outbox set status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = null where id = $1`, [row.id]);
        } catch (err) {
          const attempts = row.attempts + 1;
          const status = attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
          await q.query(
            `update outbox set attempts = $2, status = $3, last_error = $4, next_attempt_at = now() + make_interval(secs => $5) where id = $1`,
            [row.id, attempts, status, String((err as Error)?.message ?? err).slice(0, 1000), 30 * 2 ** attempts],
          );
          opts.logger.warn('mail send failed', { outboxId: row.id, attempts, ...errorFields(err) });
        }
      }
    });
  };

  const loop = startLoop('mail loop', tick, opts.intervalMs ?? 2000, opts.logger);

  return {
    async stop() {
      await loop.stop();
      transport.close();
    },
  };
}
