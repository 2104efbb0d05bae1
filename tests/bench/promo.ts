// Promo redemption under contention: 200 concurrent redemptions of a 100-use code on PostgreSQL, each in its own
// transaction over a pool of 20, calling the ledger's redeemPromo (the conditional UPDATE of docs/product-spec.md §11).
// The figure that matters is exact: 100 successes, 100 "used up", used_count 100.
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { openDb, type Tx } from '../../server/kernel/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';
import { schema } from '../../server/db/schema.ts';
import { createInvoice, redeemPromo } from '../../server/modules/payments/ledger.ts';
import { postgresDatabase } from './lib.ts';

const ATTEMPTS = 200;
const LIMIT = 100;
const POOL = 20;

export interface PromoFigures { attempts: number; limit: number; pool: number; succeeded: number; usedUp: number; otherErrors: number; usedCount: number; redemptions: number; ms: number }

export async function benchPromo(): Promise<PromoFigures | null> {
  const database = await postgresDatabase('bench_promo');
  if (!database) return null;
  const db = await openDb({ databaseUrl: database.url, dataDir: '.tmp/bench' });
  const pool = new pg.Pool({ connectionString: database.url, max: POOL });
  try {
    await migrate(db);
    await seed(db);
    const [org] = await db.query<{ id: number }>(`select id from organizations where subdomain = 'alpha'`);
    const [code] = await db.query<{ id: number }>(
      `insert into promo_codes (organization_id, code, discount_kind, amount, usage_limit) values ($1, 'BENCH100', 'PERCENT', 10, $2) returning id`,
      [org!.id, LIMIT],
    );
    const orm = drizzle(pool, { schema });
    const invoice = await orm.transaction((tx) => createInvoice(tx as unknown as Tx, { organizationId: org!.id, currency: 'BDT', subtotalMinor: 100_000 }));
    const t0 = performance.now();
    const results = await Promise.allSettled(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        orm.transaction((tx) => redeemPromo(tx as unknown as Tx, { promoCodeId: code!.id, organizationId: org!.id, invoiceId: invoice.id, email: `buyer${i}@bench.test` })),
      ),
    );
    const ms = performance.now() - t0;
    const usedUp = results.filter((r) => r.status === 'rejected' && (r.reason as { status?: number }).status === 422).length;
    const [after] = await db.query<{ used: number; n: string }>(
      `select used_count as used, (select count(*) from promo_redemptions where promo_code_id = $1) as n from promo_codes where id = $1`,
      [code!.id],
    );
    return {
      attempts: ATTEMPTS, limit: LIMIT, pool: POOL, ms,
      succeeded: results.filter((r) => r.status === 'fulfilled').length, usedUp,
      otherErrors: results.filter((r) => r.status === 'rejected').length - usedUp,
      usedCount: Number(after!.used), redemptions: Number(after!.n),
    };
  } finally {
    await pool.end();
    await db.close();
    await database.drop();
  }
}

export function printPromo(f: PromoFigures): void {
  const exact = f.succeeded === f.limit && f.usedCount === f.limit && f.redemptions === f.limit && f.otherErrors === 0;
  console.log(`${f.attempts} redemptions of a ${f.limit}-use code over a pool of ${f.pool}: ${f.succeeded} succeeded, ${f.usedUp} used up, ${f.otherErrors} other errors; ` +
    `used_count ${f.usedCount}, ${f.redemptions} redemption rows -> ${exact ? 'exact' : 'WRONG'} in ${f.ms.toFixed(0)} ms`);
}
