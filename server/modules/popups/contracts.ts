// contracts: stable
/**
 * Popups (docs/product-spec.md §24, this module's README.md): what every call takes and answers. Zod only (the
 * client imports the types with `import type`); the API suite checks every answer against these schemas.
 *
 * Times travel as ISO 8601 with an offset (`2026-03-01T09:00:00+06:00` or `Z`); a time without a zone is refused
 * (422), because the server cannot tell which clock it was read from.
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

export const POPUP_KINDS = ['notice', 'forum', 'suggestion', 'feedback', 'blog-share'] as const;
export type PopupKind = (typeof POPUP_KINDS)[number];
export const POPUP_STATUSES = ['draft', 'active', 'archived'] as const;
export type PopupStatus = (typeof POPUP_STATUSES)[number];

export const POPUP_LIMITS = { title: 200, body: 5000, response: 2000, groups: 100, students: 500 } as const;

/** An instant with its zone: `Z` or `+06:00`; a bare local time is 422. */
const Instant = z.iso.datetime({ offset: true, message: 'Give the time with its zone, e.g. 2026-03-01T09:00:00+06:00.' });
const IsoOut = z.string();

const Ids = (label: string, max: number) =>
  z.array(Id, { message: `The ${label} must be a list of ids.` }).max(max, { message: `At most ${max} ${label}.` });

/* ------------------------------------------------------------------ params and queries */

export const IdParams = z.object({ id: PathId });
export const ResponseParams = z.object({ id: PathId, responseId: PathId });
export type IdParams = z.output<typeof IdParams>;
export type ResponseParams = z.output<typeof ResponseParams>;

export const PopupListQuery = z.object({
  kind: opt(z.enum(POPUP_KINDS)),
  status: opt(z.enum(POPUP_STATUSES)),
  search: opt(z.string().trim().max(200)),
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
});
export type PopupListQuery = z.output<typeof PopupListQuery>;

export const PageQuery = z.object({
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
});
export type PageQuery = z.output<typeof PageQuery>;

export const OptionsQuery = z.object({ search: opt(z.string().trim().max(200)) });
export type OptionsQuery = z.output<typeof OptionsQuery>;

/* ------------------------------------------------------------------ bodies */

export const Audience = z.object({
  /** every student of the centre (then groups and students are ignored) */
  all: z.boolean(),
  group_ids: Ids('groups', POPUP_LIMITS.groups).optional(),
  student_ids: Ids('students', POPUP_LIMITS.students).optional(),
});
export type Audience = z.output<typeof Audience>;

export const PopupBody = z.object({
  kind: z.enum(POPUP_KINDS, { message: `The kind must be one of: ${POPUP_KINDS.join(', ')}.` }),
  title: required('title', POPUP_LIMITS.title),
  body: text('body', POPUP_LIMITS.body).optional(),
  audience: Audience,
  starts_at: Instant,
  ends_at: Instant,
  /** a new popup is a draft or active; archiving is a change of an existing one */
  status: z.enum(['draft', 'active'], { message: 'A new popup is a draft or active.' }).optional(),
  /** blog-share: a published post of the centre's blog (required for that kind, ignored for others) */
  blog_post_id: Id.nullable().optional(),
});
export type PopupBody = z.output<typeof PopupBody>;

export const PopupUpdateBody = z
  .object({
    title: required('title', POPUP_LIMITS.title).optional(),
    body: text('body', POPUP_LIMITS.body).optional(),
    audience: Audience.optional(),
    starts_at: Instant.optional(),
    ends_at: Instant.optional(),
    status: z.enum(POPUP_STATUSES, { message: 'The status must be draft, active or archived.' }).optional(),
    blog_post_id: Id.nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: NOTHING_TO_CHANGE, path: ['title'] });
export type PopupUpdateBody = z.output<typeof PopupUpdateBody>;

/** A student's answer: suggestion `text`; feedback `rating` 1-5 and an optional `text`; forum a reply `text`. */
export const RespondBody = z
  .object({
    text: text('text', POPUP_LIMITS.response).optional(),
    rating: z.number({ message: 'The rating must be a whole number from 1 to 5.' }).int({ message: 'The rating must be a whole number from 1 to 5.' }).min(1, { message: 'The rating must be from 1 to 5.' }).max(5, { message: 'The rating must be from 1 to 5.' }).optional(),
  })
  // an answer says something: a text or a rating (which the kind needs is rules.ts checkResponse)
  .refine((b) => b.text !== undefined || b.rating !== undefined, { message: 'Write an answer or give a rating.', path: ['text'] });
export type RespondBody = z.output<typeof RespondBody>;

export const HideBody = z.object({ hidden: z.boolean({ message: 'Say whether the reply is hidden (true or false).' }) });
export type HideBody = z.output<typeof HideBody>;

/* ------------------------------------------------------------------ answers */

const Named = z.object({ id: Int, name: z.string() });

export const BlogShare = z.object({ id: Int, title: z.string(), slug: z.string(), excerpt: z.string(), published: z.boolean() });
export type BlogShare = z.output<typeof BlogShare>;

export const PopupCounts = z.object({
  /** students who were shown it (a receipt) */
  shown: Int,
  dismissed: Int,
  /** students who answered at least once */
  responded: Int,
  /** every answer (forum: every reply) */
  responses: Int,
});
export type PopupCounts = z.output<typeof PopupCounts>;

export const PopupSummary = z.object({
  id: Int,
  kind: z.enum(POPUP_KINDS),
  title: z.string(),
  status: z.enum(POPUP_STATUSES),
  starts_at: IsoOut,
  ends_at: IsoOut,
  /** active and inside its window now */
  live: z.boolean(),
  audience_all: z.boolean(),
  counts: PopupCounts,
  created_by: Named.nullable(),
  created_at: IsoOut,
  updated_at: IsoOut,
});
export type PopupSummary = z.output<typeof PopupSummary>;

export const PopupList = z.object({ items: z.array(PopupSummary), meta: Meta });
export type PopupList = z.output<typeof PopupList>;

export const PopupDetail = PopupSummary.extend({
  body: z.string(),
  groups: z.array(Named),
  students: z.array(Named),
  blog_post: BlogShare.nullable(),
  /** feedback: how many answers gave each rating, 1 to 5 */
  ratings: z.array(Int).length(5),
});
export type PopupDetail = z.output<typeof PopupDetail>;

export const StaffResponse = z.object({
  id: Int,
  student: Named.nullable(),
  text: z.string(),
  rating: Int.nullable(),
  hidden: z.boolean(),
  created_at: IsoOut,
});
export type StaffResponse = z.output<typeof StaffResponse>;
export const StaffResponseList = z.object({ items: z.array(StaffResponse), meta: Meta });
export type StaffResponseList = z.output<typeof StaffResponseList>;

export const PopupOptions = z.object({
  groups: z.array(Named),
  /** the centre's students matching the search (at most 20) */
  students: z.array(Named),
  /** the centre's published posts, newest first (at most 50) */
  blog_posts: z.array(BlogShare),
});
export type PopupOptions = z.output<typeof PopupOptions>;

/** A popup as its student sees it (no audience, no counts). */
export const StudentPopup = z.object({
  id: Int,
  kind: z.enum(POPUP_KINDS),
  title: z.string(),
  body: z.string(),
  starts_at: IsoOut,
  ends_at: IsoOut,
  blog_post: BlogShare.nullable(),
});
export type StudentPopup = z.output<typeof StudentPopup>;

export const PendingPopups = z.object({ items: z.array(StudentPopup) });
export type PendingPopups = z.output<typeof PendingPopups>;

/** A forum reply as the audience sees it: first name and initial only. */
export const ForumReply = z.object({ id: Int, author: z.string(), mine: z.boolean(), text: z.string(), created_at: IsoOut });
export type ForumReply = z.output<typeof ForumReply>;

export const MyAnswer = z.object({ id: Int, text: z.string(), rating: Int.nullable(), created_at: IsoOut });
export type MyAnswer = z.output<typeof MyAnswer>;

export const CommunicationItem = StudentPopup.extend({
  /** inside its window now: a forum still takes replies, a suggestion or feedback an answer */
  open: z.boolean(),
  seen_at: IsoOut.nullable(),
  dismissed_at: IsoOut.nullable(),
  /** the student's own suggestion or feedback */
  my_answers: z.array(MyAnswer),
  /** forum: the visible replies, oldest first (the newest 100) */
  replies: z.array(ForumReply),
});
export type CommunicationItem = z.output<typeof CommunicationItem>;
export const CommunicationList = z.object({ items: z.array(CommunicationItem), meta: Meta });
export type CommunicationList = z.output<typeof CommunicationList>;

export const Receipt = z.object({ popup_id: Int, seen_at: IsoOut, dismissed_at: IsoOut.nullable() });
export type Receipt = z.output<typeof Receipt>;
