/**
 * White-label branding (docs/product-spec.md §10): on a centre's sub-domain the kernel takes the branding the server
 * wrote into the page (server/kernel/spa-page.ts), or else reads the public `GET branding` once per page load, and
 * applies it: the brand colour as the theme's primary shades (CSS custom
 * properties on <html>, see shades.ts), the name as the document title; `BrandMark` shows the logo and name.
 * The bare platform domain asks nothing and keeps the platform's look.
 *
 * Not react-query and not the http client: the public layout is part of the /login load, which keeps both out
 * (src/README.md). The answer is held here for the page's life (a long stale time: a centre's branding changes
 * rarely) and in sessionStorage per sub-domain, so a reload paints the brand at once while it is read again.
 * The owner's settings page calls `refreshBranding()` after a save.
 *
 * An inactive centre answers 403 `tenant_inactive` with the server's message; the public layout shows it.
 *
 * @example
 *   const branding = useBranding(); // { kind: 'centre', branding: { name, logo, primary_color, ... } }
 *   await refreshBranding();        // after the centre's branding changed
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { Branding } from '@server/modules/coaching-centres/contracts.ts';
import { currentTenant } from '../http/tenant';
import { brandCssVariables, PRIMARY_SHADES } from './shades';

export type { Branding };

export type BrandingState =
  /** the bare platform domain: the platform's own mark */
  | { kind: 'platform' }
  /** a sub-domain, before the first answer */
  | { kind: 'loading' }
  | { kind: 'centre'; branding: Branding }
  /** 403 tenant_inactive: the server's message */
  | { kind: 'inactive'; message: string }
  /** unknown sub-domain, network failure: the platform's mark, nothing applied */
  | { kind: 'unavailable' };

// the http client's `/api/{version}/` (client.ts), written out so that module stays out of the /login load
const BRANDING_URL = '/api/v1/branding';
const CACHE_PREFIX = 'branding:';

let state: BrandingState | null = null;
let started = false;
/** a later read wins over an earlier one still on its way */
let generation = 0;
const listeners = new Set<() => void>();

function cacheOf(tenant: string): Branding | null {
  try {
    const raw = sessionStorage.getItem(CACHE_PREFIX + tenant);
    const b = raw ? (JSON.parse(raw) as Branding) : null;
    return b && typeof b.name === 'string' ? b : null;
  } catch {
    return null;
  }
}

function remember(tenant: string, b: Branding | null): void {
  try {
    if (b) sessionStorage.setItem(CACHE_PREFIX + tenant, JSON.stringify(b));
    else sessionStorage.removeItem(CACHE_PREFIX + tenant);
  } catch {
    // storage full or refused (private mode): the next page load reads the server again, nothing lost
  }
}

/**
 * The branding the server wrote into this page (server/kernel/spa-page.ts) for an active centre: as fresh as a read
 * of GET branding, so the page load asks for none.
 */
function fromPage(tenant: string): Branding | null {
  try {
    const raw = globalThis.document?.getElementById('boot-branding')?.textContent;
    const b = raw ? (JSON.parse(raw) as Branding) : null;
    return b && typeof b.name === 'string' && b.subdomain === tenant ? b : null;
  } catch {
    return null;
  }
}

function initialState(): BrandingState {
  const tenant = currentTenant();
  if (!tenant) return { kind: 'platform' };
  // not copied to the session cache: every page the server writes carries it, and a slow phone's first
  // sessionStorage write took ~50 ms of the start-up task; the cache serves pages without it (the dev server)
  const written = fromPage(tenant);
  if (written) return { kind: 'centre', branding: written };
  const cached = cacheOf(tenant);
  return cached ? { kind: 'centre', branding: cached } : { kind: 'loading' };
}

function current(): BrandingState {
  if (!state) {
    state = initialState();
    applyBranding(state);
  }
  return state;
}

function set(next: BrandingState): void {
  state = next;
  applyBranding(next);
  for (const l of listeners) l();
}

/** The theme's primary shades on <html> from the brand colour (or back to the theme's own), and the title. */
export function applyBranding(s: BrandingState, root: HTMLElement | undefined = globalThis.document?.documentElement): void {
  if (!root) return;
  const vars = s.kind === 'centre' && s.branding.primary_color ? brandCssVariables(s.branding.primary_color) : null;
  for (const shade of PRIMARY_SHADES) {
    const name = `--color-primary-${shade}` as const;
    if (vars) root.style.setProperty(name, vars[name]);
    else root.style.removeProperty(name);
  }
  if (s.kind === 'centre' && s.branding.name) document.title = s.branding.name;
}

async function read(): Promise<void> {
  const tenant = currentTenant();
  if (!tenant) {
    set({ kind: 'platform' });
    return;
  }
  const mine = ++generation;
  let next: BrandingState | 'network';
  try {
    const res = await fetch(BRANDING_URL, { headers: { Accept: 'application/json', 'X-Tenant': tenant } });
    const body = (await res.json().catch(() => null)) as { data?: Branding; code?: string; message?: string } | null;
    if (res.ok && body?.data) next = { kind: 'centre', branding: body.data };
    else if (res.status === 403 && body?.code === 'tenant_inactive') next = { kind: 'inactive', message: body.message ?? '' };
    else next = { kind: 'unavailable' };
  } catch {
    next = 'network';
  }
  if (mine !== generation) return;
  // the network failed: what a reload showed stays; only a first read with nothing to show gives up
  if (next === 'network') {
    if (state?.kind === 'loading') set({ kind: 'unavailable' });
    return;
  }
  remember(tenant, next.kind === 'centre' ? next.branding : null);
  set(next);
}

/** Starts the one read of this page load (the first caller wins; later calls do nothing). */
export function ensureBranding(): void {
  if (started) return;
  started = true;
  current();
  const tenant = currentTenant();
  if (tenant && fromPage(tenant)) return;
  void read();
}

/** Reads the branding again (after the owner saved it); what is shown stays until the answer. */
export function refreshBranding(): Promise<void> {
  started = true;
  current();
  return read();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The host's branding; the first user starts the read. */
export function useBranding(): BrandingState {
  const s = useSyncExternalStore(subscribe, current, current);
  useEffect(() => ensureBranding(), []);
  return s;
}

/** The server's word that this centre is switched off (403 tenant_inactive), for the open pages of its sub-domain. */
export function useInactiveCentreMessage(): string | null {
  const s = useBranding();
  return s.kind === 'inactive' ? s.message || null : null;
}
