/**
 * The form builder's state, pure: a draft of the form and its fields (each with the id its answers are stored by), the
 * body sent to the server, and the server's 422 keys (`fields.<i>.<property>`, `answers.<id>`) read back onto fields.
 */
import type { FieldKind, FormBody, FormDetail, FormField, FormStatus } from '../api/forms-api';

export interface FieldDraft {
  id: string;
  kind: FieldKind;
  label: string;
  help: string;
  required: boolean;
  options: string[];
}

export interface FormDraft {
  title: string;
  description: string;
  status: FormStatus;
  /** yyyy-MM-dd or '' for no last day */
  close_on: string;
  fields: FieldDraft[];
}

export const CHOICE: readonly FieldKind[] = ['choice', 'multiple_choice'];
export const isChoice = (kind: FieldKind) => CHOICE.includes(kind);

/** A new field id (the server keeps it; answers are stored by it). `random` is replaceable in tests. */
export function newFieldId(random: () => number = Math.random): string {
  let out = 'f_';
  for (let i = 0; i < 10; i++) out += 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(random() * 36)];
  return out;
}

export function newField(kind: FieldKind, id = newFieldId()): FieldDraft {
  return { id, kind, label: '', help: '', required: false, options: isChoice(kind) ? ['', ''] : [] };
}

export function emptyDraft(): FormDraft {
  return { title: '', description: '', status: 'active', close_on: '', fields: [newField('text')] };
}

export function draftOf(form: FormDetail): FormDraft {
  return {
    title: form.title,
    description: form.description,
    status: form.status,
    close_on: form.close_on ?? '',
    fields: form.fields.map((f: FormField) => ({ ...f, options: [...f.options] })),
  };
}

/** A field given another kind: choice kinds start with two empty options, other kinds keep none. */
export function withKind(field: FieldDraft, kind: FieldKind): FieldDraft {
  const options = isChoice(kind) ? (field.options.length ? field.options : ['', '']) : [];
  return { ...field, kind, options };
}

/** The fields in the order of `ids` (a reorder by drag, keyboard or buttons). */
export function reorder(fields: readonly FieldDraft[], ids: readonly string[]): FieldDraft[] {
  const byId = new Map(fields.map((f) => [f.id, f]));
  return ids.map((id) => byId.get(id)).filter((f): f is FieldDraft => f !== undefined);
}

/** What POST form / PUT form/{id} take: trimmed texts, options only on choice kinds, empty options dropped. */
export function bodyOf(draft: FormDraft): FormBody {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    status: draft.status,
    close_on: draft.close_on.trim() === '' ? null : draft.close_on.trim(),
    fields: draft.fields.map((f) => ({
      id: f.id,
      kind: f.kind,
      label: f.label.trim(),
      help: f.help.trim(),
      required: f.required,
      ...(isChoice(f.kind) ? { options: f.options.map((o) => o.trim()).filter((o) => o !== '') } : {}),
    })),
  };
}

/** Whether two drafts would save the same (the unsaved-changes warning). */
export const sameDraft = (a: FormDraft, b: FormDraft) => JSON.stringify(bodyOf(a)) === JSON.stringify(bodyOf(b));

/** The 422 messages of field `index`, by property (`label`, `options`, `kind`, `id`, ...). */
export function fieldErrors(errors: Readonly<Record<string, string[]>>, index: number): Record<string, string> {
  const out: Record<string, string> = {};
  const prefix = `fields.${index}.`;
  for (const [key, messages] of Object.entries(errors)) {
    if (!key.startsWith(prefix)) continue;
    const prop = key.slice(prefix.length).split('.')[0]!;
    out[prop] ??= messages[0] ?? '';
  }
  return out;
}
