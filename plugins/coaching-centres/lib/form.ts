/**
 * The centre form's values, the bodies it sends and the server's 422s mapped back onto its fields: pure, so testable
 * without a DOM. Three uses: the master creates (with the sub-domain and the owner), the master edits, the owner
 * edits their own centre (no sub-domain: the server refuses it to anyone but the platform).
 */
import type { Centre, CentreBody } from '../api/centres-api';

export type FormMode = 'create' | 'edit' | 'owner';

export interface CentreFormValues {
  name: string;
  subdomain: string;
  contact_email: string;
  contact_phone: string;
  address: string;
  logo: string | null;
  /** '#rrggbb', or '' for the platform's own colour */
  primary_color: string;
  owner_first_name: string;
  owner_last_name: string;
  owner_email: string;
}

export type FormField = keyof CentreFormValues;

export const EMPTY_VALUES: CentreFormValues = {
  name: '',
  subdomain: '',
  contact_email: '',
  contact_phone: '',
  address: '',
  logo: null,
  primary_color: '',
  owner_first_name: '',
  owner_last_name: '',
  owner_email: '',
};

export function valuesFromCentre(c: Centre): CentreFormValues {
  return {
    ...EMPTY_VALUES,
    name: c.name,
    subdomain: c.subdomain,
    contact_email: c.contact_email ?? '',
    contact_phone: c.contact_phone ?? '',
    address: c.address ?? '',
    logo: c.logo,
    primary_color: c.primary_color ?? '',
  };
}

/** `#RGB`, `rgb`, `#RRGGBB` or `rrggbb` -> `#rrggbb`; anything else -> null. */
export function normaliseHex(input: string): string | null {
  const v = input.trim().replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{3}$/.test(v)) return `#${[...v].map((c) => c + c).join('')}`;
  return /^[0-9a-f]{6}$/.test(v) ? `#${v}` : null;
}

/** Lower-case letters, digits and single hyphens, 3-63, not at either end (the server's own rule, said before it is asked). */
export const SUBDOMAIN_RE = /^(?!.*--)[a-z0-9](?:[a-z0-9-]{1,61}[a-z0-9])$/;

/** What the form says before sending: message keys (`form.required`, ...) by field. The server checks it all again. */
export function checkValues(v: CentreFormValues, mode: FormMode): Partial<Record<FormField, string>> {
  const out: Partial<Record<FormField, string>> = {};
  if (!v.name.trim()) out.name = 'form.required';
  if (!v.contact_email.trim()) out.contact_email = 'form.required';
  if (v.primary_color.trim() && !normaliseHex(v.primary_color)) out.primary_color = 'colour.invalid';
  if (mode === 'create') {
    if (!v.subdomain.trim()) out.subdomain = 'form.required';
    else if (!SUBDOMAIN_RE.test(v.subdomain.trim().toLowerCase())) out.subdomain = 'subdomain.format';
    if (!v.owner_first_name.trim()) out.owner_first_name = 'form.required';
    if (!v.owner_email.trim()) out.owner_email = 'form.required';
  }
  return out;
}

const orNull = (s: string) => (s.trim() ? s.trim() : null);

/** POST organizations (create) or PUT organizations/{id} (edit, owner): a cleared optional field is sent as null. */
export function toBody(v: CentreFormValues, mode: FormMode): CentreBody {
  const body: CentreBody = {
    name: v.name.trim(),
    contact_email: v.contact_email.trim(),
    contact_phone: orNull(v.contact_phone),
    address: orNull(v.address),
    logo: v.logo,
    primary_color: v.primary_color.trim() ? normaliseHex(v.primary_color) : null,
  };
  if (mode === 'create') {
    body.subdomain = v.subdomain.trim().toLowerCase();
    body.owner = { first_name: v.owner_first_name.trim(), last_name: v.owner_last_name.trim(), email: v.owner_email.trim() };
  }
  return body;
}

/** The server's 422 keys (`owner.email`, `primary_color`, ...) onto the form's fields; the rest is said above the form. */
export function mapServerErrors(errors: Record<string, string[]>, mode: FormMode): { fields: Partial<Record<FormField, string>>; form: string[] } {
  const fields: Partial<Record<FormField, string>> = {};
  const form: string[] = [];
  const own = new Set<string>(Object.keys(EMPTY_VALUES));
  for (const [key, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    const field = key.replace(/^owner\./, 'owner_');
    // the owner never sees a sub-domain field: its refusal is said above the form
    if (own.has(field) && !(field === 'subdomain' && mode === 'owner') && !(field.startsWith('owner_') && mode !== 'create')) fields[field as FormField] ??= message;
    else form.push(message);
  }
  return { fields, form };
}
