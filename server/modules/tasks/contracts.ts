// contracts: stable
/**
 * Tasks (docs/product-spec.md §20, this module's README.md): what every call takes and answers. Zod only (the client
 * imports the types with `import type`); the API suite checks every answer against these schemas.
 *
 * A due time travels as an ISO time with its offset (`2026-05-01T17:00:00+06:00`); a time without one is refused
 * (422 on `due_at`): the server never guesses a zone. The client sends the viewer's local time with its offset.
 */
import { z } from 'zod';

const MAX_INT = 2_147_483_647;
const Int = z.number().int();
const Id = z.number({ message: 'Give an id (a whole number).' }).int().min(1).max(MAX_INT);
const PathId = z.coerce.number().int().min(1).max(MAX_INT);
const Meta = z.object({ current_page: Int, per_page: Int, total: Int, last_page: Int });
const opt = <T extends z.ZodType>(s: T) => z.preprocess((v) => (v === '' ? undefined : v), s.optional());
/** the update-body rule (kernel/update-body.ts), restated here: contracts import only zod */
const NOTHING_TO_CHANGE = 'Send at least one field to change.';

export const TASK_STATUSES = ['open', 'in-progress', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_PRIORITIES = ['low', 'normal', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_LINK_KINDS = ['evaluation', 'student', 'contact', 'deal', 'live-class'] as const;
export type TaskLinkKind = (typeof TASK_LINK_KINDS)[number];
/** which tasks a list shows: assigned to me, created by me, or all the caller may see */
export const TASK_VIEWS = ['mine', 'created', 'all'] as const;
export type TaskView = (typeof TASK_VIEWS)[number];
/** the status filter: one status, or `not-done` (open and in progress) */
export const TASK_STATUS_FILTERS = [...TASK_STATUSES, 'not-done'] as const;
export type TaskStatusFilter = (typeof TASK_STATUS_FILTERS)[number];

export const TASK_LIMITS = { title: 200, notes: 5000, search: 200 } as const;

const Title = z.string().trim().min(1, { message: 'The title is required.' }).max(TASK_LIMITS.title, { message: `The title may not be longer than ${TASK_LIMITS.title} characters.` });
const Notes = z.string().trim().max(TASK_LIMITS.notes, { message: `The notes may not be longer than ${TASK_LIMITS.notes} characters.` });
/** an instant with its zone, a real calendar time from 1970 on (PostgreSQL refuses year 0, JavaScript rolls 30 February over) */
export const ZonedTime = z.iso
  .datetime({ offset: true, message: 'Give the time with its zone, e.g. 2026-05-01T17:00:00+06:00.' })
  .refine((v) => {
    const t = Date.parse(v);
    if (Number.isNaN(t) || t < 0 || new Date(t).getUTCFullYear() > 9999) return false;
    // the day of month as written must exist in that month (Date.parse would roll 2026-02-30 into March)
    const [y, m, d] = v.slice(0, 10).split('-').map(Number) as [number, number, number];
    return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
  }, { message: 'This is not a calendar time.' });
const Link = z.object({
  kind: z.enum(TASK_LINK_KINDS, { message: `The link kind must be one of: ${TASK_LINK_KINDS.join(', ')}.` }),
  id: Id,
});

/* ------------------------------------------------------------------ params and queries */

export const IdParams = z.object({ id: PathId });
export type IdParams = z.output<typeof IdParams>;

export const TaskListQuery = z.object({
  view: opt(z.enum(TASK_VIEWS)),
  status: opt(z.enum(TASK_STATUS_FILTERS)),
  /** `1`: only the overdue ones (due before now and not done) */
  overdue: opt(z.enum(['1', '0'])),
  search: opt(z.string().trim().max(TASK_LIMITS.search)),
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
});
export type TaskListQuery = z.output<typeof TaskListQuery>;

export const LinkOptionsQuery = z.object({
  kind: z.enum(TASK_LINK_KINDS, { message: `The link kind must be one of: ${TASK_LINK_KINDS.join(', ')}.` }),
  search: opt(z.string().trim().max(TASK_LIMITS.search)),
});
export type LinkOptionsQuery = z.output<typeof LinkOptionsQuery>;

export const AssigneeQuery = z.object({ search: opt(z.string().trim().max(TASK_LIMITS.search)) });
export type AssigneeQuery = z.output<typeof AssigneeQuery>;

/* ------------------------------------------------------------------ bodies */

export const TaskBody = z.object({
  title: Title,
  notes: Notes.optional(),
  assignee_id: Id,
  due_at: ZonedTime.nullable().optional(),
  priority: z.enum(TASK_PRIORITIES, { message: 'The priority must be low, normal or high.' }).optional(),
  link: Link.nullable().optional(),
});
export type TaskBody = z.output<typeof TaskBody>;

export const TaskUpdateBody = z
  .object({
    title: Title.optional(),
    notes: Notes.optional(),
    assignee_id: Id.optional(),
    due_at: ZonedTime.nullable().optional(),
    priority: z.enum(TASK_PRIORITIES, { message: 'The priority must be low, normal or high.' }).optional(),
    status: z.enum(TASK_STATUSES, { message: 'The status must be open, in-progress or done.' }).optional(),
    link: Link.nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: NOTHING_TO_CHANGE, path: ['title'] });
export type TaskUpdateBody = z.output<typeof TaskUpdateBody>;

/* ------------------------------------------------------------------ answers */

const Person = z.object({ id: Int, full_name: z.string() });

export const TaskRecord = z.object({
  id: Int,
  title: z.string(),
  notes: z.string(),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  /** ISO with offset, or null when the task has no due time */
  due_at: z.string().nullable(),
  /** due before the server's now and not done */
  overdue: z.boolean(),
  assignee: Person,
  /** null for a task an automation made, or whose author's account is gone */
  created_by: Person.nullable(),
  /** what the task concerns: `label` names it (null when the target is gone or its kind is not readable here) */
  link: z.object({ kind: z.enum(TASK_LINK_KINDS), id: Int, label: z.string().nullable() }).nullable(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** what the caller may do with it (the list's buttons) */
  can: z.object({ update: z.boolean(), destroy: z.boolean() }),
});
export type TaskRecord = z.output<typeof TaskRecord>;

export const TaskList = z.object({ items: z.array(TaskRecord), meta: Meta });
export type TaskList = z.output<typeof TaskList>;

export const Assignee = z.object({ id: Int, full_name: z.string(), email: z.string(), role: z.enum(['TRAINER', 'ADMIN', 'COACHING_OWNER']) });
export type Assignee = z.output<typeof Assignee>;
export const AssigneeList = z.array(Assignee);
export type AssigneeList = z.output<typeof AssigneeList>;

/** the link picker's choices: the centre's targets of a kind (answers waiting for a trainer, students, contacts, deals, live classes) */
export const LinkOptionList = z.array(z.object({ id: Int, label: z.string() }));
export type LinkOptionList = z.output<typeof LinkOptionList>;
