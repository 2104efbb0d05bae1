// Start-up of the server on an existing database directory (what `npm start` does after its build step):
// time from spawn to the first healthy answer, and resident memory when idle.
import { startNode, waitFor, rssMiB } from './lib.ts';

export async function benchStartup(dataDir: string, runs: number) {
  const times: number[] = [];
  let rss = 0;
  for (let i = 0; i < runs; i++) {
    const port = 3295;
    const started = performance.now();
    const child = startNode('server/main.ts', { DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: undefined });
    try {
      await waitFor(`http://127.0.0.1:${port}/api/v1/health`);
      times.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 1000));
      rss = rssMiB(child.proc.pid!);
    } finally {
      await child.stop();
    }
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)]!, minMs: times[0]!, idleRssMiB: rss };
}
