/**
 * Who reads which material, as SQL over the `materials` table (the rule is rules.ts's `studentMayRead`, tested there):
 * the scope of each kind of caller, and the check of GET /files/materials/<name> for bearer reads.
 */
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Actor, RequestContext } from '../../kernel/context.ts';
import { NotFoundError } from '../../kernel/errors.ts';
import { MATERIALS_TYPE, isStoredName } from '../../kernel/files.ts';
import { requireActivePackage, requireEntitlement } from '../../kernel/package-access.ts';
import { can, requireActor } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Verb } from '../../kernel/verb.ts';
import { materials, uploads } from '../../db/schema.ts';

export type Viewer =
  | { kind: 'master'; actor: Actor }
  | { kind: 'staff'; actor: Actor; org: number }
  | { kind: 'student'; actor: Actor; org: number };

/** The caller's standing: the master on the platform scope, a centre's staff, or a student of the centre. */
export function viewerOf(ctx: RequestContext, actor: Actor): Viewer {
  if (!ctx.tenant) {
    if (actor.role === 'SUPER_ADMIN') return { kind: 'master', actor };
    throw new NotFoundError('This belongs to a coaching centre: open its own address.');
  }
  return actor.role === 'STUDENT' ? { kind: 'student', actor, org: ctx.tenant.id } : { kind: 'staff', actor, org: ctx.tenant.id };
}

/** The student rule of rules.ts#studentMayRead, for a query over `materials`. */
export function studentVisible(org: number, userId: number): SQL {
  return sql`(
    (${materials.source} = 'student' and ${materials.createdBy} = ${userId} and ${materials.organizationId} = ${org})
    or (${materials.source} = 'platform' and ${materials.status} = 'active'
      and (${materials.organizationId} = ${org} or ${materials.organizationId} is null)
      and (exists (select 1 from material_groups mg join group_members gm on gm.group_id = mg.group_id
                    where mg.material_id = ${materials.id} and mg.organization_id = ${org}
                      and gm.user_id = ${userId} and gm.member_role = 'student')
        or exists (select 1 from material_packages mp join enrollments e on e.package_id = mp.package_id
                    where mp.material_id = ${materials.id} and mp.organization_id = ${org}
                      and e.organization_id = ${org} and e.student_id = ${userId} and e.status = 'active'
                      and e.starts_on <= current_date and (e.ends_on is null or e.ends_on >= current_date))))
  )`;
}

/** Which live materials a viewer may read at all (filters narrow it further). */
export function scopeOf(v: Viewer): SQL {
  const live = isNull(materials.deletedAt);
  if (v.kind === 'master') return live;
  if (v.kind === 'staff') {
    // the centre's own (its staff's and its students' uploads) and the master's shared library; never another centre's
    return and(live, or(eq(materials.organizationId, v.org), and(isNull(materials.organizationId), eq(materials.source, 'platform'))))!;
  }
  return and(live, studentVisible(v.org, v.actor.userId))!;
}

/**
 * A student reads materials only while the package covers them (kernel/package-access.ts): an expired package or one
 * without `materials` answers 403. Staff pass.
 */
export async function requireMaterialAccess(ctx: RequestContext, v: Viewer): Promise<void> {
  if (v.kind !== 'student') return;
  requireActivePackage(ctx);
  await requireEntitlement(ctx, 'materials');
}

/**
 * GET /files/materials/<name> with a bearer token: the material (or its thumbnail) must be one the caller may read
 * (staff of its centre holding MATERIAL_INDEX, the master, a student to whom it is visible), or the caller uploaded the
 * file (a preview before the material is saved). Anyone else 404, as for a missing file.
 */
export async function authorizeMaterialFileRead({ ctx, input }: Verb<{ name: string }>): Promise<void> {
  const actor = requireActor(ctx);
  if (!isStoredName(input.name)) throw new NotFoundError('File not found');
  const path = `/files/${MATERIALS_TYPE}/${input.name}`;
  let v: Viewer;
  try {
    v = viewerOf(ctx, actor);
  } catch {
    throw new NotFoundError('File not found');
  }
  if (v.kind === 'staff' && !can(actor, 'MATERIAL_INDEX')) throw new NotFoundError('File not found');
  const how = await withTenantTx(ctx, async (tx) => {
    const [m] = await tx
      .select({ id: materials.id })
      .from(materials)
      .where(and(or(eq(materials.filePath, path), eq(materials.thumbnailPath, path)), scopeOf(v)))
      .limit(1);
    if (m) return 'material' as const;
    const tenantScope = ctx.tenant ? eq(uploads.organizationId, ctx.tenant.id) : isNull(uploads.organizationId);
    const [u] = await tx
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.path, path), eq(uploads.type, MATERIALS_TYPE), eq(uploads.userId, actor.userId), tenantScope));
    return u ? ('uploader' as const) : null;
  });
  if (!how) throw new NotFoundError('File not found');
  if (how === 'material') await requireMaterialAccess(ctx, v);
}
