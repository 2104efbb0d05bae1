/**
 * The unsubscribe link of a campaign mail (`/unsubscribe/{token}` on the centre's address, pages.ts): anyone holding
 * the link may read which address it is for and unsubscribe it, without signing in. The token is one recipient's
 * (stored as its SHA-256); unsubscribing sets the contact's `unsubscribed_at` (every later campaign skips it) and the
 * recipient's own (the report counts it for the campaign). Unsubscribing twice changes nothing.
 */
import { sql } from 'drizzle-orm';
import { publicVerb } from '../../kernel/permissions.ts';
import { hashToken, looksLikeToken } from '../../kernel/tokens.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Verb } from '../../kernel/verb.ts';
import { rows } from './db-rows.ts';

export interface UnsubscribeState {
  email: string;
  centre: string;
  /** already unsubscribed (by this link or another) */
  unsubscribed: boolean;
}

/** The address a link is for and whether it is already unsubscribed; null for an unknown link or another centre's. */
export async function unsubscribeState({ ctx, input }: Verb<{ token: string }>): Promise<UnsubscribeState | null> {
  publicVerb(ctx);
  if (!ctx.tenant || !looksLikeToken(input.token)) return null;
  const org = ctx.tenant.id;
  const centre = ctx.tenant.name;
  return withTenantTx(ctx, async (tx) => {
    const [r] = await rows<{ email: string; unsubscribed_at: string | null }>(
      tx,
      sql`select c.email, c.unsubscribed_at from campaign_recipients r join contacts c on c.id = r.contact_id
          where r.unsubscribe_token_hash = ${hashToken(input.token)} and r.organization_id = ${org}`,
    );
    return r ? { email: r.email, centre, unsubscribed: r.unsubscribed_at !== null } : null;
  });
}

/** Unsubscribes the link's contact from the centre's campaigns; null for an unknown link. */
export async function unsubscribeByToken({ ctx, input }: Verb<{ token: string }>): Promise<UnsubscribeState | null> {
  publicVerb(ctx);
  if (!ctx.tenant || !looksLikeToken(input.token)) return null;
  const org = ctx.tenant.id;
  const centre = ctx.tenant.name;
  return withTenantTx(ctx, async (tx) => {
    const [r] = await rows<{ id: number; contact_id: number; email: string }>(
      tx,
      sql`update campaign_recipients set unsubscribed_at = coalesce(unsubscribed_at, now())
          where unsubscribe_token_hash = ${hashToken(input.token)} and organization_id = ${org}
          returning id, contact_id, email`,
    );
    if (!r) return null;
    const [c] = await rows<{ email: string }>(
      tx,
      sql`update contacts set unsubscribed_at = coalesce(unsubscribed_at, now()), updated_at = now()
          where id = ${r.contact_id} and organization_id = ${org} returning email`,
    );
    return { email: c?.email ?? r.email, centre, unsubscribed: true };
  });
}
