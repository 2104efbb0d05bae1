/**
 * The task dialog's draft and its checks, pure (draft.test.ts). The due time is typed in the viewer's own zone
 * (`<input type="datetime-local">`, "yyyy-MM-ddTHH:mm") and sent with the viewer's offset, so the server never
 * guesses a zone; the same instant is shown back in the viewer's zone.
 */
import { format, formatISO, isValid, parse } from 'date-fns';
import type { TaskBody, TaskLinkKind, TaskPriority, TaskRecord, TaskStatus, TaskUpdateBody } from '../api/tasks-api';

export const TITLE_MAX = 200;
export const NOTES_MAX = 5000;
const LOCAL = "yyyy-MM-dd'T'HH:mm";

export interface TaskDraft {
  title: string;
  notes: string;
  assigneeId: string;
  /** yyyy-MM-ddTHH:mm in the viewer's zone, or '' for no due time */
  due: string;
  priority: TaskPriority;
  status: TaskStatus;
  linkKind: TaskLinkKind | '';
  linkId: string;
  /** the name of the linked thing, to show it before the picker has searched */
  linkLabel: string;
}

/** What the dialog says is wrong, by field, as text keys (`form.errors.*`). */
export type DraftErrors = Partial<Record<'title' | 'notes' | 'assignee_id' | 'due_at' | 'link', string>>;

export function emptyDraft(assigneeId: number | null): TaskDraft {
  return { title: '', notes: '', assigneeId: assigneeId ? String(assigneeId) : '', due: '', priority: 'normal', status: 'open', linkKind: '', linkId: '', linkLabel: '' };
}

/** The local "yyyy-MM-ddTHH:mm" of an instant in the viewer's zone ('' for none). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return isValid(d) ? format(d, LOCAL) : '';
}

/** The instant of a local "yyyy-MM-ddTHH:mm" typed by the viewer, with the viewer's offset; null for '' and 'invalid' for text that is no time. */
export function fromLocalInput(value: string): string | null | 'invalid' {
  if (!value.trim()) return null;
  const d = parse(value, LOCAL, new Date());
  if (!isValid(d) || format(d, LOCAL) !== value) return 'invalid';
  return formatISO(d);
}

export function draftOf(t: TaskRecord): TaskDraft {
  return {
    title: t.title,
    notes: t.notes,
    assigneeId: String(t.assignee.id),
    due: toLocalInput(t.due_at),
    priority: t.priority,
    status: t.status,
    linkKind: t.link?.kind ?? '',
    linkId: t.link ? String(t.link.id) : '',
    linkLabel: t.link?.label ?? '',
  };
}

export function checkDraft(d: TaskDraft): DraftErrors {
  const errors: DraftErrors = {};
  const title = d.title.trim();
  if (!title) errors.title = 'form.errors.titleRequired';
  else if (title.length > TITLE_MAX) errors.title = 'form.errors.titleLong';
  if (d.notes.trim().length > NOTES_MAX) errors.notes = 'form.errors.notesLong';
  if (!/^\d+$/.test(d.assigneeId)) errors.assignee_id = 'form.errors.assigneeRequired';
  if (fromLocalInput(d.due) === 'invalid') errors.due_at = 'form.errors.dueInvalid';
  if (d.linkKind && !/^\d+$/.test(d.linkId)) errors.link = 'form.errors.linkRequired';
  return errors;
}

const linkOf = (d: TaskDraft) => (d.linkKind && /^\d+$/.test(d.linkId) ? { kind: d.linkKind, id: Number(d.linkId) } : null);

/** The POST body of a checked draft. */
export function createBody(d: TaskDraft): TaskBody {
  const due = fromLocalInput(d.due);
  return {
    title: d.title.trim(),
    notes: d.notes.trim(),
    assignee_id: Number(d.assigneeId),
    due_at: due === 'invalid' ? null : due,
    priority: d.priority,
    link: linkOf(d),
  };
}

/**
 * The PUT body of a checked draft: every field, but the link only when it changed, so a task whose linked thing was
 * deleted since can still be edited (the server checks a link's target when it is sent).
 */
export function updateBody(d: TaskDraft, before: TaskDraft): TaskUpdateBody {
  const { link, ...rest } = createBody(d);
  const same = d.linkKind === before.linkKind && d.linkId === before.linkId;
  return same ? { ...rest, status: d.status } : { ...rest, link, status: d.status };
}

/** The server's 422 fields on the dialog's fields (`link.id`, `link.kind` -> link). */
export function serverErrors(fieldErrors: Record<string, string[]>): Partial<Record<keyof DraftErrors | 'status' | 'priority', string>> {
  const out: Partial<Record<keyof DraftErrors | 'status' | 'priority', string>> = {};
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const field = key.startsWith('link') ? 'link' : key;
    if (['title', 'notes', 'assignee_id', 'due_at', 'link', 'status', 'priority'].includes(field) && messages[0]) out[field as keyof typeof out] ??= messages[0];
  }
  return out;
}
