/**
 * The rules of contacts, leads and deals (README.md), pure: no database, no I/O.
 * - An address is one contact per centre whatever its case: `emailKey` is the key, the address keeps its case.
 * - An import checks every row on its own and names the bad ones by line; a repeated address in the file counts once
 *   (the first row wins, later ones are skipped, not errors).
 * - A deal moves freely between stages; a move to the stage it is in changes nothing (its time stays).
 * - An event list's attendees get the event's kind as their source.
 */
import Papa from 'papaparse';
import { CONTACT_LIMITS, DEAL_STAGES, EmailText, type ContactSource, type DealStage, type ListKind } from './contracts.ts';

export const emailKey = (email: string) => email.trim().toLowerCase();

export type ImportColumn = 'email' | 'name' | 'phone';
const ALIASES: Record<ImportColumn, readonly string[]> = {
  email: ['email', 'emailaddress', 'mail', 'e'],
  name: ['name', 'fullname', 'contactname', 'firstname', 'student', 'studentname'],
  phone: ['phone', 'phonenumber', 'mobile', 'mobilenumber', 'contactnumber', 'tel', 'telephone'],
};

/** `E-mail`, `Full Name`, `Mobile number` ... -> the column it names, or null (ignored). */
export function columnOfHeader(header: string): ImportColumn | null {
  const key = header.trim().toLowerCase().replace(/[^a-z]/g, '');
  for (const c of Object.keys(ALIASES) as ImportColumn[]) if (ALIASES[c].includes(key)) return c;
  return null;
}

export interface RawRow {
  /** the line in the file (the header is line 1), or the position + 1 for rows sent as JSON */
  line: number;
  email: string;
  name: string;
  phone: string;
}

export type CsvOutcome = { ok: true; rows: RawRow[] } | { ok: false; message: string };

/** Reads a CSV's text: a header line naming the e-mail column (name and phone optional, others ignored). */
export function readCsv(text: string): CsvOutcome {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header, ...body] = parsed.data;
  if (!header || header.length === 0) return { ok: false, message: 'The file is empty.' };
  const columns = header.map(columnOfHeader);
  if (!columns.includes('email')) return { ok: false, message: 'The first line must name the columns, with at least "Email".' };
  if (body.length > CONTACT_LIMITS.importRows) return { ok: false, message: `A file may hold at most ${CONTACT_LIMITS.importRows.toLocaleString('en')} rows.` };
  const rows = body.map((cells, i) => {
    const row: RawRow = { line: i + 2, email: '', name: '', phone: '' };
    columns.forEach((c, k) => {
      if (c && row[c] === '') row[c] = (cells[k] ?? '').trim();
    });
    return row;
  });
  return { ok: true, rows };
}

export interface CheckedRow {
  line: number;
  email: string;
  key: string;
  name: string;
  phone: string;
}
export interface RowError {
  row: number;
  field: string;
  message: string;
}
export interface CheckedImport {
  valid: CheckedRow[];
  errors: RowError[];
  /** rows repeating an address seen earlier in the file */
  repeated: number;
}

const PHONE = /^[0-9+()\-.\s]*$/;

/** Checks each row (e-mail required and valid, name and phone bounded) and drops repeats of an address in the file. */
export function checkRows(rows: readonly RawRow[]): CheckedImport {
  const valid: CheckedRow[] = [];
  const errors: RowError[] = [];
  const seen = new Set<string>();
  let repeated = 0;
  for (const r of rows) {
    const before = errors.length;
    const email = EmailText.safeParse(r.email);
    if (r.email.trim() === '') errors.push({ row: r.line, field: 'email', message: 'The e-mail is required.' });
    else if (!email.success) errors.push({ row: r.line, field: 'email', message: 'Enter a valid e-mail address.' });
    if (r.name.length > CONTACT_LIMITS.name) errors.push({ row: r.line, field: 'name', message: `The name may not be longer than ${CONTACT_LIMITS.name} characters.` });
    if (r.phone.length > CONTACT_LIMITS.phone || !PHONE.test(r.phone)) errors.push({ row: r.line, field: 'phone', message: 'Enter a valid phone number.' });
    if (errors.length > before || !email.success) continue;
    const key = emailKey(email.data);
    if (seen.has(key)) {
      repeated += 1;
      continue;
    }
    seen.add(key);
    valid.push({ line: r.line, email: email.data, key, name: r.name.trim(), phone: r.phone.trim() });
  }
  return { valid, errors, repeated };
}

/**
 * What an import does with a checked row whose address the centre already has: fill in the name and phone it lacks
 * (never overwrite what staff typed), or nothing. Returns the patch, or null when nothing changes.
 */
export function mergeExisting(existing: { name: string; phone: string }, row: { name: string; phone: string }): { name?: string; phone?: string } | null {
  const patch: { name?: string; phone?: string } = {};
  if (existing.name === '' && row.name !== '') patch.name = row.name;
  if (existing.phone === '' && row.phone !== '') patch.phone = row.phone;
  return Object.keys(patch).length ? patch : null;
}

/** The stage a move lands on, or null when the deal is already there (nothing to record). */
export function stageMove(current: DealStage, next: DealStage): DealStage | null {
  return current === next ? null : next;
}

/** The neighbouring stage for the board's keyboard moves (left/right), or null at either end. */
export function neighbourStage(stage: DealStage, direction: -1 | 1): DealStage | null {
  const i = DEAL_STAGES.indexOf(stage) + direction;
  return i >= 0 && i < DEAL_STAGES.length ? DEAL_STAGES[i]! : null;
}

/** open = still being worked: neither won nor lost */
export const isOpenStage = (stage: DealStage) => stage !== 'won' && stage !== 'lost';

/** The source a contact gets when added as an attendee of a list of this kind (a plain list: `manual`). */
export function sourceOfListKind(kind: ListKind): ContactSource {
  return kind === 'list' ? 'manual' : kind;
}

/** A form answer as text for a contact's field: strings as sent, numbers written out, anything else empty. */
export function answerText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A form response's contact, from the mapped fields; null when the e-mail answer is missing or not an address. */
export function contactFromAnswers(
  answers: Record<string, unknown>,
  map: { emailField: string; nameField: string | null; phoneField: string | null },
): { email: string; key: string; name: string; phone: string } | null {
  const email = EmailText.safeParse(answerText(answers[map.emailField]));
  if (!email.success) return null;
  const name = map.nameField ? answerText(answers[map.nameField]).slice(0, CONTACT_LIMITS.name) : '';
  const rawPhone = map.phoneField ? answerText(answers[map.phoneField]) : '';
  const phone = rawPhone.length <= CONTACT_LIMITS.phone && PHONE.test(rawPhone) ? rawPhone : '';
  return { email: email.data, key: emailKey(email.data), name, phone };
}
