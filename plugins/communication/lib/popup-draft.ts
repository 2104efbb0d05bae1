/**
 * The popup editor's draft and what it sends: the window is typed in the viewer's own clock (a datetime-local field)
 * and sent as an instant with its zone, which the server requires; the audience is all students, or groups and
 * students chosen.
 */
import type { PopupBody, PopupDetail, PopupKind, PopupUpdateBody } from '../api/popups-api';

export interface PopupDraft {
  title: string;
  body: string;
  audienceAll: boolean;
  groupIds: number[];
  /** chosen students, with their names to show the chips */
  students: Array<{ id: number; name: string }>;
  startsAt: string;
  endsAt: string;
  status: 'draft' | 'active';
  blogPostId: number | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value (yyyy-MM-ddTHH:mm) in the viewer's zone. */
export function toLocalInput(value: Date | string): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value read in the viewer's zone, as ISO 8601 in UTC (`...Z`); null when it is not a time. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** A new popup: starting now (to the minute), for a week, a draft. */
export function emptyDraft(now = new Date()): PopupDraft {
  const start = new Date(now);
  start.setSeconds(0, 0);
  const end = new Date(start.getTime() + 7 * 24 * 3600_000);
  return { title: '', body: '', audienceAll: true, groupIds: [], students: [], startsAt: toLocalInput(start), endsAt: toLocalInput(end), status: 'draft', blogPostId: null };
}

export function draftOf(p: PopupDetail): PopupDraft {
  return {
    title: p.title,
    body: p.body,
    audienceAll: p.audience_all,
    groupIds: p.groups.map((g) => g.id),
    students: p.students,
    startsAt: toLocalInput(p.starts_at),
    endsAt: toLocalInput(p.ends_at),
    status: p.status === 'active' ? 'active' : 'draft',
    blogPostId: p.blog_post?.id ?? null,
  };
}

/** Errors the editor finds before sending (the server checks everything again): keys as the server names fields. */
export function draftErrors(d: PopupDraft): Record<string, 'required' | 'time' | 'order' | 'audience'> {
  const errors: Record<string, 'required' | 'time' | 'order' | 'audience'> = {};
  if (!d.title.trim()) errors.title = 'required';
  const s = fromLocalInput(d.startsAt);
  const e = fromLocalInput(d.endsAt);
  if (!s) errors.starts_at = 'time';
  if (!e) errors.ends_at = 'time';
  if (s && e && Date.parse(e) <= Date.parse(s)) errors.ends_at = 'order';
  if (!d.audienceAll && d.groupIds.length === 0 && d.students.length === 0) errors.audience = 'audience';
  return errors;
}

function common(d: PopupDraft) {
  return {
    title: d.title.trim(),
    body: d.body,
    audience: { all: d.audienceAll, group_ids: d.audienceAll ? [] : d.groupIds, student_ids: d.audienceAll ? [] : d.students.map((s) => s.id) },
    starts_at: fromLocalInput(d.startsAt) ?? d.startsAt,
    ends_at: fromLocalInput(d.endsAt) ?? d.endsAt,
  };
}

export function createBody(kind: PopupKind, d: PopupDraft): PopupBody {
  return { kind, ...common(d), status: d.status, ...(kind === 'blog-share' ? { blog_post_id: d.blogPostId } : {}) };
}

/** An edit sends everything but the status, which the list's actions change (activate, archive). */
export function updateBody(kind: PopupKind, d: PopupDraft): PopupUpdateBody {
  return { ...common(d), ...(kind === 'blog-share' ? { blog_post_id: d.blogPostId } : {}) };
}
