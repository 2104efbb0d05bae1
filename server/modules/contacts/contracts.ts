// contracts: stable
/**
 * Contacts, leads and deals (docs/product-spec.md §21, this module's README.md): what every call takes and answers.
 * Zod only (the client imports the types with `import type`); the API suite checks every answer against these.
 */
import { z } from 'zod';

const MAX_INT = 2_147_483_647;
const Int = z.number().int();
const Id = z.number().int().min(1).max(MAX_INT);
const PathId = z.coerce.number().int().min(1).max(MAX_INT);
const Meta = z.object({ current_page: Int, per_page: Int, total: Int, last_page: Int });
const text = (label: string, max: number) => z.string().trim().max(max, { message: `The ${label} may not be longer than ${max} characters.` });
const required = (label: string, max: number) => text(label, max).min(1, { message: `The ${label} is required.` });
const opt = <T extends z.ZodType>(s: T) => z.preprocess((v) => (v === '' ? undefined : v), s.optional());
/** the update-body rule (kernel/update-body.ts), restated here: contracts import only zod */
const NOTHING_TO_CHANGE = 'Send at least one field to change.';
const someSent = (first: string): [(b: object) => boolean, { message: string; path: string[] }] => [(b) => Object.values(b).some((v) => v !== undefined), { message: NOTHING_TO_CHANGE, path: [first] }];

export const CONTACT_SOURCES = ['manual', 'import', 'form', 'blog', 'trial-class', 'expired-student', 'seminar', 'webinar', 'workshop'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];
export const LIST_KINDS = ['list', 'seminar', 'webinar', 'workshop', 'trial-class'] as const;
export type ListKind = (typeof LIST_KINDS)[number];
/** the deal board's columns, in order */
export const DEAL_STAGES = ['new', 'contacted', 'trial', 'negotiation', 'won', 'lost'] as const;
export type DealStage = (typeof DEAL_STAGES)[number];

export const CONTACT_LIMITS = { name: 200, phone: 40, listName: 120, title: 200, notes: 5000, importRows: 10_000, importChars: 900_000 } as const;

/** An address as the people module checks it: trimmed, at most 254 characters, a valid e-mail. Case is kept. */
export const EmailText = z
  .string()
  .trim()
  .max(254, { message: 'The e-mail may not be longer than 254 characters.' })
  .pipe(z.email({ message: 'Enter a valid e-mail address.' }));
const Phone = text('phone', CONTACT_LIMITS.phone).regex(/^[0-9+()\-.\s]*$/, { message: 'Enter a valid phone number.' });
/** An ISO time with its offset (`2026-05-01T10:00:00+06:00` or `...Z`): a time without a zone is refused. */
export const ZonedTime = z.iso.datetime({ offset: true, message: 'Give the time with its zone, e.g. 2026-05-01T10:00:00+06:00.' });

/* ------------------------------------------------------------------ params and queries */

export const IdParams = z.object({ id: PathId });
export type IdParams = z.output<typeof IdParams>;
export const MemberParams = z.object({ id: PathId, contactId: PathId });
export type MemberParams = z.output<typeof MemberParams>;

const Page = {
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
};
/** `sources` is a comma-separated list of sources (a lead page shows several) */
const SourceList = z
  .string()
  .max(200)
  .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))
  .pipe(z.array(z.enum(CONTACT_SOURCES, { message: `Each source is one of: ${CONTACT_SOURCES.join(', ')}.` })).max(CONTACT_SOURCES.length));

export const ContactListQuery = z.object({
  search: opt(z.string().trim().max(200)),
  sources: opt(SourceList),
  list_id: opt(PathId),
  ...Page,
});
export type ContactListQuery = z.output<typeof ContactListQuery>;

export const ListQuery = z.object({ search: opt(z.string().trim().max(200)), kind: opt(z.enum(LIST_KINDS)), ...Page });
export type ListQuery = z.output<typeof ListQuery>;

export const MemberQuery = z.object({ search: opt(z.string().trim().max(200)), ...Page });
export type MemberQuery = z.output<typeof MemberQuery>;

export const ExportQuery = z.object({ list_id: opt(PathId) });
export type ExportQuery = z.output<typeof ExportQuery>;

export const ExpiredQuery = z.object({ days: opt(z.coerce.number().int().min(1).max(365)), search: opt(z.string().trim().max(200)), ...Page });
export type ExpiredQuery = z.output<typeof ExpiredQuery>;

export const DealQuery = z.object({
  search: opt(z.string().trim().max(200)),
  stage: opt(z.enum(DEAL_STAGES)),
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  /** the board reads up to 500 at once */
  per_page: opt(z.coerce.number().int().min(1).max(500)),
});
export type DealQuery = z.output<typeof DealQuery>;

/* ------------------------------------------------------------------ bodies */

export const ContactBody = z.object({
  email: EmailText,
  name: text('name', CONTACT_LIMITS.name).optional(),
  phone: Phone.optional(),
  /** where it came from; `manual` when left out */
  source: z.enum(CONTACT_SOURCES).optional(),
  /** lists of the centre to add the new contact to */
  list_ids: z.array(Id).max(50).optional(),
});
export type ContactBody = z.output<typeof ContactBody>;

export const ContactUpdateBody = z
  .object({ email: EmailText.optional(), name: text('name', CONTACT_LIMITS.name).optional(), phone: Phone.optional(), subscribed: z.boolean().optional() })
  .refine(...someSent('email'));
export type ContactUpdateBody = z.output<typeof ContactUpdateBody>;

export const ListBody = z.object({
  name: required('name', CONTACT_LIMITS.listName),
  kind: z.enum(LIST_KINDS).optional(),
  /** when the event takes place (events only) */
  event_at: ZonedTime.nullable().optional(),
});
export type ListBody = z.output<typeof ListBody>;

export const ListUpdateBody = z
  .object({ name: required('name', CONTACT_LIMITS.listName).optional(), event_at: ZonedTime.nullable().optional() })
  .refine(...someSent('name'));
export type ListUpdateBody = z.output<typeof ListUpdateBody>;

export const MembersBody = z.object({ contact_ids: z.array(Id).min(1, { message: 'Pick at least one contact.' }).max(1000) });
export type MembersBody = z.output<typeof MembersBody>;

/** One row of an import sent as JSON (the CSV's columns by name). */
export const ImportRow = z.object({ email: z.string().max(1000).optional(), name: z.string().max(1000).optional(), phone: z.string().max(1000).optional() });
export const ImportBody = z
  .object({
    /** the file's text (a header line naming e-mail, and optionally name and phone) ... */
    csv: z.string().max(CONTACT_LIMITS.importChars, { message: 'The file is too large: split it into files of at most 10,000 rows.' }).optional(),
    /** ... or the rows themselves */
    rows: z.array(ImportRow).max(CONTACT_LIMITS.importRows, { message: `At most ${CONTACT_LIMITS.importRows} rows at a time.` }).optional(),
    /** the list to add every imported contact to ... */
    list_id: Id.optional(),
    /** ... or a new list made by this import */
    new_list_name: required('list name', CONTACT_LIMITS.listName).optional(),
    /** the source new contacts get (`import` when left out) */
    source: z.enum(CONTACT_SOURCES).optional(),
    /** check only: the answer says what would happen, nothing is written */
    dry_run: z.boolean().optional(),
  })
  .refine((b) => (b.csv === undefined) !== (b.rows === undefined), { message: 'Send the file (csv) or its rows, one of them.', path: ['csv'] })
  .refine((b) => b.list_id === undefined || b.new_list_name === undefined, { message: 'Pick a list or name a new one, not both.', path: ['new_list_name'] });
export type ImportBody = z.output<typeof ImportBody>;

export const AddStudentsBody = z.object({
  user_ids: z.array(Id).min(1, { message: 'Pick at least one student.' }).max(1000),
  list_id: Id,
});
export type AddStudentsBody = z.output<typeof AddStudentsBody>;

export const FormSourceBody = z.object({
  form_id: Id,
  /** the form's field ids that hold the e-mail (required), the name and the phone */
  email_field: z.string().min(1, { message: 'Pick the field that holds the e-mail.' }).max(40),
  name_field: z.string().max(40).nullable().optional(),
  phone_field: z.string().max(40).nullable().optional(),
  list_id: Id.nullable().optional(),
});
export type FormSourceBody = z.output<typeof FormSourceBody>;

const Money = z.number().int({ message: 'The value is a whole number of the smallest unit.' }).min(0, { message: 'The value may not be negative.' }).max(1_000_000_000_000);
export const DealBody = z.object({
  contact_id: Id,
  title: required('title', CONTACT_LIMITS.title),
  /** in the centre's currency, minor units */
  value_minor: Money.optional(),
  stage: z.enum(DEAL_STAGES, { message: `The stage is one of: ${DEAL_STAGES.join(', ')}.` }).optional(),
  /** a member of the centre's staff; the caller when left out */
  owner_id: Id.nullable().optional(),
  notes: text('notes', CONTACT_LIMITS.notes).optional(),
});
export type DealBody = z.output<typeof DealBody>;

export const DealUpdateBody = z
  .object({
    contact_id: Id.optional(),
    title: required('title', CONTACT_LIMITS.title).optional(),
    value_minor: Money.optional(),
    owner_id: Id.nullable().optional(),
    notes: text('notes', CONTACT_LIMITS.notes).optional(),
  })
  .refine(...someSent('title'));
export type DealUpdateBody = z.output<typeof DealUpdateBody>;

export const StageBody = z.object({ stage: z.enum(DEAL_STAGES, { message: `The stage is one of: ${DEAL_STAGES.join(', ')}.` }) });
export type StageBody = z.output<typeof StageBody>;

/* ------------------------------------------------------------------ answers */

export const Contact = z.object({
  id: Int,
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  source: z.enum(CONTACT_SOURCES),
  /** the form a form lead came from */
  form: z.object({ id: Int, title: z.string() }).nullable(),
  user_id: Int.nullable(),
  unsubscribed_at: z.string().nullable(),
  lists: z.array(z.object({ id: Int, name: z.string() })),
  created_at: z.string(),
});
export type Contact = z.output<typeof Contact>;
export const ContactPage = z.object({ items: z.array(Contact), meta: Meta });
export type ContactPage = z.output<typeof ContactPage>;

export const ContactListSummary = z.object({
  id: Int,
  name: z.string(),
  kind: z.enum(LIST_KINDS),
  event_at: z.string().nullable(),
  members_count: Int,
  created_at: z.string(),
  updated_at: z.string(),
});
export type ContactListSummary = z.output<typeof ContactListSummary>;
export const ListPage = z.object({ items: z.array(ContactListSummary), meta: Meta });
export type ListPage = z.output<typeof ListPage>;

export const MembersResult = z.object({ added: Int, already: Int });
export type MembersResult = z.output<typeof MembersResult>;

export const ImportError = z.object({
  /** the row's line in the file (the header is line 1), or its position + 1 for rows sent as JSON */
  row: Int,
  field: z.string(),
  message: z.string(),
});
export const ImportResult = z.object({
  created: Int,
  updated: Int,
  skipped: Int,
  errors: z.array(ImportError),
  /** the list the contacts joined (null without one) */
  list_id: Int.nullable(),
  dry_run: z.boolean(),
});
export type ImportResult = z.output<typeof ImportResult>;

export const ExpiredStudent = z.object({
  id: Int,
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** the last day the package covered */
  package_expiry_date: z.string(),
  /** the contact with this address, when there is one */
  contact_id: Int.nullable(),
});
export const ExpiredPage = z.object({ items: z.array(ExpiredStudent), meta: Meta });
export type ExpiredPage = z.output<typeof ExpiredPage>;
export type ExpiredStudent = z.output<typeof ExpiredStudent>;
export const AddStudentsResult = z.object({ created: Int, added: Int });
export type AddStudentsResult = z.output<typeof AddStudentsResult>;

export const FormFieldRef = z.object({ id: z.string(), label: z.string(), kind: z.string() });
export const LeadForm = z.object({
  id: Int,
  title: z.string(),
  fields: z.array(FormFieldRef),
  responses_count: Int,
  /** how its responses become contacts, when they do */
  source: z
    .object({ id: Int, email_field: z.string(), name_field: z.string().nullable(), phone_field: z.string().nullable(), list_id: Int.nullable(), contacts_count: Int })
    .nullable(),
});
export type LeadForm = z.output<typeof LeadForm>;
export const LeadFormList = z.object({ items: z.array(LeadForm) });
export type LeadFormList = z.output<typeof LeadFormList>;
export const PastImportResult = z.object({ created: Int, skipped: Int });
export type PastImportResult = z.output<typeof PastImportResult>;

const Person = z.object({ id: Int, full_name: z.string() });
export const Deal = z.object({
  id: Int,
  title: z.string(),
  value_minor: Int,
  stage: z.enum(DEAL_STAGES),
  contact: z.object({ id: Int, email: z.string(), name: z.string() }),
  owner: Person.nullable(),
  notes: z.string(),
  stage_changed_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Deal = z.output<typeof Deal>;
export const DealPage = z.object({ items: z.array(Deal), meta: Meta });
export type DealPage = z.output<typeof DealPage>;
export const StaffList = z.object({ items: z.array(Person) });
export type StaffList = z.output<typeof StaffList>;

export const Summary = z.object({
  contacts_total: Int,
  unsubscribed: Int,
  /** contacts per source (every source named, 0 included) */
  sources: z.record(z.string(), Int),
  /** deals per stage (every stage named) */
  stages: z.record(z.string(), Int),
  /** open deals' value (not won or lost), minor units */
  open_value_minor: Int,
  lists: z.array(ContactListSummary),
  currency: z.string(),
});
export type Summary = z.output<typeof Summary>;

export const SavedId = z.object({ id: Int });
export type SavedId = z.output<typeof SavedId>;
