/**
 * The tenant is the first label of the page host below the platform domain (docs/product-spec.md §1):
 * `alpha.localhost` -> `alpha`; `localhost` itself (the platform scope) -> null.
 */
export function tenantFromHost(host: string, platformDomain = 'localhost'): string | null {
  const h = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const domain = platformDomain.toLowerCase();
  if (!h || h === domain || h === `www.${domain}`) return null;
  if (!h.endsWith(`.${domain}`)) return null;
  const rest = h.slice(0, -(domain.length + 1));
  const label = rest.split('.').pop() ?? '';
  return label && label !== 'www' ? label : null;
}

export function platformDomain(): string {
  const env = (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env;
  return env?.VITE_PLATFORM_DOMAIN || 'localhost';
}

export function currentTenant(): string | null {
  if (typeof window === 'undefined') return null;
  return tenantFromHost(window.location.host, platformDomain());
}
