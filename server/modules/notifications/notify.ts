import { notifications } from '../../db/schema.ts';
import type { Tx } from '../../kernel/db.ts';

export type NotificationKind =
  | 'evaluation.released'
  | 'test.assigned'
  | 'class.assigned'
  | 'live-class.starting'
  | 'package.expiring'
  | 'task.assigned'
  | 'campaign.finished'
  | 'popup';

export const NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'evaluation.released',
  'test.assigned',
  'class.assigned',
  'live-class.starting',
  'package.expiring',
  'task.assigned',
  'campaign.finished',
  'popup',
];

/**
 * Stores one notification per user in the caller's transaction. params are shown by the client's text for kind.
 * `dedupeKey`: at most one notification per user with that key (an emitter that may run twice, such as a job).
 */
export async function notify(
  tx: Tx,
  n: {
    organizationId: number | null;
    userIds: readonly number[];
    kind: NotificationKind;
    params?: Record<string, string | number>;
    link?: string | null;
    dedupeKey?: string;
  },
): Promise<void> {
  const userIds = [...new Set(n.userIds)];
  if (userIds.length === 0) return;
  const q = tx.insert(notifications).values(
    userIds.map((userId) => ({ organizationId: n.organizationId, userId, kind: n.kind, params: n.params ?? {}, link: n.link ?? null, dedupeKey: n.dedupeKey ?? null })),
  );
  // a repeated (user, dedupe key) is skipped; without a key every call stores its rows
  if (n.dedupeKey) await q.onConflictDoNothing();
  else await q;
}
