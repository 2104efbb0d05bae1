// Build step: a returning user's browser asks for the signed-in pages' shell chunk (the role layout, the auth actor,
// their stylesheet) while the entry is still downloading, instead of after the entry has arrived and run. On a slow
// phone that was one more round trip, on a new connection in TCP slow start, between the entry and the page (the
// portal's largest paint 2.9 -> 2.3 s in Lighthouse's simulation).
// The page carries it as a small inline script (the server allows it by its hash: server/kernel/spa-page.ts), which
// asks only when a session is stored and the path is a portal page, and only after the first paint: a request
// started before it competes with the page's own first paint.
import type { Plugin } from 'vite';
import { PORTAL_SEGMENTS, TOKEN_KEY } from '../src/kernel/auth/session.ts';

export interface ShellFiles {
  /** module scripts, by URL path */
  scripts: readonly string[];
  /** stylesheets, by URL path */
  styles: readonly string[];
}

/** The inline script's text for these files (plain ES5: it runs before any module, on any browser the page serves). */
export function shellHintScript(files: ShellFiles): string {
  const data = JSON.stringify({ key: TOKEN_KEY, portals: PORTAL_SEGMENTS, scripts: files.scripts, styles: files.styles }).replace(/</g, '\\u003c');
  return (
    '(function(d){' +
    'try{if(!localStorage.getItem(d.key))return}catch(e){return}' +
    "if(d.portals.indexOf(location.pathname.split('/')[1])<0)return;" +
    'function add(rel,href,as){var l=document.createElement("link");l.rel=rel;l.href=href;if(as)l.as=as;l.crossOrigin="";document.head.appendChild(l)}' +
    'requestAnimationFrame(function(){setTimeout(function(){' +
    'd.scripts.forEach(function(h){add("modulepreload",h)});' +
    'd.styles.forEach(function(h){add("preload",h,"style")})' +
    '},0)})' +
    `})(${data})`
  );
}

interface BundleChunk {
  type: 'chunk';
  name: string;
  fileName: string;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The shell chunk's files that the page does not load already, from the build's bundle; null without a shell chunk. */
export function shellFiles(bundle: Record<string, { type: string }>, html: string, chunkName = 'shell'): ShellFiles | null {
  const chunks = Object.values(bundle).filter((c): c is BundleChunk => c.type === 'chunk');
  const shell = chunks.find((c) => c.name === chunkName);
  if (!shell) return null;
  const inPage = (file: string) => html.includes(`/${file}"`);
  const scripts = [shell.fileName, ...shell.imports].filter((f) => !inPage(f)).map((f) => `/${f}`);
  const styles = [...(shell.viteMetadata?.importedCss ?? [])].filter((f) => !inPage(f)).map((f) => `/${f}`);
  return { scripts, styles };
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

/** The Vite plugin: writes the hint into the built index.html and lowers the entry's priority. */
export function shellHint(): Plugin {
  return {
    name: 'shell-hint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const files = ctx.bundle && shellFiles(ctx.bundle, html);
        if (!files) return html;
        return lowPriorityEntry(html).replace('</body>', `  <script>${shellHintScript(files)}</script>\n  </body>`);
      },
    },
  };
}
