/**
 * Online classes, authoring (README.md): a centre's staff author their centre's classes, the master the platform's on
 * the platform domain, with the same calls. Saves are step by step (the kernel wizard): POST online-class/basic creates
 * or changes, the later steps send whole ordered lists. The student side is student.ts; the rules are rules.ts.
 */
import { and, asc, desc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../kernel/db.ts';
import { list } from '../../kernel/envelope.ts';
import { NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { MATERIALS_TYPE } from '../../kernel/files.ts';
import { requireAnyPermission, requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Verb } from '../../kernel/verb.ts';
import {
  groups, onlineClassChapters, onlineClassFaqs, onlineClassGroups, onlineClassModules, onlineClassPackages, onlineClassParts, onlineClasses,
  organizations, packages, uploads,
} from '../../db/schema.ts';
import { likePattern } from '../users/list.ts';
import type {
  BasicBody, ChapterBody, ClassDetail, ClassList, ClassListQuery, DuplicateBody, FaqBody, ModuleBody, PartInput, PublishBody, Ribbon, RulesBody,
  StoreBody, StoreResult,
} from './contracts.ts';
import { publishProblems, ruleProblem } from './rules.ts';
import { notifyNewViewers } from './notify-assigned.ts';
import {
  RIBBONS, authorOf, inTurn, authorScope, detailOf, loadTree, materialsFor, ownedClass, questionsFor, quizSetsFor, summariesOf, type ClassRow,
} from './tree.ts';

const MAX_TITLE = 200;

/* ---------------------------------------------------------------- reads */

/** GET online-class: the author's classes (a centre's own; the platform's for the master). */
export async function listClasses({ ctx, input }: Verb<ClassListQuery>): Promise<ClassList> {
  const actor = requirePermission(ctx, 'CLASS_INDEX');
  const a = authorOf(ctx, actor);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 15;
  const where = and(
    authorScope(a),
    input.status ? eq(onlineClasses.status, input.status) : undefined,
    input.level ? eq(onlineClasses.level, input.level) : undefined,
    input.ribbon ? eq(onlineClasses.ribbon, input.ribbon) : undefined,
    input.featured !== undefined ? eq(onlineClasses.featured, input.featured) : undefined,
    input.group !== undefined ? sql`exists (select 1 from online_class_groups og where og.class_id = ${onlineClasses.id} and og.group_id = ${input.group})` : undefined,
    input.search ? sql`(lower(${onlineClasses.title} || ' ' || ${onlineClasses.description}) like ${likePattern(input.search)})` : undefined,
  );
  const dir = input.direction === 'asc' ? asc : input.direction === 'desc' ? desc : undefined;
  const order: SQL[] =
    input.sort === 'title'
      ? [(dir ?? asc)(sql`lower(${onlineClasses.title})`), desc(onlineClasses.id)]
      : input.sort === 'updated_at'
        ? [(dir ?? desc)(onlineClasses.updatedAt), (dir ?? desc)(onlineClasses.id)]
        : [(dir ?? desc)(onlineClasses.createdAt), (dir ?? desc)(onlineClasses.id)];
  return withTenantTx(ctx, async (tx) => {
    const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(onlineClasses).where(where);
    const rows = await tx.select().from(onlineClasses).where(where).orderBy(...order).limit(perPage).offset((page - 1) * perPage);
    return list(await summariesOf(tx, ctx, a, rows), page, perPage, Number(total?.n ?? 0));
  });
}

/** GET online-class/{id} */
export async function showClass({ ctx, input }: Verb<{ id: number }>): Promise<ClassDetail> {
  const actor = requireAnyPermission(ctx, 'CLASS_SHOW', 'CLASS_INDEX');
  const a = authorOf(ctx, actor);
  return withTenantTx(ctx, async (tx) => detailOf(tx, ctx, a, await ownedClass(tx, a, input.id)));
}

/** GET online-class-ribbons: the fixed list. */
export async function listRibbons({ ctx }: Verb): Promise<Ribbon[]> {
  requireAnyPermission(ctx, 'CLASS_RIBBON_INDEX', 'CLASS_INDEX');
  return RIBBONS;
}

/* ---------------------------------------------------------------- checks */

type Mapping = { group_ids?: number[]; course_ids?: number[]; package_ids?: number[] };
const hasMapping = (i: Mapping) => i.group_ids !== undefined || i.course_ids !== undefined || i.package_ids !== undefined;

async function checkMapping(tx: Tx, org: number, input: Mapping): Promise<void> {
  if (input.group_ids?.length) {
    const found = await tx.select({ id: groups.id }).from(groups).where(and(eq(groups.organizationId, org), inArray(groups.id, input.group_ids)));
    if (found.length !== input.group_ids.length) throw ValidationError.field('group_ids', 'Choose groups of this centre.');
  }
  for (const [field, kind] of [['course_ids', 'COURSE'], ['package_ids', 'PACKAGE']] as const) {
    const ids = input[field];
    if (!ids?.length) continue;
    const found = await tx.select({ id: packages.id }).from(packages).where(and(eq(packages.organizationId, org), eq(packages.kind, kind), isNull(packages.deletedAt), inArray(packages.id, ids)));
    if (found.length !== ids.length) throw ValidationError.field(field, kind === 'COURSE' ? 'Choose courses of this centre.' : 'Choose packages of this centre.');
  }
}

async function writeMapping(tx: Tx, classId: number, org: number, input: Mapping): Promise<void> {
  if (input.group_ids !== undefined) {
    await tx.delete(onlineClassGroups).where(eq(onlineClassGroups.classId, classId));
    if (input.group_ids.length) await tx.insert(onlineClassGroups).values(input.group_ids.map((groupId) => ({ classId, groupId, organizationId: org })));
  }
  for (const [field, kind] of [['course_ids', 'COURSE'], ['package_ids', 'PACKAGE']] as const) {
    const ids = input[field];
    if (ids === undefined) continue;
    const same = tx.select({ id: packages.id }).from(packages).where(eq(packages.kind, kind));
    await tx.delete(onlineClassPackages).where(and(eq(onlineClassPackages.classId, classId), inArray(onlineClassPackages.packageId, same)));
    if (ids.length) await tx.insert(onlineClassPackages).values(ids.map((packageId) => ({ classId, packageId, organizationId: org })));
  }
}

/** A file of the materials folder uploaded on the owner's address (any of its authors), of the kind asked. */
async function checkUpload(tx: Tx, org: number | null, path: string, field: string, want: 'image' | 'video'): Promise<void> {
  const [u] = await tx.select({ mime: uploads.mime }).from(uploads).where(and(eq(uploads.path, path), eq(uploads.type, MATERIALS_TYPE), org === null ? isNull(uploads.organizationId) : eq(uploads.organizationId, org)));
  if (!u) throw ValidationError.field(field, 'Upload the file first: this is not a file uploaded here.');
  if (!u.mime.startsWith(`${want}/`)) throw ValidationError.field(field, want === 'image' ? 'A thumbnail must be an image.' : 'This upload is not a video.');
}

const touch = (tx: Tx, id: number) => tx.update(onlineClasses).set({ updatedAt: new Date() }).where(eq(onlineClasses.id, id));

/* ---------------------------------------------------------------- basic */

/** POST online-class/basic: a new draft without `id`, a change of that class with it. */
export async function saveBasic({ ctx, input }: Verb<BasicBody>): Promise<{ detail: ClassDetail; created: boolean }> {
  const actor = requirePermission(ctx, input.id === undefined ? 'CLASS_STORE' : 'CLASS_UPDATE');
  const a = authorOf(ctx, actor);
  if (a.org === null && hasMapping(input)) throw ValidationError.field(input.group_ids !== undefined ? 'group_ids' : input.course_ids !== undefined ? 'course_ids' : 'package_ids', 'A platform class is mapped by the centre it is given to (POST organizations/online-class-store/{id}).');
  return withTenantTx(ctx, async (tx) => {
    const current = input.id !== undefined ? await ownedClass(tx, a, input.id) : null;
    if (input.thumbnail_path != null && input.thumbnail_path !== current?.thumbnailPath) await checkUpload(tx, a.org, input.thumbnail_path, 'thumbnail_path', 'image');
    if (a.org !== null) await checkMapping(tx, a.org, input);
    let id: number;
    if (!current) {
      const [row] = await tx
        .insert(onlineClasses)
        .values({
          organizationId: a.org,
          title: input.title!,
          description: input.description ?? '',
          thumbnailPath: input.thumbnail_path ?? null,
          level: input.level ?? 'beginner',
          ribbon: input.ribbon ?? null,
          featured: input.featured ?? false,
          whyImportant: input.why_important ?? [],
          createdBy: actor.userId,
        })
        .returning({ id: onlineClasses.id });
      id = row!.id;
    } else {
      id = current.id;
      await tx
        .update(onlineClasses)
        .set({
          title: input.title ?? current.title,
          description: input.description ?? current.description,
          thumbnailPath: input.thumbnail_path === undefined ? current.thumbnailPath : input.thumbnail_path,
          level: input.level ?? current.level,
          ribbon: input.ribbon === undefined ? current.ribbon : input.ribbon,
          featured: input.featured ?? current.featured,
          whyImportant: input.why_important ?? current.whyImportant,
          updatedAt: new Date(),
        })
        .where(eq(onlineClasses.id, id));
    }
    if (a.org !== null) {
      await writeMapping(tx, id, a.org, input);
      if (hasMapping(input)) await notifyNewViewers(tx, a.org, id);
    }
    return { detail: await detailOf(tx, ctx, a, await ownedClass(tx, a, id)), created: !current };
  });
}

/* ---------------------------------------------------------------- copies */

/**
 * Copies a class with everything under it (new ids), as a draft owned by `org`. Mappings are copied only within the
 * same owner (a centre's groups mean nothing to another). Students' progress is never copied.
 */
export async function copyClass(tx: Tx, src: ClassRow, o: { org: number | null; createdBy: number; title?: string; keepMapping: boolean }): Promise<number> {
  const [c] = await tx
    .insert(onlineClasses)
    .values({
      organizationId: o.org,
      title: o.title ?? src.title,
      description: src.description,
      thumbnailPath: src.thumbnailPath,
      level: src.level,
      ribbon: src.ribbon,
      featured: src.featured,
      whyImportant: src.whyImportant,
      status: 'draft',
      sourceClassId: src.id,
      createdBy: o.createdBy,
    })
    .returning({ id: onlineClasses.id });
  const classId = c!.id;
  const faqs = await tx.select().from(onlineClassFaqs).where(eq(onlineClassFaqs.classId, src.id));
  if (faqs.length) await tx.insert(onlineClassFaqs).values(faqs.map((f) => ({ organizationId: o.org, classId, question: f.question, answer: f.answer, position: f.position })));
  if (o.keepMapping && o.org !== null) {
    const gs = await tx.select().from(onlineClassGroups).where(eq(onlineClassGroups.classId, src.id));
    if (gs.length) await tx.insert(onlineClassGroups).values(gs.map((g) => ({ classId, groupId: g.groupId, organizationId: o.org! })));
    const ps = await tx.select().from(onlineClassPackages).where(eq(onlineClassPackages.classId, src.id));
    if (ps.length) await tx.insert(onlineClassPackages).values(ps.map((p) => ({ classId, packageId: p.packageId, organizationId: o.org! })));
  }
  const tree = await loadTree(tx, src.id);
  for (const m of tree.modules) {
    const [nm] = await tx
      .insert(onlineClassModules)
      .values({ organizationId: o.org, classId, title: m.title, description: m.description, position: m.position, sequential: m.sequential, minQuizPercent: m.minQuizPercent })
      .returning({ id: onlineClassModules.id });
    for (const ch of m.chapters) {
      const [nc] = await tx
        .insert(onlineClassChapters)
        .values({ organizationId: o.org, classId, moduleId: nm!.id, title: ch.title, description: ch.description, position: ch.position })
        .returning({ id: onlineClassChapters.id });
      if (ch.parts.length) {
        await tx.insert(onlineClassParts).values(
          ch.parts.map((p) => ({
            organizationId: o.org, classId, chapterId: nc!.id, position: p.position, kind: p.kind, title: p.title, materialId: p.materialId, videoPath: p.videoPath,
            paragraphs: p.paragraphs, quizSetId: p.quizSetId, questionIds: p.questionIds, durationSec: p.durationSec,
          })),
        );
      }
    }
  }
  return classId;
}

/** POST online-class/duplicate: an independent draft copy under the same owner (mapping kept). */
export async function duplicateClass({ ctx, input }: Verb<DuplicateBody>): Promise<ClassDetail> {
  const actor = requirePermission(ctx, 'CLASS_DUPLICATE');
  const a = authorOf(ctx, actor);
  return withTenantTx(ctx, async (tx) => {
    const src = await ownedClass(tx, a, input.id);
    const title = input.title ?? `${src.title} (copy)`.slice(0, MAX_TITLE);
    const id = await copyClass(tx, src, { org: a.org, createdBy: actor.userId, title, keepMapping: true });
    return detailOf(tx, ctx, a, await ownedClass(tx, a, id));
  });
}

/**
 * POST organizations/online-class-store/{id}: the master gives platform classes to a centre as independent drafts the
 * centre maps to its own groups and publishes (copy, not grant: README "Platform classes"). Giving a class the centre
 * already holds a live copy of answers that copy again (no second copy).
 */
export async function storeClassesForCentre({ ctx, input }: Verb<StoreBody & { id: number }>): Promise<StoreResult> {
  const actor = requirePermission(ctx, 'ORGANIZATION_ONLINE_CLASS_STORE');
  if (ctx.tenant || actor.role !== 'SUPER_ADMIN') throw new NotFoundError('Platform classes are given to centres from the platform address.');
  return withTenantTx(ctx, async (tx) => {
    const [org] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, input.id));
    if (!org) throw new NotFoundError('Coaching centre not found');
    const srcs = await tx.select().from(onlineClasses).where(and(inArray(onlineClasses.id, input.class_ids), isNull(onlineClasses.organizationId), isNull(onlineClasses.deletedAt)));
    const missing = input.class_ids.findIndex((id) => !srcs.some((s) => s.id === id));
    if (missing >= 0) throw ValidationError.field(`class_ids.${missing}`, 'This is not a platform class.');
    const items: StoreResult['items'] = [];
    for (const id of input.class_ids) {
      const src = srcs.find((s) => s.id === id)!;
      const [existing] = await tx
        .select({ id: onlineClasses.id, title: onlineClasses.title })
        .from(onlineClasses)
        .where(and(eq(onlineClasses.organizationId, org.id), eq(onlineClasses.sourceClassId, src.id), isNull(onlineClasses.deletedAt)));
      if (existing) {
        items.push({ source_class_id: src.id, class_id: existing.id, title: existing.title });
        continue;
      }
      const classId = await copyClass(tx, src, { org: org.id, createdBy: actor.userId, keepMapping: false });
      items.push({ source_class_id: src.id, class_id: classId, title: src.title });
    }
    return { organization_id: org.id, items };
  });
}

/* ---------------------------------------------------------------- later steps */

/** POST online-class/faq: the whole ordered list, and/or the FAQs of another class of the same owner appended. */
export async function saveFaqs({ ctx, input }: Verb<FaqBody>): Promise<ClassDetail> {
  const actor = requirePermission(ctx, 'CLASS_UPDATE');
  const a = authorOf(ctx, actor);
  return withTenantTx(ctx, async (tx) => {
    const c = await ownedClass(tx, a, input.class_id);
    let next: Array<{ id?: number; question: string; answer: string }>;
    if (input.faqs !== undefined) {
      const existing = new Set((await tx.select({ id: onlineClassFaqs.id }).from(onlineClassFaqs).where(eq(onlineClassFaqs.classId, c.id))).map((f) => f.id));
      input.faqs.forEach((f, i) => {
        if (f.id !== undefined && !existing.has(f.id)) throw ValidationError.field(`faqs.${i}.id`, 'This FAQ is not one of this class.');
      });
      next = input.faqs;
    } else {
      next = (await tx.select().from(onlineClassFaqs).where(eq(onlineClassFaqs.classId, c.id)).orderBy(asc(onlineClassFaqs.position), asc(onlineClassFaqs.id))).map((f) => ({ id: f.id, question: f.question, answer: f.answer }));
    }
    if (input.import_from_class_id !== undefined) {
      if (input.import_from_class_id === c.id) throw ValidationError.field('import_from_class_id', 'Choose another class.');
      const [from] = await tx.select({ id: onlineClasses.id }).from(onlineClasses).where(and(eq(onlineClasses.id, input.import_from_class_id), authorScope(a)));
      if (!from) throw ValidationError.field('import_from_class_id', 'Choose a class of yours.');
      const theirs = await tx.select().from(onlineClassFaqs).where(eq(onlineClassFaqs.classId, from.id)).orderBy(asc(onlineClassFaqs.position), asc(onlineClassFaqs.id));
      next = [...next, ...theirs.map((f) => ({ question: f.question, answer: f.answer }))];
    }
    if (next.length > 200) throw ValidationError.field('faqs', 'A class may have at most 200 FAQs.');
    const kept = next.map((f) => f.id).filter((x): x is number => x !== undefined);
    await tx.delete(onlineClassFaqs).where(and(eq(onlineClassFaqs.classId, c.id), kept.length ? notInArray(onlineClassFaqs.id, kept) : undefined));
    for (const [position, f] of next.entries()) {
      if (f.id !== undefined) await tx.update(onlineClassFaqs).set({ question: f.question, answer: f.answer, position }).where(eq(onlineClassFaqs.id, f.id));
      else await tx.insert(onlineClassFaqs).values({ organizationId: c.organizationId, classId: c.id, question: f.question, answer: f.answer, position });
    }
    await touch(tx, c.id);
    return detailOf(tx, ctx, a, c);
  });
}

/** POST online-class/module: the whole ordered list of modules (one left out is deleted with its chapters). */
export async function saveModules({ ctx, input }: Verb<ModuleBody>): Promise<ClassDetail> {
  const actor = requirePermission(ctx, 'CLASS_UPDATE');
  const a = authorOf(ctx, actor);
  return withTenantTx(ctx, async (tx) => {
    const c = await ownedClass(tx, a, input.class_id);
    const existing = new Set((await tx.select({ id: onlineClassModules.id }).from(onlineClassModules).where(eq(onlineClassModules.classId, c.id))).map((m) => m.id));
    input.modules.forEach((m, i) => {
      if (m.id !== undefined && !existing.has(m.id)) throw ValidationError.field(`modules.${i}.id`, 'This module is not one of this class.');
    });
    const ids = input.modules.map((m) => m.id).filter((x): x is number => x !== undefined);
    if (new Set(ids).size !== ids.length) throw ValidationError.field('modules', 'Each module may be named once.');
    await tx.delete(onlineClassModules).where(and(eq(onlineClassModules.classId, c.id), ids.length ? notInArray(onlineClassModules.id, ids) : undefined));
    for (const [position, m] of input.modules.entries()) {
      if (m.id !== undefined) {
        await tx.update(onlineClassModules).set({ title: m.title, ...(m.description !== undefined ? { description: m.description } : {}), position }).where(eq(onlineClassModules.id, m.id));
      } else {
        await tx.insert(onlineClassModules).values({ organizationId: c.organizationId, classId: c.id, title: m.title, description: m.description ?? '', position });
      }
    }
    await touch(tx, c.id);
    return detailOf(tx, ctx, a, c);
  });
}

/** The references of parts: materials, uploaded videos, quiz sets and questions the owner may use (422 per part field). */
async function checkParts(tx: Tx, c: ClassRow, chapters: ChapterBody['chapters']): Promise<void> {
  const all: Array<{ p: PartInput; at: string }> = chapters.flatMap((ch, i) => ch.parts.map((p, k) => ({ p, at: `chapters.${i}.parts.${k}` })));
  const matIds = all.filter(({ p }) => (p.kind === 'video' || p.kind === 'material') && p.material_id != null).map(({ p }) => p.material_id!);
  const quizIds = all.filter(({ p }) => p.kind === 'quiz' && p.quiz_set_id != null).map(({ p }) => p.quiz_set_id!);
  const qIds = all.filter(({ p }) => p.kind === 'pte').flatMap(({ p }) => p.question_ids ?? []);
  const [mats, quizzes, qs] = await inTurn(() => materialsFor(tx, c.organizationId, matIds), () => quizSetsFor(tx, c.organizationId, quizIds), () => questionsFor(tx, c.organizationId, qIds));
  for (const { p, at } of all) {
    if ((p.kind === 'video' || p.kind === 'material') && p.material_id != null && !mats.has(p.material_id)) throw ValidationError.field(`${at}.material_id`, 'Choose a material of this centre or of the platform.');
    if (p.kind === 'video' && p.video_path != null) await checkUpload(tx, c.organizationId, p.video_path, `${at}.video_path`, 'video');
    if (p.kind === 'quiz' && p.quiz_set_id != null && !quizzes.has(p.quiz_set_id)) throw ValidationError.field(`${at}.quiz_set_id`, 'Choose a quiz set of the bank.');
    if (p.kind === 'pte') {
      const bad = (p.question_ids ?? []).findIndex((q) => !qs.has(q));
      if (bad >= 0) throw ValidationError.field(`${at}.question_ids.${bad}`, 'Choose questions of the bank.');
    }
  }
}

const partValues = (p: PartInput) => ({
  kind: p.kind,
  title: p.title ?? '',
  materialId: p.kind === 'video' || p.kind === 'material' ? (p.material_id ?? null) : null,
  videoPath: p.kind === 'video' ? (p.video_path ?? null) : null,
  paragraphs: p.kind === 'text' ? (p.paragraphs ?? []).map((x) => x.trim()).filter((x) => x !== '') : [],
  quizSetId: p.kind === 'quiz' ? (p.quiz_set_id ?? null) : null,
  questionIds: p.kind === 'pte' ? (p.question_ids ?? []) : [],
  durationSec: p.kind === 'video' ? (p.duration_sec ?? null) : null,
});

/**
 * POST online-class/chapter: the whole ordered list of one module's chapters with their ordered parts. A chapter or
 * part keeps its id when sent (it may come from another module or chapter of the same class: a move); one left out is
 * deleted with what students did on it.
 */
export async function saveChapters({ ctx, input }: Verb<ChapterBody>): Promise<ClassDetail> {
  const actor = requirePermission(ctx, 'CLASS_UPDATE');
  const a = authorOf(ctx, actor);
  return withTenantTx(ctx, async (tx) => {
    const c = await ownedClass(tx, a, input.class_id);
    const [m] = await tx.select({ id: onlineClassModules.id }).from(onlineClassModules).where(and(eq(onlineClassModules.id, input.module_id), eq(onlineClassModules.classId, c.id)));
    if (!m) throw ValidationError.field('module_id', 'This module is not one of this class.');
    const [chs, ps] = await inTurn(() => tx.select({ id: onlineClassChapters.id, moduleId: onlineClassChapters.moduleId }).from(onlineClassChapters).where(eq(onlineClassChapters.classId, c.id)), () => tx.select({ id: onlineClassParts.id, chapterId: onlineClassParts.chapterId }).from(onlineClassParts).where(eq(onlineClassParts.classId, c.id)));
    const chIds = new Set(chs.map((x) => x.id));
    const pIds = new Set(ps.map((x) => x.id));
    const sentCh: number[] = [];
    const sentP: number[] = [];
    input.chapters.forEach((ch, i) => {
      if (ch.id !== undefined) {
        if (!chIds.has(ch.id)) throw ValidationError.field(`chapters.${i}.id`, 'This chapter is not one of this class.');
        if (sentCh.includes(ch.id)) throw ValidationError.field(`chapters.${i}.id`, 'Each chapter may be named once.');
        sentCh.push(ch.id);
      }
      ch.parts.forEach((p, k) => {
        if (p.id === undefined) return;
        if (!pIds.has(p.id)) throw ValidationError.field(`chapters.${i}.parts.${k}.id`, 'This part is not one of this class.');
        if (sentP.includes(p.id)) throw ValidationError.field(`chapters.${i}.parts.${k}.id`, 'Each part may be named once.');
        sentP.push(p.id);
      });
    });
    await checkParts(tx, c, input.chapters);
    const keptParts: number[] = [];
    const keptChapters: number[] = [];
    for (const [position, ch] of input.chapters.entries()) {
      let chapterId: number;
      if (ch.id !== undefined) {
        chapterId = ch.id;
        await tx.update(onlineClassChapters).set({ moduleId: m.id, title: ch.title, ...(ch.description !== undefined ? { description: ch.description } : {}), position }).where(eq(onlineClassChapters.id, ch.id));
      } else {
        const [row] = await tx.insert(onlineClassChapters).values({ organizationId: c.organizationId, classId: c.id, moduleId: m.id, title: ch.title, description: ch.description ?? '', position }).returning({ id: onlineClassChapters.id });
        chapterId = row!.id;
      }
      keptChapters.push(chapterId);
      for (const [k, p] of ch.parts.entries()) {
        if (p.id !== undefined) {
          await tx.update(onlineClassParts).set({ ...partValues(p), chapterId, position: k }).where(eq(onlineClassParts.id, p.id));
          keptParts.push(p.id);
        } else {
          const [row] = await tx.insert(onlineClassParts).values({ ...partValues(p), organizationId: c.organizationId, classId: c.id, chapterId, position: k }).returning({ id: onlineClassParts.id });
          keptParts.push(row!.id);
        }
      }
    }
    // after the moves: parts of the chapters kept that were not sent go, then the chapters of this module not sent
    if (keptChapters.length) await tx.delete(onlineClassParts).where(and(inArray(onlineClassParts.chapterId, keptChapters), keptParts.length ? notInArray(onlineClassParts.id, keptParts) : undefined));
    const gone = chs.filter((x) => x.moduleId === m.id && !sentCh.includes(x.id)).map((x) => x.id);
    if (gone.length) await tx.delete(onlineClassChapters).where(inArray(onlineClassChapters.id, gone));
    await touch(tx, c.id);
    return detailOf(tx, ctx, a, c);
  });
}

/** POST online-class/rules: the rules of the modules named. A minimum quiz score on a module with no quiz is 422. */
export async function saveRules({ ctx, input }: Verb<RulesBody>): Promise<ClassDetail> {
  const actor = requirePermission(ctx, 'CLASS_UPDATE');
  const a = authorOf(ctx, actor);
  return withTenantTx(ctx, async (tx) => {
    const c = await ownedClass(tx, a, input.class_id);
    const tree = await loadTree(tx, c.id);
    const seen = new Set<number>();
    input.rules.forEach((r, i) => {
      const m = tree.modules.find((x) => x.id === r.module_id);
      if (!m) throw ValidationError.field(`rules.${i}.module_id`, 'This module is not one of this class.');
      if (seen.has(r.module_id)) throw ValidationError.field(`rules.${i}.module_id`, 'Each module may be named once.');
      seen.add(r.module_id);
      const problem = ruleProblem({ minQuizPercent: r.min_quiz_percent }, m);
      if (problem) throw ValidationError.field(`rules.${i}.min_quiz_percent`, problem);
    });
    for (const r of input.rules) await tx.update(onlineClassModules).set({ sequential: r.sequential, minQuizPercent: r.min_quiz_percent }).where(eq(onlineClassModules.id, r.module_id));
    await touch(tx, c.id);
    return detailOf(tx, ctx, a, c);
  });
}

/** POST online-class/publish: checks the whole class (422 per field), or takes it back to draft. */
export async function publishClass({ ctx, input }: Verb<PublishBody>): Promise<ClassDetail> {
  const actor = requirePermission(ctx, 'CLASS_PUBLISH');
  const a = authorOf(ctx, actor);
  return withTenantTx(ctx, async (tx) => {
    const c = await ownedClass(tx, a, input.class_id);
    if (input.publish) {
      const tree = await loadTree(tx, c.id);
      const parts = tree.modules.flatMap((m) => m.chapters.flatMap((ch) => ch.parts));
      const [mats, quizzes, qs] = await inTurn(() => materialsFor(tx, c.organizationId, parts.map((p) => p.materialId).filter((x): x is number => x !== null)), () => quizSetsFor(tx, c.organizationId, parts.map((p) => p.quizSetId).filter((x): x is number => x !== null)), () => questionsFor(tx, c.organizationId, parts.flatMap((p) => p.questionIds)));
      const errors = publishProblems({
        title: c.title,
        modules: tree.modules.map((m) => ({
          minQuizPercent: m.minQuizPercent,
          chapters: m.chapters.map((ch) => ({
            parts: ch.parts.map((p) => ({
              kind: p.kind,
              materialId: p.materialId,
              videoPath: p.videoPath,
              materialKind: p.materialId !== null ? (mats.get(p.materialId)?.kind ?? null) : null,
              paragraphs: p.paragraphs,
              quizSetId: p.quizSetId,
              quizExists: p.quizSetId !== null && quizzes.has(p.quizSetId),
              questionIds: p.questionIds,
              questionsFound: p.questionIds.filter((q) => qs.has(q)).length,
            })),
          })),
        })),
      });
      if (Object.keys(errors).length) throw new ValidationError(errors);
      await tx.update(onlineClasses).set({ status: 'published', publishedAt: c.publishedAt ?? new Date(), updatedAt: new Date() }).where(eq(onlineClasses.id, c.id));
      if (c.organizationId !== null) await notifyNewViewers(tx, c.organizationId, c.id);
    } else {
      await tx.update(onlineClasses).set({ status: 'draft', updatedAt: new Date() }).where(eq(onlineClasses.id, c.id));
    }
    return detailOf(tx, ctx, a, await ownedClass(tx, a, c.id));
  });
}

