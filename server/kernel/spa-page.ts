// The page every client route is answered with (issue "First impression": a phone showed a blank page until ~150 KiB
// of script had arrived and run). The built index.html gets, per request:
// - inside #root, a shell the browser paints before any script runs: the top bar with the centre's name where the
//   layouts put it (React replaces it on its first render);
// - the centre's branding as a JSON data block, which the client reads instead of asking GET branding;
// - the entry stylesheet inline, one round trip fewer before that first paint.
// The built page also carries an inline script of its own (the page hint, scripts/page-hint.ts) that asks for the
// signed-in shell's chunks after the first paint: the page's policy allows it by its hash, so no other inline script
// runs. Tried and left out: preloading those chunks from the page's head. Lighthouse's simulation counts every
// high-priority request started before the first paint against it (FCP 0.8 s -> 2.2 s on the portal).
// Pure: app.ts reads the files and the centre, this only writes the page.
import { cspHash } from './security-headers.ts';

/** Where the build's index.html (from /index.html at the root) takes the shell. */
export const SHELL_MARK = '<!--boot-shell-->';

/** What the client's branding state holds for a centre (GET branding's answer). */
export interface BootBranding {
  name: string;
  subdomain: string;
  logo: string | null;
  primary_color: string | null;
  status: string;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** JSON inside a script element: `<` escaped so no value can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The entry stylesheet's `<link>` replaced by its text (and kept, disabled, for the preload helper). `readCss` answers the file's text for an /assets/ path, or
 * null (then the link stays).
 */
export function inlineEntryStylesheet(html: string, readCss: (href: string) => string | null): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/, (tag, href: string) => {
    const css = readCss(href);
    if (css === null || /<\/style/i.test(css)) return tag;
    // the link stays, disabled (never fetched): Vite's preload helper looks for it before it loads a lazy chunk's
    // stylesheets, and would otherwise fetch the entry's stylesheet a second time
    return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
}

/**
 * The page for one request: `branding` is the centre of the page's host (an active one), or null for the platform
 * and for a host whose centre cannot be shown (the client then reads and explains it as before).
 *
 * @example renderSpaPage('<head></head><div id="root"><!--boot-shell--></div>', { name: 'Alpha', ... })
 */
export function renderSpaPage(template: string, branding: BootBranding | null): string {
  if (!template.includes(SHELL_MARK)) return template;
  const mark = branding
    ? `<span class="boot-name">${escapeHtml(branding.name)}</span>`
    : '<img src="/favicon.svg" alt="" class="boot-icon" />';
  // aria-hidden: the shell is a picture of the page to come, gone at the first render; nothing in it can be used
  const shell = `<div class="boot-shell" aria-hidden="true" data-boot-shell><div class="boot-bar">${mark}</div></div>`;
  const data = branding ? `<script type="application/json" id="boot-branding">${scriptJson(branding)}</script>` : '';
  return template.replace(SHELL_MARK, shell).replace('</head>', `${data}</head>`);
}

/** The CSP hashes of the page's inline scripts (those with neither `src` nor a data `type`), for its policy. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs = '']) => !/\ssrc\s*=|\stype\s*=\s*["']?application\/(ld\+)?json/i.test(attrs))
    .map(([, , text = '']) => cspHash(text));
}
