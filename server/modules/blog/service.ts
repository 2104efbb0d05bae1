/**
 * The blog (README.md): staff write their centre's posts on its address, the master the platform's on the platform
 * domain, with the same calls; published posts are public (public.ts). Rules in rules.ts.
 */
import { and, asc, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { RequestContext, Actor } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import { list } from '../../kernel/envelope.ts';
import { NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Verb } from '../../kernel/verb.ts';
import { blogPosts, uploads, users } from '../../db/schema.ts';
import { likePattern } from '../users/list.ts';
import type { BlogCreateBody, BlogList, BlogListQuery, BlogPost, BlogPostSummary, BlogStatusBody, BlogUpdateBody, IdParams } from './contracts.ts';
import { cleanExcerpt, excerptFromHtml, hasContent, sanitizeBlogHtml, slugify, uniqueSlug } from './rules.ts';

export const BLOG_IMAGES_TYPE = 'blog-images';
const NOT_FOUND = 'Blog post not found.';
const SLUG_TAKEN = 'This slug is already used by another post: choose another.';
const EMPTY_BODY = 'Write the post before publishing it.';

export type PostRow = typeof blogPosts.$inferSelect;

/** The scope a writer works in: a centre's id, or null for the platform (the master on the platform domain). */
function scopeOf(ctx: RequestContext, actor: Actor): number | null {
  if (!ctx.tenant) {
    if (actor.role === 'SUPER_ADMIN') return null;
    throw new NotFoundError('This belongs to a coaching centre: open its own address.');
  }
  return ctx.tenant.id;
}

/** Rows of one scope. */
export function inScope(org: number | null): SQL {
  return org === null ? isNull(blogPosts.organizationId) : eq(blogPosts.organizationId, org);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const postUrl = (slug: string) => `/blog/${slug}`;

function summaryOf(r: PostRow): BlogPostSummary {
  return {
    id: r.id,
    title: r.title,
    slug: r.slug,
    excerpt: r.excerpt,
    status: r.status,
    cover_image: r.coverImage,
    is_platform: r.organizationId === null,
    author: r.authorId !== null ? { id: r.authorId, name: r.authorName } : null,
    published_at: iso(r.publishedAt),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    url: postUrl(r.slug),
  };
}

function detailOf(r: PostRow): BlogPost {
  return { ...summaryOf(r), body_html: r.bodyHtml };
}

async function ownedPost(tx: Tx, org: number | null, id: number): Promise<PostRow> {
  const [r] = await tx.select().from(blogPosts).where(and(eq(blogPosts.id, id), inScope(org)));
  if (!r) throw new NotFoundError(NOT_FOUND);
  return r;
}

/* ---------------------------------------------------------------- reads */

/** GET blog: the scope's posts, drafts included. */
export async function listPosts({ ctx, input }: Verb<BlogListQuery>): Promise<BlogList> {
  const actor = requirePermission(ctx, 'BLOG_INDEX');
  const org = scopeOf(ctx, actor);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  const where = and(
    inScope(org),
    input.status ? eq(blogPosts.status, input.status) : undefined,
    input.search ? sql`(lower(${blogPosts.title} || ' ' || ${blogPosts.excerpt} || ' ' || ${blogPosts.slug}) like ${likePattern(input.search)})` : undefined,
  );
  const dir = input.direction === 'asc' ? asc : input.direction === 'desc' ? desc : undefined;
  const order: SQL[] =
    input.sort === 'title'
      ? [(dir ?? asc)(sql`lower(${blogPosts.title})`), desc(blogPosts.id)]
      : input.sort === 'created_at'
        ? [(dir ?? desc)(blogPosts.createdAt), (dir ?? desc)(blogPosts.id)]
        : input.sort === 'published_at'
          ? [sql`${blogPosts.publishedAt} ${sql.raw(input.direction === 'asc' ? 'asc' : 'desc')} nulls last`, (dir ?? desc)(blogPosts.id)]
          : [(dir ?? desc)(blogPosts.updatedAt), (dir ?? desc)(blogPosts.id)];
  return withTenantTx(ctx, async (tx) => {
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(blogPosts).where(where);
    const rows = await tx.select().from(blogPosts).where(where).orderBy(...order).limit(perPage).offset((page - 1) * perPage);
    return list(rows.map(summaryOf), page, perPage, Number(total?.n ?? 0));
  });
}

/** GET blog/{id} */
export async function showPost({ ctx, input }: Verb<IdParams>): Promise<BlogPost> {
  const actor = requirePermission(ctx, 'BLOG_INDEX');
  const org = scopeOf(ctx, actor);
  return withTenantTx(ctx, async (tx) => detailOf(await ownedPost(tx, org, input.id)));
}

/* ---------------------------------------------------------------- checks */

async function slugsTaken(tx: Tx, org: number | null, base: string, exceptId?: number): Promise<Set<string>> {
  const rows = await tx
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(inScope(org), sql`(${blogPosts.slug} = ${base} or ${blogPosts.slug} like ${`${base}-%`})`, exceptId ? ne(blogPosts.id, exceptId) : undefined));
  return new Set(rows.map((r) => r.slug));
}

/** A sent slug must be free in the scope (422); an empty or absent one is made from the title, free by construction. */
async function resolveSlug(tx: Tx, org: number | null, sent: string | undefined, title: string, exceptId?: number): Promise<string> {
  if (sent) {
    const [clash] = await tx.select({ id: blogPosts.id }).from(blogPosts).where(and(inScope(org), eq(blogPosts.slug, sent), exceptId ? ne(blogPosts.id, exceptId) : undefined));
    if (clash) throw ValidationError.field('slug', SLUG_TAKEN);
    return sent;
  }
  const base = slugify(title);
  return uniqueSlug(base, await slugsTaken(tx, org, base, exceptId));
}

/** The cover must be an image uploaded to the blog-images folder in this scope. */
async function checkCover(tx: Tx, org: number | null, path: string | null | undefined): Promise<void> {
  if (!path) return;
  const [u] = await tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.path, path), eq(uploads.type, BLOG_IMAGES_TYPE), org === null ? isNull(uploads.organizationId) : eq(uploads.organizationId, org)));
  if (!u) throw ValidationError.field('cover_image', 'Upload the cover image first: this is not an uploaded blog image.');
}

function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string } } | null;
  return err?.code === '23505' || err?.cause?.code === '23505';
}

async function slugSafe<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    // two writers took the same slug at once: the index decides, the loser hears it as a field error
    if (isUniqueViolation(e)) throw ValidationError.field('slug', SLUG_TAKEN);
    throw e;
  }
}

/* ---------------------------------------------------------------- writes */

/** POST blog: a new post (a draft unless `status: published`, which also needs BLOG_CHANGE_STATUS). */
export async function createPost({ ctx, input }: Verb<BlogCreateBody>): Promise<BlogPost> {
  const actor = requirePermission(ctx, 'BLOG_STORE');
  const org = scopeOf(ctx, actor);
  const publish = input.status === 'published';
  if (publish) requirePermission(ctx, 'BLOG_CHANGE_STATUS');
  const body = sanitizeBlogHtml(input.body_html);
  if (publish && !hasContent(body)) throw ValidationError.field('body_html', EMPTY_BODY);
  const excerpt = cleanExcerpt(input.excerpt ?? '') || excerptFromHtml(body);
  return slugSafe(() =>
    withTenantTx(ctx, async (tx) => {
      await checkCover(tx, org, input.cover_image);
      const slug = await resolveSlug(tx, org, input.slug, input.title);
      // the actor always reads its own user row (RLS own_row_read)
      const [me] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, actor.userId));
      const [row] = await tx
        .insert(blogPosts)
        .values({
          organizationId: org,
          title: input.title,
          slug,
          excerpt,
          bodyHtml: body,
          coverImage: input.cover_image ?? null,
          status: publish ? 'published' : 'draft',
          publishedAt: publish ? new Date() : null,
          authorId: actor.userId,
          authorName: me ? `${me.firstName} ${me.lastName}`.trim() : '',
        })
        .returning();
      return detailOf(row!);
    }),
  );
}

/** PUT blog/{id}: the fields sent; a published post stays published (its body must still say something). */
export async function updatePost({ ctx, input }: Verb<BlogUpdateBody & IdParams>): Promise<BlogPost> {
  const actor = requirePermission(ctx, 'BLOG_UPDATE');
  const org = scopeOf(ctx, actor);
  return slugSafe(() =>
    withTenantTx(ctx, async (tx) => {
      const row = await ownedPost(tx, org, input.id);
      const title = input.title ?? row.title;
      const body = input.body_html !== undefined ? sanitizeBlogHtml(input.body_html) : row.bodyHtml;
      if (row.status === 'published' && !hasContent(body)) throw ValidationError.field('body_html', 'A published post cannot be empty: unpublish it first.');
      if (input.cover_image !== undefined) await checkCover(tx, org, input.cover_image);
      const slug = input.slug === undefined ? row.slug : await resolveSlug(tx, org, input.slug, title, row.id);
      const excerpt = input.excerpt !== undefined ? cleanExcerpt(input.excerpt) || excerptFromHtml(body) : row.excerpt;
      const [updated] = await tx
        .update(blogPosts)
        .set({
          title,
          slug,
          excerpt,
          bodyHtml: body,
          ...(input.cover_image !== undefined ? { coverImage: input.cover_image } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(blogPosts.id, row.id), inScope(org)))
        .returning();
      return detailOf(updated!);
    }),
  );
}

/** PUT blog/{id}/status: publish (published_at = now) or back to draft (published_at cleared); the same status again changes nothing. */
export async function changeStatus({ ctx, input }: Verb<BlogStatusBody & IdParams>): Promise<BlogPost> {
  const actor = requirePermission(ctx, 'BLOG_CHANGE_STATUS');
  const org = scopeOf(ctx, actor);
  return withTenantTx(ctx, async (tx) => {
    const row = await ownedPost(tx, org, input.id);
    if (row.status === input.status) return detailOf(row);
    if (input.status === 'published' && !hasContent(row.bodyHtml)) throw ValidationError.field('body_html', EMPTY_BODY);
    const [updated] = await tx
      .update(blogPosts)
      .set({ status: input.status, publishedAt: input.status === 'published' ? new Date() : null, updatedAt: new Date() })
      .where(and(eq(blogPosts.id, row.id), inScope(org)))
      .returning();
    return detailOf(updated!);
  });
}

/** DELETE blog/{id}: gone for good (its public page is 404 from now on). */
export async function deletePost({ ctx, input }: Verb<IdParams>): Promise<null> {
  const actor = requirePermission(ctx, 'BLOG_DESTROY');
  const org = scopeOf(ctx, actor);
  await withTenantTx(ctx, async (tx) => {
    const row = await ownedPost(tx, org, input.id);
    await tx.delete(blogPosts).where(and(eq(blogPosts.id, row.id), inScope(org)));
  });
  return null;
}

