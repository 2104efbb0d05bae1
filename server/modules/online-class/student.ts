/**
 * Online classes, the student side (README.md "Following a class"): the classes a student may follow, their modules
 * and chapters with lock states and progress, a chapter's parts (refused while locked), marking parts done, bookmarks,
 * video positions and the certificate. The lock rule is rules.ts, enforced here on every read and write of a part.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Actor, RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import { AppError, ForbiddenError, NotFoundError, ValidationError } from '../../kernel/errors.ts';
import { list } from '../../kernel/envelope.ts';
import { requireActivePackage } from '../../kernel/package-access.ts';
import { requirePermission } from '../../kernel/permissions.ts';
import { withTenantTx } from '../../kernel/tx.ts';
import type { Verb } from '../../kernel/verb.ts';
import { onlineClassBookmarks, onlineClassChapters, onlineClassFaqs, onlineClassParts, onlineClassProgress, onlineClasses, onlineClassVideoPositions, users } from '../../db/schema.ts';
import { likePattern } from '../users/list.ts';
import type {
  BookmarkBody, BookmarkResult, MarkResult, OcCard, OcChapter, OcChapterBrief, OcChapterList, OcClass, OcHome, OcModule, OcModuleChapters, OcPart, OcQuery,
  VideoPosition, VideoPositionBody,
} from './contracts.ts';
import { certificatePdf } from './certificate.ts';
import { chapterStates, clampPosition, classProgress, partDone, progressOf, quizPassed } from './rules.ts';
import {
  bookmarksOf, countsOf, inTurn, loadTrees, materialsFor, positionsOf, quizSetsFor, ribbonOf, signedFile, standingOf, studentVisible, thumbnailUrl,
  visibleClass, type ClassRow, type PartRow, type Standing,
} from './tree.ts';

export const CHAPTER_LOCKED = 'chapter_locked';
export const QUIZ_NOT_PASSED = 'quiz_not_passed';
export const CLASS_NOT_COMPLETED = 'class_not_completed';

class ChapterLockedError extends AppError {
  constructor(reason: string | null) {
    super(403, reason === 'quiz_not_passed' ? 'This chapter opens when you pass the quiz of the chapter before it.' : 'This chapter opens when you finish the chapter before it.', undefined, undefined, CHAPTER_LOCKED, { reason });
  }
}

/** The signed-in student of a centre (online classes are followed by students; anyone else 403), within the package. */
function studentOf(ctx: RequestContext, actor: Actor): { actor: Actor; org: number } {
  if (!ctx.tenant) throw new NotFoundError('Online classes belong to a coaching centre: open its own address.');
  if (actor.role !== 'STUDENT') throw new ForbiddenError('Online classes are followed by students.');
  requireActivePackage(ctx);
  return { actor, org: ctx.tenant.id };
}

/* ---------------------------------------------------------------- shaping */

function cardOf(ctx: RequestContext, c: ClassRow, s: Standing): OcCard {
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    thumbnail_url: thumbnailUrl(ctx, c),
    level: c.level,
    ribbon: ribbonOf(c.ribbon),
    featured: c.featured,
    counts: countsOf(s.tree),
    progress: { done: s.progress.done, total: s.progress.total, percent: s.progress.percent },
    started: s.progress.done > 0,
    is_completed: s.progress.completed,
  };
}

function modulesOf(s: Standing, bm: { parts: Set<number>; chapters: Set<number> }): OcModule[] {
  return s.tree.modules.map((m, mi) => {
    const rm = s.rule[mi]!;
    const chapters: OcChapterBrief[] = m.chapters.map((ch, ci) => {
      const st = s.states.get(ch.id)!;
      return {
        id: ch.id,
        module_id: m.id,
        title: ch.title,
        description: ch.description,
        position: ch.position,
        locked: st.locked,
        lock_reason: st.reason,
        is_completed: st.completed,
        bookmarked: bm.chapters.has(ch.id),
        progress: progressOf(st.done, st.total),
        parts: ch.parts.map((p, pi) => ({ id: p.id, kind: p.kind, title: p.title, position: p.position, is_completed: partDone(rm.chapters[ci]!.parts[pi]!, m.minQuizPercent), bookmarked: bm.parts.has(p.id) })),
      };
    });
    const done = chapters.reduce((n, c) => n + c.progress.done, 0);
    const total = chapters.reduce((n, c) => n + c.progress.total, 0);
    return { id: m.id, title: m.title, description: m.description, position: m.position, rules: { sequential: m.sequential, min_quiz_percent: m.minQuizPercent }, progress: progressOf(done, total), chapters };
  });
}

/* ---------------------------------------------------------------- reads */

/** GET oc: featured classes, the others (paged), suggestions and a summary of the student's progress. */
export async function studentHome({ ctx, input }: Verb<OcQuery>): Promise<OcHome> {
  const actor = requirePermission(ctx, 'OC_INDEX');
  const st = studentOf(ctx, actor);
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 12;
  return withTenantTx(ctx, async (tx) => {
    const rows = await tx
      .select()
      .from(onlineClasses)
      .where(and(
        studentVisible(st.org, actor.userId),
        input.level ? eq(onlineClasses.level, input.level) : undefined,
        input.search ? sql`(lower(${onlineClasses.title} || ' ' || ${onlineClasses.description}) like ${likePattern(input.search)})` : undefined,
      ))
      .orderBy(sql`${onlineClasses.publishedAt} desc nulls last`, asc(onlineClasses.id))
      .limit(500);
    const trees = await loadTrees(tx, rows.map((r) => r.id));
    const cards: OcCard[] = [];
    for (const c of rows) cards.push(cardOf(ctx, c, await standingOf(tx, actor.userId, c.id, trees.get(c.id))));
    const featured = cards.filter((c) => c.featured);
    const more = cards.filter((c) => !c.featured);
    const suggestions = [...cards.filter((c) => c.started && !c.is_completed), ...cards.filter((c) => !c.started)].slice(0, 6);
    return {
      featured_classes: featured.slice(0, 20),
      more_classes: list(more.slice((page - 1) * perPage, page * perPage), page, perPage, more.length),
      suggestions,
      summary: {
        classes: cards.length,
        started: cards.filter((c) => c.started).length,
        completed: cards.filter((c) => c.is_completed).length,
        parts_done: cards.reduce((n, c) => n + c.progress.done, 0),
        parts_total: cards.reduce((n, c) => n + c.progress.total, 0),
      },
    };
  });
}

async function classView(tx: Tx, ctx: RequestContext, org: number, userId: number, classId: number) {
  const c = await visibleClass(tx, org, userId, classId);
  const s = await standingOf(tx, userId, c.id);
  const bm = await bookmarksOf(tx, userId, c.id);
  return { c, s, modules: modulesOf(s, bm) };
}

/** GET oc/{classId} */
export async function studentClass({ ctx, input }: Verb<{ classId: number }>): Promise<OcClass> {
  const actor = requirePermission(ctx, 'OC_SHOW');
  const st = studentOf(ctx, actor);
  return withTenantTx(ctx, async (tx) => {
    const { c, s, modules } = await classView(tx, ctx, st.org, actor.userId, input.classId);
    const faqs = await tx.select().from(onlineClassFaqs).where(eq(onlineClassFaqs.classId, c.id)).orderBy(asc(onlineClassFaqs.position), asc(onlineClassFaqs.id));
    return {
      id: c.id,
      title: c.title,
      description: c.description,
      thumbnail_url: thumbnailUrl(ctx, c),
      level: c.level,
      ribbon: ribbonOf(c.ribbon),
      featured: c.featured,
      why_important: c.whyImportant,
      faqs: faqs.map((f) => ({ id: f.id, question: f.question, answer: f.answer, position: f.position })),
      progress: { done: s.progress.done, total: s.progress.total, percent: s.progress.percent },
      is_completed: s.progress.completed,
      certificate_available: s.progress.completed,
      modules,
    };
  });
}

/** GET oc/{classId}/chapter-list */
export async function studentChapterList({ ctx, input }: Verb<{ classId: number }>): Promise<OcChapterList> {
  const actor = requirePermission(ctx, 'OC_SHOW');
  const st = studentOf(ctx, actor);
  return withTenantTx(ctx, async (tx) => {
    const { modules } = await classView(tx, ctx, st.org, actor.userId, input.classId);
    return modules.flatMap((m) => m.chapters.map((ch) => ({ ...ch, module_title: m.title })));
  });
}

/** GET oc/{classId}/{moduleId}/chapters */
export async function studentModuleChapters({ ctx, input }: Verb<{ classId: number; moduleId: number }>): Promise<OcModuleChapters> {
  const actor = requirePermission(ctx, 'OC_SHOW');
  const st = studentOf(ctx, actor);
  return withTenantTx(ctx, async (tx) => {
    const { c, modules } = await classView(tx, ctx, st.org, actor.userId, input.classId);
    const m = modules.find((x) => x.id === input.moduleId);
    if (!m) throw new NotFoundError('Module not found');
    return { class_id: c.id, module: m };
  });
}

/** GET oc/{classId}/{moduleId}/chapters/{chapterId}: the parts with their content; 403 `chapter_locked` while locked. */
export async function studentChapter({ ctx, input }: Verb<{ classId: number; moduleId: number; chapterId: number }>): Promise<OcChapter> {
  const actor = requirePermission(ctx, 'OC_SHOW');
  const st = studentOf(ctx, actor);
  return withTenantTx(ctx, async (tx) => {
    const { c, s, modules } = await classView(tx, ctx, st.org, actor.userId, input.classId);
    const mi = modules.findIndex((x) => x.id === input.moduleId);
    const m = modules[mi];
    const ch = m?.chapters.find((x) => x.id === input.chapterId);
    if (!m || !ch) throw new NotFoundError('Chapter not found');
    if (ch.locked) throw new ChapterLockedError(ch.lock_reason);
    const rows = s.tree.modules[mi]!.chapters.find((x) => x.id === ch.id)!.parts;
    const [mats, quizzes, positions] = await inTurn(() => materialsFor(tx, c.organizationId, rows.map((p) => p.materialId).filter((x): x is number => x !== null)), () => quizSetsFor(tx, c.organizationId, rows.map((p) => p.quizSetId).filter((x): x is number => x !== null)), () => positionsOf(tx, actor.userId, rows.filter((p) => p.kind === 'video').map((p) => p.id)));
    const parts: OcPart[] = rows.map((p, i) => {
      const brief = ch.parts[i]!;
      const mat = p.materialId !== null ? mats.get(p.materialId) : undefined;
      const q = p.quizSetId !== null ? quizzes.get(p.quizSetId) : undefined;
      const qs = p.quizSetId !== null ? s.quizzes.get(p.quizSetId) : undefined;
      return {
        ...brief,
        video_url: p.kind !== 'video' ? null : mat ? signedFile(ctx, mat.filePath) : p.videoPath ? signedFile(ctx, p.videoPath) : null,
        position_sec: p.kind === 'video' ? (positions.get(p.id) ?? 0) : null,
        duration_sec: p.durationSec,
        paragraphs: p.kind === 'text' ? p.paragraphs : [],
        material: (p.kind === 'material' || p.kind === 'video') && mat ? { id: mat.id, title: mat.title, kind: mat.kind, file_url: signedFile(ctx, mat.filePath) } : null,
        quiz:
          p.kind === 'quiz' && q
            ? {
                quiz_set_id: q.id,
                title: q.title,
                no_of_questions: q.count,
                min_percent: m.rules.min_quiz_percent,
                best_sheet_id: qs?.bestSheetId ?? null,
                best_percent: qs?.best ?? null,
                passed: quizPassed(qs?.best ?? null, m.rules.min_quiz_percent),
                open_sheet_id: qs?.openSheetId ?? null,
              }
            : null,
        question_ids: p.kind === 'pte' ? p.questionIds : [],
      };
    });
    const flat = modules.flatMap((x) => x.chapters);
    const at = flat.findIndex((x) => x.id === ch.id);
    const next = flat[at + 1];
    const { parts: _brief, ...chapter } = ch;
    return {
      ...chapter,
      class_id: c.id,
      module_title: m.title,
      parts,
      previous_chapter_id: at > 0 ? flat[at - 1]!.id : null,
      next_chapter: next ? { id: next.id, module_id: next.module_id, locked: next.locked } : null,
    };
  });
}

/* ---------------------------------------------------------------- writes */

/** The parts named and their class, which the student must see (404 otherwise; parts of several classes: 422). */
async function partsOfClass(tx: Tx, org: number, userId: number, ids: readonly number[], field: string): Promise<{ c: ClassRow; parts: PartRow[] }> {
  const parts = await tx.select().from(onlineClassParts).where(inArray(onlineClassParts.id, [...ids]));
  if (parts.length !== ids.length) throw new NotFoundError('Part not found');
  const classIds = new Set(parts.map((p) => p.classId));
  if (classIds.size > 1) throw ValidationError.field(field, 'Name parts of one class at a time.');
  const c = await visibleClass(tx, org, userId, parts[0]!.classId).catch(() => {
    throw new NotFoundError('Part not found');
  });
  return { c, parts };
}

function chapterOfPart(s: Standing, partId: number): { moduleIndex: number; chapterId: number } {
  for (const [mi, m] of s.tree.modules.entries()) for (const ch of m.chapters) if (ch.parts.some((p) => p.id === partId)) return { moduleIndex: mi, chapterId: ch.id };
  throw new NotFoundError('Part not found');
}

async function mark({ ctx, actor, org, ids, field }: { ctx: RequestContext; actor: Actor; org: number; ids: readonly number[]; field: string }): Promise<MarkResult> {
  return withTenantTx(ctx, async (tx) => {
    const { c } = await partsOfClass(tx, org, actor.userId, ids, field);
    const s = await standingOf(tx, actor.userId, c.id);
    // in the class's order, so marking a chapter's parts may open the next chapter within the same call
    const order = s.tree.modules.flatMap((m) => m.chapters.flatMap((ch) => ch.parts.map((p) => p.id)));
    const wanted = [...ids].sort((x, y) => order.indexOf(x) - order.indexOf(y));
    const marked: number[] = [];
    const already: number[] = [];
    const rule = s.rule;
    for (const id of wanted) {
      const states = chapterStates(rule);
      const { moduleIndex, chapterId } = chapterOfPart(s, id);
      const state = states.get(chapterId)!;
      if (state.locked) throw new ChapterLockedError(state.reason);
      const rp = rule[moduleIndex]!.chapters.find((x) => x.id === chapterId)!.parts.find((x) => x.id === id)!;
      if (rp.kind === 'quiz' && !quizPassed(rp.quizBest, rule[moduleIndex]!.minQuizPercent)) {
        throw new AppError(409, 'Pass the quiz first: a quiz part is done when you hand in the quiz with the score it asks for.', { [field]: ['This quiz is not passed yet.'] }, undefined, QUIZ_NOT_PASSED);
      }
      const inserted = await tx
        .insert(onlineClassProgress)
        .values({ organizationId: org, userId: actor.userId, classId: c.id, partId: id })
        .onConflictDoNothing()
        .returning({ id: onlineClassProgress.id });
      (inserted.length ? marked : already).push(id);
      rp.marked = true;
    }
    const progress = classProgress(rule);
    return { class_id: c.id, marked, already, class_progress: { done: progress.done, total: progress.total, percent: progress.percent }, class_completed: progress.completed };
  });
}

/** POST oc/mark-as-complete: idempotent (a part marked twice counts once). */
export async function markComplete({ ctx, input }: Verb<{ part_id: number }>): Promise<MarkResult> {
  const actor = requirePermission(ctx, 'OC_MARK_COMPLETE');
  const st = studentOf(ctx, actor);
  return mark({ ctx, actor, org: st.org, ids: [input.part_id], field: 'part_id' });
}

/** POST oc/mark-as-complete-bulk: parts of one class, in the class's order. */
export async function markCompleteBulk({ ctx, input }: Verb<{ part_ids: number[] }>): Promise<MarkResult> {
  const actor = requirePermission(ctx, 'OC_MARK_COMPLETE');
  const st = studentOf(ctx, actor);
  return mark({ ctx, actor, org: st.org, ids: input.part_ids, field: 'part_ids' });
}

/** POST oc/bookmark: sets (`bookmarked`) or toggles a bookmark on a part or a chapter. */
export async function bookmark({ ctx, input }: Verb<BookmarkBody>): Promise<BookmarkResult> {
  const actor = requirePermission(ctx, 'OC_BOOKMARK');
  const st = studentOf(ctx, actor);
  return withTenantTx(ctx, async (tx) => {
    let classId: number;
    if (input.part_id !== undefined) {
      classId = (await partsOfClass(tx, st.org, actor.userId, [input.part_id], 'part_id')).c.id;
    } else {
      const [ch] = await tx.select({ classId: onlineClassChapters.classId }).from(onlineClassChapters).where(eq(onlineClassChapters.id, input.chapter_id!));
      if (!ch) throw new NotFoundError('Chapter not found');
      classId = (await visibleClass(tx, st.org, actor.userId, ch.classId).catch(() => {
        throw new NotFoundError('Chapter not found');
      })).id;
    }
    const target = input.part_id !== undefined ? eq(onlineClassBookmarks.partId, input.part_id) : eq(onlineClassBookmarks.chapterId, input.chapter_id!);
    const [existing] = await tx.select({ id: onlineClassBookmarks.id }).from(onlineClassBookmarks).where(and(eq(onlineClassBookmarks.userId, actor.userId), target));
    const want = input.bookmarked ?? !existing;
    if (want && !existing) {
      await tx
        .insert(onlineClassBookmarks)
        .values({ organizationId: st.org, userId: actor.userId, classId, partId: input.part_id ?? null, chapterId: input.chapter_id ?? null })
        .onConflictDoNothing();
    }
    if (!want && existing) await tx.delete(onlineClassBookmarks).where(eq(onlineClassBookmarks.id, existing.id));
    return { part_id: input.part_id ?? null, chapter_id: input.chapter_id ?? null, bookmarked: want };
  });
}

/** POST oc/video-position (our addition): the last position of a video part, one per student and part. */
export async function saveVideoPosition({ ctx, input }: Verb<VideoPositionBody>): Promise<VideoPosition> {
  const actor = requirePermission(ctx, 'OC_MARK_COMPLETE');
  const st = studentOf(ctx, actor);
  return withTenantTx(ctx, async (tx) => {
    const { c, parts } = await partsOfClass(tx, st.org, actor.userId, [input.part_id], 'part_id');
    const part = parts[0]!;
    if (part.kind !== 'video') throw ValidationError.field('part_id', 'This part is not a video.');
    const s = await standingOf(tx, actor.userId, c.id);
    const state = s.states.get(chapterOfPart(s, part.id).chapterId)!;
    if (state.locked) throw new ChapterLockedError(state.reason);
    const sec = clampPosition(input.position_sec, part.durationSec);
    const now = new Date();
    await tx
      .insert(onlineClassVideoPositions)
      .values({ organizationId: st.org, userId: actor.userId, partId: part.id, positionSec: sec, updatedAt: now })
      .onConflictDoUpdate({ target: [onlineClassVideoPositions.userId, onlineClassVideoPositions.partId], set: { positionSec: sec, updatedAt: now } });
    return { part_id: part.id, position_sec: sec, updated_at: now.toISOString() };
  });
}

/** GET oc/{classId}/certificate: a PDF once every part is done (409 `class_not_completed` before). */
export async function certificate({ ctx, input }: Verb<{ classId: number }>): Promise<{ bytes: Uint8Array; filename: string }> {
  const actor = requirePermission(ctx, 'OC_SHOW');
  const st = studentOf(ctx, actor);
  const facts = await withTenantTx(ctx, async (tx) => {
    const c = await visibleClass(tx, st.org, actor.userId, input.classId);
    const s = await standingOf(tx, actor.userId, c.id);
    if (!s.progress.completed) {
      throw new AppError(409, 'Finish every part of the class to get its certificate.', undefined, undefined, CLASS_NOT_COMPLETED, { progress: { done: s.progress.done, total: s.progress.total, percent: s.progress.percent } });
    }
    const [u] = await tx.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, actor.userId));
    const [last] = await tx.select({ at: sql<Date | string | null>`max(${onlineClassProgress.completedAt})` }).from(onlineClassProgress).where(and(eq(onlineClassProgress.userId, actor.userId), eq(onlineClassProgress.classId, c.id)));
    const at = last?.at ? new Date(last.at) : new Date();
    return { student: `${u?.first ?? ''} ${u?.last ?? ''}`.trim(), title: c.title, centre: ctx.tenant!.name, completedOn: at.toISOString().slice(0, 10), classId: c.id, parts: s.progress.total };
  });
  return { bytes: await certificatePdf(facts), filename: `certificate-class-${facts.classId}.pdf` };
}

