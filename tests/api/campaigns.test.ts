// Campaigns and automations (server/modules/campaigns/README.md) on the real server and database: a campaign to a
// list of 5 with one unsubscribed (4 mails, 1 skipped), the unsubscribe page without a session and the next campaign
// skipping that contact, another centre's list refused, a send job run twice or after a partial batch mailing nobody
// twice, the throttle, the automation loop refused, and an automation on 'evaluation released' creating a task.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignDetail } from '@server/modules/campaigns/contracts.ts';
import { fireAutomation } from '@server/modules/campaigns/fire.ts';
import { runSendJob, centreTx } from '@server/modules/campaigns/jobs.ts';
import { campaignSettings } from '@server/modules/campaigns/settings.ts';
import { createLogger } from '@server/kernel/logger.ts';
import { expectErrorEnvelope, expectOk, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
type Who = 'owner' | 'teacher' | 'student' | 'betaTeacher';
const t = {} as Record<Who, string>;
const as = (who: Who, tenant = who.startsWith('beta') ? 'beta' : 'alpha') => s.api(tenant, t[who]);
let alpha: number;
let beta: number;
const env = () => ({ db: s.db, config: s.config, logger: createLogger('silent') });
/** the report before this file's campaigns: the demo's draft (server/db/seed-workspace.ts) is counted in it too */
let seeded: { campaigns: number; campaigns_sent: number; recipients: { total: number; skipped: number; unsubscribed: number } };

/** A page outside /api, asked for as a browser on `host` would. */
function page(method: 'GET' | 'POST', path: string, host = 'alpha.localhost:3000'): Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders }> {
  const url = new URL(s.base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path, method, headers: { Host: host, Accept: 'text/html', ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': '0' } : {}) } }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A list of the centre with `n` contacts `<prefix>1..n@leads.test`; the ones in `unsubscribed` (1-based) unsubscribed. */
async function makeList(org: number, prefix: string, n: number, unsubscribed: number[] = []): Promise<{ listId: number; contactIds: number[] }> {
  const [list] = await s.db.query<{ id: number }>(`insert into contact_lists (organization_id, name) values ($1, $2) returning id`, [org, `${prefix} list`]);
  const contactIds: number[] = [];
  for (let i = 1; i <= n; i++) {
    const [c] = await s.db.query<{ id: number }>(
      `insert into contacts (organization_id, email, name, source, unsubscribed_at) values ($1, $2, $3, 'import', $4) returning id`,
      [org, `${prefix}${i}@leads.test`, `Lead ${prefix} ${i}`, unsubscribed.includes(i) ? new Date() : null],
    );
    await s.db.query(`insert into contact_list_members (list_id, contact_id, organization_id) values ($1, $2, $3)`, [list!.id, c!.id, org]);
    contactIds.push(c!.id);
  }
  return { listId: list!.id, contactIds };
}

const outboxTo = (like: string) => s.db.query<{ id: number; to_address: string; subject: string; body_text: string }>(`select id, to_address, subject, body_text from outbox where to_address like $1 order by id`, [like]);

async function createCampaign(listId: number, name = 'Spring intake'): Promise<CampaignDetail> {
  const r = await as('teacher').post('campaigns', { name, subject: 'Hello {{first_name}}', body: 'Dear {{name}},\nNew batches at {{centre}}.', audience: { kind: 'list', list_id: listId } });
  expectOk(r, 201);
  return r.body.data as CampaignDetail;
}

beforeAll(async () => {
  s = await startServer();
  t.owner = await s.login('alpha', 'owner@alpha.test');
  t.teacher = await s.login('alpha', 'teacher@alpha.test');
  t.student = await s.login('alpha', 'student@alpha.test');
  t.betaTeacher = await s.login('beta', 'teacher@beta.test');
  alpha = (await s.db.query<{ id: number }>(`select id from organizations where subdomain = 'alpha'`))[0]!.id;
  beta = (await s.db.query<{ id: number }>(`select id from organizations where subdomain = 'beta'`))[0]!.id;
  seeded = (await as('teacher').get('communication-report')).body.data;
}, 120_000);

afterAll(async () => {
  await s?.close();
});

describe('campaigns', () => {
  let listId: number;
  let first: CampaignDetail;

  it('sends a campaign to a list of 5 with one unsubscribed: 4 mails, 1 skipped', async () => {
    ({ listId } = await makeList(alpha, 'five', 5, [3]));
    const count = await as('teacher').post('campaigns/audience-count', { audience: { kind: 'list', list_id: listId } });
    expectOk(count);
    expect(count.body.data).toMatchObject({ total: 5, unsubscribed: 1, per_minute: 600 });

    first = await createCampaign(listId);
    expect(first.status).toBe('draft');
    const sent = await as('teacher').post(`campaigns/${first.id}/send`);
    expectOk(sent);
    expect(sent.body.data.status).toBe('sending');
    expect(sent.body.data.counts).toMatchObject({ total: 5, pending: 5 });

    await s.runJobs();
    const mails = await outboxTo('five%@leads.test');
    expect(mails.map((m) => m.to_address).sort()).toEqual(['five1@leads.test', 'five2@leads.test', 'five4@leads.test', 'five5@leads.test']);
    expect(mails[0]!.subject).toBe('Hello Lead');
    expect(mails[0]!.body_text).toMatch(/^Dear Lead five \d,\nNew batches at Alpha PTE Academy\./);
    expect(mails[0]!.body_text).toMatch(/\/unsubscribe\/[A-Za-z0-9_-]{43}\n$/);

    const shown = await as('teacher').get(`campaigns/${first.id}`);
    expectOk(shown);
    expect(shown.body.data.status).toBe('sent');
    expect(shown.body.data.counts).toMatchObject({ total: 5, pending: 0, queued: 4, skipped: 1 });

    const skipped = await as('teacher').get(`campaigns/${first.id}/recipients?status=skipped-unsubscribed`);
    expectOk(skipped);
    expect(skipped.body.data.items.map((r: { email: string }) => r.email)).toEqual(['five3@leads.test']);

    // the outbox's own state is the recipient's: a mail marked sent shows as sent
    await s.db.query(`update outbox set status = 'sent', sent_at = now() where id = $1`, [mails[0]!.id]);
    const after = await as('teacher').get(`campaigns/${first.id}`);
    expect(after.body.data.counts).toMatchObject({ queued: 3, sent: 1 });

    const notes = await s.db.query<{ kind: string }>(`select kind from notifications where kind = 'campaign.finished'`);
    expect(notes.length).toBe(1);
  });

  it('the unsubscribe link works without a session and the next campaign skips that contact', async () => {
    const [mail] = await outboxTo('five1@leads.test');
    const path = mail!.body_text.match(/(\/unsubscribe\/[A-Za-z0-9_-]+)/)![1]!;
    // opening the link asks; it changes nothing by itself (mail scanners open links)
    const ask = await page('GET', path);
    expect(ask.status).toBe(200);
    expect(ask.text).toContain('five1@leads.test');
    expect(ask.text).toContain('<form method="post">');
    expect(ask.headers['content-security-policy']).toContain("form-action 'self'");
    expect((await s.db.query<{ u: string | null }>(`select unsubscribed_at as u from contacts where email = 'five1@leads.test'`))[0]!.u).toBeNull();

    // on another centre's address the link is unknown
    expect((await page('GET', path, 'beta.localhost:3000')).status).toBe(404);
    expect((await page('POST', path, 'beta.localhost:3000')).status).toBe(404);
    expect((await page('GET', '/unsubscribe/not-a-real-token-at-all-000000')).status).toBe(404);

    const done = await page('POST', path);
    expect(done.status).toBe(200);
    expect(done.text).toContain('You are unsubscribed');
    expect((await page('POST', path)).status).toBe(200); // twice is harmless

    const shown = await as('teacher').get(`campaigns/${first.id}`);
    expect(shown.body.data.counts.unsubscribed).toBe(1);

    const second = await createCampaign(listId, 'Second');
    expectOk(await as('teacher').post(`campaigns/${second.id}/send`));
    await s.runJobs();
    const after = await as('teacher').get(`campaigns/${second.id}`);
    expect(after.body.data.counts).toMatchObject({ total: 5, queued: 3, skipped: 2 });
    expect((await outboxTo('five1@leads.test')).length).toBe(1);

    const report = await as('teacher').get('communication-report');
    expectOk(report);
    expect(report.body.data).toMatchObject({
      campaigns: seeded.campaigns + 2,
      campaigns_sent: seeded.campaigns_sent + 2,
      recipients: { total: seeded.recipients.total + 10, skipped: seeded.recipients.skipped + 3, unsubscribed: seeded.recipients.unsubscribed + 1 },
    });
  });

  it("refuses another centre's list (422 on audience.list_id) and another centre's campaign (404)", async () => {
    const { listId: betaList } = await makeList(beta, 'betalist', 2);
    const r = await as('teacher').post('campaigns', { name: 'X', subject: 'S', body: 'B', audience: { kind: 'list', list_id: betaList } });
    expectErrorEnvelope(r, 422);
    expect(r.body.errors).toHaveProperty(['audience.list_id']);
    expectErrorEnvelope(await as('teacher').post('campaigns/audience-count', { audience: { kind: 'list', list_id: betaList } }), 422);
    expectErrorEnvelope(await as('betaTeacher').get(`campaigns/${first.id}`), 404);
    expectErrorEnvelope(await as('betaTeacher').post(`campaigns/${first.id}/send`), 404);
    const list = await as('betaTeacher').get('campaigns');
    expect(list.body.data.items).toEqual([]);
  });

  it('checks the body: unknown placeholders, a student, a sent campaign', async () => {
    const bad = await as('teacher').post('campaigns', { name: 'X', subject: 'Hi {{nmae}}', body: 'B', audience: { kind: 'source', source: 'form' } });
    expectErrorEnvelope(bad, 422);
    expect(bad.body.errors).toHaveProperty('subject');
    const kind = await as('teacher').post('campaigns', { name: 'X', subject: 'S', body: 'B', audience: { kind: 'everyone' } });
    expectErrorEnvelope(kind, 422);
    expectErrorEnvelope(await as('student').get('campaigns'), 403);
    expectErrorEnvelope(await as('teacher').put(`campaigns/${first.id}`, { name: 'Changed' }), 409);
    expectErrorEnvelope(await as('teacher').post(`campaigns/${first.id}/send`), 409);
  });

  it('a send job run twice, or again after a partial batch, mails nobody twice', async () => {
    const { listId: big } = await makeList(alpha, 'restart', 7);
    const c = await createCampaign(big, 'Restart');
    const saved = { ...campaignSettings };
    campaignSettings.batchSize = 3;
    try {
      // the send verb queues a job; run the handler by hand instead, as a crashed-and-retried worker would
      await s.db.query(`update campaigns set status = 'sending' where id = $1`, [c.id]);
      await s.db.query(`insert into campaign_recipients (organization_id, campaign_id, contact_id, email)
        select $1, $2, m.contact_id, ct.email from contact_list_members m join contacts ct on ct.id = m.contact_id where m.list_id = $3`, [alpha, c.id, big]);
      const a = await runSendJob({ organizationId: alpha, campaignId: c.id }, env());
      expect(a).toMatchObject({ done: false, queued: 3 });
      // a partial batch that never committed (the process died mid-transaction): nothing of it stays
      await expect(
        centreTx(env(), alpha, async (tx) => {
          const { sendBatch } = await import('@server/modules/campaigns/sender.ts');
          await sendBatch(tx, alpha, c.id, { origin: 'http://alpha.localhost:3000', centre: 'Alpha' }, { perMinute: 600, batchSize: 3 });
          throw new Error('killed');
        }),
      ).rejects.toThrow('killed');
      expect((await outboxTo('restart%')).length).toBe(3);
      // the same job again (a retry after a crash past its commit), then the queue's own follow-ups
      await runSendJob({ organizationId: alpha, campaignId: c.id }, env());
      await runSendJob({ organizationId: alpha, campaignId: c.id }, env());
      await runSendJob({ organizationId: alpha, campaignId: c.id }, env());
      await s.runJobs();
      const mails = await outboxTo('restart%');
      expect(mails.length).toBe(7);
      expect(new Set(mails.map((m) => m.to_address)).size).toBe(7);
      expect((await as('teacher').get(`campaigns/${c.id}`)).body.data.status).toBe('sent');
    } finally {
      Object.assign(campaignSettings, saved);
    }
  });

  it('throttles: at most the per-minute figure is handed over, then the job waits', async () => {
    const { listId: many } = await makeList(alpha, 'throttle', 6);
    const c = await createCampaign(many, 'Throttle');
    const saved = { ...campaignSettings };
    // everything already handed over in the last minute counts: push it back so only this campaign counts
    await s.db.query(`update campaign_recipients set queued_at = now() - interval '2 minutes' where queued_at is not null`);
    campaignSettings.perMinute = 4;
    try {
      expectOk(await as('teacher').post(`campaigns/${c.id}/send`));
      await s.runJobs();
      expect((await outboxTo('throttle%')).length).toBe(4);
      const [job] = await s.db.query<{ run_at: string }>(`select run_at from queue_jobs where name = 'campaigns.send' and state = 'queued'`);
      expect(new Date(job!.run_at).getTime()).toBeGreaterThan(Date.now() + 30_000);
      // a minute later the rest goes
      await s.db.query(`update campaign_recipients set queued_at = queued_at - interval '61 seconds' where queued_at is not null`);
      await s.db.query(`update queue_jobs set run_at = now() where name = 'campaigns.send' and state = 'queued'`);
      await s.runJobs();
      expect((await outboxTo('throttle%')).length).toBe(6);
    } finally {
      Object.assign(campaignSettings, saved);
    }
  });

  it('cancel stops a campaign; a sending campaign cannot be deleted', async () => {
    const { listId: l } = await makeList(alpha, 'cancel', 2);
    const c = await createCampaign(l, 'Cancel');
    expectOk(await as('teacher').post(`campaigns/${c.id}/send`));
    expectErrorEnvelope(await as('teacher').delete(`campaigns/${c.id}`), 409);
    expectOk(await as('teacher').post(`campaigns/${c.id}/cancel`));
    await s.runJobs();
    expect((await outboxTo('cancel%')).length).toBe(0);
    expectOk(await as('teacher').delete(`campaigns/${c.id}`));
  });
});

describe('automations', () => {
  it('refuses an automation that would fire itself (422 on action)', async () => {
    const r = await as('teacher').post('automations', { name: 'Loop', event: 'contact.created', action: 'add-contact', config: {} });
    expectErrorEnvelope(r, 422);
    expect(r.body.errors).toHaveProperty('action');
    expect((await s.db.query(`select id from automations where name = 'Loop'`)).length).toBe(0);
    // switched off it is harmless; switching it on is refused the same way
    const off = await as('teacher').post('automations', { name: 'Loop off', event: 'contact.created', action: 'add-contact', config: {}, enabled: false });
    expectOk(off, 201);
    const on = await as('teacher').put(`automations/${off.body.data.id}/status`, { enabled: true });
    expectErrorEnvelope(on, 422);
    expect(on.body.errors).toHaveProperty('action');
  });

  it('checks what the action needs', async () => {
    const r = await as('teacher').post('automations', { name: 'Task', event: 'evaluation.released', action: 'create-task', config: {} });
    expectErrorEnvelope(r, 422);
    expect(r.body.errors).toHaveProperty(['config.title']);
    const studentId = (await s.db.query<{ id: number }>(`select id from users where email = 'student@alpha.test'`))[0]!.id;
    const s2 = await as('teacher').post('automations', { name: 'Task', event: 'evaluation.released', action: 'create-task', config: { title: 'T', assignee_id: studentId } });
    expectErrorEnvelope(s2, 422);
    expect(s2.body.errors).toHaveProperty(['config.assignee_id']);
  });

  it("creates a task when an evaluation is released, once per evaluation", async () => {
    const teacherId = (await s.db.query<{ id: number }>(`select id from users where email = 'teacher@alpha.test'`))[0]!.id;
    const studentId = (await s.db.query<{ id: number }>(`select id from users where email = 'student@alpha.test'`))[0]!.id;
    const r = await as('teacher').post('automations', {
      name: 'Follow up', event: 'evaluation.released', action: 'create-task', config: { title: 'Call {{name}} about the result', assignee_id: teacherId, due_in_days: 2 },
    });
    expectOk(r, 201);
    const [attempt] = await s.db.query<{ id: number }>(`select id from question_attempts where organization_id = $1 limit 1`, [alpha]);
    let attemptId = attempt?.id;
    if (!attemptId) {
      const [q] = await s.db.query<{ id: number }>(`select id from questions where organization_id = $1 limit 1`, [alpha]);
      const [a] = await s.db.query<{ id: number }>(
        `insert into question_attempts (organization_id, user_id, question_id, response, score, max, result) values ($1, $2, $3, '{}'::jsonb, 0, 1, '{}'::jsonb) returning id`,
        [alpha, studentId, q!.id],
      );
      attemptId = a!.id;
    }
    for (let i = 0; i < 2; i++) {
      await centreTx(env(), alpha, (tx) => fireAutomation(tx, alpha, 'evaluation.released', { kind: 'evaluation', id: attemptId!, userId: studentId }));
    }
    const tasks = await s.db.query<{ title: string; assignee_id: number }>(`select title, assignee_id from tasks where organization_id = $1 and title like 'Call %'`, [alpha]);
    expect(tasks.length).toBe(1);
    expect(tasks[0]).toMatchObject({ assignee_id: teacherId });
    const runs = await as('teacher').get(`automations/${r.body.data.id}/runs`);
    expectOk(runs);
    expect(runs.body.data.items).toMatchObject([{ status: 'done', subject_key: `evaluation:${attemptId}` }]);
    const list = await as('teacher').get('automations');
    expect(list.body.data.items.find((a: { id: number }) => a.id === r.body.data.id).runs).toEqual({ done: 1, skipped: 0, failed: 0 });
  });

  it('a failing action is a failed run and never undoes the caller', async () => {
    const r = await as('teacher').post('automations', { name: 'Mail', event: 'contact.created', action: 'send-mail', config: { subject: 'Welcome {{name}}', body: 'Hi' } });
    expectOk(r, 201);
    const { contactIds } = await makeList(alpha, 'auto', 2, [2]);
    await centreTx(env(), alpha, async (tx) => {
      await fireAutomation(tx, alpha, 'contact.created', { kind: 'contact', contactId: contactIds[0]! });
      await fireAutomation(tx, alpha, 'contact.created', { kind: 'contact', contactId: contactIds[1]! });
    });
    expect((await outboxTo('auto1@leads.test')).map((m) => m.subject)).toEqual(['Welcome Lead auto 1']);
    expect((await outboxTo('auto2@leads.test')).length).toBe(0);
    const runs = await as('teacher').get(`automations/${r.body.data.id}/runs`);
    expect(runs.body.data.items.map((x: { status: string }) => x.status).sort()).toEqual(['done', 'skipped']);
  });
});
