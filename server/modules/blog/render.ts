/**
 * The public blog's server-rendered pages (README.md "Public pages"): complete HTML documents readable without
 * JavaScript, with the title, a meta description, Open Graph tags and a canonical link, for search engines and link
 * previews. Pure: every value is escaped here, the post's body is sanitised again here (rules.ts), and the pages carry
 * no script at all; their one style sheet is inline and allowed by its hash in the page's own CSP (PAGE_CSP).
 */
import { cspHash } from '../../kernel/security-headers.ts';
import { sanitizeBlogHtml } from './rules.ts';

/** Text for an HTML text node or a double-quoted attribute value. */
export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const STYLE = [
  ':root{color-scheme:light;--ink:#1f2937;--muted:#4b5563;--line:#e5e7eb;--accent:#1d4ed8}',
  '*{box-sizing:border-box}',
  'body{margin:0;font:17px/1.65 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Bengali",sans-serif;color:var(--ink);background:#fff}',
  'header,main,footer{max-width:46rem;margin:0 auto;padding:1rem 1.25rem}',
  'header{border-bottom:1px solid var(--line);display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap}',
  'header a{font-weight:600}',
  'a{color:var(--accent)}',
  'h1{font-size:2rem;line-height:1.25;margin:1.5rem 0 .5rem}',
  'h2{font-size:1.5rem;margin:2rem 0 .5rem}h3{font-size:1.25rem}h4{font-size:1.1rem}',
  '.meta{color:var(--muted);font-size:.95rem;margin:0 0 1.5rem}',
  'img{max-width:100%;height:auto;border-radius:.5rem}',
  '.cover{display:block;margin:0 0 1.5rem;width:100%}',
  'blockquote{margin:1rem 0;padding:.25rem 1rem;border-left:4px solid var(--line);color:var(--muted)}',
  'pre{overflow:auto;background:#f3f4f6;padding:1rem;border-radius:.5rem}code{font-family:ui-monospace,monospace;font-size:.92em}',
  '.posts{list-style:none;padding:0;margin:0}.posts li{border-bottom:1px solid var(--line);padding:1.25rem 0}',
  '.posts h2{margin:0 0 .25rem;font-size:1.35rem}.posts p{margin:.25rem 0}',
  'nav.pages{display:flex;justify-content:space-between;margin:1.5rem 0}',
  'footer{border-top:1px solid var(--line);color:var(--muted);font-size:.9rem;margin-top:2rem}',
].join('');

const STYLE_HASH = cspHash(STYLE);

/**
 * The pages' own Content-Security-Policy, stricter than the app's: no script of any kind, the one inline style by
 * its hash, images from this site and https (a post may show an https image), nothing framed, no form.
 */
export const PAGE_CSP = `default-src 'none'; style-src '${STYLE_HASH}'; img-src 'self' https: data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

export interface Site {
  /** the centre's name, or the platform's */
  name: string;
  /** e.g. http://alpha.localhost:3000 (no trailing slash) */
  origin: string;
}

export interface PagePost {
  title: string;
  slug: string;
  excerpt: string;
  cover_image: string | null;
  published_at: string;
  author_name: string | null;
}

/** A stored path ("/files/blog-images/x.png") or an https URL as an absolute URL of `origin`. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** "27 November 2026" (UTC) */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

interface Head {
  title: string;
  description: string;
  canonical: string;
  ogType: 'website' | 'article';
  image?: string | null;
  siteName: string;
  extra?: string;
}

function document(head: Head, body: string): string {
  const meta = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    `<meta property="og:type" content="${head.ogType}">`,
    `<meta property="og:site_name" content="${escapeHtml(head.siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}">`,
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}">` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
    head.extra ?? '',
    `<style>${STYLE}</style>`,
  ].filter(Boolean);
  return `<!doctype html>\n<html lang="en">\n<head>\n${meta.join('\n')}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
}

function header(site: Site): string {
  return `<header><a href="${escapeHtml(site.origin)}/">${escapeHtml(site.name)}</a><a href="/blog">Blog</a></header>`;
}

function footer(site: Site): string {
  return `<footer><p>© ${escapeHtml(site.name)} · <a href="${escapeHtml(site.origin)}/">Visit ${escapeHtml(site.name)}</a></p></footer>`;
}

function byline(p: PagePost): string {
  const date = `<time datetime="${escapeHtml(p.published_at)}">${escapeHtml(formatDate(p.published_at))}</time>`;
  return p.author_name ? `${date} · ${escapeHtml(p.author_name)}` : date;
}

/** GET /blog/{slug}: one published post. `bodyHtml` is sanitised again here, whatever the caller passes. */
export function renderPostPage(site: Site, post: PagePost & { body_html: string }): string {
  const canonical = `${site.origin}/blog/${encodeURIComponent(post.slug)}`;
  const image = post.cover_image ? absoluteUrl(site.origin, post.cover_image) : null;
  const cover = image ? `<img class="cover" src="${escapeHtml(image)}" alt="">` : '';
  const body = [
    header(site),
    `<main>`,
    `<article>`,
    `<h1>${escapeHtml(post.title)}</h1>`,
    `<p class="meta">${byline(post)}</p>`,
    cover,
    sanitizeBlogHtml(post.body_html),
    `</article>`,
    `<p><a href="/blog">← All posts of ${escapeHtml(site.name)}</a></p>`,
    `</main>`,
    footer(site),
  ].join('\n');
  return document(
    {
      title: `${post.title} · ${site.name}`,
      description: post.excerpt,
      canonical,
      ogType: 'article',
      image,
      siteName: site.name,
      extra: `<meta property="article:published_time" content="${escapeHtml(post.published_at)}">`,
    },
    body,
  );
}

/** GET /blog: the published posts, newest first, a page at a time. */
export function renderIndexPage(site: Site, posts: readonly PagePost[], page: number, lastPage: number): string {
  const canonical = `${site.origin}/blog${page > 1 ? `?page=${page}` : ''}`;
  const items = posts.length
    ? `<ul class="posts">\n${posts
        .map(
          (p) =>
            `<li><article><h2><a href="/blog/${encodeURIComponent(p.slug)}">${escapeHtml(p.title)}</a></h2><p class="meta">${byline(p)}</p>${
              p.excerpt ? `<p>${escapeHtml(p.excerpt)}</p>` : ''
            }</article></li>`,
        )
        .join('\n')}\n</ul>`
    : `<p>No posts yet.</p>`;
  const nav =
    lastPage > 1
      ? `<nav class="pages" aria-label="Pages">${page > 1 ? `<a href="/blog?page=${page - 1}" rel="prev">← Newer posts</a>` : '<span></span>'}${
          page < lastPage ? `<a href="/blog?page=${page + 1}" rel="next">Older posts →</a>` : ''
        }</nav>`
      : '';
  const body = [header(site), `<main>`, `<h1>Blog of ${escapeHtml(site.name)}</h1>`, items, nav, `</main>`, footer(site)].join('\n');
  return document(
    { title: `Blog · ${site.name}`, description: `Articles and PTE tips from ${site.name}.`, canonical, ogType: 'website', siteName: site.name },
    body,
  );
}

/** A 404 page (an unknown or draft post, an unknown centre), as plain as the others. */
export function renderNotFoundPage(site: Site | null): string {
  const s = site ?? { name: 'Blog', origin: '' };
  const body = [
    site ? header(site) : '',
    `<main><h1>Post not found</h1><p>This post does not exist or is not published.</p><p><a href="/blog">See all posts</a></p></main>`,
  ].join('\n');
  return document({ title: `Not found · ${s.name}`, description: 'This post does not exist or is not published.', canonical: `${s.origin}/blog`, ogType: 'website', siteName: s.name, extra: '<meta name="robots" content="noindex">' }, body);
}
