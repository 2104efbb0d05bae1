/**
 * The public blog's pages outside /api (README.md "Public pages"): GET /blog and GET /blog/{slug} answer complete
 * HTML documents, mounted by server/app.ts before the SPA's fallback. The host names the scope: a centre's
 * sub-domain its posts, the platform domain the platform's. Unknown centres, drafts and unknown slugs are a 404 page.
 */
import type { Hono } from 'hono';
import { originFor, type Config } from '../../kernel/config.ts';
import type { Tenant } from '../../kernel/context.ts';
import type { Env, AppContext } from '../../kernel/route.ts';
import { subdomainOfHost, type TenantResolver } from '../../kernel/tenant.ts';
import { SLUG_MAX, SLUG_RE } from './contracts.ts';
import { pageIndex, pagePost } from './public.ts';
import { PAGE_CSP, renderIndexPage, renderNotFoundPage, renderPostPage, type Site } from './render.ts';

/** The platform's name on its own blog. */
export const PLATFORM_BLOG_NAME = 'PTE Platform';

function html(c: AppContext, status: 200 | 404, body: string): Response {
  return c.body(body, status, {
    'Content-Type': 'text/html; charset=UTF-8',
    // a post unpublished is gone at the next load
    'Cache-Control': 'no-cache',
    'Content-Security-Policy': PAGE_CSP,
  });
}

export function mountBlogPages(app: Hono<Env>, deps: { config: Config; tenants: TenantResolver }): void {
  /** The page's scope and site, or null for an unknown or inactive centre. */
  const siteOf = async (c: AppContext): Promise<{ tenant: Tenant | null; site: Site } | null> => {
    const sub = subdomainOfHost(c.req.header('host') ?? '', deps.config.platformDomain);
    let tenant: Tenant | null = null;
    if (sub) {
      try {
        tenant = await deps.tenants.resolve(sub);
      } catch {
        return null;
      }
    }
    c.get('ctx').tenant = tenant;
    return { tenant, site: { name: tenant ? tenant.name : PLATFORM_BLOG_NAME, origin: originFor(deps.config, tenant ? tenant.subdomain : null) } };
  };

  const index = async (c: AppContext) => {
    const scope = await siteOf(c);
    if (!scope) return html(c, 404, renderNotFoundPage(null));
    const n = Number(c.req.query('page') ?? '1');
    const page = Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
    const posts = await pageIndex({ ctx: c.get('ctx'), input: { page } });
    return html(c, 200, renderIndexPage(scope.site, posts.items, posts.meta.current_page, posts.meta.last_page));
  };
  app.get('/blog', index);
  app.get('/blog/', index);

  app.get('/blog/:slug', async (c) => {
    const scope = await siteOf(c);
    if (!scope) return html(c, 404, renderNotFoundPage(null));
    const slug = c.req.param('slug').toLowerCase();
    if (slug.length > SLUG_MAX || !SLUG_RE.test(slug)) return html(c, 404, renderNotFoundPage(scope.site));
    const post = await pagePost({ ctx: c.get('ctx'), input: { slug } });
    if (!post) return html(c, 404, renderNotFoundPage(scope.site));
    return html(c, 200, renderPostPage(scope.site, post));
  });
}
