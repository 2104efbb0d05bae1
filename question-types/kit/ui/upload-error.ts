/**
 * The message to show when an upload fails: the server's own message when it sent one, "Request Entity Too
 * Large" for a 413 without a body message (a proxy's refusal), otherwise null (the caller shows a generic text).
 * Pure; accepts whatever the `upload` function rejected with (an Error, a redaxios response, a plain object).
 */
export function uploadErrorMessage(err: unknown): { tooLarge: boolean; message: string | null } {
  if (err === null || err === undefined) return { tooLarge: false, message: null };
  if (typeof err === 'string') return { tooLarge: /entity too large/i.test(err), message: err.trim() || null };
  if (typeof err !== 'object') return { tooLarge: false, message: null };
  const o = err as Record<string, unknown>;
  const response = (o.response && typeof o.response === 'object' ? o.response : o) as Record<string, unknown>;
  const status = typeof response.status === 'number' ? response.status : typeof o.status === 'number' ? o.status : null;
  const fromBody = bodyMessage(response.data) ?? bodyMessage(o.data) ?? bodyMessage(o.body);
  const own = typeof o.message === 'string' && o.message.trim() ? o.message.trim() : null;
  const message = fromBody ?? own;
  const tooLarge = status === 413 || (message !== null && /entity too large/i.test(message));
  if (status === 413 && (message === null || /^request failed|status code 413/i.test(message))) return { tooLarge, message: null };
  return { tooLarge, message };
}

function bodyMessage(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() && !body.trim().startsWith('<') ? body.trim() : null;
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  for (const k of ['message', 'error', 'detail']) {
    const v = b[k];
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  const errors = b.errors;
  if (errors && typeof errors === 'object') {
    const first = Object.values(errors as Record<string, unknown>).flat()[0];
    if (typeof first === 'string' && first.trim()) return first.trim();
  }
  return null;
}
