import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { originFor } from '../../kernel/config.ts';
import type { RequestContext } from '../../kernel/context.ts';
import type { Verb } from '../../kernel/verb.ts';
import type { AuthenticatedActor } from '../../kernel/auth.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { enqueueMail } from '../../kernel/mail.ts';
import { hashPassword, verifyPassword } from '../../kernel/passwords.ts';
import { publicVerb, requireActor, requirePermission } from '../../kernel/permissions.ts';
import { requireRankOver } from '../../kernel/rank.ts';
import { LoginThrottle, accountKey } from '../../kernel/throttle.ts';
import { hashToken, looksLikeToken, newToken } from '../../kernel/tokens.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Tx } from '../../kernel/db.ts';
import { oneTimeTokens, roles, sessions, users } from '../../db/schema.ts';
import type { AdminResetInput, ForgotInput, LoginInput, ResetInput } from './schemas.ts';

const SESSION_DAYS = 30;
const RESET_MINUTES = 60;
export const INVITE_DAYS = 7;
export const VERIFY_DAYS = 7;
const BAD_CREDENTIALS = 'These credentials do not match our records.';
export const INVITE_SPENT = 'This invitation has expired or was already used. Ask your centre to send a new one.';

/** Users of the request's scope, not deleted: the tenant's, or the platform's (organization null). */
function inScope(ctx: RequestContext) {
  return and(ctx.tenant ? eq(users.organizationId, ctx.tenant.id) : isNull(users.organizationId), isNull(users.deletedAt));
}

/**
 * POST login. Runs on the owner connection on purpose: before a session exists there is no actor, and the
 * lookup is filtered by the resolved tenant explicitly (`coalesce(organization_id, 0) = tenant or 0`).
 */
export async function loginUser({ ctx, input }: Verb<LoginInput>) {
  publicVerb(ctx);
  const throttle = new LoginThrottle(ctx.db, ctx.config.loginThrottle);
  const key = accountKey(ctx.tenant?.subdomain ?? null, input.email);
  await throttle.check(key, ctx.ip);
  const rows = await ctx.db.query<{ id: number; password_hash: string; status: string; organization_id: number | null; role: string }>(
    `select u.id, u.password_hash, u.status, u.organization_id, r.kind as role
       from users u join roles r on r.id = u.role_id
      where coalesce(u.organization_id, 0) = $1 and lower(u.email) = lower($2) and u.deleted_at is null`,
    [ctx.tenant?.id ?? 0, input.email],
    'login_lookup',
  );
  const user = rows[0];
  const good = await verifyPassword(user?.password_hash, input.password);
  if (!user || !good) {
    await throttle.fail(key, ctx.ip);
    throw ValidationError.field('email', BAD_CREDENTIALS);
  }
  if (user.status !== 'active') throw new ForbiddenError('Your account is inactive.');
  await throttle.succeed(key, ctx.ip);
  const token = newToken();
  const token2 = newToken();
  await ctx.db.query(
    `insert into sessions (organization_id, user_id, token_hash, token2_hash, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(days => $5))`,
    [user.organization_id, user.id, hashToken(token), hashToken(token2), SESSION_DAYS],
  );
  await ctx.db.query(`update users set last_login_at = now() where id = $1`, [user.id]);
  return {
    token,
    token2,
    user_id: user.id,
    user_type: user.role,
    organization_id: user.organization_id,
    subdomain: ctx.tenant?.subdomain ?? null,
  };
}

/** POST logout: revokes the session of the presented token (owner connection: the kernel's session table). */
export async function logoutUser({ ctx }: Verb) {
  const actor = requireActor(ctx);
  await ctx.db.query(`update sessions set revoked_at = now() where id = $1 and revoked_at is null`, [actor.sessionId]);
}

/** GET auth-user: answered from the snapshot the authentication query took; no further query. */
export async function showAuthUser({ ctx }: Verb) {
  const actor = requireActor(ctx) as AuthenticatedActor;
  const s = actor.snapshot;
  return {
    id: actor.userId,
    first_name: s.firstName,
    last_name: s.lastName,
    email: s.email,
    role: actor.role,
    has_target_score: s.hasTargetScore,
    package_expiry_date: s.packageExpiryDate,
    image: s.image,
    permissions: s.permissionIds,
    organization:
      actor.organizationId !== null && ctx.tenant
        ? { id: ctx.tenant.id, name: ctx.tenant.name, subdomain: ctx.tenant.subdomain, email: ctx.tenant.contactEmail ?? null, phone: ctx.tenant.contactPhone ?? null }
        : null,
  };
}

/** Creates a single-use token of a kind for a user, in the caller's transaction; returns the clear token. */
export async function issueOneTimeToken(tx: Tx, kind: 'reset' | 'invite' | 'verify', userId: number, organizationId: number | null, minutes: number): Promise<string> {
  const token = newToken();
  await tx.insert(oneTimeTokens).values({
    kind,
    tokenHash: hashToken(token),
    userId,
    organizationId,
    expiresAt: sql`now() + make_interval(mins => ${minutes})` as unknown as Date,
  });
  return token;
}

export const FORGOT_MESSAGE = 'If the address is registered, a reset link is on its way.';

/** POST forgot-password: same answer whether or not the address exists. */
export async function requestPasswordReset({ ctx, input }: Verb<ForgotInput>) {
  publicVerb(ctx);
  await withTenantTx(
    ctx,
    async (tx) => {
      const [user] = await tx
        .select({ id: users.id, email: users.email, firstName: users.firstName, organizationId: users.organizationId })
        .from(users)
        .where(and(inScope(ctx), sql`lower(${users.email}) = lower(${input.email})`, eq(users.status, 'active')));
      if (!user) return;
      // one mail a minute per user is plenty; more is someone hammering the form
      const [recent] = await tx
        .select({ id: oneTimeTokens.id })
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.kind, 'reset'), gt(oneTimeTokens.createdAt, sql`now() - interval '1 minute'`)));
      if (recent) return;
      const token = await issueOneTimeToken(tx, 'reset', user.id, user.organizationId, RESET_MINUTES);
      const link = `${originFor(ctx.config, ctx.tenant?.subdomain ?? null)}/reset-password?t=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
      await enqueueMail(tx, {
        organizationId: user.organizationId,
        to: user.email,
        subject: 'Reset your password',
        text: `Hello ${user.firstName},\n\nOpen this link to choose a new password (valid for ${RESET_MINUTES} minutes):\n${link}\n\nIf you did not ask for it, ignore this mail.\n`,
      });
    },
    { platformPublic: true },
  );
  return FORGOT_MESSAGE;
}

/** Consumes a reset or invitation token and sets the password; revokes every session of the user. */
async function consumeTokenAndSetPassword(ctx: RequestContext, kind: 'reset' | 'invite', input: ResetInput): Promise<void> {
  const invalid = () =>
    ValidationError.field('token', kind === 'reset' ? 'This password reset token is invalid or has expired.' : 'This invitation link is invalid or has expired.');
  if (!looksLikeToken(input.token)) throw invalid();
  await withTenantTx(
    ctx,
    async (tx) => {
      const [row] = await tx
        .select({ tokenId: oneTimeTokens.id, userId: users.id })
        .from(oneTimeTokens)
        .innerJoin(users, eq(users.id, oneTimeTokens.userId))
        .where(
          and(
            eq(oneTimeTokens.tokenHash, hashToken(input.token)),
            eq(oneTimeTokens.kind, kind),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, sql`now()`),
            inScope(ctx),
            sql`lower(${users.email}) = lower(${input.email})`,
          ),
        )
        .for('update', { of: oneTimeTokens });
      if (!row) {
        if (kind === 'invite') {
          // a real invitation that is used up or past its time gets told so, and what to do about it
          const [spent] = await tx
            .select({ id: oneTimeTokens.id })
            .from(oneTimeTokens)
            .innerJoin(users, eq(users.id, oneTimeTokens.userId))
            .where(and(eq(oneTimeTokens.tokenHash, hashToken(input.token)), eq(oneTimeTokens.kind, 'invite'), inScope(ctx), sql`lower(${users.email}) = lower(${input.email})`));
          if (spent) throw ValidationError.field('token', INVITE_SPENT);
        }
        throw invalid();
      }
      const passwordHash = await hashPassword(input.password);
      await tx.update(oneTimeTokens).set({ usedAt: sql`now()` as unknown as Date }).where(eq(oneTimeTokens.id, row.tokenId));
      await tx
        .update(users)
        .set({
          passwordHash,
          passwordSetAt: sql`now()` as unknown as Date,
          ...(kind === 'invite' ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` as unknown as Date } : {}),
        })
        .where(eq(users.id, row.userId));
      await tx.update(sessions).set({ revokedAt: sql`now()` as unknown as Date }).where(and(eq(sessions.userId, row.userId), isNull(sessions.revokedAt)));
    },
    { platformPublic: true },
  );
}

/** POST reset-password */
export async function resetPassword({ ctx, input }: Verb<ResetInput>) {
  publicVerb(ctx);
  await consumeTokenAndSetPassword(ctx, 'reset', input);
  return 'Your password has been reset.';
}

/** POST set-password (invitation) */
export async function setPasswordFromInvite({ ctx, input }: Verb<ResetInput>) {
  publicVerb(ctx);
  await consumeTokenAndSetPassword(ctx, 'invite', input);
  return 'Your password has been set.';
}

/**
 * PUT reset-password-by-admin: a user of the caller's tenant (any user for the master on the platform scope), and
 * only one of a lower rank: an admin cannot take over the coaching owner's account.
 */
export async function resetPasswordByAdmin({ ctx, input }: Verb<AdminResetInput>) {
  const actor = requirePermission(ctx, 'AUTH_RESET_PASSWORD_BY_ADMIN');
  await withTenantTx(ctx, async (tx) => {
    const [target] = await tx
      .select({ id: users.id, organizationId: users.organizationId, role: roles.kind })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.id, input.user_id), ctx.tenant ? eq(users.organizationId, ctx.tenant.id) : undefined))
      .for('update', { of: users });
    if (!target) throw new NotFoundError('User not found');
    requireRankOver(actor, target);
    const passwordHash = await hashPassword(input.password);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, target.id));
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` as unknown as Date })
      .where(and(eq(sessions.userId, target.id), isNull(sessions.revokedAt), ne(sessions.id, actor.sessionId)));
  });
  return 'The password has been reset.';
}

/** GET user/verify/{token}: marks the e-mail verified; single use. */
export async function verifyEmail({ ctx, input }: Verb<{ token: string }>) {
  publicVerb(ctx);
  const invalid = () => ValidationError.field('token', 'This verification link is invalid or has expired.');
  if (!looksLikeToken(input.token)) throw invalid();
  await withTenantTx(
    ctx,
    async (tx) => {
      const [row] = await tx
        .select({ tokenId: oneTimeTokens.id, userId: oneTimeTokens.userId })
        .from(oneTimeTokens)
        .innerJoin(users, eq(users.id, oneTimeTokens.userId))
        .where(
          and(
            eq(oneTimeTokens.tokenHash, hashToken(input.token)),
            eq(oneTimeTokens.kind, 'verify'),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, sql`now()`),
            inScope(ctx),
          ),
        )
        .for('update', { of: oneTimeTokens });
      if (!row) throw invalid();
      await tx.update(oneTimeTokens).set({ usedAt: sql`now()` as unknown as Date }).where(eq(oneTimeTokens.id, row.tokenId));
      await tx.update(users).set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` as unknown as Date }).where(eq(users.id, row.userId));
    },
    { platformPublic: true },
  );
  return 'Your e-mail address is verified.';
}

