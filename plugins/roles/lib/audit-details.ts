/**
 * An audit entry's `details` (small JSON the server writes with each action, server/kernel/audit.ts) as short
 * readable phrases. The known shapes get their own wording; anything else is shown as "name: value" so a new
 * detail is never hidden.
 */

export type Translate = (key: string, options?: Record<string, unknown>) => string;

const KINDS = new Set(['SUPER_ADMIN', 'ADMIN', 'COACHING_OWNER', 'TRAINER', 'STUDENT']);

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isText = (v: unknown): v is string => typeof v === 'string';
const isTextList = (v: unknown): v is string[] => Array.isArray(v) && v.every(isText);

function valueText(v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return v.map(valueText).join(', ');
  return JSON.stringify(v);
}

/** The phrases of one entry's details, in a fixed order. */
export function summariseDetails(details: Record<string, unknown>, t: Translate): string[] {
  const out: string[] = [];
  const used = new Set<string>();
  const take = (...keys: string[]) => keys.forEach((k) => used.add(k));
  const kind = (v: string) => (KINDS.has(v) ? t(`kinds.${v}`) : v);
  const field = (f: string) => t(`audit.field.${f}`, { defaultValue: f.replace(/_/g, ' ') });
  const d = details;

  if (isTextList(d.fields)) {
    out.push(t('audit.details.fields', { list: d.fields.map(field).join(', ') }));
    take('fields');
  }
  if (isText(d.from) && isText(d.to)) {
    out.push(t('audit.details.fromTo', { from: kind(d.from), to: kind(d.to) }));
    take('from', 'to');
  }
  if (isText(d.role)) {
    out.push(t('audit.details.role', { role: kind(d.role) }));
    take('role');
  }
  if (isText(d.kind)) {
    out.push(t('audit.details.kind', { kind: kind(d.kind) }));
    take('kind');
  }
  if (isNumber(d.keys)) {
    out.push(t('audit.details.keys', { count: d.keys }));
    take('keys');
  }
  if (isTextList(d.granted)) {
    if (d.granted.length) out.push(t('audit.details.granted', { list: d.granted.join(', ') }));
    take('granted');
  }
  if (isTextList(d.removed)) {
    if (d.removed.length) out.push(t('audit.details.removed', { list: d.removed.join(', ') }));
    take('removed');
  }
  if (isNumber(d.users_affected)) {
    out.push(t('audit.details.usersAffected', { count: d.users_affected }));
    take('users_affected');
  }
  if (isNumber(d.created) && isNumber(d.duplicates) && isNumber(d.invalid)) {
    out.push(t('audit.details.imported', { created: d.created, duplicates: d.duplicates, invalid: d.invalid }));
    take('created', 'duplicates', 'invalid');
  }
  if (isNumber(d.students) && isNumber(d.trainers)) {
    out.push(t('audit.details.members', { students: d.students, trainers: d.trainers }));
    take('students', 'trainers');
  }
  for (const k of ['name', 'email', 'subdomain'] as const) {
    if (isText(d[k])) {
      out.push(t(`audit.details.${k}`, { value: d[k] }));
      take(k);
    }
  }
  for (const [k, v] of Object.entries(d)) {
    if (!used.has(k)) out.push(`${field(k)}: ${valueText(v)}`);
  }
  return out;
}
