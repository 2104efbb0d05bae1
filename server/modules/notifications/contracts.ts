// contracts: stable
/**
 * Notifications (docs/product-spec.md §18, this module's README.md): the signed-in user's own notifications. Zod
 * only (the client imports the types with `import type`); the API suite checks every answer against these schemas.
 */
import { z } from 'zod';

const MAX_INT = 2_147_483_647;
const Int = z.number().int();
const PathId = z.coerce.number().int().min(1).max(MAX_INT);
const Meta = z.object({ current_page: Int, per_page: Int, total: Int, last_page: Int });
const opt = <T extends z.ZodType>(s: T) => z.preprocess((v) => (v === '' ? undefined : v), s.optional());

export const NOTIFICATION_KIND_VALUES = [
  'evaluation.released',
  'test.assigned',
  'class.assigned',
  'live-class.starting',
  'package.expiring',
  'task.assigned',
  'campaign.finished',
  'popup',
] as const;

export const IdParams = z.object({ id: PathId });
export type IdParams = z.output<typeof IdParams>;

export const NotificationListQuery = z.object({
  /** `1`/`true`: only the unread ones */
  unread: opt(z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true')),
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
});
export type NotificationListQuery = z.output<typeof NotificationListQuery>;

export const Notification = z.object({
  id: Int,
  kind: z.enum(NOTIFICATION_KIND_VALUES),
  /** values for the client's text of the kind */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** a client path to open (`/student/pte-practice/result/12`), or null */
  link: z.string().nullable(),
  created_at: z.string().meta({ description: 'ISO time with offset' }),
  read_at: z.string().nullable(),
});
export type Notification = z.output<typeof Notification>;

export const NotificationList = z.object({ items: z.array(Notification), meta: Meta, unread: Int.meta({ description: 'the unread count, all pages' }) });
export type NotificationList = z.output<typeof NotificationList>;

export const UnreadCount = z.object({ unread: Int });
export type UnreadCount = z.output<typeof UnreadCount>;
