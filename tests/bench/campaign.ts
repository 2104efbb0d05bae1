// `npm run bench -- campaign`: a campaign to 10,000 contacts through a local SMTP sink (smtp-server), on PostgreSQL.
// The server runs as its own process with the throttle raised (CAMPAIGN_PER_MINUTE) so the figure is the pipeline's
// speed, not the limit's; its RSS is sampled every 500 ms. At half the mails it is SIGKILLed and started again; at
// the end the sink counts the messages per address: every recipient should have exactly one. Figures, not assertions.
import { SMTPServer } from 'smtp-server';
import { postgresDatabase, rssMiB, startNode, waitFor, type Child } from './lib.ts';

const PORT = 3298;
const SMTP = 2698;
/** BENCH_CAMPAIGN_N: fewer recipients for a quick run (the issue's figure is 10,000) */
const N = Number(process.env.BENCH_CAMPAIGN_N ?? 10_000);
const DOMAIN = 'bench.leads.test';

export interface CampaignFigures {
  recipients: number;
  /** from the send until every recipient was queued in the outbox (the campaign's batches) */
  handOverSeconds: number;
  /** mails the sink received per second from the send until the kill */
  perSecondBeforeKill: number;
  /** from the send to the last mail, the restart included */
  totalSeconds: number;
  /** from the restarted server's health to its first mail (the killed run's lease on the sender) */
  resumeSeconds: number | null;
  rssMiB: { min: number; max: number; first: number; last: number };
  killedAfter: number;
  distinct: number;
  duplicates: number;
  missing: number;
  campaignStatus: string;
}

export async function benchCampaign(): Promise<CampaignFigures | null> {
  const pgdb = await postgresDatabase('bench_cmp');
  if (!pgdb) return null;
  const got = new Map<string, number>();
  let received = 0;
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo) got.set(r.address.toLowerCase(), (got.get(r.address.toLowerCase()) ?? 0) + 1);
        received++;
        callback();
      });
    },
  });
  await new Promise<void>((ok) => sink.listen(SMTP, '127.0.0.1', ok));
  const env = {
    PORT: String(PORT), DATABASE_URL: pgdb.url, DATA_DIR: '.tmp/bench/campaign', PLATFORM_DOMAIN: `localhost:${PORT}`,
    SMTP_URL: `smtp://127.0.0.1:${SMTP}`, CAMPAIGN_PER_MINUTE: '1000000', CAMPAIGN_BATCH: '200',
  };
  const origin = `http://127.0.0.1:${PORT}`;
  let server: Child = startNode('server/main.ts', env);
  const rss: number[] = [];
  const sampler = setInterval(() => {
    try {
      if (server.proc.pid && server.proc.exitCode === null) rss.push(rssMiB(server.proc.pid));
    } catch {
      // between the kill and the restart
    }
  }, 500);
  try {
    await waitFor(`${origin}/api/v1/health`);
    const h = { 'Content-Type': 'application/json', 'X-Tenant': 'alpha' };
    const login = await (await fetch(`${origin}/api/v1/login`, { method: 'POST', headers: h, body: JSON.stringify({ email: 'teacher@alpha.test', password: 'Demo-pass-2026' }) })).json();
    const auth = { ...h, Authorization: `Bearer ${login.data.token}` };
    const rows = Array.from({ length: N }, (_, i) => ({ email: `r${i + 1}@${DOMAIN}`, name: `Reader ${i + 1}` }));
    const imp = await fetch(`${origin}/api/v1/contacts/import`, { method: 'POST', headers: auth, body: JSON.stringify({ rows, new_list_name: 'Bench 10k' }) });
    if (imp.status >= 300) throw new Error(`import: ${imp.status} ${await imp.text()}`);
    const lists = await (await fetch(`${origin}/api/v1/contact-lists?search=Bench%2010k`, { headers: auth })).json();
    const listId = lists.data.items[0].id as number;
    const created = await (await fetch(`${origin}/api/v1/campaigns`, { method: 'POST', headers: auth, body: JSON.stringify({ name: 'Bench', subject: 'Hello {{first_name}}', body: 'Dear {{name}},\nNews from {{centre}}.', audience: { kind: 'list', list_id: listId } }) })).json();
    const id = created.data.id as number;
    const started = performance.now();
    const sent = await fetch(`${origin}/api/v1/campaigns/${id}/send`, { method: 'POST', headers: auth, body: '{}' });
    if (sent.status !== 200) throw new Error(`send: ${sent.status} ${await sent.text()}`);

    const handedAt = await (async () => {
      // the hand-over to the outbox (the campaign's own work) ends before the SMTP sending does
      for (;;) {
        const c = await (await fetch(`${origin}/api/v1/campaigns/${id}`, { headers: auth })).json();
        if (c.data?.counts?.pending === 0) return performance.now();
        await new Promise((r) => setTimeout(r, 200));
      }
    })();
    while (received < N / 2) await new Promise((r) => setTimeout(r, 50));
    const killedAfter = received;
    const perSecondBeforeKill = received / ((performance.now() - started) / 1000);
    server.proc.kill('SIGKILL');
    await new Promise((r) => server.proc.once('exit', r));
    server = startNode('server/main.ts', env);
    await waitFor(`${origin}/api/v1/health`);

    const restartedAt = performance.now();
    const atRestart = received;
    let resumedAt: number | null = null;
    let last = received;
    let quietSince = performance.now();
    let lastMailAt = performance.now();
    // a run of the mail sender the killed process had claimed holds the job for its lease (10 s): wait past it
    while (received < N && performance.now() - quietSince < 30_000) {
      if (resumedAt === null && received > atRestart) resumedAt = performance.now();
      await new Promise((r) => setTimeout(r, 250));
      if (received !== last) {
        last = received;
        quietSince = lastMailAt = performance.now();
      }
    }
    const status = await (await fetch(`${origin}/api/v1/campaigns/${id}`, { headers: { ...auth, Authorization: `Bearer ${(await (await fetch(`${origin}/api/v1/login`, { method: 'POST', headers: h, body: JSON.stringify({ email: 'teacher@alpha.test', password: 'Demo-pass-2026' }) })).json()).data.token}` } })).json();
    let duplicates = 0;
    for (const n of got.values()) if (n > 1) duplicates += n - 1;
    let missing = 0;
    for (let i = 1; i <= N; i++) if (!got.has(`r${i}@${DOMAIN}`)) missing++;
    return {
      recipients: N,
      handOverSeconds: (handedAt - started) / 1000,
      perSecondBeforeKill,
      totalSeconds: (lastMailAt - started) / 1000,
      resumeSeconds: resumedAt === null ? null : (resumedAt - restartedAt) / 1000,
      rssMiB: { min: Math.min(...rss), max: Math.max(...rss), first: rss[0] ?? 0, last: rss[rss.length - 1] ?? 0 },
      killedAfter,
      distinct: got.size,
      duplicates,
      missing,
      campaignStatus: status.data?.status ?? 'unknown',
    };
  } finally {
    clearInterval(sampler);
    await server.stop();
    await new Promise<void>((ok) => sink.close(() => ok()));
    await pgdb.drop();
  }
}

export function printCampaign(f: CampaignFigures): void {
  console.log(`${f.recipients} recipients queued in the outbox in ${f.handOverSeconds.toFixed(1)} s`);
  console.log(`${f.recipients} recipients: ${f.perSecondBeforeKill.toFixed(0)} mails/s into the sink before the kill; all done in ${f.totalSeconds.toFixed(1)} s (restart included; mail resumed ${f.resumeSeconds === null ? 'never' : `${f.resumeSeconds.toFixed(1)} s`} after the restart)`);
  console.log(`server RSS (MiB): first ${f.rssMiB.first.toFixed(0)}, min ${f.rssMiB.min.toFixed(0)}, max ${f.rssMiB.max.toFixed(0)}, last ${f.rssMiB.last.toFixed(0)}`);
  console.log(`SIGKILL after ${f.killedAfter} mails; afterwards: ${f.distinct} distinct recipients, ${f.duplicates} duplicate messages, ${f.missing} missing; campaign ${f.campaignStatus}`);
}
