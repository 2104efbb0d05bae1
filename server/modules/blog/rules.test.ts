import { describe, expect, it } from 'vitest';
import { PAGE_CSP, absoluteUrl, escapeHtml, renderIndexPage, renderNotFoundPage, renderPostPage } from './render.ts';
import { cleanExcerpt, excerptFromHtml, hasContent, htmlToText, isAllowedImageSrc, sanitizeBlogHtml, slugify, uniqueSlug } from './rules.ts';

describe('slugify', () => {
  it('makes lower-case hyphenated words of a title', () => {
    expect(slugify('10 Tips for PTE Reading!')).toBe('10-tips-for-pte-reading');
    expect(slugify('  Café & Crème — “Describe Image”  ')).toBe('cafe-and-creme-describe-image');
    expect(slugify("Don't panic")).toBe('dont-panic');
  });
  it('gives "post" for a title without Latin letters or digits', () => {
    expect(slugify('পিটিই টিপস')).toBe('post');
    expect(slugify('!!!')).toBe('post');
  });
  it('stays within 120 characters, cut at a word', () => {
    const s = slugify('word '.repeat(60));
    expect(s.length).toBeLessThanOrEqual(120);
    expect(s.endsWith('-')).toBe(false);
    expect(slugify('x'.repeat(300))).toHaveLength(120);
  });
});

describe('uniqueSlug', () => {
  it('adds -2, -3 ... until free', () => {
    expect(uniqueSlug('tips', new Set())).toBe('tips');
    expect(uniqueSlug('tips', new Set(['tips', 'tips-2']))).toBe('tips-3');
  });
  it('keeps the suffix within the limit', () => {
    const base = 'a'.repeat(120);
    expect(uniqueSlug(base, new Set([base]))).toBe(`${'a'.repeat(118)}-2`);
  });
});

describe('sanitizeBlogHtml', () => {
  it('keeps what TipTap writes', () => {
    const html = '<h2>Title</h2><p>Some <strong>bold</strong>, <em>italic</em>, <u>under</u> and <s>struck</s> <code>code</code>.</p><ul><li><p>one</p></li></ul><ol><li>two</li></ol><blockquote><p>q</p></blockquote><pre><code>x = 1</code></pre><hr><p>a<br>b</p>';
    expect(sanitizeBlogHtml(html)).toBe(html.replace('<hr>', '<hr />').replace('<br>', '<br />'));
  });
  it('removes <script> with its content', () => {
    expect(sanitizeBlogHtml('<p>hi</p><script>alert(1)</script>')).toBe('<p>hi</p>');
    expect(sanitizeBlogHtml('<p>hi<script src="//evil.example/x.js"></script></p>')).toBe('<p>hi</p>');
  });
  it('drops event handlers and style attributes', () => {
    expect(sanitizeBlogHtml('<p onclick="alert(1)" style="color:red" class="x">t</p>')).toBe('<p>t</p>');
    expect(sanitizeBlogHtml('<img src="https://img.example/a.png" onerror="alert(1)" alt="a">')).toBe('<img src="https://img.example/a.png" alt="a" />');
  });
  it('drops images from other schemes or paths', () => {
    expect(sanitizeBlogHtml('<img src="x" onerror="alert(1)">')).toBe('');
    expect(sanitizeBlogHtml('<img src="javascript:alert(1)">')).toBe('');
    expect(sanitizeBlogHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
    expect(sanitizeBlogHtml('<img src="http://img.example/a.png">')).toBe('');
    expect(sanitizeBlogHtml('<img src="/api/v1/logout">')).toBe('');
    expect(sanitizeBlogHtml('<img src="/files/../api/x">')).toBe('');
    expect(sanitizeBlogHtml('<img src="//evil.example/a.png">')).toBe('');
    expect(sanitizeBlogHtml('<p><img src="/files/blog-images/0b6a3a3e-1111-4222-8333-444455556666.png" alt="c"></p>')).toBe(
      '<p><img src="/files/blog-images/0b6a3a3e-1111-4222-8333-444455556666.png" alt="c" /></p>',
    );
  });
  it('never keeps a javascript: link and marks every link', () => {
    expect(sanitizeBlogHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer nofollow">x</a>');
    expect(sanitizeBlogHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer nofollow">x</a>');
    expect(sanitizeBlogHtml('<a href="jav&#x09;ascript:alert(1)">x</a>')).not.toContain('ascript:');
    expect(sanitizeBlogHtml('<a href="https://pte.example/" target="_top" rel="opener">x</a>')).toBe('<a href="https://pte.example/" rel="noopener noreferrer nofollow">x</a>');
    expect(sanitizeBlogHtml('<a href="https://pte.example/" target="_blank">x</a>')).toBe('<a href="https://pte.example/" rel="noopener noreferrer nofollow" target="_blank">x</a>');
  });
  it('removes iframes, SVG, math, forms and objects', () => {
    expect(sanitizeBlogHtml('<iframe src="https://evil.example"></iframe><p>a</p>')).toBe('<p>a</p>');
    expect(sanitizeBlogHtml('<svg onload="alert(1)"><script>alert(2)</script><text>t</text></svg><p>b</p>')).toBe('<p>b</p>');
    expect(sanitizeBlogHtml('<math><mi xlink:href="javascript:alert(1)">m</mi></math>')).toBe('');
    expect(sanitizeBlogHtml('<form action="https://evil.example"><input name="p"><button>go</button></form>')).toBe('go');
    expect(sanitizeBlogHtml('<object data="x.swf"></object><embed src="x.swf">')).toBe('');
    expect(sanitizeBlogHtml('<style>body{display:none}</style><p>c</p>')).toBe('<p>c</p>');
  });
  it('maps other editors\' tags to ours', () => {
    expect(sanitizeBlogHtml('<h1>T</h1><b>b</b><i>i</i><strike>s</strike><h6>x</h6>')).toBe('<h2>T</h2><strong>b</strong><em>i</em><s>s</s><h4>x</h4>');
  });
  it('is idempotent and escapes text', () => {
    const once = sanitizeBlogHtml('<p>a &lt;script&gt; b &amp; <a href="https://x.example/?a=1&b=2">l</a></p><img src=x onerror=alert(1)>');
    expect(sanitizeBlogHtml(once)).toBe(once);
    expect(once).not.toContain('<script');
  });
});

describe('text of a body', () => {
  it('reads blocks apart and decodes entities', () => {
    expect(htmlToText('<h2>Title</h2><p>One &amp; two</p><ul><li>a</li><li>b</li></ul>')).toBe('Title One & two a b');
    expect(htmlToText('<p>x</p><script>alert(1)</script>')).toBe('x');
  });
  it('makes an excerpt cut at a word', () => {
    const html = `<p>${'word '.repeat(100)}</p>`;
    const e = excerptFromHtml(html, 50);
    expect(e.length).toBeLessThanOrEqual(50);
    expect(e.endsWith('word…')).toBe(true);
    expect(excerptFromHtml('<p>short</p>')).toBe('short');
  });
  it('knows an empty body', () => {
    expect(hasContent('')).toBe(false);
    expect(hasContent('<p></p><p> </p>')).toBe(false);
    expect(hasContent('<p>a</p>')).toBe(true);
    expect(hasContent('<img src="https://x.example/a.png" />')).toBe(true);
  });
  it('cleans an excerpt', () => {
    expect(cleanExcerpt('  a\n\tb\u0007 c  ')).toBe('a b c');
  });
  it('allows image sources', () => {
    expect(isAllowedImageSrc('https://x.example/a.png')).toBe(true);
    expect(isAllowedImageSrc('/files/blog-images/a.png')).toBe(true);
    expect(isAllowedImageSrc('/files/a.png')).toBe(false);
    expect(isAllowedImageSrc(undefined)).toBe(false);
  });
});


describe('the pages', () => {
  const site = { name: 'Alpha <PTE> Academy', origin: 'http://alpha.localhost:3000' };
  const post = {
    title: 'Tips "for" <script>alert(1)</script>',
    slug: 'tips',
    excerpt: 'An "excerpt" <img src=x onerror=alert(1)>',
    cover_image: '/files/blog-images/0b6a3a3e-1111-4222-8333-444455556666.png',
    published_at: '2026-11-27T08:00:00.000Z',
    author_name: 'Tina <b>Trainer</b>',
    body_html: '<h2>Heading</h2><p>Body <strong>bold</strong></p><script>alert(1)</script><p onclick="x()">c</p>',
  };

  it('renders a post with its meta, escaped, with no script', () => {
    const html = renderPostPage(site, post);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<title>Tips &quot;for&quot; &lt;script&gt;alert(1)&lt;/script&gt; · Alpha &lt;PTE&gt; Academy</title>');
    expect(html).toContain('<meta property="og:title" content="Tips &quot;for&quot; &lt;script&gt;alert(1)&lt;/script&gt; · Alpha &lt;PTE&gt; Academy">');
    expect(html).toContain('<meta name="description" content="An &quot;excerpt&quot; &lt;img src=x onerror=alert(1)&gt;">');
    expect(html).toContain('<meta property="og:image" content="http://alpha.localhost:3000/files/blog-images/0b6a3a3e-1111-4222-8333-444455556666.png">');
    expect(html).toContain('<link rel="canonical" href="http://alpha.localhost:3000/blog/tips">');
    expect(html).toContain('<h2>Heading</h2><p>Body <strong>bold</strong></p><p>c</p>');
    expect(html).toContain('27 November 2026');
    expect(html).toContain('Tina &lt;b&gt;Trainer&lt;/b&gt;');
    expect(html).toContain('href="http://alpha.localhost:3000/"');
    expect(html.toLowerCase()).not.toContain('<script');
    // no event-handler attribute in any tag (quoted values, which hold escaped text, aside)
    expect(html.replace(/"[^"]*"/g, '""')).not.toMatch(/<[^>]*\son[a-z]+=/i);
  });

  it('renders the index and the 404 page', () => {
    const html = renderIndexPage(site, [post], 1, 2);
    expect(html).toContain('<a href="/blog/tips">Tips &quot;for&quot; &lt;script&gt;');
    expect(html).toContain('href="/blog?page=2"');
    expect(html.toLowerCase()).not.toContain('<script');
    expect(renderIndexPage(site, [], 1, 1)).toContain('No posts yet.');
    expect(renderNotFoundPage(null)).toContain('Post not found');
  });

  it('allows only its own style, no script', () => {
    expect(PAGE_CSP).toContain("default-src 'none'");
    expect(PAGE_CSP).not.toContain('script-src');
    expect(PAGE_CSP).not.toContain('unsafe-inline');
    expect(PAGE_CSP).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
  });

  it('escapes and resolves URLs', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
    expect(absoluteUrl('http://a.example', '/files/x.png')).toBe('http://a.example/files/x.png');
    expect(absoluteUrl('http://a.example', 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });
});
