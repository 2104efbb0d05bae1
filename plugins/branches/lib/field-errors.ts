import { HttpError } from '@kernel/http/client';

/** A 422's per-field messages, first message per field (the form shows them on the fields; the toast shows the first). */
export function fieldErrors(e: unknown): Record<string, string> {
  if (!(e instanceof HttpError) || e.status !== 422) return {};
  return Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0] ?? '']));
}
