import { loadConfig } from '../kernel/config.ts';
import { openDb } from '../kernel/db.ts';
import { migrate } from './migrate.ts';
import { seed } from './seed.ts';

// npm run db:migrate: applies pending migrations and upserts the catalogue (and the demo data on an empty db).
const config = loadConfig();
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const applied = await migrate(db);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'nothing to apply');
  const { demo } = await seed(db, { uploadDir: config.uploadDir });
  if (demo) console.log('seeded the demo data');
} finally {
  await db.close();
}
