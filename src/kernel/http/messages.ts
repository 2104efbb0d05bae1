/**
 * Turns an error response body into toast lines (docs/product-spec.md §8). Pure: the http client and the tests call it.
 */

/** `exam_date` -> "Exam Date"; `items.0.name` -> "Items 0 Name". */
export function fieldLabel(key: string): string {
  return key
    .split(/[._\-\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

function texts(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if ('message' in o) return texts(o.message);
    if ('msg' in o) return texts(o.msg);
  }
  return [];
}

function fieldErrors(errors: unknown): string[] {
  if (!errors || typeof errors !== 'object') return texts(errors);
  if (Array.isArray(errors)) return texts(errors);
  return Object.entries(errors as Record<string, unknown>).flatMap(([key, v]) =>
    texts(v).map((m) => `${fieldLabel(key)}: ${m}`),
  );
}

/**
 * Messages from message, messages[], errors{}, error, detail, details[]; on 422 only the field errors
 * ("Field name: message"). Duplicates removed, order kept.
 *
 * @example gatherMessages(422, { message: 'Invalid', errors: { exam_date: ['is required'] } }) // ['Exam Date: is required']
 */
export function gatherMessages(status: number, body: unknown): string[] {
  if (typeof body === 'string') return status === 422 ? [] : texts(body);
  if (!body || typeof body !== 'object') return [];
  const b = body as Record<string, unknown>;
  const out: string[] = [];
  if (status !== 422) {
    out.push(...texts(b.message), ...texts(b.messages));
  }
  out.push(...fieldErrors(b.errors));
  if (status !== 422) {
    out.push(...texts(b.error), ...texts(b.detail), ...texts(b.details));
  }
  return [...new Set(out)];
}
