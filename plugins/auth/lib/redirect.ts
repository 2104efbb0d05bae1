/**
 * Where to go after signing in: the `?redirect=` of /login when it is a path of this site, else nothing. Anything
 * that could leave the site (`//evil.example`, `https://...`, `/\evil`) or loop back to /login is refused.
 */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // control characters can turn into a scheme-relative URL in some browsers
  if ([...raw].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  if (/^\/login(?:[/?#]|$)/.test(raw)) return null;
  return raw;
}
