// contracts: stable (additive changes only: the help centre, plugins/help, reads the public calls)
/**
 * Blog (docs/product-spec.md §16, this module's README.md): what every call takes and answers. Zod only (the client
 * imports the types with `import type`); the API suite checks every answer against these schemas.
 *
 * Scope: a post belongs to a centre (organization_id = the tenant of the address it was written on) or to the
 * platform (organization_id null: written by the master on the platform domain). The platform's published posts are
 * read by every portal's help blog (`scope=all`). Slugs are unique per scope.
 *
 * Endpoints (base /api/v1, envelope { success, message?, data }; lists data = { items, meta }):
 *
 * | method | path                  | permission            | input                                                     | data                     |
 * |--------|-----------------------|-----------------------|-----------------------------------------------------------|--------------------------|
 * | GET    | blog                  | BLOG_INDEX            | query BlogListQuery (search, status, page, per_page, sort, direction) | BlogList (items BlogPostSummary) |
 * | POST   | blog                  | BLOG_STORE            | body BlogCreateBody (title, slug?, excerpt?, body_html, cover_image?, status?) | BlogPost (201) |
 * | GET    | blog/{id}             | BLOG_INDEX            | params IdParams                                            | BlogPost                 |
 * | PUT    | blog/{id}             | BLOG_UPDATE           | params IdParams, body BlogUpdateBody (any field of create, at least one) | BlogPost   |
 * | PUT    | blog/{id}/status      | BLOG_CHANGE_STATUS    | params IdParams, body BlogStatusBody ({ status: draft or published }) | BlogPost      |
 * | DELETE | blog/{id}             | BLOG_DESTROY          | params IdParams                                            | null                     |
 * | GET    | blog/public           | public (no token)     | query PublicListQuery (search, scope own|platform|all, page, per_page) | PublicPostList (items PublicPostSummary) |
 * | GET    | blog/public/{slug}    | public (no token)     | params SlugParams, query PublicShowQuery (scope own|platform|all) | PublicPost       |
 *
 * Management calls see the caller's scope only: a centre's posts on its address, the platform's for the master on the
 * platform domain (another scope's post is 404). Public calls answer PUBLISHED posts only (a draft is 404), of the
 * address's scope: `X-Tenant: alpha` = alpha's posts; no X-Tenant = the platform's. `scope=all` (on a centre's address)
 * adds the platform's published posts (what the help centre lists); `scope=platform` answers the platform's only.
 * A public post names its author by name only (never an e-mail or id).
 *
 * Server-rendered HTML outside /api: GET /blog and GET /blog/{slug} on a centre's sub-domain (the centre's posts) or on
 * the platform domain (the platform's) answer a complete HTML page (readable without JavaScript, Open Graph tags).
 * `PublicPostSummary.url` is that page's path ("/blog/<slug>"), on the post's own domain.
 *
 * body_html is sanitised on the server when stored and again when rendered (server/modules/blog/rules.ts): the tags
 * TipTap produces (p, h2-h4, strong, em, u, s, a, ul, ol, li, blockquote, code, pre, img, hr, br) and nothing else.
 */
import { z } from 'zod';

const MAX_INT = 2_147_483_647;
const Int = z.number().int();
const PathId = z.coerce.number().int().min(1).max(MAX_INT);
const Meta = z.object({ current_page: Int, per_page: Int, total: Int, last_page: Int });
/** a query value that may be absent or empty (both mean no filter) */
const opt = <T extends z.ZodType>(s: T) => z.preprocess((v) => (v === '' ? undefined : v), s.optional());
/** the update-body rule (kernel/update-body.ts), restated here: contracts import only zod */
const NOTHING_TO_CHANGE = 'Send at least one field to change.';
const lower = <T extends readonly [string, ...string[]]>(values: T) => z.string().trim().toLowerCase().pipe(z.enum(values));

export const BLOG_STATUSES = ['draft', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];
export const BLOG_SORTS = ['updated_at', 'created_at', 'published_at', 'title'] as const;
export const PUBLIC_SCOPES = ['own', 'platform', 'all'] as const;
export type PublicScope = (typeof PUBLIC_SCOPES)[number];

export const TITLE_MAX = 200;
export const SLUG_MAX = 120;
export const EXCERPT_MAX = 500;
/** the stored (sanitised) body's limit, in characters */
export const BODY_MAX = 200_000;

/** lower-case letters, digits and single inner hyphens (what rules.ts slugify() produces) */
export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** a stored path in the blog-images folder, as POST common/upload-file answered it */
export const BLOG_IMAGE_RE = /^\/files\/blog-images\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

/* ------------------------------------------------------------------ params and queries */

export const IdParams = z.object({ id: PathId });
export type IdParams = z.output<typeof IdParams>;
export const SlugParams = z.object({ slug: z.string().trim().toLowerCase().max(SLUG_MAX).regex(SLUG_RE, { message: 'The slug is not valid.' }) });
export type SlugParams = z.output<typeof SlugParams>;

/** GET blog (management) */
export const BlogListQuery = z.object({
  search: opt(z.string().trim().max(100)),
  status: opt(lower(BLOG_STATUSES)),
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
  sort: opt(lower(BLOG_SORTS)),
  direction: opt(lower(['asc', 'desc'] as const)),
});
export type BlogListQuery = z.output<typeof BlogListQuery>;

/** GET blog/public: published posts, newest first */
export const PublicListQuery = z.object({
  search: opt(z.string().trim().max(100)),
  scope: opt(lower(PUBLIC_SCOPES)),
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(50)),
});
export type PublicListQuery = z.output<typeof PublicListQuery>;

/** GET blog/public/{slug}: `own` (default) the address's scope; `platform` the platform's; `all` own first, then the platform's */
export const PublicShowQuery = z.object({ scope: opt(lower(PUBLIC_SCOPES)) });
export type PublicShowQuery = z.output<typeof PublicShowQuery>;

/* ------------------------------------------------------------------ bodies */

const Title = z.string().trim().min(1, { message: 'The title is required.' }).max(TITLE_MAX, { message: `The title may not be longer than ${TITLE_MAX} characters.` });
/** empty or absent: generated from the title (made unique in the scope with -2, -3, ...); sent: kept as sent, 422 when taken */
const Slug = z
  .string()
  .trim()
  .toLowerCase()
  .max(SLUG_MAX, { message: `The slug may not be longer than ${SLUG_MAX} characters.` })
  .refine((s) => s === '' || SLUG_RE.test(s), { message: 'The slug may hold only lower-case letters, digits and single hyphens (e.g. pte-reading-tips).' });
/** empty: made from the body's first words */
const Excerpt = z.string().trim().max(EXCERPT_MAX, { message: `The excerpt may not be longer than ${EXCERPT_MAX} characters.` });
/** TipTap's HTML; sanitised on the server. Required to hold some text or an image once published. */
const BodyHtml = z.string().max(BODY_MAX, { message: `The text may not be longer than ${BODY_MAX} characters.` });
const CoverImage = z
  .string()
  .trim()
  .max(300)
  .regex(BLOG_IMAGE_RE, { message: 'Upload the cover image first: this is not an uploaded blog image.' })
  .nullable();
const Status = z.enum(BLOG_STATUSES, { message: 'The status must be draft or published.' });

export const BlogCreateBody = z.object({
  title: Title,
  slug: Slug.optional(),
  excerpt: Excerpt.optional(),
  body_html: BodyHtml.default(''),
  /** an image uploaded to the `blog-images` folder (POST common/upload-file, type blog-images); null for none */
  cover_image: CoverImage.optional(),
  /** published: published_at is set now (publishing also needs BLOG_CHANGE_STATUS) */
  status: Status.optional(),
});
export type BlogCreateBody = z.output<typeof BlogCreateBody>;

/** PUT blog/{id}: any field of create; at least one (422 on `title` "Send at least one field to change.") */
export const BlogUpdateBody = z.object({
  title: Title.optional(),
  slug: Slug.optional(),
  excerpt: Excerpt.optional(),
  body_html: BodyHtml.optional(),
  cover_image: CoverImage.optional(),
}).refine((b) => Object.values(b).some((v) => v !== undefined), { message: NOTHING_TO_CHANGE, path: ['title'] });
export type BlogUpdateBody = z.output<typeof BlogUpdateBody>;

export const BlogStatusBody = z.object({ status: Status });
export type BlogStatusBody = z.output<typeof BlogStatusBody>;

/* ------------------------------------------------------------------ answers */

export const Author = z.object({ id: Int, name: z.string() });

/** a row of GET blog */
export const BlogPostSummary = z.object({
  id: Int,
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  status: z.enum(BLOG_STATUSES),
  cover_image: z.string().nullable(),
  /** true for the platform's posts (organization null) */
  is_platform: z.boolean(),
  author: Author.nullable(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** the public page's path, "/blog/<slug>" (on the post's own domain; a draft's page is 404) */
  url: z.string(),
});
export type BlogPostSummary = z.output<typeof BlogPostSummary>;

/** GET/POST/PUT blog/{id}: the summary and the (sanitised) body */
export const BlogPost = BlogPostSummary.extend({ body_html: z.string() });
export type BlogPost = z.output<typeof BlogPost>;

export const BlogList = z.object({ items: z.array(BlogPostSummary), meta: Meta });
export type BlogList = z.output<typeof BlogList>;

/** a row of GET blog/public */
export const PublicPostSummary = z.object({
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  cover_image: z.string().nullable(),
  published_at: z.string(),
  /** the author's name, or null when the account is gone */
  author_name: z.string().nullable(),
  /** true: the platform's post (its page lives on the platform domain) */
  is_platform: z.boolean(),
  /** the public page's path, "/blog/<slug>" */
  url: z.string(),
});
export type PublicPostSummary = z.output<typeof PublicPostSummary>;

export const PublicPost = PublicPostSummary.extend({ body_html: z.string() });
export type PublicPost = z.output<typeof PublicPost>;

export const PublicPostList = z.object({ items: z.array(PublicPostSummary), meta: Meta });
export type PublicPostList = z.output<typeof PublicPostList>;
