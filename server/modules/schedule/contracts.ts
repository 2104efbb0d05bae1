// contracts: stable
/**
 * Schedules, rostering and live classes (docs/product-spec.md §19, this module's README.md): what every call takes
 * and answers. Zod only (the client imports the types with `import type`).
 *
 * Times: an input time is an ISO 8601 string WITH an offset (`2026-05-04T15:00:00+06:00` or `...Z`); one without a
 * zone is refused (422), since the server cannot know which wall clock was meant. Answers are ISO strings in UTC.
 */
import { z } from 'zod';

const MAX_INT = 2_147_483_647;
const Int = z.number().int();
const Id = z.number().int().min(1).max(MAX_INT);
const PathId = z.coerce.number().int().min(1).max(MAX_INT);
const Meta = z.object({ current_page: Int, per_page: Int, total: Int, last_page: Int });
const opt = <T extends z.ZodType>(s: T) => z.preprocess((v) => (v === '' ? undefined : v), s.optional());
const NOTHING_TO_CHANGE = 'Send at least one field to change.';

export const SESSION_KINDS = ['class', 'live'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];
export const LIVE_VIEWS = ['now-playing', 'next-live', 'past', 'all'] as const;
export type LiveView = (typeof LIVE_VIEWS)[number];
export const LIMITS = { title: 200, room: 100, url: 2000, groups: 50, materials: 50, reminderMinutes: 1440, hours: 12 } as const;

/** a time with its zone: a Z or a ±hh:mm offset is required */
export const ZonedTime = z.iso.datetime({ offset: true, message: 'Give the time as an ISO date-time with its zone (e.g. 2026-05-04T15:00:00+06:00).' });
const HttpsUrl = z
  .string()
  .trim()
  .max(LIMITS.url)
  .url({ message: 'Give the full link (https://...).' })
  .refine((u) => u.startsWith('https://'), { message: 'The link must start with https://.' });
const Title = z.string().trim().min(1, { message: 'The title is required.' }).max(LIMITS.title, { message: `The title may not be longer than ${LIMITS.title} characters.` });
const Room = z.string().trim().max(LIMITS.room, { message: `The room may not be longer than ${LIMITS.room} characters.` });
const GroupIds = z.array(Id).min(1, { message: 'Choose at least one group.' }).max(LIMITS.groups);
const MaterialIds = z.array(Id).max(LIMITS.materials);
const ReminderMinutes = z.number().int().min(0).max(LIMITS.reminderMinutes);

/* ------------------------------------------------------------------ params and queries */

export const IdParams = z.object({ id: PathId });
export type IdParams = z.output<typeof IdParams>;
/** `<token>.ics`: the feed's address (the token is what the user got from POST schedule/feed) */
export const FeedParams = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{16,128}\.ics$/, { message: 'This is not a calendar feed.' }) });
export type FeedParams = z.output<typeof FeedParams>;

const Page = { page: opt(z.coerce.number().int().min(1).max(100_000)), per_page: opt(z.coerce.number().int().min(1).max(200)) };
export const SessionListQuery = z.object({
  /** sessions ending after this time (default: none) */
  from: opt(ZonedTime),
  /** sessions starting before this time (default: none) */
  to: opt(ZonedTime),
  kind: opt(z.enum(SESSION_KINDS)),
  group_id: opt(PathId),
  trainer_id: opt(PathId),
  ...Page,
});
export type SessionListQuery = z.output<typeof SessionListQuery>;

export const LiveListQuery = z.object({ view: opt(z.enum(LIVE_VIEWS)), ...Page });
export type LiveListQuery = z.output<typeof LiveListQuery>;

/* ------------------------------------------------------------------ bodies */

export const SessionBody = z.object({
  title: Title,
  /** a user of the centre with the TRAINER role */
  trainer_id: Id,
  group_ids: GroupIds,
  room: Room.optional(),
  starts_at: ZonedTime,
  ends_at: ZonedTime,
});
export type SessionBody = z.output<typeof SessionBody>;

export const SessionUpdateBody = z
  .object({ title: Title.optional(), trainer_id: Id.optional(), group_ids: GroupIds.optional(), room: Room.optional(), starts_at: ZonedTime.optional(), ends_at: ZonedTime.optional() })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: NOTHING_TO_CHANGE, path: ['title'] });
export type SessionUpdateBody = z.output<typeof SessionUpdateBody>;

export const LiveClassBody = z.object({
  title: Title,
  /** staff name the trainer; a trainer schedules its own classes (left out = the caller) */
  trainer_id: Id.optional(),
  group_ids: GroupIds,
  starts_at: ZonedTime,
  ends_at: ZonedTime,
  meeting_url: HttpsUrl,
  material_ids: MaterialIds.optional(),
  /** minutes before the start the students get the reminder (default 30; 0 = at the start) */
  reminder_minutes: ReminderMinutes.optional(),
});
export type LiveClassBody = z.output<typeof LiveClassBody>;

export const LiveClassUpdateBody = z
  .object({
    title: Title.optional(),
    trainer_id: Id.optional(),
    group_ids: GroupIds.optional(),
    starts_at: ZonedTime.optional(),
    ends_at: ZonedTime.optional(),
    meeting_url: HttpsUrl.optional(),
    material_ids: MaterialIds.optional(),
    reminder_minutes: ReminderMinutes.optional(),
    /** the recording, added after the class (null takes it off) */
    recording_url: HttpsUrl.nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: NOTHING_TO_CHANGE, path: ['title'] });
export type LiveClassUpdateBody = z.output<typeof LiveClassUpdateBody>;

export const TimeZoneBody = z.object({ time_zone: z.string().trim().min(1).max(64) });
export type TimeZoneBody = z.output<typeof TimeZoneBody>;

/* ------------------------------------------------------------------ answers */

const Named = z.object({ id: Int, name: z.string() });
const Person = z.object({ id: Int, full_name: z.string() });
export const Session = z.object({
  id: Int,
  kind: z.enum(SESSION_KINDS),
  title: z.string(),
  trainer: Person,
  room: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  groups: z.array(Named),
  /** from the server's clock when answered */
  status: z.enum(['upcoming', 'live', 'ended']),
  /** the centre's zone (IANA): the client names it when the viewer's differs */
  time_zone: z.string(),
  /** a live class's meeting: staff always; a student gets it from POST live-class/{id}/join (null here) */
  meeting_url: z.string().nullable(),
  /** staff always; a student once the class has ended */
  recording_url: z.string().nullable(),
  reminder_minutes: Int,
  materials: z.array(z.object({ id: Int, title: z.string(), kind: z.string() })),
  /** a student: when it joined (null if not); staff: null */
  joined_at: z.string().nullable(),
  /** staff: how many students joined; a student: null */
  attendance_count: Int.nullable(),
  /** whether a student may open the meeting now (15 minutes before the start until the end) */
  joinable: z.boolean(),
});
export type Session = z.output<typeof Session>;
export const SessionList = z.object({ items: z.array(Session), meta: Meta, server_time: z.string() });
export type SessionList = z.output<typeof SessionList>;

export const JoinAnswer = z.object({ meeting_url: z.string(), joined_at: z.string() });
export type JoinAnswer = z.output<typeof JoinAnswer>;

export const Attendance = z.object({
  session_id: Int,
  items: z.array(z.object({ id: Int, full_name: z.string(), email: z.string(), joined_at: z.string().nullable() })),
  joined: Int,
  total: Int,
});
export type Attendance = z.output<typeof Attendance>;

export const ScheduleOptions = z.object({
  groups: z.array(Named),
  trainers: z.array(Person),
  materials: z.array(z.object({ id: Int, title: z.string(), kind: z.string() })),
  time_zone: z.string(),
  /** whether the caller may book for any trainer (staff) or only for itself (a trainer) */
  any_trainer: z.boolean(),
});
export type ScheduleOptions = z.output<typeof ScheduleOptions>;

export const FeedInfo = z.object({ active: z.boolean(), created_at: z.string().nullable() });
export type FeedInfo = z.output<typeof FeedInfo>;
/** the feed's address, shown once when made: only its hash is kept */
export const FeedCreated = z.object({ url: z.string(), created_at: z.string() });
export type FeedCreated = z.output<typeof FeedCreated>;

export const TimeZoneAnswer = z.object({ time_zone: z.string() });
export type TimeZoneAnswer = z.output<typeof TimeZoneAnswer>;
