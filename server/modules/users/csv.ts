/**
 * The people CSV, both ways (docs/product-spec.md §10). Pure: no database, no I/O.
 * - Out: UTF-8 with a byte-order mark, RFC 4180 quoting, and a cell that a spreadsheet would run as a formula
 *   (starting with = + - @, tab or carriage return) prefixed with an apostrophe.
 * - In: columns found by header name, loosely; each row checked as a create would check it; duplicates by e-mail
 *   against the centre and within the file.
 */
import Papa from 'papaparse';
import { EmailField, PhoneField } from './schemas.ts';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  const lines = [header.map(csvCell).join(','), ...rows.map((r) => r.map(csvCell).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export const IMPORT_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'group'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

const ALIASES: Record<ImportField, readonly string[]> = {
  first_name: ['firstname', 'first', 'givenname', 'name'],
  last_name: ['lastname', 'last', 'surname', 'familyname'],
  email: ['email', 'emailaddress', 'mail'],
  phone: ['phone', 'phonenumber', 'mobile', 'mobilenumber', 'contact', 'contactnumber'],
  group: ['group', 'batch', 'groupname'],
};

/** `First Name`, `first_name`, `E-mail` ... -> the field it names, or null. */
export function fieldOfHeader(header: string): ImportField | null {
  const key = header.trim().toLowerCase().replace(/[^a-z]/g, '');
  for (const f of IMPORT_FIELDS) if (ALIASES[f].includes(key)) return f;
  return null;
}

export interface ParsedRow {
  /** the line in the file (the header is line 1) */
  line: number;
  values: Record<ImportField, string>;
  errors: Partial<Record<ImportField | 'row', string>>;
  duplicate: 'existing' | 'in_file' | null;
}

export const MAX_IMPORT_ROWS = 10_000;

export type ParseOutcome = { ok: true; rows: ParsedRow[] } | { ok: false; message: string };

/**
 * Parses and checks a CSV of students. `existing` holds the lower-cased e-mails already used in the centre;
 * `groups` the centre's group names (lower-cased), when a row names a group.
 */
export function parseStudentCsv(text: string, existing: ReadonlySet<string>, groups: ReadonlySet<string>): ParseOutcome {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header, ...body] = parsed.data;
  if (!header || header.length === 0) return { ok: false, message: 'The file is empty.' };
  const columns = header.map(fieldOfHeader);
  if (!columns.includes('email') || !columns.includes('first_name')) {
    return { ok: false, message: 'The first line must name the columns, with at least "First name" and "Email".' };
  }
  if (body.length > MAX_IMPORT_ROWS) return { ok: false, message: `A file may hold at most ${MAX_IMPORT_ROWS.toLocaleString('en')} students.` };
  const seen = new Set<string>();
  const rows: ParsedRow[] = body.map((cells, i) => {
    const values = { first_name: '', last_name: '', email: '', phone: '', group: '' } as Record<ImportField, string>;
    columns.forEach((f, c) => {
      if (f && values[f] === '') values[f] = (cells[c] ?? '').trim();
    });
    const errors: ParsedRow['errors'] = {};
    if (values.first_name === '') errors.first_name = 'The first name is required.';
    else if (values.first_name.length > 100) errors.first_name = 'The first name may not be longer than 100 characters.';
    if (values.last_name.length > 100) errors.last_name = 'The last name may not be longer than 100 characters.';
    const email = EmailField.safeParse(values.email);
    if (values.email === '') errors.email = 'The e-mail is required.';
    else if (!email.success) errors.email = 'Enter a valid e-mail address.';
    if (values.phone !== '' && !PhoneField.safeParse(values.phone).success) errors.phone = 'Enter a valid phone number.';
    if (values.group !== '' && !groups.has(values.group.toLowerCase())) errors.group = `There is no group named "${values.group}".`;
    let duplicate: ParsedRow['duplicate'] = null;
    if (email.success) {
      values.email = email.data;
      if (existing.has(email.data)) duplicate = 'existing';
      else if (seen.has(email.data)) duplicate = 'in_file';
      seen.add(email.data);
    }
    return { line: i + 2, values, errors, duplicate };
  });
  return { ok: true, rows };
}
