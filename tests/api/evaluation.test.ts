// Recordings bound to their uploader and tenant, private recordings, the assessors inside POST question-test, and
// the trainer's evaluation (POST evaluation/evaluate, GET evaluation, GET question-attempts/{id}) over HTTP.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionId } from '@kernel/permissions/catalogue.ts';
import { expectErrorEnvelope, expectOk, startServer, type TestServer } from './helpers.ts';

const SPEECH = new Uint8Array(fs.readFileSync(path.resolve(import.meta.dirname, '..', 'fixtures', 'speech.webm')));

let s: TestServer;
let alphaTeacher: string;
let alphaStudent: string;
let alphaOther: string;
let betaTeacher: string;
let betaStudent: string;
let master: string;
let alphaId: number;
let readAloudId: number;
let readAloudText: string;
let essayId: number;

async function rows<T>(sqlText: string, params: unknown[] = []): Promise<T[]> {
  return s.db.query<T>(sqlText, params);
}

async function questionOf(slug: string): Promise<{ id: number; content: Record<string, unknown> }> {
  const [r] = await rows<{ id: number; content: Record<string, unknown> }>(
    `select q.id, q.content from questions q join question_types t on t.id = q.question_type_id
      where t.slug = $1 and q.organization_id = $2 and q.deleted_at is null order by q.id limit 1`,
    [slug, alphaId],
  );
  if (!r) throw new Error(`no ${slug} item in alpha`);
  return r;
}

function upload(tenant: string | null, token: string | undefined, opts: { type?: string; bytes?: Uint8Array<ArrayBuffer>; name?: string; mime?: string } = {}) {
  const f = new FormData();
  f.append('file', new Blob([opts.bytes ?? SPEECH], { type: opts.mime ?? 'audio/webm;codecs=opus' }), opts.name ?? 'answer.weba');
  f.append('type', opts.type ?? 'recordings');
  return s.api(tenant, token).raw('POST', '/api/v1/common/upload-file', { body: f });
}

async function uploadedPath(tenant: string, token: string | undefined, opts: Parameters<typeof upload>[2] = {}): Promise<string> {
  const r = await upload(tenant, token, opts);
  expectOk(r);
  return r.body.data.filepath as string;
}

function getFile(p: string, tenant: string | null, token?: string): Promise<Response> {
  const headers: Record<string, string> = {};
  if (tenant) headers['X-Tenant'] = tenant;
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(s.base + p, { headers });
}

const words = (n: number, sentence: string) => {
  const w = sentence.split(' ');
  return Array.from({ length: n }, (_v, i) => w[i % w.length]).join(' ');
};

beforeAll(async () => {
  s = await startServer();
  [alphaTeacher, alphaStudent, alphaOther, betaTeacher, betaStudent, master] = await Promise.all([
    s.login('alpha', 'teacher@alpha.test'),
    s.login('alpha', 'student@alpha.test'),
    s.login('alpha', 'newstudent@alpha.test'),
    s.login('beta', 'teacher@beta.test'),
    s.login('beta', 'student@beta.test'),
    s.login(null, 'master@platform.test'),
  ]);
  const orgs = await rows<{ id: number; subdomain: string }>('select id, subdomain from organizations');
  alphaId = orgs.find((o) => o.subdomain === 'alpha')!.id;
  const ra = await questionOf('read-aloud');
  readAloudId = ra.id;
  readAloudText = ra.content.text as string;
  essayId = (await questionOf('write-essay')).id;
});
afterAll(async () => {
  await s?.close();
});

describe('recordings: bound to the student and the tenant', () => {
  let recording: string;
  let attemptId: number;

  it('an upload with a token records its user; the answer binds it and the audio assessor measures it', async () => {
    recording = await uploadedPath('alpha', alphaStudent);
    expect(recording).toMatch(/^\/files\/recordings\/[0-9a-f-]{36}\.weba$/);
    const [up] = await rows<{ user_id: number | null; mime: string }>('select user_id, mime from uploads where path = $1', [recording]);
    const [me] = await rows<{ id: number }>("select id from users where email = 'student@alpha.test'");
    expect(up).toEqual({ user_id: me!.id, mime: 'audio/webm' });

    const r = await s.api('alpha', alphaStudent).post('question-test', { question_id: readAloudId, response: { recording } });
    expectOk(r);
    attemptId = r.body.data.attempt_id;
    const m = r.body.data.measures;
    // speech.webm: 0.4 s lead, ~3.4 s of speech, 1 s pause, ~2.5 s of speech, 0.6 s tail (espeak-ng adds a little silence)
    expect(m.durationSec).toBeGreaterThan(7);
    expect(m.durationSec).toBeLessThan(9);
    expect(m.pauseCount).toBeGreaterThanOrEqual(1);
    expect(m.longestPauseSec).toBeGreaterThanOrEqual(0.9);
    expect(m.longestPauseSec).toBeLessThan(2);
    expect(m.speakingSec).toBeGreaterThan(4);
    expect(m.speakingSec).toBeLessThan(6.5);
    expect(m.firstSpeechSec).toBeGreaterThan(0.2);
    expect(m.firstSpeechSec).toBeLessThan(1);
    expect(m.wordsPerMinute).toBeUndefined(); // no transcript yet
    // no assessor heard the words: every trait waits for a trainer, nothing is made up
    expect(r.body.data.needsHuman).toBe(true);
    expect(r.body.data.status).toBe('pending');
    expect(r.body.data.traits.every((t: { pending?: boolean }) => t.pending)).toBe(true);
    const [row] = await rows<{ status: string; evidence: { assessor: { by: string[] } } }>('select status, evidence from question_attempts where id = $1', [attemptId]);
    expect(row!.status).toBe('pending');
    expect(row!.evidence.assessor.by).toContain('audio');
  });

  it("another user's upload, an anonymous one, another folder or a made-up path: 422 on response.recording", async () => {
    const others = await uploadedPath('alpha', alphaOther);
    // anonymous recordings are refused now (401); one stored before that rule has no user and binds to nobody
    expectErrorEnvelope(await upload('alpha', undefined), 401);
    const anonymous = `/files/recordings/${randomUUID()}.weba`;
    await rows("insert into uploads (organization_id, user_id, path, type, size, mime) values ($1, null, $2, 'recordings', 1, 'audio/webm')", [alphaId, anonymous]);
    const elsewhere = await uploadedPath('alpha', alphaTeacher, { type: 'question-audio' });
    const before = (await rows<{ n: number }>('select count(*)::int as n from question_attempts'))[0]!.n;
    for (const bad of [others, anonymous, elsewhere, '/files/recordings/00000000-0000-0000-0000-000000000000.weba', 'https://example.com/a.webm']) {
      const r = await s.api('alpha', alphaStudent).post('question-test', { question_id: readAloudId, response: { recording: bad } });
      expectErrorEnvelope(r, 422);
      expect(Object.keys(r.body.errors)).toEqual(['response.recording']);
    }
    expect((await rows<{ n: number }>('select count(*)::int as n from question_attempts'))[0]!.n).toBe(before);
  });

  it("a beta student cannot answer with alpha's recording; an alpha token cannot upload on beta", async () => {
    const betaRa = await rows<{ id: number }>("select q.id from questions q join question_types t on t.id = q.question_type_id where t.slug = 'read-aloud' and q.organization_id <> $1 order by q.id limit 1", [alphaId]);
    const r = await s.api('beta', betaStudent).post('question-test', { question_id: betaRa[0]!.id, response: { recording } });
    expectErrorEnvelope(r, 422);
    expect(Object.keys(r.body.errors)).toEqual(['response.recording']);
    expectErrorEnvelope(await upload('beta', alphaStudent), 401);
    expectErrorEnvelope(await upload('alpha', 'not-a-token'), 401);
  });

  it('a recording must be audio', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const r = await upload('alpha', alphaStudent, { bytes: png, name: 'x.png', mime: 'image/png' });
    expectErrorEnvelope(r, 422);
    expect(Object.keys(r.body.errors)).toEqual(['file']);
  });

  it('serves a recording to its owner, the tenant trainer and the master; beta and strangers get 404 or 401', async () => {
    const own = await getFile(recording, 'alpha', alphaStudent);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('audio/webm');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(SPEECH);
    expect((await getFile(recording, 'alpha', alphaTeacher)).status).toBe(200);
    expect((await getFile(recording, null, master)).status).toBe(200);
    // another student of the same tenant, beta's trainer and student on their tenant: not found
    expect((await getFile(recording, 'alpha', alphaOther)).status).toBe(404);
    expect((await getFile(recording, 'beta', betaTeacher)).status).toBe(404);
    expect((await getFile(recording, 'beta', betaStudent)).status).toBe(404);
    // beta's token on alpha, no token at all, a garbage token: 401
    expect((await getFile(recording, 'alpha', betaTeacher)).status).toBe(401);
    expect((await getFile(recording, 'alpha')).status).toBe(401);
    expect((await getFile(recording, null)).status).toBe(401);
    expect((await getFile(recording, 'alpha', 'garbage')).status).toBe(401);
    expect((await getFile('/files/recordings/..%2F..%2Fetc%2Fpasswd', 'alpha', alphaStudent)).status).toBe(404);
    // other folders stay public
    const pub = await uploadedPath('alpha', alphaTeacher, { type: 'question-audio' });
    expect((await getFile(pub, null)).status).toBe(200);
  });

  it('evaluating the read-aloud: range checks, 403 without EVALUATION_STORE, then the score and needsHuman update', async () => {
    const before = await rows<{ score: number; status: string; evaluated_at: Date | null; evidence: unknown }>('select score, status, evaluated_at, evidence from question_attempts where id = $1', [attemptId]);
    const t = s.api('alpha', alphaTeacher);
    for (const [traits, field] of [
      [{ pronunciation: 6 }, 'traits.pronunciation'],
      [{ pronunciation: -1 }, 'traits.pronunciation'],
      [{ oralFluency: 2.5 }, 'traits.oralFluency'],
      [{ fluency: 3 }, 'traits.fluency'],
      [{ content: 10_000 }, 'traits.content'],
    ] as const) {
      const r = await t.post('evaluation/evaluate', { attempt_id: attemptId, traits });
      expectErrorEnvelope(r, 422);
      expect(Object.keys(r.body.errors)).toEqual([field]);
    }
    expectErrorEnvelope(await t.post('evaluation/evaluate', { attempt_id: attemptId, traits: { pronunciation: 'high' } }), 422);
    expectErrorEnvelope(await t.post('evaluation/evaluate', { attempt_id: attemptId, traits: {}, feedback: 'x'.repeat(5001) }), 422);
    expect(await rows('select score, status, evaluated_at, evidence from question_attempts where id = $1', [attemptId])).toEqual(before);

    // a student cannot evaluate; a trainer without EVALUATION_STORE neither
    expectErrorEnvelope(await s.api('alpha', alphaStudent).post('evaluation/evaluate', { attempt_id: attemptId, traits: { pronunciation: 5 } }), 403);
    const [role] = await rows<{ id: number }>("select id from roles where name = 'TRAINER' and organization_id is null");
    const perm = permissionId('EVALUATION_STORE');
    await rows('delete from role_permissions where role_id = $1 and permission_id = $2', [role!.id, perm]);
    try {
      expectErrorEnvelope(await t.post('evaluation/evaluate', { attempt_id: attemptId, traits: { pronunciation: 4 } }), 403);
    } finally {
      await rows('insert into role_permissions (role_id, permission_id) values ($1, $2) on conflict do nothing', [role!.id, perm]);
    }
    expect(await rows('select score, status, evaluated_at, evidence from question_attempts where id = $1', [attemptId])).toEqual(before);

    // beta's trainer does not find alpha's attempt
    expectErrorEnvelope(await s.api('beta', betaTeacher).post('evaluation/evaluate', { attempt_id: attemptId, traits: { pronunciation: 4 } }), 404);

    // the pending list shows it
    const pending = await t.get('evaluation?status=pending&section=speaking');
    expectOk(pending);
    expect(pending.body.data.items.map((i: { id: number }) => i.id)).toContain(attemptId);
    const item = pending.body.data.items.find((i: { id: number }) => i.id === attemptId);
    expect(item).toMatchObject({ question_id: readAloudId, status: 'pending', needsHuman: true, has_recording: true, question_type: { slug: 'read-aloud' } });
    expect((await s.api('beta', betaTeacher).get('evaluation')).body.data.items.map((i: { id: number }) => i.id)).not.toContain(attemptId);

    // a partial evaluation keeps it pending
    const partial = await t.post('evaluation/evaluate', { attempt_id: attemptId, traits: { pronunciation: 4 } });
    expectOk(partial);
    expect(partial.body.data.status).toBe('pending');
    expect(partial.body.data.result.needsHuman).toBe(true);
    expect(partial.body.data.result.score).toBe(4);

    // the rest, with the transcript the trainer heard: content is counted from it, words per minute appear
    const words = readAloudText.split(/\s+/).length;
    const r = await t.post('evaluation/evaluate', { attempt_id: attemptId, traits: { oralFluency: 3 }, transcript: readAloudText, feedback: 'Clear, but slow down at commas.' });
    expectOk(r);
    const d = r.body.data;
    expect(d.status).toBe('evaluated');
    expect(d.result.needsHuman).toBe(false);
    expect(d.result.traits).toEqual([
      { key: 'content', score: words, max: words },
      { key: 'pronunciation', score: 4, max: 5 },
      { key: 'oralFluency', score: 3, max: 5 },
    ]);
    expect(d.result.score).toBe(words + 7);
    expect(d.result.max).toBe(words + 10);
    expect(d.result.measures.wordsPerMinute).toBeGreaterThan(0);
    expect(d.result.measures.pauseCount).toBeGreaterThanOrEqual(1);
    expect(d.traits.find((x: { key: string }) => x.key === 'content').max).toBe(words);
    expect(d.traits.find((x: { key: string }) => x.key === 'pronunciation').rubric).toHaveLength(6);
    expect(d.feedback).toBe('Clear, but slow down at commas.');
    expect(d.evaluated_by.first_name).toBeTruthy();
    expect(d.evidence.trainer).toEqual({ traits: { pronunciation: 4, oralFluency: 3 }, transcript: readAloudText });
    const [row] = await rows<{ status: string; score: number; evaluated_by: number | null; feedback: string }>('select status, score, evaluated_by, feedback from question_attempts where id = $1', [attemptId]);
    expect(row).toMatchObject({ status: 'evaluated', score: words + 7, feedback: 'Clear, but slow down at commas.' });
    expect(row!.evaluated_by).not.toBeNull();

    const evaluated = await t.get('evaluation?status=evaluated');
    expect(evaluated.body.data.items.map((i: { id: number }) => i.id)).toContain(attemptId);
    expect((await t.get('evaluation?status=pending')).body.data.items.map((i: { id: number }) => i.id)).not.toContain(attemptId);
  });

  it('the student sees the traits and the feedback; other students and tenants do not', async () => {
    const mine = await s.api('alpha', alphaStudent).get(`question-attempts/${attemptId}`);
    expectOk(mine);
    expect(mine.body.data).toMatchObject({ attempt_id: attemptId, question_id: readAloudId, status: 'evaluated', needsHuman: false, feedback: 'Clear, but slow down at commas.' });
    expect(mine.body.data.traits.find((x: { key: string }) => x.key === 'pronunciation')).toEqual({ key: 'pronunciation', score: 4, max: 5 });
    expect(mine.body.data.evaluated_at).toMatch(/^\d{4}-/);
    const ev = await s.api('alpha', alphaStudent).get(`evaluation/${attemptId}`);
    expectOk(ev);
    expect(ev.body.data.feedback).toBe('Clear, but slow down at commas.');
    expect(ev.body.data.recording).toBe(recording);
    const item = await s.api('alpha', alphaStudent).get(`evaluation/${attemptId}/question-items/${readAloudId}`);
    expectOk(item);
    expect(item.body.data.attempt_id).toBe(attemptId);
    expectErrorEnvelope(await s.api('alpha', alphaStudent).get(`evaluation/${attemptId}/question-items/${essayId}`), 404);
    expectErrorEnvelope(await s.api('alpha', alphaOther).get(`question-attempts/${attemptId}`), 404);
    expectErrorEnvelope(await s.api('alpha', alphaOther).get(`evaluation/${attemptId}`), 404);
    expectErrorEnvelope(await s.api('beta', betaTeacher).get(`evaluation/${attemptId}`), 404);
    expectErrorEnvelope(await s.api('beta', betaStudent).get(`question-attempts/${attemptId}`), 404);
    expectErrorEnvelope(await s.api('alpha', alphaStudent).get('evaluation'), 403);
    expectErrorEnvelope(await s.api('alpha', alphaStudent).get('question-attempts/abc'), 404);
    // the trainer of the tenant reads it too
    expectOk(await s.api('alpha', alphaTeacher).get(`question-attempts/${attemptId}`));
  });
});

describe('the text assessor inside POST question-test', () => {
  const essayBody = (extra: string) =>
    `${words(110, 'Cities that organise public transport well give people more time and a better quality of life.')}. ` +
    `The colour of a neighbourhood and the color of its streets change when councils organize parks and centre their plans on people. ` +
    `${extra} ${words(90, 'Good planning also lowers pollution because fewer cars travel through the centre every day.')}.`;

  it('counts misspellings with British and American spellings both accepted; spelling follows at once', async () => {
    const r = await s.api('alpha', alphaStudent).post('question-test', { question_id: essayId, response: { text: essayBody('Residents recieve the benefits within 2 years.') } });
    expectOk(r);
    const d = r.body.data;
    expect(d.measures.misspellings).toBe(1);
    expect(d.measures.misspelledWords).toBe('recieve');
    expect(d.measures.distinctWords).toBeGreaterThan(10);
    expect(d.measures.lexicalDiversity).toBeGreaterThan(0);
    expect(d.measures.longWordShare).toBeGreaterThan(0);
    expect(d.traits.find((t: { key: string }) => t.key === 'spelling')).toEqual({ key: 'spelling', score: 1, max: 2 });
    expect(d.traits.find((t: { key: string }) => t.key === 'form')).toEqual({ key: 'form', score: 2, max: 2 });
    expect(d.needsHuman).toBe(true);
    expect(d.status).toBe('pending');

    const clean = await s.api('alpha', alphaStudent).post('question-test', { question_id: essayId, response: { text: essayBody('Residents receive the benefits within 2 years.') } });
    expect(clean.body.data.measures.misspellings).toBe(0);
    expect(clean.body.data.traits.find((t: { key: string }) => t.key === 'spelling').score).toBe(2);

    // the trainer completes it: every human trait given, nothing pending, the score is the sum
    const ev = await s.api('alpha', alphaTeacher).post('evaluation/evaluate', {
      attempt_id: d.attempt_id,
      traits: { content: 3, development: 2, grammar: 1, linguisticRange: 2, vocabularyRange: 1 },
      feedback: 'Check "receive".',
    });
    expectOk(ev);
    expect(ev.body.data.result.needsHuman).toBe(false);
    expect(ev.body.data.result.score).toBe(3 + 2 + 2 + 1 + 2 + 1 + 1);
    expect(ev.body.data.status).toBe('evaluated');
    const mine = await s.api('alpha', alphaStudent).get(`question-attempts/${d.attempt_id}`);
    expect(mine.body.data.feedback).toBe('Check "receive".');
    expect(mine.body.data.score).toBe(12);
  });

  it("accepts the item's own words (names in the passage) and ignores numbers", async () => {
    const passage = 'Dr Okonkwo-Zylberstein and the Tarkwaville cooperative measured rainfall for 12 years. ' + words(60, 'The results show that small farms adapt faster than large estates when the rains fail.');
    const created = await s.api('alpha', alphaTeacher).post('questions', { type: 'summarize-written-text', title: 'Tarkwaville rainfall', content: { passage }, key: { modelAnswer: '' } });
    expectOk(created, 201);
    const r = await s.api('alpha', alphaStudent).post('question-test', {
      question_id: created.body.data.id,
      response: { text: 'Okonkwo-Zylberstein found over 12 years in Tarkwaville that small farms adapt faster than large estates, though Blorfingham disagrees.' },
    });
    expectOk(r);
    expect(r.body.data.measures.misspellings).toBe(1);
    expect(r.body.data.measures.misspelledWords).toBe('Blorfingham');
  });
});
