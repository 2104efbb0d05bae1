// The page every client route is answered with (issue "First impression": a phone showed a blank page until ~150 KiB
// of script had arrived and run). The built index.html gets, per request:
// - inside #root, a shell the browser paints before any script runs: the top bar with the centre's name where the
//   layouts put it (React replaces it on its first render);
// - the centre's branding as a JSON data block, which the client reads instead of asking GET branding;
// - the entry stylesheet inline, one round trip fewer before that first paint;
// - on a signed-in page, the role layout's chunk and stylesheet asked for at once beside the entry, instead of after
//   the entry has arrived and run (one wave of round trips fewer before the page's own content).
// Pure: app.ts reads the files and the centre, this only writes the page.

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
 * The first path segments of the pages under the role layout: the five portals (src/kernel/auth/session.ts) and the
 * pages every role shares. A visitor who opens one unsigned is sent to /login, having fetched the layout for nothing.
 */
const SIGNED_IN_SEGMENTS = new Set(['master', 'admin', 'student', 'teacher', 'coaching-owner', 'profile', 'notifications']);

export function isSignedInPath(pathname: string): boolean {
  return SIGNED_IN_SEGMENTS.has(pathname.split('/')[1] ?? '');
}

/** The tags that fetch the role layout early: a module preload for scripts, a plain preload for stylesheets. */
export function preloadTags(files: readonly string[]): string {
  return files.map((f) => (f.endsWith('.css') ? `<link rel="preload" as="style" crossorigin href="${f}">` : `<link rel="modulepreload" crossorigin href="${f}">`)).join('');
}

/**
 * The page for one request: `branding` is the centre of the page's host (an active one), or null for the platform
 * and for a host whose centre cannot be shown (the client then reads and explains it as before); `preload` the
 * files to fetch at once (`chunkFiles` of the layout's chunk, on a signed-in path).
 *
 * @example renderSpaPage('<head></head><div id="root"><!--boot-shell--></div>', { name: 'Alpha', ... })
 */
export function renderSpaPage(template: string, branding: BootBranding | null, preload: readonly string[] = []): string {
  if (!template.includes(SHELL_MARK)) return template;
  const mark = branding
    ? `<span class="boot-name">${escapeHtml(branding.name)}</span>`
    : '<img src="/favicon.svg" alt="" class="boot-icon" />';
  // aria-hidden: the shell is a picture of the page to come, gone at the first render; nothing in it can be used
  const shell = `<div class="boot-shell" aria-hidden="true" data-boot-shell><div class="boot-bar">${mark}</div></div>`;
  const data = branding ? `<script type="application/json" id="boot-branding">${scriptJson(branding)}</script>` : '';
  return template.replace(SHELL_MARK, shell).replace('</head>', `${preloadTags(preload)}${data}</head>`);
}

/** A Vite manifest's entries, as much of them as is read here. */
type Manifest = Record<string, { file: string; name?: string; isEntry?: boolean; css?: string[]; imports?: string[] }>;

/**
 * The files of the build's chunk named `chunk` (vite.config.ts names the role layout's group "shell"): its script,
 * the scripts it imports that the entry does not bring, and its stylesheets, as /assets/ paths; none when the build
 * has no such chunk.
 */
export function chunkFiles(manifest: Manifest, chunk: string): string[] {
  const entries = Object.entries(manifest);
  const own = entries.find(([, v]) => v.name === chunk && v.file.endsWith('.js'));
  const entry = entries.find(([, v]) => v.isEntry);
  if (!own || !entry) return [];
  const have = new Set([entry[0], ...(entry[1].imports ?? [])]);
  const imported = (own[1].imports ?? []).filter((k) => !have.has(k));
  const scripts = [own[1].file, ...imported.map((k) => manifest[k]?.file).filter((f): f is string => !!f)];
  const styles = [...(own[1].css ?? []), ...imported.flatMap((k) => manifest[k]?.css ?? [])];
  return [...new Set([...scripts, ...styles])].map((f) => `/${f}`);
}
