// `npm run dev`: the API with reload on change (port API_PORT, default 3001) and Vite with hot reload
// on PORT (default 3000), which proxies /api and /files to the API.
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const port = process.env.PORT ?? '3000';
const children: ChildProcess[] = [
  spawn('node_modules/.bin/tsx', ['watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PLATFORM_DOMAIN: process.env.PLATFORM_DOMAIN ?? `localhost:${port}`, SERVE_SPA: 'false' },
  }),
  spawn('node_modules/.bin/vite', ['--port', port, '--strictPort'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

function stop() {
  for (const c of children) c.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
