/**
 * Invitations (docs/product-spec.md §10): a user made by someone else has no password until they follow a
 * single-use set-password link, valid INVITE_DAYS, mailed through the outbox in the caller's transaction. A new
 * invitation makes the earlier ones void. Used by user creation, the CSV import and a new centre's owner.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { originFor, type Config } from '../../kernel/config.ts';
import type { Tx } from '../../kernel/db.ts';
import { enqueueMail } from '../../kernel/mail.ts';
import { hashToken, newToken } from '../../kernel/tokens.ts';
import { oneTimeTokens } from '../../db/schema.ts';
import { INVITE_DAYS } from '../auth/service.ts';

export interface Invitee {
  id: number;
  email: string;
  firstName: string;
  organizationId: number | null;
}

export interface InviteFrom {
  /** the centre's sub-domain the link opens on (null: the platform's bare domain) */
  subdomain: string | null;
  /** whose name the mail gives as the place (the centre's, or the platform's) */
  placeName: string;
}

export function invitationMail(config: Config, to: Invitee, from: InviteFrom, token: string) {
  const link = `${originFor(config, from.subdomain)}/set-password?t=${encodeURIComponent(token)}&email=${encodeURIComponent(to.email)}`;
  return {
    organizationId: to.organizationId,
    to: to.email,
    subject: `You are invited to ${from.placeName}`,
    text:
      `Hello ${to.firstName},\n\nAn account has been made for you at ${from.placeName}. Open this link to choose your password ` +
      `(valid for ${INVITE_DAYS} days, once):\n${link}\n\nIf you did not expect this, ignore this mail.\n`,
  };
}

/** Voids the user's earlier invitations, issues a new one and queues its mail. */
export async function inviteUser(tx: Tx, config: Config, to: Invitee, from: InviteFrom): Promise<void> {
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` as unknown as Date })
    .where(and(eq(oneTimeTokens.userId, to.id), eq(oneTimeTokens.kind, 'invite'), isNull(oneTimeTokens.usedAt)));
  const token = newToken();
  await tx.insert(oneTimeTokens).values({
    kind: 'invite',
    tokenHash: hashToken(token),
    userId: to.id,
    organizationId: to.organizationId,
    expiresAt: sql`now() + make_interval(days => ${INVITE_DAYS})` as unknown as Date,
  });
  await enqueueMail(tx, invitationMail(config, to, from, token));
}
