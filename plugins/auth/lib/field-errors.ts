import { HttpError } from '@kernel/http/client';

/** First message per field of a 422, for inline errors under the fields. */
export function firstFieldErrors(e: unknown): Record<string, string> {
  if (!(e instanceof HttpError)) return {};
  return Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0] ?? '']));
}
