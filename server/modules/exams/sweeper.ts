// Sittings nobody came back to: handed in with what was saved once their deadline (and its grace) has passed, so
// the student's result and the trainers' pending lists do not wait for someone to open the sheet.
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../kernel/config.ts';
import type { RequestContext } from '../../kernel/context.ts';
import type { Db } from '../../kernel/db.ts';
import { defineJob } from '../../kernel/queue.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { answerSheets } from '../../db/schema.ts';
import { finalize } from './hand-in.ts';
import { isOver } from './sheets.ts';

/**
 * Hands in up to `limit` overdue sittings, each in its tenant's transaction under row-level security. A sheet another
 * process (or a request) holds is skipped (SKIP LOCKED) and taken by whoever holds it. Returns how many it handed in.
 */
export async function handInOverdue(db: Db, config: Config, limit = 20): Promise<number> {
  const due = await db.query<{ id: number; organization_id: number | null }>(
    `select id, organization_id from answer_sheets
      where status = 'in_progress' and deadline < now() - interval '5 seconds' order by deadline limit $1`,
    [limit],
  );
  let n = 0;
  for (const row of due) {
    const ctx: RequestContext = {
      tenant: row.organization_id === null ? null : { id: row.organization_id, subdomain: '', name: '' },
      actor: null,
      requestId: 'sweeper',
      ip: '',
      db,
      config,
    };
    const done = await withTenantTx(
      ctx,
      async (tx) => {
        const [sheet] = await tx.select().from(answerSheets).where(and(eq(answerSheets.id, row.id), eq(answerSheets.status, 'in_progress'))).for('update', { skipLocked: true });
        if (!sheet || !isOver(sheet, Date.now())) return false;
        await finalize(tx, ctx, sheet, 'deadline');
        return true;
      },
      { platformPublic: row.organization_id === null },
    );
    if (done) n++;
  }
  return n;
}

/** Hands in overdue sittings every 30 s (a recurring job: one process at a time), as many rounds as there are. */
export const examsJobs = [
  defineJob({
    name: 'exams.hand-in-overdue',
    everyMs: 30_000,
    async handler(_data, env) {
      let total = 0;
      for (let n = await handInOverdue(env.db, env.config); n > 0; n = await handInOverdue(env.db, env.config)) total += n;
      if (total) env.logger.info('handed in overdue sittings', { count: total });
    },
  }),
];
