// The floor of GET auth-user: a bare node:http endpoint that makes the same token lookup with one prepared
// query through the same driver, and nothing else (no routing, no envelope, no headers, no tenant check).
import { createServer } from 'node:http';
import { openDb } from '../../server/kernel/db.ts';
import { AUTH_LOOKUP_SQL } from '../../server/kernel/auth.ts';
import { hashToken } from '../../server/kernel/tokens.ts';

const db = await openDb({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? './data' });
const port = Number(process.env.PORT ?? 3301);

const server = createServer(async (req, res) => {
  if (req.url === '/health') {
    res.writeHead(200).end('ok');
    return;
  }
  const token = /^Bearer\s+(\S+)$/.exec(req.headers.authorization ?? '')?.[1];
  const rows = token ? await db.query(AUTH_LOOKUP_SQL, [hashToken(token)], 'auth_lookup') : [];
  if (!rows[0]) {
    res.writeHead(401).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true, data: rows[0] }));
});
server.listen(port, '127.0.0.1');

process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void db.close().then(() => process.exit(0));
});
