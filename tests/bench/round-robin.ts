// A small round-robin HTTP proxy for the benchmarks: each request goes to the next backend in turn, with its
// method, path, headers and body; the backend's status, headers and body come back. No retries, no health checks:
// a backend that does not answer gives 502, as a plain load balancer would.
// Run as a script: PORT=3298 BACKENDS=http://127.0.0.1:3296,http://127.0.0.1:3297 node --import tsx tests/bench/round-robin.ts
import http from 'node:http';
import { pathToFileURL } from 'node:url';

// connection-level headers belong to one hop, not to the request (RFC 9110 §7.6.1)
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'upgrade']);

function forwardable(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [k, v] of Object.entries(headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) out[k] = v;
  return out;
}

export function createRoundRobin(backends: readonly URL[]): http.Server {
  if (!backends.length) throw new Error('round-robin: no backends');
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  let next = 0;
  return http.createServer((req, res) => {
    const backend = backends[next++ % backends.length]!;
    const headers = forwardable(req.headers);
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    const upstream = http.request(
      { protocol: backend.protocol, hostname: backend.hostname, port: backend.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: 'Bad gateway' }));
    });
    req.on('error', () => upstream.destroy());
    req.pipe(upstream);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.PORT ?? 3298);
  const backends = (process.env.BACKENDS ?? '').split(',').filter(Boolean).map((u) => new URL(u));
  const server = createRoundRobin(backends);
  server.keepAliveTimeout = 65_000;
  server.listen(port, '127.0.0.1');
  process.on('SIGTERM', () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
