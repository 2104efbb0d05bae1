/**
 * The unsubscribe page outside /api, server-rendered so it works from any mail client without JavaScript or a
 * session: GET /unsubscribe/{token} shows the address and one button; POST (the button, or a mail client's RFC 8058
 * one-click POST) unsubscribes and confirms. Opening the link alone changes nothing, because mail scanners and link
 * previews open links nobody clicked. Mounted by server/app.ts before the SPA. Texts in English and Bengali.
 */
import { cspHash } from '../../kernel/security-headers.ts';
import type { Hono } from 'hono';
import type { Config } from '../../kernel/config.ts';
import type { Tenant } from '../../kernel/context.ts';
import type { AppContext, Env } from '../../kernel/route.ts';
import { subdomainOfHost, type TenantResolver } from '../../kernel/tenant.ts';
import { unsubscribeByToken, unsubscribeState, type UnsubscribeState } from './unsubscribe.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const STYLE = [
  'body{margin:0;font:17px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Bengali",sans-serif;color:#1f2937;background:#f9fafb}',
  'main{max-width:32rem;margin:3rem auto;padding:2rem;background:#fff;border:1px solid #e5e7eb;border-radius:.75rem}',
  'h1{font-size:1.5rem;margin:0 0 1rem}p{margin:.5rem 0}.bn{color:#4b5563}',
  'button{font:inherit;margin-top:1rem;padding:.6rem 1.2rem;border:0;border-radius:.5rem;background:#1d4ed8;color:#fff;cursor:pointer}',
  'button:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}',
].join('');
const STYLE_HASH = cspHash(STYLE);
/** no script; the inline style by its hash; the one form posts back here */
export const UNSUBSCRIBE_CSP = `default-src 'none'; style-src '${STYLE_HASH}'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;

function page(title: { en: string; bn: string }, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title.en)}</title><style>${STYLE}</style></head>
<body><main><h1>${esc(title.en)} <span class="bn" lang="bn">/ ${esc(title.bn)}</span></h1>${body}</main></body></html>`;
}
const line = (en: string, bn: string) => `<p>${en}</p><p class="bn" lang="bn">${bn}</p>`;

export function renderAsk(s: UnsubscribeState): string {
  if (s.unsubscribed) return renderDone(s);
  return page(
    { en: 'Unsubscribe', bn: 'আনসাবস্ক্রাইব' },
    line(`Stop e-mails from <strong>${esc(s.centre)}</strong> to <strong>${esc(s.email)}</strong>?`, `<strong>${esc(s.centre)}</strong> থেকে <strong>${esc(s.email)}</strong> ঠিকানায় ই-মেইল বন্ধ করবেন?`) +
      `<form method="post"><button type="submit">Unsubscribe / আনসাবস্ক্রাইব করুন</button></form>`,
  );
}

export function renderDone(s: UnsubscribeState): string {
  return page(
    { en: 'You are unsubscribed', bn: 'আপনি আনসাবস্ক্রাইব করেছেন' },
    line(`<strong>${esc(s.email)}</strong> will get no more campaign e-mails from ${esc(s.centre)}.`, `${esc(s.centre)} থেকে <strong>${esc(s.email)}</strong> ঠিকানায় আর কোনো ক্যাম্পেইন ই-মেইল যাবে না।`),
  );
}

export function renderUnknown(): string {
  return page(
    { en: 'Link not found', bn: 'লিংকটি পাওয়া যায়নি' },
    line('This unsubscribe link is not valid on this site. Check that you opened the whole link from the e-mail.', 'এই আনসাবস্ক্রাইব লিংকটি এই সাইটে বৈধ নয়। ই-মেইল থেকে পুরো লিংকটি খুলেছেন কি না দেখুন।'),
  );
}

function html(c: AppContext, status: 200 | 404, body: string): Response {
  return c.body(body, status, { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': UNSUBSCRIBE_CSP, 'Referrer-Policy': 'no-referrer' });
}

export function mountUnsubscribePages(app: Hono<Env>, deps: { config: Config; tenants: TenantResolver }): void {
  const tenantOf = async (c: AppContext): Promise<Tenant | null> => {
    const sub = subdomainOfHost(c.req.header('host') ?? '', deps.config.platformDomain);
    if (!sub) return null;
    try {
      const tenant = await deps.tenants.resolve(sub);
      c.get('ctx').tenant = tenant;
      return tenant;
    } catch {
      return null;
    }
  };
  app.get('/unsubscribe/:token', async (c) => {
    if (!(await tenantOf(c))) return html(c, 404, renderUnknown());
    const state = await unsubscribeState({ ctx: c.get('ctx'), input: { token: c.req.param('token') } });
    return state ? html(c, 200, renderAsk(state)) : html(c, 404, renderUnknown());
  });
  app.post('/unsubscribe/:token', async (c) => {
    if (!(await tenantOf(c))) return html(c, 404, renderUnknown());
    const state = await unsubscribeByToken({ ctx: c.get('ctx'), input: { token: c.req.param('token') } });
    return state ? html(c, 200, renderDone(state)) : html(c, 404, renderUnknown());
  });
}
