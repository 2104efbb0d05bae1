/**
 * The person form's values and the body it sends (POST users / PUT users/{id}), and where a 422 lands: pure, so
 * tested without a DOM.
 */
import { ROLE_OF, type CreatePersonBody, type PeopleKind, type PeopleScope, type PersonDetail, type UpdatePersonBody } from './api';

/** The `:id` of an edit page's address: null when there is none (create), NaN when it is not an id. */
export function personIdParam(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const n = Number(raw);
  return /^\d+$/.test(raw) && n > 0 && n <= 2_147_483_647 ? n : Number.NaN;
}

export interface PersonFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** a chosen role's id as text ('' = the kind's built-in role) */
  role_id: string;
  /** the centre of a new person, for the master on the platform domain (id as text) */
  organization_id: string;
  group_ids: number[];
  /** yyyy-MM-dd or '' (students only) */
  package_expiry_date: string;
}

export const EMPTY_PERSON: PersonFormValues = { first_name: '', last_name: '', email: '', phone: '', role_id: '', organization_id: '', group_ids: [], package_expiry_date: '' };

export function valuesOf(p: PersonDetail): PersonFormValues {
  return {
    first_name: p.first_name,
    last_name: p.last_name,
    email: p.email,
    phone: p.phone ?? '',
    role_id: String(p.role_id),
    organization_id: p.organization_id === null ? '' : String(p.organization_id),
    group_ids: p.groups.map((g) => g.id),
    package_expiry_date: p.package_expiry_date ?? '',
  };
}

/** Which of the optional parts the form shows (and so sends). */
export interface FormParts {
  /** a role select (more than one role of the kind, or platform staff) */
  roles: boolean;
  groups: boolean;
  /** the centre select: a new student or trainer made by the master on the platform domain */
  centre: boolean;
}

/** The parts a kind's form has where the caller works. */
export function formParts(kind: PeopleKind, scope: PeopleScope, { roleCount, creating }: { roleCount: number; creating: boolean }): FormParts {
  return {
    roles: kind === 'staff' ? roleCount > 0 : roleCount > 1,
    groups: kind !== 'staff' && scope === 'centre',
    centre: kind !== 'staff' && scope === 'platform' && creating,
  };
}

const trimmed = (v: string) => v.trim();

export function createBody(kind: PeopleKind, v: PersonFormValues, parts: FormParts): CreatePersonBody {
  const body: CreatePersonBody = { first_name: trimmed(v.first_name), last_name: trimmed(v.last_name), email: trimmed(v.email) };
  if (trimmed(v.phone)) body.phone = trimmed(v.phone);
  if (parts.roles && v.role_id) body.role_id = Number(v.role_id);
  else body.role = ROLE_OF[kind];
  if (parts.groups && v.group_ids.length > 0) body.group_ids = [...v.group_ids];
  if (parts.centre && v.organization_id) body.organization_id = Number(v.organization_id);
  if (kind === 'student' && v.package_expiry_date) body.package_expiry_date = v.package_expiry_date;
  return body;
}

/** Every field the form shows, so a cleared phone or expiry date is cleared on the server too. */
export function updateBody(kind: PeopleKind, v: PersonFormValues, parts: FormParts): UpdatePersonBody {
  const body: UpdatePersonBody = { first_name: trimmed(v.first_name), last_name: trimmed(v.last_name), email: trimmed(v.email), phone: trimmed(v.phone) || null };
  if (parts.roles && v.role_id) body.role_id = Number(v.role_id);
  if (parts.groups) body.group_ids = [...v.group_ids];
  if (kind === 'student') body.package_expiry_date = v.package_expiry_date || null;
  return body;
}

export type FormField = 'first_name' | 'last_name' | 'email' | 'phone' | 'role_id' | 'organization_id' | 'group_ids' | 'package_expiry_date';
const FIELDS: readonly FormField[] = ['first_name', 'last_name', 'email', 'phone', 'role_id', 'organization_id', 'group_ids', 'package_expiry_date'];

/**
 * A 422's messages onto the form's fields (`role` onto the role select, `group_ids.0` onto the groups); what no
 * field shows stays for the form's own notice, so nothing the server said is lost.
 */
export function placeErrors(errors: Record<string, string[]>, parts: FormParts): { fields: Partial<Record<FormField, string>>; form: string[] } {
  const fields: Partial<Record<FormField, string>> = {};
  const form: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const base = key.split('.')[0] === 'role' ? 'role_id' : key.split('.')[0];
    const field = FIELDS.find((f) => f === base);
    const shown = field && (field === 'role_id' ? parts.roles : field === 'group_ids' ? parts.groups : field === 'organization_id' ? parts.centre : true);
    const message = messages[0];
    if (!message) continue;
    if (field && shown) fields[field] ??= message;
    else form.push(message);
  }
  return { fields, form };
}
