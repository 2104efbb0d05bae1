import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { originFor } from '../../kernel/config.ts';
import type { Verb } from '../../kernel/verb.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { publicVerb, requirePermission } from '../../kernel/permissions.ts';
import { recordAudit } from '../../kernel/audit.ts';
import { requireRankOver } from '../../kernel/rank.ts';
import { hashToken, looksLikeToken, newToken } from '../../kernel/tokens.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { oneTimeTokens, roles, sessions, users } from '../../db/schema.ts';

const TOKEN_SECONDS = 120;
const SESSION_HOURS = 8;

const parseId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

/**
 * GET impersonate/url/{id}: a coaching owner or admin asks to act as one of the tenant's students (docs/product-spec.md §4).
 * Answers a single-use link valid for two minutes; the session it opens remembers who impersonates.
 */
export async function createImpersonationUrl({ ctx, input }: Verb<{ id: string }>) {
  const actor = requirePermission(ctx, 'AUTH_IMPERSONATE');
  const id = parseId(input.id);
  if (!ctx.tenant) throw new NotFoundError('Impersonation works on a coaching centre, not on the platform scope');
  if (id === null) throw new NotFoundError('User not found');
  if (id === actor.userId) throw new ForbiddenError('You cannot impersonate yourself.');
  const tenant = ctx.tenant;
  return withTenantTx(ctx, async (tx) => {
    const [student] = await tx
      .select({ id: users.id, status: users.status, role: roles.kind, organizationId: users.organizationId })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.id, id), eq(users.organizationId, tenant.id), isNull(users.deletedAt)));
    if (!student || student.role !== 'STUDENT') throw new NotFoundError('Student not found');
    requireRankOver(actor, student, 'Student not found');
    if (student.status !== 'active') throw new ForbiddenError('This student account is inactive.');
    const token = newToken();
    await tx.insert(oneTimeTokens).values({
      kind: 'impersonate',
      tokenHash: hashToken(token),
      userId: student.id,
      organizationId: tenant.id,
      issuedBy: actor.userId,
      expiresAt: sql`now() + make_interval(secs => ${TOKEN_SECONDS})` as unknown as Date,
    });
    await recordAudit(tx, ctx, { action: 'user.impersonate', targetType: 'user', targetId: student.id });
    return { url: `${originFor(ctx.config, tenant.subdomain)}/im?token=${encodeURIComponent(token)}`, token, expires_in_seconds: TOKEN_SECONDS };
  });
}

/** GET impersonate/verify/{token}: consumes the link and opens the student's session (same answer as login). */
export async function verifyImpersonation({ ctx, input }: Verb<{ token: string }>) {
  publicVerb(ctx);
  const invalid = () => ValidationError.field('token', 'This impersonation link is invalid or has expired.');
  if (!ctx.tenant || !looksLikeToken(input.token)) throw invalid();
  const tenant = ctx.tenant;
  return withTenantTx(ctx, async (tx) => {
    const [row] = await tx
      .select({ tokenId: oneTimeTokens.id, userId: oneTimeTokens.userId, issuedBy: oneTimeTokens.issuedBy, role: roles.kind })
      .from(oneTimeTokens)
      .innerJoin(users, eq(users.id, oneTimeTokens.userId))
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(
        and(
          eq(oneTimeTokens.tokenHash, hashToken(input.token)),
          eq(oneTimeTokens.kind, 'impersonate'),
          eq(oneTimeTokens.organizationId, tenant.id),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, sql`now()`),
          eq(users.status, 'active'),
        ),
      )
      .for('update', { of: oneTimeTokens });
    if (!row) throw invalid();
    await tx.update(oneTimeTokens).set({ usedAt: sql`now()` as unknown as Date }).where(eq(oneTimeTokens.id, row.tokenId));
    const token = newToken();
    const token2 = newToken();
    await tx.insert(sessions).values({
      organizationId: tenant.id,
      userId: row.userId,
      tokenHash: hashToken(token),
      token2Hash: hashToken(token2),
      impersonatorId: row.issuedBy,
      expiresAt: sql`now() + make_interval(hours => ${SESSION_HOURS})` as unknown as Date,
    });
    return { token, token2, user_id: row.userId, user_type: row.role, organization_id: tenant.id, subdomain: tenant.subdomain };
  });
}
