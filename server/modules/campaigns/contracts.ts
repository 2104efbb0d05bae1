// contracts: stable
/**
 * Campaigns and automations (docs/product-spec.md §22, this module's README.md): what every call takes and answers.
 * Zod only (the client imports the types with `import type`); the API suite checks every answer against these schemas.
 */
import { z } from 'zod';

const MAX_INT = 2_147_483_647;
const Int = z.number().int();
const Id = z.number().int().min(1, { message: 'The id must be at least 1.' }).max(MAX_INT);
const PathId = z.coerce.number().int().min(1).max(MAX_INT);
const Meta = z.object({ current_page: Int, per_page: Int, total: Int, last_page: Int });
const text = (label: string, max: number) => z.string().trim().max(max, { message: `The ${label} may not be longer than ${max} characters.` });
const required = (label: string, max: number) => text(label, max).min(1, { message: `The ${label} is required.` });
const opt = <T extends z.ZodType>(s: T) => z.preprocess((v) => (v === '' ? undefined : v), s.optional());
/** the update-body rule (kernel/update-body.ts), restated here: contracts import only zod */
const NOTHING_TO_CHANGE = 'Send at least one field to change.';
const Page = { page: opt(z.coerce.number().int().min(1).max(100_000)), per_page: opt(z.coerce.number().int().min(1).max(100)) };

export const CAMPAIGN_LIMITS = { name: 200, subject: 200, body: 20_000 } as const;
export const CAMPAIGN_STATUSES = ['draft', 'sending', 'sent', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** a recipient's state: pending (not yet handed over), queued (in the outbox), sent or failed (the outbox's word), skipped */
export const RECIPIENT_STATUSES = ['pending', 'queued', 'sent', 'failed', 'skipped-unsubscribed'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];
/** the contacts' sources (migration 0027) a segment may pick */
export const CONTACT_SOURCES = ['manual', 'import', 'form', 'blog', 'trial-class', 'expired-student', 'seminar', 'webinar', 'workshop'] as const;
export const AUDIENCE_KINDS = ['list', 'group', 'expiring', 'source'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];

/**
 * Who a campaign goes to: a contact list, the students of a group, the students whose package ends within N days, or
 * every contact of a source. Students become contacts of the centre when the campaign is sent (so they can unsubscribe).
 */
export const Audience = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('list'), list_id: Id }),
    z.object({ kind: z.literal('group'), group_id: Id }),
    z.object({ kind: z.literal('expiring'), days: z.number().int({ message: 'The days must be a whole number.' }).min(1, { message: 'The days must be between 1 and 365.' }).max(365, { message: 'The days must be between 1 and 365.' }) }),
    z.object({ kind: z.literal('source'), source: z.enum(CONTACT_SOURCES, { message: `The source must be one of: ${CONTACT_SOURCES.join(', ')}.` }) }),
  ],
  { message: `The audience kind must be one of: ${AUDIENCE_KINDS.join(', ')}.` },
);
export type Audience = z.output<typeof Audience>;

export const IdParams = z.object({ id: PathId });
export type IdParams = z.output<typeof IdParams>;

export const CampaignListQuery = z.object({ search: opt(z.string().trim().max(200)), status: opt(z.enum(CAMPAIGN_STATUSES)), ...Page });
export type CampaignListQuery = z.output<typeof CampaignListQuery>;
export const RecipientListQuery = z.object({ status: opt(z.enum(RECIPIENT_STATUSES)), search: opt(z.string().trim().max(200)), ...Page });
export type RecipientListQuery = z.output<typeof RecipientListQuery>;

export const CampaignBody = z.object({
  name: required('name', CAMPAIGN_LIMITS.name),
  subject: required('subject', CAMPAIGN_LIMITS.subject),
  body: required('body', CAMPAIGN_LIMITS.body),
  audience: Audience,
});
export type CampaignBody = z.output<typeof CampaignBody>;

export const CampaignUpdateBody = z
  .object({
    name: required('name', CAMPAIGN_LIMITS.name).optional(),
    subject: required('subject', CAMPAIGN_LIMITS.subject).optional(),
    body: required('body', CAMPAIGN_LIMITS.body).optional(),
    audience: Audience.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: NOTHING_TO_CHANGE, path: ['name'] });
export type CampaignUpdateBody = z.output<typeof CampaignUpdateBody>;

export const AudienceBody = z.object({ audience: Audience });
export type AudienceBody = z.output<typeof AudienceBody>;
export const AudienceCount = z.object({
  /** everyone the audience reaches now */
  total: Int,
  /** of them, contacts who unsubscribed (they will be skipped) */
  unsubscribed: Int,
  /** the shortest time the sending takes at the centre's limit */
  minutes: Int,
  per_minute: Int,
});
export type AudienceCount = z.output<typeof AudienceCount>;

export const CampaignCounts = z.object({
  total: Int,
  pending: Int,
  queued: Int,
  sent: Int,
  failed: Int,
  skipped: Int,
  /** recipients who unsubscribed through this campaign's mail */
  unsubscribed: Int,
});
export type CampaignCounts = z.output<typeof CampaignCounts>;

const Person = z.object({ id: Int, full_name: z.string() });
export const CampaignSummary = z.object({
  id: Int,
  name: z.string(),
  subject: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  audience: Audience,
  /** the list's or group's name (null for other kinds, or when it was deleted) */
  audience_name: z.string().nullable(),
  counts: CampaignCounts,
  created_by: Person.nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CampaignSummary = z.output<typeof CampaignSummary>;
export const CampaignList = z.object({ items: z.array(CampaignSummary), meta: Meta });
export type CampaignList = z.output<typeof CampaignList>;
export const CampaignDetail = CampaignSummary.extend({ body: z.string() });
export type CampaignDetail = z.output<typeof CampaignDetail>;

export const Recipient = z.object({
  id: Int,
  contact_id: Int,
  email: z.string(),
  name: z.string(),
  status: z.enum(RECIPIENT_STATUSES),
  queued_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
});
export type Recipient = z.output<typeof Recipient>;
export const RecipientList = z.object({ items: z.array(Recipient), meta: Meta });
export type RecipientList = z.output<typeof RecipientList>;

/* ------------------------------------------------------------------ automations */

export const AUTOMATION_EVENTS = ['package.expiring', 'evaluation.released', 'contact.created'] as const;
export type AutomationEvent = (typeof AUTOMATION_EVENTS)[number];
export const AUTOMATION_ACTIONS = ['send-mail', 'create-task', 'add-contact'] as const;
export type AutomationAction = (typeof AUTOMATION_ACTIONS)[number];
export const AUTOMATION_LIMITS = { name: 200, subject: 200, body: 20_000, title: 200, dueInDaysMax: 365 } as const;

/** What the action needs: send-mail subject and body; create-task title, assignee and days until due; add-contact a list. */
export const AutomationConfig = z.object({
  subject: text('subject', AUTOMATION_LIMITS.subject).optional(),
  body: text('body', AUTOMATION_LIMITS.body).optional(),
  title: text('title', AUTOMATION_LIMITS.title).optional(),
  assignee_id: Id.optional(),
  due_in_days: z.number().int().min(0, { message: 'The due in days must be between 0 and 365.' }).max(AUTOMATION_LIMITS.dueInDaysMax, { message: 'The due in days must be between 0 and 365.' }).optional(),
  list_id: Id.optional(),
});
export type AutomationConfig = z.output<typeof AutomationConfig>;

export const AutomationBody = z.object({
  name: required('name', AUTOMATION_LIMITS.name),
  event: z.enum(AUTOMATION_EVENTS, { message: `The event must be one of: ${AUTOMATION_EVENTS.join(', ')}.` }),
  action: z.enum(AUTOMATION_ACTIONS, { message: `The action must be one of: ${AUTOMATION_ACTIONS.join(', ')}.` }),
  config: AutomationConfig,
  enabled: z.boolean().optional(),
});
export type AutomationBody = z.output<typeof AutomationBody>;

export const AutomationUpdateBody = z
  .object({
    name: required('name', AUTOMATION_LIMITS.name).optional(),
    event: z.enum(AUTOMATION_EVENTS, { message: `The event must be one of: ${AUTOMATION_EVENTS.join(', ')}.` }).optional(),
    action: z.enum(AUTOMATION_ACTIONS, { message: `The action must be one of: ${AUTOMATION_ACTIONS.join(', ')}.` }).optional(),
    config: AutomationConfig.optional(),
    enabled: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: NOTHING_TO_CHANGE, path: ['name'] });
export type AutomationUpdateBody = z.output<typeof AutomationUpdateBody>;

export const AutomationStatusBody = z.object({ enabled: z.boolean({ message: 'The enabled field must be true or false.' }) });
export type AutomationStatusBody = z.output<typeof AutomationStatusBody>;

export const AutomationListQuery = z.object({ event: opt(z.enum(AUTOMATION_EVENTS)), ...Page });
export type AutomationListQuery = z.output<typeof AutomationListQuery>;
export const RunListQuery = z.object({ ...Page });
export type RunListQuery = z.output<typeof RunListQuery>;

export const RunCounts = z.object({ done: Int, skipped: Int, failed: Int });
export const Automation = z.object({
  id: Int,
  name: z.string(),
  event: z.enum(AUTOMATION_EVENTS),
  action: z.enum(AUTOMATION_ACTIONS),
  config: AutomationConfig,
  enabled: z.boolean(),
  runs: RunCounts,
  last_run_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Automation = z.output<typeof Automation>;
export const AutomationList = z.object({ items: z.array(Automation), meta: Meta });
export type AutomationList = z.output<typeof AutomationList>;

export const AutomationRun = z.object({ id: Int, subject_key: z.string(), status: z.enum(['done', 'skipped', 'failed']), detail: z.string(), created_at: z.string() });
export type AutomationRun = z.output<typeof AutomationRun>;
export const AutomationRunList = z.object({ items: z.array(AutomationRun), meta: Meta });
export type AutomationRunList = z.output<typeof AutomationRunList>;

/** The report's totals, computed from the rows (the per-campaign and per-automation figures are in their lists). */
export const ReportSummary = z.object({
  campaigns: Int,
  campaigns_sent: Int,
  recipients: CampaignCounts,
  automations: Int,
  automation_runs: RunCounts,
});
export type ReportSummary = z.output<typeof ReportSummary>;
