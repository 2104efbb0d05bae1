/**
 * The public blog (README.md "Public pages"): published posts only, of the address's scope (a centre's on its
 * sub-domain, the platform's on the platform domain); `scope=all` adds the platform's (the help centre's list).
 * Anyone may call these: they answer nothing a visitor of the public page could not read.
 */
import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import { list } from '../../kernel/envelope.ts';
import { NotFoundError } from '../../kernel/errors.ts';
import { publicVerb } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Verb } from '../../kernel/verb.ts';
import { blogPosts } from '../../db/schema.ts';
import { likePattern } from '../users/list.ts';
import type { PublicListQuery, PublicPost, PublicPostList, PublicPostSummary, PublicScope, PublicShowQuery, SlugParams } from './contracts.ts';
import { postUrl } from './service.ts';

const NOT_FOUND = 'Blog post not found.';

/** Published rows of the scope asked for, on this address. */
function publishedIn(ctx: RequestContext, scope: PublicScope): SQL {
  const own = ctx.tenant ? eq(blogPosts.organizationId, ctx.tenant.id) : isNull(blogPosts.organizationId);
  const which = scope === 'platform' ? isNull(blogPosts.organizationId) : scope === 'all' && ctx.tenant ? or(own, isNull(blogPosts.organizationId))! : own;
  return and(eq(blogPosts.status, 'published'), which)!;
}

function summaryOf(p: typeof blogPosts.$inferSelect): PublicPostSummary {
  return {
    title: p.title,
    slug: p.slug,
    excerpt: p.excerpt,
    cover_image: p.coverImage,
    published_at: (p.publishedAt ?? p.updatedAt).toISOString(),
    author_name: p.authorName || null,
    is_platform: p.organizationId === null,
    url: postUrl(p.slug),
  };
}

async function findPublished(tx: Tx, ctx: RequestContext, slug: string, scope: PublicScope): Promise<PublicPost | null> {
  // `all`: the centre's own post first, then the platform's of the same slug
  const rows = await tx
    .select()
    .from(blogPosts)
    .where(and(publishedIn(ctx, scope), eq(blogPosts.slug, slug)))
    .orderBy(sql`${blogPosts.organizationId} is null`)
    .limit(1);
  const r = rows[0];
  return r ? { ...summaryOf(r), body_html: r.bodyHtml } : null;
}

/** GET blog/public: published posts, newest first. */
export async function publicList({ ctx, input }: Verb<PublicListQuery>): Promise<PublicPostList> {
  publicVerb(ctx);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 10;
  const where = and(
    publishedIn(ctx, input.scope ?? 'own'),
    input.search ? sql`(lower(${blogPosts.title} || ' ' || ${blogPosts.excerpt}) like ${likePattern(input.search)})` : undefined,
  );
  return withTenantTx(ctx, async (tx) => {
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(blogPosts).where(where);
    const rows = await tx
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    return list(rows.map(summaryOf), page, perPage, Number(total?.n ?? 0));
  });
}

/** GET blog/public/{slug}: one published post; a draft, another centre's post or an unknown slug is 404. */
export async function publicShow({ ctx, input }: Verb<SlugParams & PublicShowQuery>): Promise<PublicPost> {
  publicVerb(ctx);
  const post = await withTenantTx(ctx, (tx) => findPublished(tx, ctx, input.slug, input.scope ?? 'own'));
  if (!post) throw new NotFoundError(NOT_FOUND);
  return post;
}

/** The server-rendered index page's data (GET /blog): the address's own published posts. */
export async function pageIndex({ ctx, input }: Verb<{ page: number }>): Promise<PublicPostList> {
  publicVerb(ctx);
  return publicList({ ctx, input: { page: input.page, per_page: 10, scope: 'own' } });
}

/** The server-rendered post page's data (GET /blog/{slug}): null when there is no such published post here. */
export async function pagePost({ ctx, input }: Verb<{ slug: string }>): Promise<PublicPost | null> {
  publicVerb(ctx);
  return withTenantTx(ctx, (tx) => findPublished(tx, ctx, input.slug, 'own'));
}
