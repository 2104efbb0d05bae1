/**
 * Forms (README.md, docs/product-spec.md §15): a centre's staff build forms, anyone with the public link answers
 * them. Who sees which form: staff holding USER_STORE (the coaching owner and admins, who handle people's data) see
 * every form of the centre; others (trainers) the forms they created. Another centre's form, or one the caller may not
 * see, is 404. The rules (fields, answers, CSV rows) are rules.ts.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { RequestContext, Actor } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import { list } from '../../kernel/envelope.ts';
import { AppError, NotFoundError, TooManyRequestsError, ValidationError } from '../../kernel/errors.ts';
import { openStoredFile, QUARANTINE_TYPE } from '../../kernel/files.ts';
import { can, publicVerb, requirePermission } from '../../kernel/permissions.ts';
import { addressKey } from '../../kernel/throttle.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Verb } from '../../kernel/verb.ts';
import { formResponses, forms, uploads, users } from '../../db/schema.ts';
import { toCsv } from '../users/csv.ts';
import { likePattern } from '../users/list.ts';
import type {
  FileParams, FormBody, FormDetail, FormField, FormList, FormListQuery, FormResponse, FormSummary, FormUpdateBody, IdParams, PublicForm, ResponseBody,
  ResponseList, ResponseListQuery, ResponseParams, ResponseReceipt, SlugParams, StatusBody,
} from './contracts.ts';
import { contactFromFormResponse } from '../contacts/form-leads-service.ts';
import { acceptance, checkAnswers, checkFields, filePaths, responseTable, retireFields, slugFrom, type CsvResponse } from './rules.ts';

type FormRow = typeof forms.$inferSelect;

/** The staff key that opens every form of the centre (the owner and admins hold it; trainers see their own forms). */
export const FORMS_OF_EVERYONE = 'USER_STORE';
/** At most this many responses from one address to one form in the window: a classroom on one network fits. */
export const RESPONSE_THROTTLE = { windowSeconds: 3600, max: 100 } as const;

const today = () => new Date().toISOString().slice(0, 10);
const newFieldId = () => `f_${randomUUID().replace(/-/g, '').slice(0, 10)}`;
const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** Forms belong to a centre: on the platform's own address there are none. */
function centreOf(ctx: RequestContext): number {
  if (!ctx.tenant) throw new NotFoundError("Forms belong to a coaching centre: open them on the centre's address.");
  return ctx.tenant.id;
}

/** The forms a member of staff may see: the centre's, all of them or only its own. */
function scope(org: number, actor: Actor): SQL {
  return can(actor, FORMS_OF_EVERYONE) ? eq(forms.organizationId, org) : and(eq(forms.organizationId, org), eq(forms.createdBy, actor.userId))!;
}

async function ownedForm(tx: Tx, org: number, actor: Actor, id: number): Promise<FormRow> {
  const [row] = await tx.select().from(forms).where(and(scope(org, actor), eq(forms.id, id)));
  if (!row) throw new NotFoundError('Form not found.');
  return row;
}

async function countsOf(tx: Tx, ids: number[]): Promise<Map<number, { n: number; last: Date | null }>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ formId: formResponses.formId, n: sql<number>`count(*)::int`, last: sql<string | null>`max(${formResponses.createdAt})` })
    .from(formResponses)
    .where(inArray(formResponses.formId, ids))
    .groupBy(formResponses.formId);
  return new Map(rows.map((r) => [r.formId, { n: Number(r.n), last: r.last ? new Date(r.last) : null }]));
}

async function authorsOf(tx: Tx, ids: Array<number | null>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((x): x is number => x !== null))];
  if (!wanted.length) return new Map();
  const rows = await tx.select({ id: users.id, name: fullName }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

function summaryOf(row: FormRow, count: { n: number; last: Date | null } | undefined, authors: Map<number, string>): FormSummary {
  return {
    id: row.id,
    organization_id: row.organizationId,
    slug: row.slug,
    title: row.title,
    status: row.status,
    close_on: row.closeOn,
    accepting: acceptance(row, today()).accepting,
    fields_count: row.fields.length,
    responses_count: count?.n ?? 0,
    last_response_at: count?.last?.toISOString() ?? null,
    created_by: row.createdBy !== null && authors.has(row.createdBy) ? { id: row.createdBy, full_name: authors.get(row.createdBy)! } : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function detailOf(tx: Tx, row: FormRow): Promise<FormDetail> {
  const summary = summaryOf(row, (await countsOf(tx, [row.id])).get(row.id), await authorsOf(tx, [row.createdBy]));
  return { ...summary, description: row.description, fields: row.fields as FormField[], retired_fields: row.retiredFields as FormField[] };
}

/* ---------------------------------------------------------------- staff: forms */

/** GET form: the forms the caller may see, newest first; search in the title, filter by status. */
export async function listForms({ ctx, input }: Verb<FormListQuery>): Promise<FormList> {
  const actor = requirePermission(ctx, 'FORM_INDEX');
  const org = centreOf(ctx);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  const where = and(
    scope(org, actor),
    input.status ? eq(forms.status, input.status) : undefined,
    input.search ? sql`lower(${forms.title}) like ${likePattern(input.search)}` : undefined,
  );
  return withTenantTx(ctx, async (tx) => {
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(forms).where(where);
    const rows = await tx.select().from(forms).where(where).orderBy(desc(forms.createdAt), desc(forms.id)).limit(perPage).offset((page - 1) * perPage);
    const counts = await countsOf(tx, rows.map((r) => r.id));
    const authors = await authorsOf(tx, rows.map((r) => r.createdBy));
    return list(rows.map((r) => summaryOf(r, counts.get(r.id), authors)), page, perPage, Number(total?.n ?? 0));
  });
}

/** GET form/{id} */
export async function showForm({ ctx, input }: Verb<IdParams>): Promise<FormDetail> {
  const actor = requirePermission(ctx, 'FORM_INDEX');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => detailOf(tx, await ownedForm(tx, org, actor, input.id)));
}

/** POST form: a new form with its fields, active unless said otherwise, with a new public link. */
export async function createForm({ ctx, input }: Verb<FormBody>): Promise<FormDetail> {
  const actor = requirePermission(ctx, 'FORM_STORE');
  const org = centreOf(ctx);
  const { fields, errors } = checkFields(input.fields, { newId: newFieldId });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return withTenantTx(ctx, async (tx) => {
    const [row] = await tx
      .insert(forms)
      .values({
        organizationId: org,
        slug: slugFrom(randomBytes(48)),
        title: input.title,
        description: input.description ?? '',
        fields,
        status: input.status ?? 'active',
        closeOn: input.close_on ?? null,
        createdBy: actor.userId,
      })
      .returning();
    return detailOf(tx, row!);
  });
}

async function answered(tx: Tx, formId: number): Promise<boolean> {
  const [r] = await tx.select({ id: formResponses.id }).from(formResponses).where(eq(formResponses.formId, formId)).limit(1);
  return r !== undefined;
}

/**
 * PUT form/{id}: any of title, description, status (which also needs FORM_CHANGE_STATUS), close_on, fields (the whole
 * ordered list). A field keeps its answers by keeping its id; one taken off a form with answers is retired (its label
 * names old answers); once the form has answers a field's kind cannot change (422 on `fields.<i>.kind`).
 */
export async function updateForm({ ctx, input }: Verb<FormUpdateBody & { id: number }>): Promise<FormDetail> {
  const actor = requirePermission(ctx, 'FORM_UPDATE');
  // switching a form on or off is its own key, whichever call does it
  if (input.status !== undefined) requirePermission(ctx, 'FORM_CHANGE_STATUS');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await ownedForm(tx, org, actor, input.id);
    const patch: Partial<typeof forms.$inferInsert> = { updatedAt: new Date() };
    if (input.title !== undefined) patch.title = input.title;
    if (input.description !== undefined) patch.description = input.description;
    if (input.status !== undefined) patch.status = input.status;
    if (input.close_on !== undefined) patch.closeOn = input.close_on;
    if (input.fields !== undefined) {
      const has = await answered(tx, row.id);
      const previous = row.fields as FormField[];
      const { fields, errors } = checkFields(input.fields, { previous: [...previous, ...(row.retiredFields as FormField[])], answered: has, newId: newFieldId });
      if (Object.keys(errors).length) throw new ValidationError(errors);
      patch.fields = fields;
      patch.retiredFields = retireFields(previous, row.retiredFields as FormField[], fields, has);
    }
    const [next] = await tx.update(forms).set(patch).where(eq(forms.id, row.id)).returning();
    return detailOf(tx, next!);
  });
}

/** PUT form/{id}/status: active (takes responses) or inactive. */
export async function changeFormStatus({ ctx, input }: Verb<StatusBody & { id: number }>): Promise<FormDetail> {
  const actor = requirePermission(ctx, 'FORM_CHANGE_STATUS');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await ownedForm(tx, org, actor, input.id);
    const [next] = await tx.update(forms).set({ status: input.status, updatedAt: new Date() }).where(eq(forms.id, row.id)).returning();
    return detailOf(tx, next!);
  });
}

/** DELETE form/{id}: the form and its responses (the client confirms, naming how many responses go with it). */
export async function deleteForm({ ctx, input }: Verb<IdParams>): Promise<null> {
  const actor = requirePermission(ctx, 'FORM_DESTROY');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await ownedForm(tx, org, actor, input.id);
    await tx.delete(forms).where(eq(forms.id, row.id));
    return null;
  });
}

/* ---------------------------------------------------------------- staff: responses */

/**
 * The responses of one form, newest first, a page at a time, with the signed-in students' names: the one place that
 * reads responses (the list, the export, and later the communication feature's leads). Not a verb: callers check who
 * may read the form first. `perPage` null reads them all (the export).
 */
export async function responsesOf(tx: Tx, org: number, formId: number, page = 1, perPage: number | null = 15): Promise<{ items: FormResponse[]; total: number }> {
  const where = and(eq(formResponses.organizationId, org), eq(formResponses.formId, formId));
  const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(formResponses).where(where);
  const q = tx
    .select({ id: formResponses.id, createdAt: formResponses.createdAt, answers: formResponses.answers, userId: users.id, name: fullName, email: users.email })
    .from(formResponses)
    .leftJoin(users, eq(users.id, formResponses.userId))
    .where(where)
    .orderBy(desc(formResponses.createdAt), desc(formResponses.id));
  const rows = perPage === null ? await q : await q.limit(perPage).offset((page - 1) * perPage);
  return {
    total: Number(total?.n ?? 0),
    items: rows.map((r) => ({
      id: r.id,
      created_at: r.createdAt.toISOString(),
      respondent: r.userId !== null ? { id: r.userId, full_name: r.name ?? '', email: r.email ?? '' } : null,
      answers: r.answers,
    })),
  };
}

/** GET form/{id}/responses */
export async function listResponses({ ctx, input }: Verb<ResponseListQuery & { id: number }>): Promise<ResponseList> {
  const actor = requirePermission(ctx, 'FORM_INDEX');
  const org = centreOf(ctx);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  return withTenantTx(ctx, async (tx) => {
    const form = await ownedForm(tx, org, actor, input.id);
    const { items, total } = await responsesOf(tx, org, form.id, page, perPage);
    return list(items, page, perPage, total);
  });
}

/** GET form/{id}/responses/export: every response as CSV (rules.ts responseTable; the people CSV's writer). */
export async function exportResponses({ ctx, input }: Verb<IdParams>): Promise<{ csv: string; filename: string }> {
  const actor = requirePermission(ctx, 'FORM_INDEX');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const form = await ownedForm(tx, org, actor, input.id);
    const { items } = await responsesOf(tx, org, form.id, 1, null);
    const rows: CsvResponse[] = items.map((r) => ({ id: r.id, createdAt: r.created_at, respondent: r.respondent, answers: r.answers }));
    const table = responseTable(form.fields as FormField[], form.retiredFields as FormField[], rows);
    const name = form.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'form';
    return { csv: toCsv(table.header, table.rows), filename: `${name}-responses-${today()}.csv` };
  });
}

/** DELETE form/{id}/responses/{responseId}: one response (spam, a test answer). */
export async function deleteResponse({ ctx, input }: Verb<ResponseParams>): Promise<null> {
  const actor = requirePermission(ctx, 'FORM_DESTROY');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const form = await ownedForm(tx, org, actor, input.id);
    const gone = await tx.delete(formResponses).where(and(eq(formResponses.formId, form.id), eq(formResponses.id, input.responseId))).returning({ id: formResponses.id });
    if (!gone.length) throw new NotFoundError('Response not found.');
    return null;
  });
}

/**
 * GET form/{id}/responses/{responseId}/files/{fieldId}: the file a respondent sent in a file field, as a download, to
 * the staff who may read the form (trainers included, who cannot read the quarantine folder directly).
 */
export async function responseFile({ ctx, input }: Verb<FileParams>): Promise<{ body: Buffer; mime: string; filename: string }> {
  const actor = requirePermission(ctx, 'FORM_INDEX');
  const org = centreOf(ctx);
  const path = await withTenantTx(ctx, async (tx) => {
    const form = await ownedForm(tx, org, actor, input.id);
    const [r] = await tx.select({ answers: formResponses.answers }).from(formResponses).where(and(eq(formResponses.formId, form.id), eq(formResponses.id, input.responseId)));
    const value = r?.answers[input.fieldId];
    if (typeof value !== 'string' || !value.startsWith(`/files/${QUARANTINE_TYPE}/`)) throw new NotFoundError('File not found.');
    return value;
  });
  const name = path.slice(path.lastIndexOf('/') + 1);
  const file = await openStoredFile(ctx.config.uploadDir, QUARANTINE_TYPE, name);
  if (!file) throw new NotFoundError('File not found.');
  const body = Buffer.from(await new Response(file.body).arrayBuffer());
  return { body, mime: file.mime, filename: `response-${input.responseId}-${name}` };
}

/* ---------------------------------------------------------------- public */

async function publicRow(tx: Tx, org: number, slug: string): Promise<FormRow> {
  const [row] = await tx.select().from(forms).where(and(eq(forms.organizationId, org), eq(forms.slug, slug)));
  if (!row) throw new NotFoundError('This form does not exist. Check the link you were given.');
  return row;
}

/** The signed-in student a response is linked to (staff trying their own form answer as visitors). */
const studentOf = (ctx: RequestContext) => (ctx.actor && ctx.actor.role === 'STUDENT' && ctx.actor.organizationId === ctx.tenant?.id ? ctx.actor : null);

/** GET public-forms/{slug}: the form as respondents see it, on its centre's address (another centre's: 404). */
export async function publicForm({ ctx, input }: Verb<SlugParams>): Promise<PublicForm> {
  publicVerb(ctx);
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await publicRow(tx, org, input.slug);
    const state = acceptance(row, today());
    const student = studentOf(ctx);
    let respondent: PublicForm['respondent'] = null;
    if (student) {
      const [u] = await tx.select({ name: fullName }).from(users).where(eq(users.id, student.userId));
      if (u) respondent = { full_name: u.name };
    }
    return {
      slug: row.slug,
      title: row.title,
      description: row.description,
      fields: row.fields as FormField[],
      accepting: state.accepting,
      closed_reason: state.reason,
      close_on: row.closeOn,
      respondent,
    };
  });
}

async function checkThrottle(tx: Tx, formId: number, ip: string): Promise<void> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(formResponses)
    .where(and(eq(formResponses.formId, formId), eq(formResponses.ip, ip), sql`${formResponses.createdAt} > now() - make_interval(secs => ${RESPONSE_THROTTLE.windowSeconds})`));
  if (Number(row?.n ?? 0) >= RESPONSE_THROTTLE.max) throw new TooManyRequestsError('Too many responses from this address. Please try again later.', 600);
}

/**
 * POST public-forms/{slug}/responses: a visitor's or a signed-in student's answers (the student's id is kept with
 * them). 409 `form_inactive` / `form_closed` when the form takes none; 422 per field (`answers.<field id>`): a field
 * the form does not have, a required one missing, a value that does not fit its kind, a file not uploaded here.
 */
export async function submitResponse({ ctx, input }: Verb<ResponseBody & { slug: string }>): Promise<ResponseReceipt> {
  publicVerb(ctx);
  const org = centreOf(ctx);
  const ip = addressKey(ctx.ip);
  const student = studentOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await publicRow(tx, org, input.slug);
    const state = acceptance(row, today());
    if (!state.accepting) {
      throw state.reason === 'closed'
        ? new AppError(409, `This form closed on ${row.closeOn}: it no longer takes responses.`, undefined, undefined, 'form_closed')
        : new AppError(409, 'This form is not taking responses at the moment.', undefined, undefined, 'form_inactive');
    }
    const fields = row.fields as FormField[];
    const checked = checkAnswers(fields, input.answers);
    if (!checked.ok) throw new ValidationError(checked.errors);
    // a file answer must be an upload into this centre's quarantine folder, by this visitor (anonymous) or this user
    const files = filePaths(fields, checked.answers);
    if (files.length) {
      const found = await tx
        .select({ path: uploads.path, userId: uploads.userId })
        .from(uploads)
        .where(and(eq(uploads.organizationId, org), eq(uploads.type, QUARANTINE_TYPE), inArray(uploads.path, files.map((f) => f.path))));
      const ok = new Set(found.filter((u) => u.userId === null || u.userId === ctx.actor?.userId).map((u) => u.path));
      const errors: Record<string, string[]> = {};
      for (const f of files) if (!ok.has(f.path)) errors[`answers.${f.fieldId}`] = ['Upload the file first: this is not a file uploaded here.'];
      if (Object.keys(errors).length) throw new ValidationError(errors);
    }
    await checkThrottle(tx, row.id, ip);
    const [saved] = await tx
      .insert(formResponses)
      .values({ organizationId: org, formId: row.id, userId: student?.userId ?? null, answers: checked.answers, ip })
      .returning({ id: formResponses.id, createdAt: formResponses.createdAt });
    await contactFromFormResponse(tx, { organizationId: org, formId: row.id, answers: checked.answers }); // a lead, when the form feeds contacts (modules/contacts)
    return { id: saved!.id, created_at: saved!.createdAt.toISOString(), linked: student !== null };
  });
}
