// Build step: the built page's inline hint. A returning user's browser asks for the chunks its page will wait for
// while the entry is still downloading, instead of after the entry has arrived and run: the signed-in shell (the
// role layout, the auth actor, their stylesheet) on every portal path, and a heavy page's own chunks on its path (the
// practice item: its page, the type definitions, the warm-up of its type; a portal page: its cards). On a slow phone each of those was one
// more round trip after the entry, on a new connection in TCP slow start (the portal's largest paint in Lighthouse's
// simulation 2.9 -> 2.3 s).
// The hint is a small inline script (the server allows it by its hash: server/kernel/spa-page.ts). It asks only when
// a session is stored and the path is a portal page, and only after the first paint: a request started before it
// competes with the page's own first paint.
import type { Plugin } from 'vite';
import { createHash } from 'node:crypto';
import { EARLY_START_KEY, LANGUAGE_KEY, PORTAL_SEGMENTS, TOKEN_KEY } from '../src/kernel/auth/session.ts';
import { EARLY_GLOBAL } from '../src/kernel/http/early-reads.ts';
import { primeKey } from '../src/kernel/http/primed.ts';
import { urlFor } from '../src/kernel/http/api-url.ts';
import { SIGNED_IN_READS } from '../src/kernel/http/read-templates.ts';

export interface HintFiles {
  /** module scripts, by URL path */
  scripts: readonly string[];
  /** stylesheets, by URL path */
  styles: readonly string[];
}

/**
 * A page worth hinting: its route path (react-router syntax, `:param` a segment) and what it waits for, as modules
 * or as chunks by name.
 */
export interface PageHint {
  path: string;
  /** absolute module ids; the hint names the chunks that hold them */
  modules?: readonly string[];
  /** which chunks, by name (the groups of vite.config.ts) */
  chunks?: (name: string) => boolean;
  /**
   * besides, one hint per chunk whose name gives a value of `param`: on the path with that value, that chunk's files
   * (an item page of one question type: the type's own chunk)
   */
  each?: { param: string; valueOf: (chunk: string) => string | undefined };
  /** the page's reads as templates over its path's parameters (@kernel/http/read-templates), as its route's `reads` */
  reads?: readonly string[];
}

/** A read template as the hint sends it: the key the client takes its answer by, and its URL, `:name`s unfilled. */
export interface HintRead {
  key: string;
  url: string;
}

/** A read template's key and URL as the client computes them for the filled path (`:name` is written `%3Aname` in a query). */
export const hintRead = (template: string): HintRead => ({ key: primeKey(template), url: urlFor(template) });

export interface HintData {
  /** names this build: a start remembered under another build names chunks it does not have */
  build: string;
  shell: HintFiles;
  /** the shell's texts, by language: the stored language's are asked for with the shell (en without one) */
  texts?: Readonly<Record<string, HintFiles>>;
  /** what every role page reads first; with `pages[].reads`, sent when no start of this path is remembered */
  reads?: readonly HintRead[];
  pages: ReadonlyArray<HintFiles & { path: string; reads?: readonly HintRead[] }>;
}

/**
 * The inline script's text (plain ES5: it runs before any module, on any browser the page serves). Besides the
 * build's own hints it asks for what this path's last start needed, when the user's browser remembers it
 * (src/kernel/app/early-start.ts): its files, and its reads, whose answers it leaves for the client to take over
 * (src/kernel/http/early-reads.ts); with nothing remembered of the path, the reads its route writes as templates.
 * The shell's and the page's files go first, then the reads (small, needed once the entry has run), then the rest.
 */
export function pageHintScript(data: HintData): string {
  const json = JSON.stringify({ key: TOKEN_KEY, early: EARLY_START_KEY, lang: LANGUAGE_KEY, portals: PORTAL_SEGMENTS, ...data }).replace(/</g, '\\u003c');
  return (
    '(function(d){' +
    `var g=window.${EARLY_GLOBAL}={build:d.build,reads:{}},tok;` +
    'try{tok=localStorage.getItem(d.key)}catch(e){return}if(!tok)return;g.token=tok;' +
    "var here=location.pathname.split('/');" +
    'if(d.portals.indexOf(here[1])<0)return;' +
    // rec: this path's remembered start; hd: the headers of any remembered read (the tenant's: storage is per origin)
    'var rec=null,hd=null;try{var all=JSON.parse(localStorage.getItem(d.early)||"[]");' +
    'for(var i=0;i<all.length;i++)if(all[i]&&all[i].build===d.build&&all[i].files instanceof Array&&all[i].reads instanceof Array){' +
    'if(all[i].path===location.pathname)rec=all[i];if(all[i].reads[0]&&all[i].reads[0].headers)hd=all[i].reads[0].headers}}catch(e){}' +
    'function matches(path){var p=path.split("/");if(p.length!==here.length)return false;' +
    'for(var i=0;i<p.length;i++){if(p[i].charAt(0)===":"?!here[i]:p[i]!==here[i])return false}return true}' +
    // a read template filled from the path's parameters, as the route's `reads` fills it
    'function fill(path,s){var p=path.split("/"),v={};for(var i=0;i<p.length;i++)if(p[i].charAt(0)===":")try{v[p[i].slice(1)]=decodeURIComponent(here[i])}catch(e){v[p[i].slice(1)]=""}' +
    'return s.replace(/(?::|%3A)([A-Za-z]+)/g,function(m,n){return encodeURIComponent(v[n]||"")})}' +
    'var asked={};' +
    'function add(rel,href,as){var l=document.createElement("link");l.rel=rel;l.href=href;if(as)l.as=as;l.crossOrigin="";document.head.appendChild(l)}' +
    'function read(r){var h={},k;for(k in r.headers)h[k]=r.headers[k];h.Authorization="Bearer "+tok;' +
    'var p=fetch(r.url,{headers:h}).then(function(res){return res.text().then(function(t){return{ok:res.ok,status:res.status,statusText:res.statusText,text:t}})});' +
    'p["catch"](function(){});g.reads[r.key]=p}' +
    // one request a task: each costs the main thread ~1 ms, x4 on a slow phone, and under Lighthouse's trace up to
    // ~20 ms (x4 again); ~25 in one task had made it the page's longest. A file the page or the hint asks for
    // already is not queued
    'var jobs=[];function job(f,a,b,c){jobs.push(function(){f(a,b,c)})}' +
    'function file(h,rel,as){if(asked[h]||document.querySelector(\'[src="\'+h+\'"],[href="\'+h+\'"]\'))return;asked[h]=1;job(add,rel,h,as)}' +
    'function ask(f){f.scripts.forEach(function(h){file(h,"modulepreload")});f.styles.forEach(function(h){file(h,"preload","style")})}' +
    // the shell's files and texts and the page's own first: the largest, or awaited before the first render, and a
    // file still queued when the entry has run is asked for by the entry itself, after it; then the reads, small,
    // which the page needs only once the entry has run; then the rest
    'ask(d.shell);var lg;try{lg=localStorage.getItem(d.lang)}catch(e){}var tx=d.texts&&(d.texts[lg]||d.texts.en);if(tx)ask(tx);' +
    'd.pages.forEach(function(p){if(matches(p.path))ask(p)});' +
    'if(rec&&window.fetch)rec.reads.forEach(function(r){job(read,r)});' +
    // nothing remembered of this path: the reads every role page and this one declare, with a remembered read's headers
    'else if(hd&&window.fetch){(d.reads||[]).forEach(function(r){job(read,{key:r.key,url:r.url,headers:hd})});' +
    'd.pages.forEach(function(p){if(matches(p.path)&&p.reads)p.reads.forEach(function(r){job(read,{key:fill(p.path,r.key),url:fill(p.path,r.url),headers:hd})})})}' +
    'if(rec)rec.files.forEach(function(h){/\\.css$/.test(h)?file(h,"preload","style"):file(h,"modulepreload")});' +
    // each its own task, all set at once: a timer set from a timer's task waits 4 ms from the fifth on, and the
    // tail of the queue came after the entry had run
    'if(jobs.length)requestAnimationFrame(function(){jobs.forEach(function(j){setTimeout(j,0)})})' +
    `})(${json})`
  );
}

interface BundleChunk {
  type: 'chunk';
  name: string;
  fileName: string;
  imports: string[];
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The files of the chunks `pick` chooses and of the chunks they import, leaving out what the page loads already and
 * what `besides` holds; null when `pick` chooses none.
 */
export function chunkFiles(bundle: Record<string, { type: string }>, html: string, pick: (c: BundleChunk) => boolean, besides?: HintFiles): HintFiles | null {
  const chunks = new Map(Object.values(bundle).filter((c): c is BundleChunk => c.type === 'chunk').map((c) => [c.fileName, c]));
  const picked = [...chunks.values()].filter(pick);
  if (picked.length === 0) return null;
  const files = new Set<string>();
  const styles = new Set<string>();
  const visit = (c: BundleChunk) => {
    if (files.has(c.fileName)) return;
    files.add(c.fileName);
    for (const css of c.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const f of c.imports) {
      const next = chunks.get(f);
      if (next) visit(next);
    }
  };
  picked.forEach(visit);
  const wanted = (f: string) => !html.includes(`/${f}"`) && !besides?.scripts.includes(`/${f}`) && !besides?.styles.includes(`/${f}`);
  return { scripts: [...files].filter(wanted).map((f) => `/${f}`), styles: [...styles].filter(wanted).map((f) => `/${f}`) };
}

/**
 * Each page's files, leaving out the shell's and what the page loads already; a page with `each` also gives one hint
 * per chunk that names a value of its parameter (after its own, so that its own files are not named twice).
 */
export function hintedPages(bundle: Record<string, { type: string }>, html: string, pages: readonly PageHint[], shell: HintFiles): Array<HintFiles & { path: string; reads?: HintRead[] }> {
  return pages.flatMap((p) => {
    const files = chunkFiles(bundle, html, (c) => (p.modules ?? []).some((m) => c.moduleIds.includes(m)) || (p.chunks?.(c.name) ?? false), shell);
    if (!files) throw new Error(`page hint ${p.path}: no chunk holds what it waits for`);
    const reads = p.reads?.map(hintRead);
    const own = { path: p.path, ...files, ...(reads && { reads }) };
    const each = p.each;
    if (!each) return [own];
    const besides = { scripts: [...shell.scripts, ...files.scripts], styles: [...shell.styles, ...files.styles] };
    const values = Object.values(bundle).flatMap((c) => (c.type === 'chunk' && each.valueOf((c as BundleChunk).name)) || []);
    const perValue = values.map((value) => ({ path: p.path.replace(`:${each.param}`, value), ...chunkFiles(bundle, html, (c) => each.valueOf(c.name) === value, besides)! }));
    return [own, ...perValue];
  });
}

/**
 * The entry's files at low priority: the first paint is the server's shell (inline style, no script), so nothing the
 * entry does is needed for it. At high priority a module script that happened to arrive before that paint counted as
 * holding it back in Lighthouse's simulation (FCP 0.7 s or 1.6 s on the same page, by the race on the machine); with
 * no other request in flight, a low priority does not delay it on a real link.
 */
export function lowPriorityEntry(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
}

/**
 * The Vite plugin: writes the hint into the built index.html (the `shell` chunk group's files, the chunk of its texts
 * in each language (`texts`: which chunks, by language), and each page's) and lowers the entry's priority.
 */
export function pageHint(pages: readonly PageHint[] = [], texts: Readonly<Record<string, (chunk: string) => boolean>> = {}): Plugin {
  return {
    name: 'page-hint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const shell = ctx.bundle && chunkFiles(ctx.bundle, html, (c) => c.name === 'shell');
        if (!ctx.bundle || !shell) return html;
        const hinted = hintedPages(ctx.bundle, html, pages, shell);
        const textFiles = Object.fromEntries(
          Object.entries(texts).flatMap(([lang, isText]) => {
            const files = chunkFiles(ctx.bundle!, html, (c) => isText(c.name), shell);
            return files ? [[lang, files]] : [];
          }),
        );
        const build = createHash('sha256').update(Object.keys(ctx.bundle).sort().join('\n')).digest('base64url').slice(0, 12);
        return lowPriorityEntry(html).replace('</body>', `  <script>${pageHintScript({ build, shell, texts: textFiles, reads: SIGNED_IN_READS.map(hintRead), pages: hinted })}</script>\n  </body>`);
      },
    },
  };
}
