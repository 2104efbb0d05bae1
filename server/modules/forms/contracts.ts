// contracts: stable
/**
 * Forms (docs/product-spec.md §15, this module's README.md): what every call takes and answers. Zod only (the client
 * imports the types with `import type`); the API suite checks every answer against these schemas.
 *
 * A form's fields are one ordered list saved whole with the form; a field keeps its `id` when sent back, and answers
 * are stored by field id, so a label may change without losing what was answered. The checks across fields (options
 * of choice kinds, unique ids, a kind that may not change once the form has answers) and a response against its form are in
 * rules.ts.
 */
import { z } from 'zod';

const MAX_INT = 2_147_483_647;
const Int = z.number().int();
const PathId = z.coerce.number().int().min(1).max(MAX_INT);
const Meta = z.object({ current_page: Int, per_page: Int, total: Int, last_page: Int });
const text = (label: string, max: number) => z.string().trim().max(max, { message: `The ${label} may not be longer than ${max} characters.` });
const required = (label: string, max: number) => text(label, max).min(1, { message: `The ${label} is required.` });
const opt = <T extends z.ZodType>(s: T) => z.preprocess((v) => (v === '' ? undefined : v), s.optional());
/** the update-body rule (kernel/update-body.ts), restated here: contracts import only zod */
const NOTHING_TO_CHANGE = 'Send at least one field to change.';

export const FIELD_KINDS = ['text', 'long_text', 'number', 'choice', 'multiple_choice', 'date', 'file', 'rating'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];
/** the kinds whose answer is one or more of the field's options */
export const CHOICE_KINDS: readonly FieldKind[] = ['choice', 'multiple_choice'];
export const FORM_STATUSES = ['active', 'inactive'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

/** limits of a form (the builder shows them; rules.ts and the schemas below enforce them) */
export const FORM_LIMITS = {
  title: 200,
  description: 2000,
  fields: 100,
  label: 200,
  help: 500,
  options: 50,
  option: 200,
  text: 500,
  longText: 5000,
} as const;

/** a field id: the builder makes one for each new field (`f_` and random letters); the server for a field sent without */
export const FieldId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, { message: 'A field id is 1 to 40 letters, digits, "_" or "-".' });
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DateText = z.string().regex(ISO_DATE, { message: 'Give the date as yyyy-MM-dd.' }).refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), { message: 'This is not a calendar date.' });

/* ------------------------------------------------------------------ params and queries */

export const IdParams = z.object({ id: PathId });
export const ResponseParams = z.object({ id: PathId, responseId: PathId });
export const FileParams = z.object({ id: PathId, responseId: PathId, fieldId: FieldId });
/** the public link's key: random letters and digits (never a number a caller could count through) */
export const SlugParams = z.object({ slug: z.string().regex(/^[A-Za-z0-9]{1,64}$/, { message: 'This is not a form link.' }) });
export type IdParams = z.output<typeof IdParams>;
export type ResponseParams = z.output<typeof ResponseParams>;
export type FileParams = z.output<typeof FileParams>;
export type SlugParams = z.output<typeof SlugParams>;

export const FormListQuery = z.object({
  search: opt(z.string().trim().max(200)),
  status: opt(z.enum(FORM_STATUSES)),
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
});
export type FormListQuery = z.output<typeof FormListQuery>;

export const ResponseListQuery = z.object({
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
});
export type ResponseListQuery = z.output<typeof ResponseListQuery>;

/* ------------------------------------------------------------------ bodies */

export const FormFieldInput = z.object({
  /** kept when sent (answers are stored by it); a new field may leave it out */
  id: FieldId.optional(),
  kind: z.enum(FIELD_KINDS, { message: `The kind must be one of: ${FIELD_KINDS.join(', ')}.` }),
  label: required('label', FORM_LIMITS.label),
  help: text('help text', FORM_LIMITS.help).optional(),
  required: z.boolean().optional(),
  /** the choices of a choice or multiple-choice field (2 to 50, each once); ignored for other kinds */
  options: z.array(required('option', FORM_LIMITS.option)).max(FORM_LIMITS.options, { message: `A field may have at most ${FORM_LIMITS.options} options.` }).optional(),
});
export type FormFieldInput = z.output<typeof FormFieldInput>;

const Fields = z
  .array(FormFieldInput)
  .min(1, { message: 'Add at least one field.' })
  .max(FORM_LIMITS.fields, { message: `A form may have at most ${FORM_LIMITS.fields} fields.` });
const CloseOn = DateText.nullable();

export const FormBody = z.object({
  title: required('title', FORM_LIMITS.title),
  description: text('description', FORM_LIMITS.description).optional(),
  status: z.enum(FORM_STATUSES).optional(),
  /** the last day (UTC) responses are taken; null or absent for no end */
  close_on: CloseOn.optional(),
  fields: Fields,
});
export type FormBody = z.output<typeof FormBody>;

export const FormUpdateBody = z
  .object({
    title: required('title', FORM_LIMITS.title).optional(),
    description: text('description', FORM_LIMITS.description).optional(),
    status: z.enum(FORM_STATUSES).optional(),
    close_on: CloseOn.optional(),
    fields: Fields.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: NOTHING_TO_CHANGE, path: ['title'] });
export type FormUpdateBody = z.output<typeof FormUpdateBody>;

export const StatusBody = z.object({ status: z.enum(FORM_STATUSES, { message: 'The status must be active or inactive.' }) });
export type StatusBody = z.output<typeof StatusBody>;

/**
 * A response: `{ answers: { <field id>: value } }`. Values by kind: text and long text a string, number a number,
 * choice one option's text, multiple choice a list of options, date yyyy-MM-dd, rating 1 to 5, file the path
 * POST common/upload-file answered for the `quarantine` folder. A field left out, "", null or [] is not answered.
 */
export const ResponseBody = z.object({
  answers: z
    .record(z.string().max(100), z.unknown())
    .refine((a) => Object.keys(a).length <= FORM_LIMITS.fields * 2, { message: 'Too many answers.' }),
});
export type ResponseBody = z.output<typeof ResponseBody>;

/* ------------------------------------------------------------------ answers */

export const FormField = z.object({
  id: z.string(),
  kind: z.enum(FIELD_KINDS),
  label: z.string(),
  help: z.string(),
  required: z.boolean(),
  options: z.array(z.string()),
});
export type FormField = z.output<typeof FormField>;

const Person = z.object({ id: Int, full_name: z.string() });
export const FormSummary = z.object({
  id: Int,
  /** the centre the form belongs to */
  organization_id: Int,
  slug: z.string(),
  title: z.string(),
  status: z.enum(FORM_STATUSES),
  close_on: z.string().nullable(),
  /** active and not past its last day: the public link takes responses */
  accepting: z.boolean(),
  fields_count: Int,
  responses_count: Int,
  last_response_at: z.string().nullable(),
  created_by: Person.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FormSummary = z.output<typeof FormSummary>;
export const FormList = z.object({ items: z.array(FormSummary), meta: Meta });
export type FormList = z.output<typeof FormList>;

export const FormDetail = FormSummary.extend({
  description: z.string(),
  fields: z.array(FormField),
  /** fields taken off the form after it had answers: their labels name old answers (responses, CSV) */
  retired_fields: z.array(FormField),
});
export type FormDetail = z.output<typeof FormDetail>;

export const PublicForm = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  fields: z.array(FormField),
  accepting: z.boolean(),
  /** why it takes no responses: switched off (inactive) or past its last day (closed) */
  closed_reason: z.enum(['inactive', 'closed']).nullable(),
  close_on: z.string().nullable(),
  /** the signed-in student the response will be linked to, or null (a visitor) */
  respondent: z.object({ full_name: z.string() }).nullable(),
});
export type PublicForm = z.output<typeof PublicForm>;

export const ResponseReceipt = z.object({ id: Int, created_at: z.string(), linked: z.boolean() });
export type ResponseReceipt = z.output<typeof ResponseReceipt>;

export const FormResponse = z.object({
  id: Int,
  created_at: z.string(),
  /** the signed-in student who answered; null for a visitor */
  respondent: z.object({ id: Int, full_name: z.string(), email: z.string() }).nullable(),
  /** { <field id>: value } as stored (see ResponseBody); a retired field's answers stay under its id */
  answers: z.record(z.string(), z.unknown()),
});
export type FormResponse = z.output<typeof FormResponse>;
export const ResponseList = z.object({ items: z.array(FormResponse), meta: Meta });
export type ResponseList = z.output<typeof ResponseList>;
