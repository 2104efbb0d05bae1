/**
 * Materials (server/modules/materials/README.md): staff libraries (a centre's, and the master's shared with every
 * centre), students' own uploads, assignment to groups, courses and packages, search over title, description and the
 * text of PDFs. Every verb checks its key first, then scopes by the caller (access.ts).
 */
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import type { Verb } from '../../kernel/verb.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { list } from '../../kernel/envelope.ts';
import { MATERIALS_TYPE, openStoredFile } from '../../kernel/files.ts';
import { can, requireAnyPermission, requireActor, requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import { groups, materialGroups, materialPackages, materials, packages, uploads, users } from '../../db/schema.ts';
import { likePattern } from '../users/list.ts';
import type { Material } from './contracts.ts';
import { requireMaterialAccess, scopeOf, viewerOf, type Viewer } from './access.ts';
import { extractPdfText } from './pdf-text.ts';
import { KIND_MAX_BYTES, fileProblem, searchTextOf, type MaterialKind } from './rules.ts';
import type { CreateMaterialInput, MaterialListInput, UpdateMaterialInput } from './schemas.ts';
import { signFilePath } from './signing.ts';

type Row = typeof materials.$inferSelect;
const NOT_FOUND = 'Material not found';
const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** The centre whose assignments a viewer sees and writes (the master sees every centre's). */
const assignmentOrg = (v: Viewer): number | null => (v.kind === 'master' ? null : v.org);

function mayEdit(v: Viewer, m: Row): boolean {
  if (v.kind === 'master') return true;
  if (v.kind === 'student') return m.source === 'student' && m.createdBy === v.actor.userId;
  return m.organizationId === v.org && can(v.actor, 'MATERIAL_UPDATE');
}

async function recordsOf(tx: Tx, ctx: RequestContext, v: Viewer, rows: Array<{ m: Row; first: string | null; last: string | null }>): Promise<Material[]> {
  const ids = rows.map((r) => r.m.id);
  const org = assignmentOrg(v);
  const [gs, ps] = ids.length
    ? await Promise.all([
        tx
          .select({ materialId: materialGroups.materialId, id: groups.id, name: groups.name })
          .from(materialGroups)
          .innerJoin(groups, eq(groups.id, materialGroups.groupId))
          .where(and(inArray(materialGroups.materialId, ids), org === null ? undefined : eq(materialGroups.organizationId, org)))
          .orderBy(asc(groups.name)),
        tx
          .select({ materialId: materialPackages.materialId, id: packages.id, name: packages.name, kind: packages.kind })
          .from(materialPackages)
          .innerJoin(packages, eq(packages.id, materialPackages.packageId))
          .where(and(inArray(materialPackages.materialId, ids), org === null ? undefined : eq(materialPackages.organizationId, org)))
          .orderBy(asc(packages.name)),
      ])
    : [[], []];
  const secret = ctx.config.fileSigningSecret;
  return rows.map(({ m, first, last }) => ({
    id: m.id,
    organization_id: m.organizationId,
    is_platform: m.organizationId === null,
    title: m.title,
    description: m.description,
    kind: m.kind,
    source: m.source,
    special: m.special,
    status: m.status,
    file: { path: m.filePath, mime: m.fileMime, size: Number(m.fileSize) },
    file_url: signFilePath(secret, m.filePath),
    thumbnail_url: m.thumbnailPath ? signFilePath(secret, m.thumbnailPath) : null,
    thumbnail_path: m.thumbnailPath,
    groups: gs.filter((g) => g.materialId === m.id).map((g) => ({ id: g.id, name: g.name })),
    courses: ps.filter((p) => p.materialId === m.id && p.kind === 'COURSE').map((p) => ({ id: p.id, name: p.name })),
    packages: ps.filter((p) => p.materialId === m.id && p.kind === 'PACKAGE').map((p) => ({ id: p.id, name: p.name })),
    created_by: m.createdBy !== null ? { id: m.createdBy, full_name: fullName(first, last) } : null,
    can_edit: mayEdit(v, m),
    created_at: m.createdAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
  }));
}

async function select(tx: Tx, where: SQL | undefined, order: SQL[], page: number, perPage: number) {
  return tx
    .select({ m: materials, first: users.firstName, last: users.lastName })
    .from(materials)
    .leftJoin(users, eq(users.id, materials.createdBy))
    .where(where)
    .orderBy(...order)
    .limit(perPage)
    .offset((page - 1) * perPage);
}

/** One material the viewer may read, or 404 (another centre's id is not told apart from a missing one). */
async function readable(tx: Tx, v: Viewer, id: number): Promise<Row> {
  const [m] = await tx.select().from(materials).where(and(eq(materials.id, id), scopeOf(v)));
  if (!m) throw new NotFoundError(NOT_FOUND);
  return m;
}

async function recordOf(tx: Tx, ctx: RequestContext, v: Viewer, id: number): Promise<Material> {
  const rows = await select(tx, and(eq(materials.id, id), scopeOf(v)), [asc(materials.id)], 1, 1);
  if (!rows.length) throw new NotFoundError(NOT_FOUND);
  return (await recordsOf(tx, ctx, v, rows))[0]!;
}

/** GET materials */
export async function listMaterials({ ctx, input }: Verb<MaterialListInput>) {
  const actor = requireAnyPermission(ctx, 'MATERIAL_INDEX', 'MATERIAL_SHOW');
  const v = viewerOf(ctx, actor);
  await requireMaterialAccess(ctx, v);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  const org = assignmentOrg(v);
  const where = and(
    scopeOf(v),
    input.source ? eq(materials.source, input.source) : undefined,
    input.kind ? eq(materials.kind, input.kind) : undefined,
    input.special !== undefined ? eq(materials.special, input.special) : undefined,
    input.status ? eq(materials.status, input.status) : undefined,
    input.mine ? eq(materials.createdBy, actor.userId) : undefined,
    input.group !== undefined
      ? sql`exists (select 1 from material_groups mg where mg.material_id = ${materials.id} and mg.group_id = ${input.group}${org === null ? sql`` : sql` and mg.organization_id = ${org}`})`
      : undefined,
    ...[input.course, input.package].map((p) =>
      p !== undefined
        ? sql`exists (select 1 from material_packages mp where mp.material_id = ${materials.id} and mp.package_id = ${p}${org === null ? sql`` : sql` and mp.organization_id = ${org}`})`
        : undefined,
    ),
    input.search ? sql`(${materials.searchText} like ${likePattern(input.search)})` : undefined,
  );
  const dir = input.direction === 'asc' ? asc : input.direction === 'desc' ? desc : undefined;
  const order =
    input.sort === 'title'
      ? [(dir ?? asc)(sql`lower(${materials.title})`), desc(materials.id)]
      : input.sort === 'kind'
        ? [(dir ?? asc)(materials.kind), desc(materials.id)]
        : input.sort === 'size'
          ? [(dir ?? desc)(materials.fileSize), desc(materials.id)]
          : [(dir ?? desc)(materials.createdAt), (dir ?? desc)(materials.id)];
  return withTenantTx(ctx, async (tx) => {
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(materials).where(where);
    const rows = await select(tx, where, order, page, perPage);
    return list(await recordsOf(tx, ctx, v, rows), page, perPage, Number(total?.n ?? 0));
  });
}

/** GET materials/{id} */
export async function showMaterial({ ctx, input }: Verb<{ id: number }>): Promise<Material> {
  const actor = requireAnyPermission(ctx, 'MATERIAL_INDEX', 'MATERIAL_SHOW');
  const v = viewerOf(ctx, actor);
  await requireMaterialAccess(ctx, v);
  return withTenantTx(ctx, (tx) => recordOf(tx, ctx, v, input.id));
}

/** A path in the materials folder that this caller uploaded on this address, or 422 on `field`. */
async function ownUpload(tx: Tx, ctx: RequestContext, userId: number, path: string, field: string) {
  const [u] = await tx
    .select({ mime: uploads.mime, size: uploads.size })
    .from(uploads)
    .where(and(eq(uploads.path, path), eq(uploads.type, MATERIALS_TYPE), eq(uploads.userId, userId), ctx.tenant ? eq(uploads.organizationId, ctx.tenant.id) : isNull(uploads.organizationId)));
  if (!u) throw ValidationError.field(field, 'Upload the file first: this is not a file you uploaded here.');
  return u;
}

async function checkThumbnail(tx: Tx, ctx: RequestContext, userId: number, path: string | null | undefined, current?: string | null): Promise<void> {
  if (path === null || path === undefined || path === current) return;
  const t = await ownUpload(tx, ctx, userId, path, 'thumbnail_path');
  if (!['image/png', 'image/jpeg', 'image/webp', 'image/gif'].includes(t.mime)) throw ValidationError.field('thumbnail_path', 'A thumbnail must be a PNG, JPEG, WebP or GIF image.');
  if (t.size > KIND_MAX_BYTES.image) throw ValidationError.field('thumbnail_path', 'A thumbnail may be at most 10 MB.');
}

/** Ids named in a body that are not the centre's: 422 on the field. */
async function checkTargets(tx: Tx, org: number, input: { group_ids?: number[]; course_ids?: number[]; package_ids?: number[] }): Promise<void> {
  if (input.group_ids?.length) {
    const found = await tx.select({ id: groups.id }).from(groups).where(and(eq(groups.organizationId, org), inArray(groups.id, input.group_ids)));
    if (found.length !== input.group_ids.length) throw ValidationError.field('group_ids', 'Choose groups of this centre.');
  }
  for (const [field, kind] of [['course_ids', 'COURSE'], ['package_ids', 'PACKAGE']] as const) {
    const ids = input[field];
    if (!ids?.length) continue;
    const found = await tx
      .select({ id: packages.id })
      .from(packages)
      .where(and(eq(packages.organizationId, org), eq(packages.kind, kind), isNull(packages.deletedAt), inArray(packages.id, ids)));
    if (found.length !== ids.length) throw ValidationError.field(field, kind === 'COURSE' ? 'Choose courses of this centre.' : 'Choose packages of this centre.');
  }
}

const hasAssignment = (i: { group_ids?: number[]; course_ids?: number[]; package_ids?: number[] }) => i.group_ids !== undefined || i.course_ids !== undefined || i.package_ids !== undefined;

/** Replaces the centre's assignments of a material with those sent (a list not sent is kept). */
async function writeAssignments(tx: Tx, materialId: number, org: number, input: { group_ids?: number[]; course_ids?: number[]; package_ids?: number[] }): Promise<void> {
  if (input.group_ids !== undefined) {
    await tx.delete(materialGroups).where(and(eq(materialGroups.materialId, materialId), eq(materialGroups.organizationId, org)));
    if (input.group_ids.length) await tx.insert(materialGroups).values(input.group_ids.map((groupId) => ({ materialId, groupId, organizationId: org })));
  }
  for (const [field, kind] of [['course_ids', 'COURSE'], ['package_ids', 'PACKAGE']] as const) {
    const ids = input[field];
    if (ids === undefined) continue;
    const same = tx.select({ id: packages.id }).from(packages).where(eq(packages.kind, kind));
    await tx.delete(materialPackages).where(and(eq(materialPackages.materialId, materialId), eq(materialPackages.organizationId, org), inArray(materialPackages.packageId, same)));
    if (ids.length) await tx.insert(materialPackages).values(ids.map((packageId) => ({ materialId, packageId, organizationId: org })));
  }
}

/** The words of a stored PDF, read from storage (bounded by the pdf size limit); '' when it cannot be read. */
async function pdfWords(ctx: RequestContext, filePath: string): Promise<string> {
  const name = filePath.slice(`/files/${MATERIALS_TYPE}/`.length);
  const file = await openStoredFile(ctx.config.uploadDir, MATERIALS_TYPE, name);
  if (!file || file.size > KIND_MAX_BYTES.pdf) return '';
  const bytes = new Uint8Array(await new Response(file.body).arrayBuffer());
  return extractPdfText(bytes);
}

/**
 * POST materials: staff (MATERIAL_STORE) add to their centre's library, the master to the shared one; a student
 * (MATERIAL_INDEX) adds to their own uploads (source `student`), without assignments or the special flag.
 */
export async function createMaterial({ ctx, input }: Verb<CreateMaterialInput>): Promise<Material> {
  const actor = requireAnyPermission(ctx, 'MATERIAL_STORE', 'MATERIAL_INDEX');
  const v = viewerOf(ctx, actor);
  if (v.kind === 'student') {
    await requireMaterialAccess(ctx, v);
    if (input.source === 'platform') throw ValidationError.field('source', 'Students add materials to their own uploads.');
    if (input.special || hasAssignment(input)) throw ValidationError.field(input.special ? 'special' : 'group_ids', 'Your trainers assign and mark materials; leave this out.');
  } else {
    requirePermission(ctx, 'MATERIAL_STORE');
    if (input.source === 'student') throw ValidationError.field('source', "Only students add to the students' uploads.");
    if (v.kind === 'master' && hasAssignment(input)) throw ValidationError.field('group_ids', "Centres assign the platform's materials to their own groups and courses.");
  }
  const org = v.kind === 'master' ? null : v.org;
  const upload = await withTenantTx(ctx, async (tx) => {
    const u = await ownUpload(tx, ctx, actor.userId, input.file_path, 'file_path');
    const problem = fileProblem(input.kind, u);
    if (problem) throw ValidationError.field('file_path', problem);
    await checkThumbnail(tx, ctx, actor.userId, input.thumbnail_path);
    if (org !== null) await checkTargets(tx, org, input);
    return u;
  });
  // outside the transaction: reading a PDF may take a moment, and holds no lock
  const words = input.kind === 'pdf' ? await pdfWords(ctx, input.file_path) : '';
  return withTenantTx(ctx, async (tx) => {
    const [m] = await tx
      .insert(materials)
      .values({
        organizationId: org,
        title: input.title,
        description: input.description,
        kind: input.kind as MaterialKind,
        source: v.kind === 'student' ? 'student' : 'platform',
        special: v.kind === 'student' ? false : input.special,
        status: input.status,
        filePath: input.file_path,
        fileMime: upload.mime,
        fileSize: upload.size,
        thumbnailPath: input.thumbnail_path ?? null,
        searchText: searchTextOf([input.title, input.description, words]),
        createdBy: actor.userId,
      })
      .returning({ id: materials.id });
    if (org !== null) await writeAssignments(tx, m!.id, org, input);
    return recordOf(tx, ctx, v, m!.id);
  });
}

/**
 * PUT materials/{id}: the material's own fields by who may edit it (mayEdit); a centre's staff assign the master's
 * shared materials to their own groups and courses but change nothing else of them.
 */
export async function updateMaterial({ ctx, input }: Verb<UpdateMaterialInput & { id: number }>): Promise<Material> {
  const actor = requireActor(ctx);
  const v = viewerOf(ctx, actor);
  if (v.kind !== 'student') requirePermission(ctx, 'MATERIAL_UPDATE');
  return withTenantTx(ctx, async (tx) => {
    const m = await readable(tx, v, input.id);
    const own = { title: input.title, description: input.description, thumbnail_path: input.thumbnail_path, special: input.special, status: input.status };
    const changesOwn = Object.values(own).some((x) => x !== undefined);
    if (v.kind === 'student') {
      if (!mayEdit(v, m)) throw new ForbiddenError('You may change only your own uploads.');
      if (input.special !== undefined || hasAssignment(input)) throw ValidationError.field(input.special !== undefined ? 'special' : 'group_ids', 'Your trainers assign and mark materials; leave this out.');
    } else if (v.kind === 'staff' && m.organizationId === null && changesOwn) {
      throw new ForbiddenError("The platform's materials are changed by the platform; a centre assigns them to its groups and courses.");
    }
    const assignOrg = v.kind === 'master' ? m.organizationId : v.org;
    if (hasAssignment(input)) {
      if (assignOrg === null) throw ValidationError.field('group_ids', "Centres assign the platform's materials to their own groups and courses.");
      await checkTargets(tx, assignOrg, input);
    }
    if (changesOwn) {
      await checkThumbnail(tx, ctx, actor.userId, input.thumbnail_path, m.thumbnailPath);
      const title = input.title ?? m.title;
      const description = input.description ?? m.description;
      // the PDF's words stay: what was extracted at upload follows the old title and description in the stored text
      const words = m.searchText.startsWith(searchTextOf([m.title, m.description])) ? m.searchText.slice(searchTextOf([m.title, m.description]).length) : '';
      await tx
        .update(materials)
        .set({
          title,
          description,
          thumbnailPath: input.thumbnail_path === undefined ? m.thumbnailPath : input.thumbnail_path,
          special: input.special ?? m.special,
          status: input.status ?? m.status,
          searchText: searchTextOf([title, description, words]),
          updatedAt: new Date(),
        })
        .where(eq(materials.id, m.id));
    }
    if (hasAssignment(input) && assignOrg !== null) await writeAssignments(tx, m.id, assignOrg, input);
    return recordOf(tx, ctx, v, m.id);
  });
}

/** DELETE materials/{id}: a soft delete by who may edit it; its file stays stored (the row keeps naming it). */
export async function deleteMaterial({ ctx, input }: Verb<{ id: number }>): Promise<null> {
  const actor = requireActor(ctx);
  const v = viewerOf(ctx, actor);
  if (v.kind !== 'student') requirePermission(ctx, 'MATERIAL_DESTROY');
  return withTenantTx(ctx, async (tx) => {
    const m = await readable(tx, v, input.id);
    if (v.kind === 'student' ? !mayEdit(v, m) : v.kind === 'staff' && m.organizationId !== v.org) {
      throw new ForbiddenError(v.kind === 'student' ? 'You may delete only your own uploads.' : "The platform's materials are deleted by the platform.");
    }
    await tx.update(materials).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(materials.id, m.id));
    return null;
  });
}
