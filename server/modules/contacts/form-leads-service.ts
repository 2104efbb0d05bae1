/**
 * Form leads (README.md): a form of the centre whose responses become contacts (source `form`). Staff pick the form
 * and which of its fields hold the e-mail, the name and the phone. From then on each new response is turned into a
 * contact in the response's own transaction (`contactFromFormResponse`, one call in forms' submit verb); past
 * responses come in on demand. A response without a valid address is left alone (the form still takes it).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../kernel/db.ts';
import { NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Verb } from '../../kernel/verb.ts';
import { contactFormSources, contacts, formResponses, forms } from '../../db/schema.ts';
import type { FormSourceBody, IdParams, LeadForm, LeadFormList, PastImportResult } from './contracts.ts';
import { fireAutomation } from '../campaigns/fire.ts';
import { upsertContacts } from './import-service.ts';
import { contactFromAnswers, type CheckedRow } from './rules.ts';
import { addMembers, centreOf, listOf } from './shared.ts';

type SourceRow = typeof contactFormSources.$inferSelect;
type StoredField = { id: string; label: string; kind: string };

/** GET contact-forms: the centre's forms (newest first, at most 200) with their fields and how each feeds contacts. */
export async function listLeadForms({ ctx }: Verb): Promise<LeadFormList> {
  requirePermission(ctx, 'COMMUNICATION_INDEX');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const rows = await tx.select().from(forms).where(eq(forms.organizationId, org)).orderBy(desc(forms.createdAt), desc(forms.id)).limit(200);
    const ids = rows.map((r) => r.id);
    if (!ids.length) return { items: [] };
    const counts = await tx
      .select({ formId: formResponses.formId, n: sql<number>`count(*)::int` })
      .from(formResponses)
      .where(inArray(formResponses.formId, ids))
      .groupBy(formResponses.formId);
    const sources = await tx.select().from(contactFormSources).where(inArray(contactFormSources.formId, ids));
    const leads = await tx
      .select({ formId: contacts.formId, n: sql<number>`count(*)::int` })
      .from(contacts)
      .where(and(eq(contacts.organizationId, org), inArray(contacts.formId, ids)))
      .groupBy(contacts.formId);
    const items: LeadForm[] = rows.map((f) => {
      const s = sources.find((x) => x.formId === f.id);
      return {
        id: f.id,
        title: f.title,
        fields: (f.fields as StoredField[]).map((x) => ({ id: x.id, label: x.label, kind: x.kind })),
        responses_count: Number(counts.find((c) => c.formId === f.id)?.n ?? 0),
        source: s
          ? { id: s.id, email_field: s.emailField, name_field: s.nameField, phone_field: s.phoneField, list_id: s.listId, contacts_count: Number(leads.find((l) => l.formId === f.id)?.n ?? 0) }
          : null,
      };
    });
    return { items };
  });
}

async function sourceOf(tx: Tx, org: number, id: number): Promise<SourceRow> {
  const [row] = await tx.select().from(contactFormSources).where(and(eq(contactFormSources.organizationId, org), eq(contactFormSources.id, id)));
  if (!row) throw new NotFoundError('This form does not feed contacts.');
  return row;
}

/**
 * PUT contact-forms: make a form feed contacts, or change which fields it maps (one mapping per form). 422 on
 * `form_id` (not the centre's), on a field the form does not have, and on `list_id`.
 */
export async function saveFormSource({ ctx, input }: Verb<FormSourceBody>): Promise<{ id: number }> {
  const actor = requirePermission(ctx, 'COMMUNICATION_UPDATE');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const [form] = await tx.select().from(forms).where(and(eq(forms.organizationId, org), eq(forms.id, input.form_id)));
    if (!form) throw new ValidationError({ form_id: ['This form does not exist.'] });
    const fieldIds = new Set((form.fields as StoredField[]).map((f) => f.id));
    const errors: Record<string, string[]> = {};
    for (const key of ['email_field', 'name_field', 'phone_field'] as const) {
      const v = input[key];
      if (v && !fieldIds.has(v)) errors[key] = ['The form has no such field.'];
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
    if (input.list_id) await listOf(tx, org, input.list_id, 'list_id');
    const values = {
      emailField: input.email_field,
      nameField: input.name_field ?? null,
      phoneField: input.phone_field ?? null,
      listId: input.list_id ?? null,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(contactFormSources)
      .values({ organizationId: org, formId: form.id, createdBy: actor.userId, ...values })
      .onConflictDoUpdate({ target: contactFormSources.formId, set: values })
      .returning({ id: contactFormSources.id });
    return { id: row!.id };
  });
}

/** DELETE contact-forms/{id}: the form stops feeding contacts (the contacts it brought stay). */
export async function deleteFormSource({ ctx, input }: Verb<IdParams>): Promise<null> {
  requirePermission(ctx, 'COMMUNICATION_UPDATE');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const row = await sourceOf(tx, org, input.id);
    await tx.delete(contactFormSources).where(eq(contactFormSources.id, row.id));
    return null;
  });
}

async function feed(tx: Tx, org: number, source: SourceRow, answers: ReadonlyArray<Record<string, unknown>>): Promise<{ created: number; skipped: number; ids: number[] }> {
  const map = { emailField: source.emailField, nameField: source.nameField, phoneField: source.phoneField };
  const seen = new Set<string>();
  const rows: CheckedRow[] = [];
  answers.forEach((a, i) => {
    const c = contactFromAnswers(a, map);
    if (!c || seen.has(c.key)) return;
    seen.add(c.key);
    rows.push({ line: i + 1, ...c });
  });
  if (!rows.length) return { created: 0, skipped: answers.length, ids: [] };
  const written = await upsertContacts(tx, org, rows, { source: 'form', formId: source.formId });
  if (source.listId !== null) await addMembers(tx, org, source.listId, written.ids);
  return { created: written.created, skipped: answers.length - written.created, ids: written.ids };
}

/** POST contact-forms/{id}/import: the form's past responses become contacts (ones already there are kept). */
export async function importPastResponses({ ctx, input }: Verb<IdParams>): Promise<PastImportResult> {
  requirePermission(ctx, 'COMMUNICATION_STORE');
  const org = centreOf(ctx);
  return withTenantTx(ctx, async (tx) => {
    const source = await sourceOf(tx, org, input.id);
    const rows = await tx.select({ answers: formResponses.answers }).from(formResponses).where(and(eq(formResponses.organizationId, org), eq(formResponses.formId, source.formId)));
    const { created, skipped } = await feed(tx, org, source, rows.map((r) => r.answers));
    return { created, skipped };
  });
}

/**
 * Called by forms' submit verb in the response's transaction: when the form feeds contacts, the response's address
 * becomes a contact (or completes the one there). Not a verb: the caller has accepted the response already.
 */
export async function contactFromFormResponse(tx: Tx, r: { organizationId: number; formId: number; answers: Record<string, unknown> }): Promise<void> {
  const [source] = await tx.select().from(contactFormSources).where(and(eq(contactFormSources.organizationId, r.organizationId), eq(contactFormSources.formId, r.formId)));
  if (!source) return;
  const fed = await feed(tx, r.organizationId, source, [r.answers]);
  // a new lead (not an address the centre already had) starts the centre's "contact created" automations
  if (fed.created === 1 && fed.ids[0] !== undefined) await fireAutomation(tx, r.organizationId, 'contact.created', { kind: 'contact', contactId: fed.ids[0] });
}
