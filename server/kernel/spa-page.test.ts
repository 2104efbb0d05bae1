import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { inlineEntryStylesheet, inlineScriptHashes, renderSpaPage, SHELL_MARK } from './spa-page.ts';
import { subdomainOfHost } from './tenant.ts';

const TEMPLATE = `<html><head><title>PTE Coaching</title><link rel="stylesheet" crossorigin href="/assets/index-X.css"></head><body><div id="root">${SHELL_MARK}</div></body></html>`;
const ALPHA = { name: 'Alpha <PTE> & "Co"', subdomain: 'alpha', logo: null, primary_color: '#123456', status: 'active' };

describe('renderSpaPage', () => {
  it("paints the centre's name in the shell, escaped, and hands the client its branding as data", () => {
    const html = renderSpaPage(TEMPLATE, ALPHA);
    expect(html).toContain('<span class="boot-name">Alpha &lt;PTE&gt; &amp; &quot;Co&quot;</span>');
    expect(html).not.toContain(SHELL_MARK);
    const data = /<script type="application\/json" id="boot-branding">(.*?)<\/script><\/head>/.exec(html)?.[1];
    expect(JSON.parse(data!)).toEqual(ALPHA);
  });

  it('keeps a value from closing the data block', () => {
    const html = renderSpaPage(TEMPLATE, { ...ALPHA, name: '</script><script>alert(1)</script>' });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert(1)');
  });

  it('shows the platform mark without data for the platform or a centre it cannot show', () => {
    const html = renderSpaPage(TEMPLATE, null);
    expect(html).toContain('class="boot-icon"');
    expect(html).not.toContain('boot-branding');
  });

  it('leaves a page without the mark as it is (the dev server, an older build)', () => {
    expect(renderSpaPage('<div id="root"></div>', ALPHA)).toBe('<div id="root"></div>');
  });
});

describe('inlineEntryStylesheet', () => {
  it('puts the stylesheet text in place of its link', () => {
    const html = inlineEntryStylesheet(TEMPLATE, (href) => (href === '/assets/index-X.css' ? 'body{margin:0}' : null));
    expect(html).toContain('<style>body{margin:0}</style><link rel="stylesheet" href="/assets/index-X.css" disabled>');
    expect(html).not.toContain('crossorigin href');
  });

  it('keeps the link when the file is missing or its text would close the element', () => {
    expect(inlineEntryStylesheet(TEMPLATE, () => null)).toBe(TEMPLATE);
    expect(inlineEntryStylesheet(TEMPLATE, () => 'a{}</style><script>')).toBe(TEMPLATE);
  });
});

describe('subdomainOfHost', () => {
  it('reads the centre of a host', () => {
    expect(subdomainOfHost('alpha.localhost:3000', 'localhost:3000')).toBe('alpha');
    expect(subdomainOfHost('ALPHA.pte.example', 'pte.example')).toBe('alpha');
    expect(subdomainOfHost('localhost:3000', 'localhost:3000')).toBeNull();
    expect(subdomainOfHost('www.pte.example', 'pte.example')).toBeNull();
    expect(subdomainOfHost('evil.example', 'pte.example')).toBeNull();
  });
});

describe('inlineScriptHashes', () => {
  it("answers the hash of each inline script's exact text, and none for a file's or a data block", () => {
    const hint = "(function(){document.title='x'})()";
    const html = `<head><script type="module" crossorigin src="/assets/boot.js"></script><script type="application/json" id="boot-branding">{"a":1}</script></head><body><script>${hint}</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([`sha256-${createHash('sha256').update(hint).digest('base64')}`]);
    expect(inlineScriptHashes('<p>no script</p>')).toEqual([]);
  });
});
