/**
 * The help centre (README.md): articles per (portal, topic) and an FAQ list per portal. The platform's rows
 * (organization_id null) are written by the master on the platform scope; a centre's rows, written by its staff with
 * HELP_UPDATE on the centre's address, override them for the centre's users. Readers get the centre's row where one
 * exists, else the platform's.
 */
import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../kernel/db.ts';
import type { Actor, RequestContext } from '../../kernel/context.ts';
import { ForbiddenError, ValidationError } from '../../kernel/errors.ts';
import { can, requireActor, requirePermission } from '../../kernel/permissions.ts';
import { richTextToPlain } from '../../kernel/sanitize.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Verb } from '../../kernel/verb.ts';
import { helpArticles, helpFaqs } from '../../db/schema.ts';
import type { Article, ArticleBody, ArticleParams, Dropped, Faq, FaqBody, HelpPortal, PortalParams, SearchHit, SearchQuery, SearchResult } from './contracts.ts';
import { hasText, portalOfRole, snippet } from './rules.ts';
import { sanitizeArticle } from './sanitize.ts';

/** the scope a caller reads and writes: the centre of the address, or the platform (null) on the bare domain */
const scopeOf = (ctx: RequestContext): number | null => ctx.tenant?.id ?? null;

/** Staff who edit help read every portal's help (to edit it); everyone else only the help of their own portal. */
function mayRead(actor: Actor, portal: HelpPortal): void {
  if (can(actor, 'HELP_UPDATE') || portalOfRole(actor.role) === portal) return;
  throw new ForbiddenError('This help is for another portal.');
}

/** Whether the caller writes its scope's help: HELP_UPDATE on a centre, the master on the platform. */
const canEdit = (ctx: RequestContext, actor: Actor): boolean => can(actor, 'HELP_UPDATE') && (scopeOf(ctx) !== null || actor.role === 'SUPER_ADMIN');

/** rows of the caller's scope and the platform's (RLS lets a centre read both; the platform scope has only its own) */
const visibleOrg = (org: number | null, col: typeof helpArticles.organizationId | typeof helpFaqs.organizationId): SQL =>
  org === null ? isNull(col) : or(eq(col, org), isNull(col))!;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/* ---------------------------------------------------------------- articles */

async function readArticle(tx: Tx, org: number | null, portal: HelpPortal, topic: ArticleParams['topic']) {
  const rows = await tx
    .select()
    .from(helpArticles)
    .where(and(eq(helpArticles.portal, portal), eq(helpArticles.topic, topic), visibleOrg(org, helpArticles.organizationId)));
  return { own: org === null ? undefined : rows.find((r) => r.organizationId === org), platform: rows.find((r) => r.organizationId === null) };
}

/** GET help/{portal}/{topic}: the centre's text where it wrote one, else the platform's. */
export async function showArticle({ ctx, input }: Verb<ArticleParams>): Promise<Article> {
  const actor = requireActor(ctx);
  mayRead(actor, input.portal);
  const org = scopeOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const { own, platform } = await readArticle(tx, org, input.portal, input.topic);
    const row = own ?? platform;
    return {
      portal: input.portal,
      topic: input.topic,
      source: own ? 'centre' : platform ? 'platform' : 'none',
      title: row?.title ?? '',
      body: row?.body ?? '',
      updated_at: iso(row?.updatedAt),
      platform_available: platform !== undefined,
      can_edit: canEdit(ctx, actor),
    };
  });
}

/** PUT help/{portal}/{topic}: writes the text of the caller's scope (a centre's override, or the platform's). */
export async function saveArticle({ ctx, input }: Verb<ArticleParams & ArticleBody>): Promise<Article> {
  const actor = requirePermission(ctx, 'HELP_UPDATE');
  const org = scopeOf(ctx);
  const body = sanitizeArticle(input.body);
  const plain = richTextToPlain(body).trim();
  if (!hasText(plain) && !body.includes('<img')) throw ValidationError.field('body', 'The body field is required.');
  const values = { title: input.title, body, bodyText: plain, updatedBy: actor.userId, updatedAt: new Date() };
  await withTenantTx(ctx, async (tx) => {
    await tx
      .insert(helpArticles)
      .values({ organizationId: org, portal: input.portal, topic: input.topic, ...values })
      .onConflictDoUpdate(
        org === null
          ? { target: [helpArticles.portal, helpArticles.topic], targetWhere: sql`organization_id is null`, set: values }
          : { target: [helpArticles.organizationId, helpArticles.portal, helpArticles.topic], targetWhere: sql`organization_id is not null`, set: values },
      );
  });
  return showArticle({ ctx, input: { portal: input.portal, topic: input.topic } });
}

/** DELETE help/{portal}/{topic}: drops the text of the caller's scope (a centre falls back to the platform's). */
export async function dropArticle({ ctx, input }: Verb<ArticleParams>): Promise<Dropped> {
  requirePermission(ctx, 'HELP_UPDATE');
  const org = scopeOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const gone = await tx
      .delete(helpArticles)
      .where(and(eq(helpArticles.portal, input.portal), eq(helpArticles.topic, input.topic), org === null ? isNull(helpArticles.organizationId) : eq(helpArticles.organizationId, org)))
      .returning({ id: helpArticles.id });
    return { portal: input.portal, topic: input.topic, dropped: gone.length > 0 };
  });
}

/* ---------------------------------------------------------------- FAQ */

/** GET help/{portal}/faq: the centre's list where it has one, else the platform's, in order. */
export async function showFaq({ ctx, input }: Verb<PortalParams>): Promise<Faq> {
  const actor = requireActor(ctx);
  mayRead(actor, input.portal);
  const org = scopeOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const rows = await tx
      .select()
      .from(helpFaqs)
      .where(and(eq(helpFaqs.portal, input.portal), visibleOrg(org, helpFaqs.organizationId)))
      .orderBy(asc(helpFaqs.position), asc(helpFaqs.id));
    const own = org === null ? [] : rows.filter((r) => r.organizationId === org);
    const platform = rows.filter((r) => r.organizationId === null);
    const shown = own.length ? own : platform;
    const latest = shown.reduce<Date | null>((m, r) => (m === null || r.updatedAt > m ? r.updatedAt : m), null);
    return {
      portal: input.portal,
      source: own.length ? 'centre' : platform.length ? 'platform' : 'none',
      items: shown.map((r) => ({ id: r.id, question: r.question, answer: r.answer, position: r.position })),
      updated_at: iso(latest),
      platform_available: platform.length > 0,
      can_edit: canEdit(ctx, actor),
    };
  });
}

async function replaceFaq(tx: Tx, org: number | null, portal: HelpPortal, items: FaqBody['items'], userId: number): Promise<number> {
  const gone = await tx
    .delete(helpFaqs)
    .where(and(eq(helpFaqs.portal, portal), org === null ? isNull(helpFaqs.organizationId) : eq(helpFaqs.organizationId, org)))
    .returning({ id: helpFaqs.id });
  if (items.length) {
    const now = new Date();
    await tx.insert(helpFaqs).values(items.map((it, i) => ({ organizationId: org, portal, question: it.question, answer: it.answer.replace(/\r\n?/g, '\n'), position: i + 1, updatedBy: userId, updatedAt: now })));
  }
  return gone.length;
}

/** PUT help/{portal}/faq: replaces the caller's scope's whole list (an empty list drops it). */
export async function saveFaq({ ctx, input }: Verb<PortalParams & FaqBody>): Promise<Faq> {
  const actor = requirePermission(ctx, 'HELP_UPDATE');
  const org = scopeOf(ctx);
  const seen = new Map<string, number>();
  input.items.forEach((it, i) => {
    const key = it.question.toLowerCase();
    if (seen.has(key)) throw ValidationError.field(`items.${i}.question`, `This question is already number ${seen.get(key)! + 1} of the list.`);
    seen.set(key, i);
  });
  await withTenantTx(ctx, (tx) => replaceFaq(tx, org, input.portal, input.items, actor.userId));
  return showFaq({ ctx, input: { portal: input.portal } });
}

/** DELETE help/{portal}/faq: drops the caller's scope's list (a centre falls back to the platform's). */
export async function dropFaq({ ctx, input }: Verb<PortalParams>): Promise<Dropped> {
  const actor = requirePermission(ctx, 'HELP_UPDATE');
  const org = scopeOf(ctx);
  const n = await withTenantTx(ctx, (tx) => replaceFaq(tx, org, input.portal, [], actor.userId));
  return { portal: input.portal, topic: 'faq', dropped: n > 0 };
}

/* ---------------------------------------------------------------- search */

const MAX_WORDS = 6;
const MAX_HITS = 20;
const likeOf = (word: string) => `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * GET help/search?q=: the articles and FAQ entries the caller's portal shows (the centre's where it has its own, else
 * the platform's) that contain every word of `q`, case-insensitively (ILIKE-style substring match; README.md says why
 * not full text search).
 */
export async function searchHelp({ ctx, input }: Verb<SearchQuery>): Promise<SearchResult> {
  const actor = requireActor(ctx);
  const portal = input.portal ?? portalOfRole(actor.role);
  mayRead(actor, portal);
  const org = scopeOf(ctx);
  const words = [...new Set(input.q.split(/\s+/).filter(Boolean))].slice(0, MAX_WORDS);
  const matches = (text: SQL) => sql.join(words.map((w) => sql`lower(${text}) like ${likeOf(w)}`), sql` and `);
  return withTenantTx(ctx, async (tx) => {
    const articles = await tx.execute(sql`
      with shown as (
        select distinct on (topic) topic, title, body_text
        from help_articles
        where portal = ${portal} and (organization_id is null or organization_id = ${org}::int)
        order by topic, organization_id nulls last
      )
      select topic, title, body_text from shown where ${matches(sql`title || ' ' || body_text`)} order by topic limit ${MAX_HITS}`);
    const faqs = await tx.execute(sql`
      with scope as (
        select case when exists (select 1 from help_faqs where portal = ${portal} and organization_id = ${org}::int) then ${org}::int end as org
      )
      select f.id, f.question, f.answer from help_faqs f, scope
      where f.portal = ${portal} and f.organization_id is not distinct from scope.org and ${matches(sql`f.question || ' ' || f.answer`)}
      order by f.position, f.id limit ${MAX_HITS}`);
    const first = words[0] ?? input.q;
    const hits: SearchHit[] = [
      ...rowsOf<{ topic: string; title: string; body_text: string }>(articles).map((a) => ({ kind: 'article' as const, portal, topic: a.topic as SearchHit['topic'], faq_id: null, title: a.title, snippet: snippet(a.body_text, first) })),
      ...rowsOf<{ id: number; question: string; answer: string }>(faqs).map((f) => ({ kind: 'faq' as const, portal, topic: 'faq' as const, faq_id: Number(f.id), title: f.question, snippet: snippet(f.answer, first) })),
    ];
    return { portal, q: input.q, items: hits.slice(0, MAX_HITS) };
  });
}

/** drizzle's execute answers rows (PGlite) or a result with rows (node-postgres) */
function rowsOf<T>(r: unknown): T[] {
  return (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
}
