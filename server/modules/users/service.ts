import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Verb } from '../../kernel/verb.ts';
import type { Actor, RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import { ForbiddenError, NotFoundError, PayloadTooLargeError, ValidationError } from '../../kernel/errors.ts';
import { requireActor, requireAnyPermission, requireRole } from '../../kernel/permissions.ts';
import { recordAudit } from '../../kernel/audit.ts';
import { sniff, storeFile } from '../../kernel/files.ts';
import { hashPassword, verifyPassword } from '../../kernel/passwords.ts';
import { LoginThrottle } from '../../kernel/throttle.ts';
import { detailOf, onlyStudents } from './people.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { roles, sessions, targetScores, uploads, users } from '../../db/schema.ts';
import type { ChangePasswordInput, ProfileInput, TargetInput } from './schemas.ts';

/** GET users/profile: the signed-in user's own row (visible to it under RLS on any scope). */
export async function showProfile({ ctx }: Verb) {
  const actor = requireActor(ctx);
  return withTenantTx(ctx, (tx) => profileOf(tx, actor));
}

async function profileOf(tx: Tx, actor: Actor) {
  const [row] = await tx
    .select({ user: users, role: roles.kind, target: targetScores })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(targetScores, eq(targetScores.userId, users.id))
    .where(eq(users.id, actor.userId));
  if (!row) throw new NotFoundError('User not found');
  const u = row.user;
  const t = row.target;
  return {
    id: u.id,
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    phone: u.phone,
    role: row.role,
    image: u.image,
    status: u.status,
    email_verified_at: u.emailVerifiedAt ? u.emailVerifiedAt.toISOString() : null,
    organization_id: u.organizationId,
    created_at: u.createdAt.toISOString(),
    target_score: t ? { exam_date: t.examDate, speaking: t.speaking, listening: t.listening, writing: t.writing, reading: t.reading } : null,
  };
}

/**
 * Writes to the actor's own rows run on its home scope: its tenant, or the platform for a user without one (the
 * master may be signed in on a centre's scope, where row-level security would hide its platform row from an
 * UPDATE). Every query below still filters by the actor's own id.
 */
function ownRows<T>(ctx: RequestContext, actor: Actor, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const home: RequestContext = actor.organizationId === null ? { ...ctx, tenant: null } : ctx;
  return withTenantTx(home, fn, { platformPublic: actor.organizationId === null });
}

/** The folder profile photos are stored in (served publicly like question images: the name is a random uuid). */
export const PHOTO_FOLDER = 'avatars';
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/**
 * POST users/profile/photo: stores a photo for the signed-in user and answers its path; PUT users/profile then
 * makes it the profile's image. Typed by its content (PNG, JPEG, WebP or GIF), at most 2 MiB.
 */
export async function uploadProfilePhoto({ ctx, input }: Verb<{ form: Record<string, unknown> }>) {
  const actor = requireActor(ctx);
  const file = input.form.file;
  if (!(file instanceof File)) throw ValidationError.field('file', file === undefined ? 'Choose a photo to upload.' : 'The file field must be a file.');
  if (file.size > Math.min(ctx.config.uploadMaxBytes, PHOTO_MAX_BYTES)) throw new PayloadTooLargeError();
  if (file.size === 0) throw ValidationError.field('file', 'The file is empty.');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniff(bytes, file.name, file.type);
  if (!kind || !PHOTO_TYPES.includes(kind.mime)) throw ValidationError.field('file', 'A photo must be a PNG, JPEG, WebP or GIF image.');
  const stored = await storeFile(ctx.config.uploadDir, PHOTO_FOLDER, kind.ext, bytes);
  try {
    await ownRows(ctx, actor, (tx) =>
      tx.insert(uploads).values({ organizationId: actor.organizationId, userId: actor.userId, path: stored.publicPath, type: PHOTO_FOLDER, size: bytes.length, mime: kind.mime }),
    );
  } catch (err) {
    await stored.remove().catch(() => undefined);
    throw err;
  }
  return { filepath: stored.publicPath };
}

/**
 * PUT users/profile: the signed-in user's names and photo. The photo is kept, removed (null), or one this user
 * uploaded through POST users/profile/photo: never a path someone else stored or a link elsewhere.
 */
export async function updateProfile({ ctx, input }: Verb<ProfileInput>) {
  const actor = requireActor(ctx);
  await ownRows(ctx, actor, async (tx) => {
    const [current] = await tx.select({ firstName: users.firstName, lastName: users.lastName, image: users.image }).from(users).where(eq(users.id, actor.userId)).for('update');
    if (!current) throw new NotFoundError('User not found');
    const image = input.image === undefined ? current.image : input.image;
    if (image !== null && image !== current.image) {
      const [upload] = await tx
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.path, image), eq(uploads.type, PHOTO_FOLDER), eq(uploads.userId, actor.userId)));
      if (!upload) throw ValidationError.field('image', 'Upload the photo again: this is not a photo you uploaded.');
    }
    const changed = [
      current.firstName !== input.first_name && 'first_name',
      current.lastName !== input.last_name && 'last_name',
      current.image !== image && 'image',
    ].filter((f): f is string => typeof f === 'string');
    if (changed.length === 0) return;
    await tx.update(users).set({ firstName: input.first_name, lastName: input.last_name, image, updatedAt: new Date() }).where(eq(users.id, actor.userId));
    await recordAudit(tx, ctx, { action: 'user.update', targetType: 'user', targetId: actor.userId, organizationId: actor.organizationId, details: { fields: changed, own: true } });
  });
  return withTenantTx(ctx, (tx) => profileOf(tx, actor));
}

/**
 * POST users/change-password: the current password must match (guessing it is throttled like sign-in); the new
 * one replaces it and every other session of the user ends, so a session left open elsewhere is signed out.
 * Not under an impersonation: whoever looks through another's account does not set its password.
 */
export async function changeOwnPassword({ ctx, input }: Verb<ChangePasswordInput>) {
  const actor = requireActor(ctx);
  if (actor.impersonatorId) throw new ForbiddenError('The password cannot be changed while viewing another account.');
  const throttle = new LoginThrottle(ctx.db, ctx.config.loginThrottle);
  const key = `password-change:${actor.userId}`;
  await throttle.check(key, ctx.ip);
  const [row] = await ownRows(ctx, actor, (tx) => tx.select({ hash: users.passwordHash }).from(users).where(eq(users.id, actor.userId)));
  if (!row) throw new NotFoundError('User not found');
  if (!(await verifyPassword(row.hash, input.current_password))) {
    await throttle.fail(key, ctx.ip);
    throw ValidationError.field('current_password', 'The current password is not correct.');
  }
  await throttle.succeed(key, ctx.ip);
  if (input.password === input.current_password) throw ValidationError.field('password', 'The new password must be different from the current one.');
  const passwordHash = await hashPassword(input.password);
  await ownRows(ctx, actor, async (tx) => {
    await tx.update(users).set({ passwordHash, passwordSetAt: sql`now()` as unknown as Date }).where(eq(users.id, actor.userId));
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` as unknown as Date })
      .where(and(eq(sessions.userId, actor.userId), isNull(sessions.revokedAt), ne(sessions.id, actor.sessionId)));
    await recordAudit(tx, ctx, { action: 'user.update', targetType: 'user', targetId: actor.userId, organizationId: actor.organizationId, details: { fields: ['password'], own: true } });
  });
  return 'Your password has been changed. Other sessions were signed out.';
}

/** POST users/target: a student sets (or replaces) its own target score. */
export async function storeTargetScore({ ctx, input }: Verb<TargetInput>) {
  const actor = requireRole(ctx, 'STUDENT');
  return withTenantTx(ctx, async (tx) => {
    const values = {
      examDate: input.exam_date,
      speaking: input.speaking,
      listening: input.listening,
      writing: input.writing,
      reading: input.reading,
    };
    const [row] = await tx
      .insert(targetScores)
      .values({ userId: actor.userId, organizationId: actor.organizationId, ...values })
      .onConflictDoUpdate({ target: targetScores.userId, set: { ...values, updatedAt: new Date() } })
      .returning();
    return { exam_date: row!.examDate, speaking: row!.speaking, listening: row!.listening, writing: row!.writing, reading: row!.reading };
  });
}

/** GET users/{id}: one user of the caller's scope (students only for STUDENT_INDEX and USER_INDEX holders). */
export async function showUser({ ctx, input }: Verb<{ id: number }>) {
  const actor = requireAnyPermission(ctx, 'USER_INDEX_USER', 'STUDENT_INDEX', 'USER_INDEX');
  return withTenantTx(ctx, async (tx) => {
    const detail = await detailOf(tx, ctx, input.id);
    if (onlyStudents(actor) && detail.role !== 'STUDENT') throw new NotFoundError('User not found');
    return detail;
  });
}
