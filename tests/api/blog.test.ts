// The blog (server/modules/blog/README.md) on the real server and database: who may manage posts, tenant isolation,
// 422 per field, slugs unique per scope, sanitising on store, drafts invisible publicly, the platform's posts in the
// help list, and the server-rendered public pages (text, Open Graph tags, no script, strict CSP).
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost, PublicPostSummary } from '@server/modules/blog/contracts.ts';
import { expectErrorEnvelope, expectOk, expectNoSecrets, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
type Who = 'owner' | 'admin' | 'teacher' | 'student' | 'betaOwner' | 'betaTeacher' | 'master';
const t = {} as Record<Who, string>;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89, 0, 0, 0, 0x0a, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0, 1, 0, 0, 5, 0, 1, 0x0d, 0x0a, 0x2d, 0xb4, 0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

const teacher = () => s.api('alpha', t.teacher);

async function upload(tenant: string | null, token: string, type = 'blog-images') {
  const f = new FormData();
  f.set('file', new Blob([PNG.slice()]), 'cover.png');
  f.set('type', type);
  return s.api(tenant, token).raw('POST', '/api/v1/common/upload-file', { body: f });
}

/** A page outside /api, asked for as a browser on `host` would (the host names the scope). */
async function page(host: string, path: string): Promise<{ status: number; text: string; headers: Headers }> {
  // node:http, not fetch: fetch sends the address's own Host whatever it is told
  const url = new URL(s.base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path, method: 'GET', headers: { Host: host, Accept: 'text/html' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') headers.set(k, v);
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), headers });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
const ALPHA_HOST = () => `alpha.${s.config.platformDomain}`;
const BETA_HOST = () => `beta.${s.config.platformDomain}`;
const PLATFORM_HOST = () => s.config.platformDomain;

beforeAll(async () => {
  s = await startServer();
  for (const who of ['owner', 'admin', 'teacher', 'student'] as const) t[who] = await s.login('alpha', `${who}@alpha.test`);
  t.betaOwner = await s.login('beta', 'owner@beta.test');
  t.betaTeacher = await s.login('beta', 'teacher@beta.test');
  t.master = await s.login(null, 'master@platform.test');
}, 120_000);

afterAll(async () => {
  await s?.close();
});

describe('permissions', () => {
  it('a student is refused every management call (403), an anonymous caller 401', async () => {
    const st = s.api('alpha', t.student);
    expectErrorEnvelope(await st.get('blog'), 403);
    expectErrorEnvelope(await st.post('blog', { title: 'x', body_html: '<p>x</p>' }), 403);
    const [any] = (await s.db.query<{ id: number }>(`select id from blog_posts limit 1`));
    expectErrorEnvelope(await st.get(`blog/${any!.id}`), 403);
    expectErrorEnvelope(await st.put(`blog/${any!.id}`, { title: 'x' }), 403);
    expectErrorEnvelope(await st.put(`blog/${any!.id}/status`, { status: 'draft' }), 403);
    expectErrorEnvelope(await st.delete(`blog/${any!.id}`), 403);
    expectErrorEnvelope(await s.api('alpha').get('blog'), 401);
    expectErrorEnvelope(await s.api('alpha').post('blog', { title: 'x' }), 401);
  });

  it('trainers, admins and owners manage their centre\'s posts; the master the platform\'s', async () => {
    for (const who of ['teacher', 'admin', 'owner'] as const) {
      const r = await s.api('alpha', t[who]).get('blog');
      expectOk(r);
      expect(r.body.data.items.every((p: BlogPost) => !p.is_platform)).toBe(true);
      expect(r.body.data.items.map((p: BlogPost) => p.slug)).toEqual(expect.arrayContaining(['new-weekend-mock-test-batch', 'exam-day-checklist']));
    }
    const m = await s.api(null, t.master).get('blog');
    expectOk(m);
    expect(m.body.data.items.length).toBeGreaterThanOrEqual(2);
    expect(m.body.data.items.every((p: BlogPost) => p.is_platform)).toBe(true);
    expect(m.body.data.meta).toMatchObject({ current_page: 1, per_page: 15 });
  });
});

describe('writing posts', () => {
  let id: number;

  it('creates a draft with a slug made from the title and an excerpt from the body, sanitised', async () => {
    const r = await teacher().post('blog', {
      title: 'Speaking: Repeat Sentence tips!',
      body_html:
        '<h2>Listen</h2><p>Say it <strong>clearly</strong>.<script>alert("x")</script></p><p onclick="alert(1)" style="color:red">Two</p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">bad</a><iframe src="https://evil.example"></iframe><svg onload="alert(1)"><circle /></svg>',
    });
    expectOk(r, 201);
    const p = r.body.data as BlogPost;
    id = p.id;
    expect(p).toMatchObject({ title: 'Speaking: Repeat Sentence tips!', slug: 'speaking-repeat-sentence-tips', status: 'draft', published_at: null, is_platform: false, url: '/blog/speaking-repeat-sentence-tips' });
    expect(p.author?.name).toBeTruthy();
    expect(p.excerpt).toBe('Listen Say it clearly. Two bad');
    expect(p.body_html).toBe('<h2>Listen</h2><p>Say it <strong>clearly</strong>.</p><p>Two</p><a rel="noopener noreferrer nofollow">bad</a>');
    // and what is read back is what was stored
    const again = await teacher().get(`blog/${id}`);
    expectOk(again);
    expect(again.body.data.body_html).not.toMatch(/script|onerror|onclick|javascript:|iframe|svg|style=/i);
    expectNoSecrets(again);
  });

  it('422 names each field at fault', async () => {
    const r = await teacher().post('blog', { title: '', slug: 'Not A Slug!', excerpt: 'x'.repeat(501), cover_image: '/files/question-images/x.png', status: 'archived' });
    expectErrorEnvelope(r, 422);
    expect(Object.keys(r.body.errors).sort()).toEqual(['cover_image', 'excerpt', 'slug', 'status', 'title']);
    const big = await teacher().post('blog', { title: 't'.repeat(201), body_html: 42 });
    expectErrorEnvelope(big, 422);
    expect(Object.keys(big.body.errors).sort()).toEqual(['body_html', 'title']);
    const none = await teacher().put(`blog/${id}`, {});
    expectErrorEnvelope(none, 422);
    expect(none.body.errors.title).toEqual(['Send at least one field to change.']);
    // publishing an empty post
    const empty = await teacher().post('blog', { title: 'Empty', body_html: '<p> </p><script>x</script>', status: 'published' });
    expectErrorEnvelope(empty, 422);
    expect(empty.body.errors.body_html).toBeDefined();
    // bad ids are 404 or 422, never a 500
    expect((await teacher().get('blog/abc')).status).toBe(422);
    expectErrorEnvelope(await teacher().get('blog/999999'), 404);
  });

  it('slugs are unique per scope: a generated one gets -2, a sent one is 422, another centre may reuse it', async () => {
    const second = await teacher().post('blog', { title: 'Speaking: Repeat Sentence tips', body_html: '<p>b</p>' });
    expectOk(second, 201);
    expect(second.body.data.slug).toBe('speaking-repeat-sentence-tips-2');
    const clash = await teacher().post('blog', { title: 'Other', slug: 'speaking-repeat-sentence-tips', body_html: '<p>c</p>' });
    expectErrorEnvelope(clash, 422);
    expect(clash.body.errors.slug).toBeDefined();
    const edit = await teacher().put(`blog/${second.body.data.id}`, { slug: 'speaking-repeat-sentence-tips' });
    expectErrorEnvelope(edit, 422);
    expect(edit.body.errors.slug).toBeDefined();
    // keeping its own slug is no clash
    expectOk(await teacher().put(`blog/${id}`, { slug: 'speaking-repeat-sentence-tips', title: 'Speaking: Repeat Sentence tips!' }));
    const beta = await s.api('beta', t.betaTeacher).post('blog', { title: 'x', slug: 'speaking-repeat-sentence-tips', body_html: '<p>beta</p>' });
    expectOk(beta, 201);
    const platform = await s.api(null, t.master).post('blog', { title: 'x', slug: 'speaking-repeat-sentence-tips', body_html: '<p>platform</p>' });
    expectOk(platform, 201);
    expect(platform.body.data.is_platform).toBe(true);
    expectOk(await s.api(null, t.master).delete(`blog/${platform.body.data.id}`));
  });

  it('updates, sanitising again, and keeps the slug unless sent', async () => {
    const r = await teacher().put(`blog/${id}`, { body_html: '<p>New <em>body</em><img src="javascript:alert(1)"></p><a href="https://pte.example/" target="_blank">link</a>', excerpt: '' });
    expectOk(r);
    expect(r.body.data.body_html).toBe('<p>New <em>body</em></p><a href="https://pte.example/" rel="noopener noreferrer nofollow" target="_blank">link</a>');
    expect(r.body.data.slug).toBe('speaking-repeat-sentence-tips');
    expect(r.body.data.excerpt).toBe('New body link');
  });

  it('takes a cover uploaded to blog-images in this scope only', async () => {
    const up = await upload('alpha', t.teacher);
    expectOk(up);
    const path = up.body.data.filepath as string;
    expect(path).toMatch(/^\/files\/blog-images\//);
    expect((await fetch(`${s.base}${path}`)).status).toBe(200);
    expectOk(await teacher().put(`blog/${id}`, { cover_image: path }));
    // beta cannot point at alpha's upload, and a student cannot upload blog images
    const beta = await s.api('beta', t.betaTeacher).post('blog', { title: 'stolen', cover_image: path });
    expectErrorEnvelope(beta, 422);
    expect(beta.body.errors.cover_image).toBeDefined();
    expectErrorEnvelope(await upload('alpha', t.student), 403);
  });

  it('publishes and unpublishes; only then is it public', async () => {
    expectErrorEnvelope(await s.api('alpha').get('blog/public/speaking-repeat-sentence-tips'), 404);
    const pub = await teacher().put(`blog/${id}/status`, { status: 'published' });
    expectOk(pub);
    expect(pub.body.data.status).toBe('published');
    expect(pub.body.data.published_at).not.toBeNull();
    const seen = await s.api('alpha').get('blog/public/speaking-repeat-sentence-tips');
    expectOk(seen);
    expect(seen.body.data.body_html).toContain('New <em>body</em>');
    expect(seen.body.data).not.toHaveProperty('id');
    expect(JSON.stringify(seen.body.data)).not.toMatch(/@alpha\.test/);
    const back = await teacher().put(`blog/${id}/status`, { status: 'draft' });
    expectOk(back);
    expect(back.body.data.published_at).toBeNull();
    expectErrorEnvelope(await s.api('alpha').get('blog/public/speaking-repeat-sentence-tips'), 404);
    expectErrorEnvelope(await teacher().put(`blog/${id}/status`, { status: 'gone' }), 422);
  });

  it('deletes for good', async () => {
    const r = await teacher().post('blog', { title: 'To delete', body_html: '<p>x</p>', status: 'published' });
    expectOk(r, 201);
    expectOk(await s.api('alpha', t.admin).delete(`blog/${r.body.data.id}`));
    expectErrorEnvelope(await teacher().get(`blog/${r.body.data.id}`), 404);
    expectErrorEnvelope(await s.api('alpha').get('blog/public/to-delete'), 404);
  });
});

describe('tenant isolation', () => {
  it("beta never reads, changes or deletes alpha's posts, and alpha's are never public on beta", async () => {
    const [alphaPost] = await s.db.query<{ id: number; slug: string }>(`select b.id, b.slug from blog_posts b join organizations o on o.id = b.organization_id where o.subdomain = 'alpha' and b.status = 'published' limit 1`);
    const beta = s.api('beta', t.betaOwner);
    expectErrorEnvelope(await beta.get(`blog/${alphaPost!.id}`), 404);
    expectErrorEnvelope(await beta.put(`blog/${alphaPost!.id}`, { title: 'hijacked' }), 404);
    expectErrorEnvelope(await beta.put(`blog/${alphaPost!.id}/status`, { status: 'draft' }), 404);
    expectErrorEnvelope(await beta.delete(`blog/${alphaPost!.id}`), 404);
    expect((await beta.get('blog')).body.data.items.some((p: BlogPost) => p.id === alphaPost!.id)).toBe(false);
    expectErrorEnvelope(await s.api('beta').get(`blog/public/${alphaPost!.slug}`), 404);
    expect((await s.api('beta').get('blog/public?scope=all')).body.data.items.some((p: PublicPostSummary) => p.slug === alphaPost!.slug)).toBe(false);
    // the master on the platform scope manages the platform's posts, not a centre's
    expectErrorEnvelope(await s.api(null, t.master).get(`blog/${alphaPost!.id}`), 404);
    const still = await s.db.query<{ title: string; status: string }>(`select title, status from blog_posts where id = $1`, [alphaPost!.id]);
    expect(still[0]).toMatchObject({ status: 'published' });
    expect(still[0]!.title).not.toBe('hijacked');
  });
});

describe('the public list', () => {
  it("answers the address's published posts; scope=all adds the platform's; drafts never", async () => {
    const own = await s.api('alpha').get('blog/public');
    expectOk(own);
    const slugs = own.body.data.items.map((p: PublicPostSummary) => p.slug);
    expect(slugs).toContain('new-weekend-mock-test-batch');
    expect(slugs).not.toContain('exam-day-checklist');
    expect(own.body.data.items.every((p: PublicPostSummary) => !p.is_platform)).toBe(true);
    const all = await s.api('alpha').get('blog/public?scope=all&per_page=50');
    expectOk(all);
    const allSlugs = all.body.data.items.map((p: PublicPostSummary) => p.slug);
    expect(allSlugs).toEqual(expect.arrayContaining(['new-weekend-mock-test-batch', 'describe-image-a-simple-structure-that-works', 'reading-fill-in-the-blanks-collocations-first']));
    expect(allSlugs).not.toContain('exam-day-checklist');
    const platform = await s.api(null).get('blog/public');
    expectOk(platform);
    expect(platform.body.data.items.every((p: PublicPostSummary) => p.is_platform)).toBe(true);
    expect(platform.body.data.items.length).toBeGreaterThanOrEqual(2);
    const onePlatform = await s.api('beta').get('blog/public/describe-image-a-simple-structure-that-works?scope=platform');
    expectOk(onePlatform);
    expect(onePlatform.body.data.author_name).toBeTruthy();
    expectErrorEnvelope(await s.api('beta').get('blog/public/describe-image-a-simple-structure-that-works'), 404);
    expectErrorEnvelope(await s.api('alpha').get('blog/public/exam-day-checklist'), 404);
    expectErrorEnvelope(await s.api('alpha').get('blog/public?scope=everything'), 422);
    expectErrorEnvelope(await s.api('nosuchcentre').get('blog/public'), 404);
  });
});

describe('the server-rendered pages', () => {
  it('GET /blog/{slug} is a complete page with the text, Open Graph tags and no script', async () => {
    const r = await page(ALPHA_HOST(), '/blog/new-weekend-mock-test-batch');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/html/);
    expect(r.text).toMatch(/^<!doctype html>/);
    expect(r.text).toContain('<title>New weekend mock test batch starts in December · Alpha PTE Academy</title>');
    expect(r.text).toContain('<meta property="og:title" content="New weekend mock test batch starts in December · Alpha PTE Academy">');
    expect(r.text).toMatch(/<meta property="og:description" content="Full PTE mock tests under exam conditions/);
    expect(r.text).toMatch(/<meta name="description" content="Full PTE mock tests/);
    expect(r.text).toContain(`<link rel="canonical" href="http://${ALPHA_HOST()}/blog/new-weekend-mock-test-batch">`);
    expect(r.text).toContain('<strong>weekend mock test batch</strong>');
    expect(r.text).toContain(`href="http://${ALPHA_HOST()}/"`);
    expect(r.text.toLowerCase()).not.toContain('<script');
    const csp = r.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src|unsafe-inline/);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a stored script never reaches the page, and og:image names the cover', async () => {
    const up = await upload('alpha', t.teacher);
    // written straight into the table, as if an older sanitiser had let it through: the page sanitises again
    await s.db.query(
      `insert into blog_posts (organization_id, title, slug, excerpt, body_html, cover_image, status, published_at, author_name)
       select id, 'Raw <b>row</b>', 'raw-row', 'Ex "quoted"', '<p>Visible text</p><script>alert(1)</script><img src=x onerror=alert(2)>', $1, 'published', now(), 'Someone' from organizations where subdomain = 'alpha'`,
      [up.body.data.filepath],
    );
    const r = await page(ALPHA_HOST(), '/blog/raw-row');
    expect(r.status).toBe(200);
    expect(r.text).toContain('<p>Visible text</p>');
    expect(r.text).not.toMatch(/<script|onerror=alert/i);
    expect(r.text).toContain('<title>Raw &lt;b&gt;row&lt;/b&gt; · Alpha PTE Academy</title>');
    expect(r.text).toContain('content="Ex &quot;quoted&quot;"');
    expect(r.text).toContain(`<meta property="og:image" content="http://${ALPHA_HOST()}${up.body.data.filepath}">`);
  });

  it('GET /blog lists the published posts of the host only', async () => {
    const r = await page(ALPHA_HOST(), '/blog');
    expect(r.status).toBe(200);
    expect(r.text).toContain('New weekend mock test batch starts in December');
    expect(r.text).not.toContain('Exam day checklist');
    expect(r.text).not.toContain('Describe Image');
    expect(r.text.toLowerCase()).not.toContain('<script');
    const platform = await page(PLATFORM_HOST(), '/blog');
    expect(platform.text).toContain('Describe Image: a simple structure that works');
    expect(platform.text).not.toContain('New weekend mock test batch');
    const p = await page(PLATFORM_HOST(), '/blog/reading-fill-in-the-blanks-collocations-first');
    expect(p.status).toBe(200);
    expect(p.text).toContain('collocation');
  });

  it('drafts, other centres\' posts and unknown slugs or centres are 404 pages', async () => {
    const draft = await page(ALPHA_HOST(), '/blog/exam-day-checklist');
    expect(draft.status).toBe(404);
    expect(draft.text).not.toContain('What to bring on exam day');
    expect(draft.text).toContain('Post not found');
    expect((await page(BETA_HOST(), '/blog/new-weekend-mock-test-batch')).status).toBe(404);
    expect((await page(PLATFORM_HOST(), '/blog/new-weekend-mock-test-batch')).status).toBe(404);
    expect((await page(ALPHA_HOST(), '/blog/describe-image-a-simple-structure-that-works')).status).toBe(404);
    expect((await page(ALPHA_HOST(), '/blog/%3Cscript%3E')).status).toBe(404);
    expect((await page(`nosuchcentre.${s.config.platformDomain}`, '/blog')).status).toBe(404);
  });
});
