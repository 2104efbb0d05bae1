/**
 * Reading online classes: who sees which class (authors, the master, students), the class tree (modules, chapters,
 * parts) and a student's standing in it (progress rows, best quiz sheets, bookmarks, video positions).
 */
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Actor, RequestContext } from '../../kernel/context.ts';
import type { Tx } from '../../kernel/db.ts';
import { ForbiddenError, NotFoundError } from '../../kernel/errors.ts';
import {
  answerSheets, groups, materials, onlineClassBookmarks, onlineClassChapters, onlineClassFaqs, onlineClassGroups, onlineClassModules,
  onlineClassPackages, onlineClassParts, onlineClassProgress, onlineClasses, onlineClassVideoPositions, packages, questions, tests, users,
} from '../../db/schema.ts';
import { signFilePath } from '../materials/signing.ts';
import { RIBBON_KEYS, type ClassDetail, type ClassSummary, type Part, type Ribbon, type RibbonKey } from './contracts.ts';
import { chapterStates, classProgress, type ChapterState, type RuleModule } from './rules.ts';

/**
 * Runs the queries one after another: a transaction is one connection, and node-postgres refuses (deprecates)
 * overlapping queries on one client, so no Promise.all inside a transaction.
 */
export async function inTurn<T extends readonly unknown[]>(...fns: { [K in keyof T]: () => PromiseLike<T[K]> }): Promise<T> {
  const out: unknown[] = [];
  for (const f of fns as ReadonlyArray<() => PromiseLike<unknown>>) out.push(await f());
  return out as unknown as T;
}

export type ClassRow = typeof onlineClasses.$inferSelect;
export type ModuleRow = typeof onlineClassModules.$inferSelect;
export type ChapterRow = typeof onlineClassChapters.$inferSelect;
export type PartRow = typeof onlineClassParts.$inferSelect;
export const NOT_FOUND = 'Online class not found';

const RIBBON_NAMES: Record<RibbonKey, string> = { new: 'New', popular: 'Popular', bestseller: 'Bestseller', recommended: 'Recommended', updated: 'Updated' };
export const RIBBONS: Ribbon[] = RIBBON_KEYS.map((key) => ({ key, name: RIBBON_NAMES[key] }));
export const ribbonOf = (k: RibbonKey | null): Ribbon | null => (k ? { key: k, name: RIBBON_NAMES[k] } : null);

/* ---- who ---- */

/** An author's standing: the master on the platform scope owns the platform classes, a centre's staff their centre's. */
export type Author = { kind: 'master'; actor: Actor; org: null } | { kind: 'staff'; actor: Actor; org: number };

export function authorOf(ctx: RequestContext, actor: Actor): Author {
  if (!ctx.tenant) {
    if (actor.role === 'SUPER_ADMIN') return { kind: 'master', actor, org: null };
    throw new NotFoundError('This belongs to a coaching centre: open its own address.');
  }
  if (actor.role === 'STUDENT') throw new ForbiddenError('Online classes are authored by staff.');
  return { kind: 'staff', actor, org: ctx.tenant.id };
}

/** The classes an author owns (and edits): a centre's own, or the platform's on the platform scope. */
export function authorScope(a: Author): SQL {
  return and(isNull(onlineClasses.deletedAt), a.org === null ? isNull(onlineClasses.organizationId) : eq(onlineClasses.organizationId, a.org))!;
}

export async function ownedClass(tx: Tx, a: Author, id: number): Promise<ClassRow> {
  const [c] = await tx.select().from(onlineClasses).where(and(eq(onlineClasses.id, id), authorScope(a)));
  if (!c) throw new NotFoundError(NOT_FOUND);
  return c;
}

/** A student's rule (README "Who sees a class"): published, of the centre, mapped to a group of theirs or a course/package they hold a running enrollment in. */
export function studentVisible(org: number, userId: number | SQL): SQL {
  return sql`(${onlineClasses.organizationId} = ${org} and ${onlineClasses.status} = 'published' and ${onlineClasses.deletedAt} is null
    and (exists (select 1 from online_class_groups og join group_members gm on gm.group_id = og.group_id
                  where og.class_id = ${onlineClasses.id} and og.organization_id = ${org}
                    and gm.user_id = ${userId} and gm.member_role = 'student')
      or exists (select 1 from online_class_packages op join enrollments e on e.package_id = op.package_id
                  where op.class_id = ${onlineClasses.id} and op.organization_id = ${org}
                    and e.organization_id = ${org} and e.student_id = ${userId} and e.status = 'active'
                    and e.starts_on <= current_date and (e.ends_on is null or e.ends_on >= current_date))))`;
}

export async function visibleClass(tx: Tx, org: number, userId: number, id: number): Promise<ClassRow> {
  const [c] = await tx.select().from(onlineClasses).where(and(eq(onlineClasses.id, id), studentVisible(org, userId)));
  if (!c) throw new NotFoundError(NOT_FOUND);
  return c;
}

/* ---- the tree ---- */

export interface Tree {
  modules: Array<ModuleRow & { chapters: Array<ChapterRow & { parts: PartRow[] }> }>;
}

export async function loadTrees(tx: Tx, classIds: readonly number[]): Promise<Map<number, Tree>> {
  const out = new Map<number, Tree>(classIds.map((id) => [id, { modules: [] }]));
  if (!classIds.length) return out;
  const ids = [...classIds];
  const [ms, cs, ps] = await inTurn(() => tx.select().from(onlineClassModules).where(inArray(onlineClassModules.classId, ids)).orderBy(asc(onlineClassModules.position), asc(onlineClassModules.id)), () => tx.select().from(onlineClassChapters).where(inArray(onlineClassChapters.classId, ids)).orderBy(asc(onlineClassChapters.position), asc(onlineClassChapters.id)), () => tx.select().from(onlineClassParts).where(inArray(onlineClassParts.classId, ids)).orderBy(asc(onlineClassParts.position), asc(onlineClassParts.id)));
  const partsBy = new Map<number, PartRow[]>();
  for (const p of ps) partsBy.set(p.chapterId, [...(partsBy.get(p.chapterId) ?? []), p]);
  const chaptersBy = new Map<number, Array<ChapterRow & { parts: PartRow[] }>>();
  for (const c of cs) chaptersBy.set(c.moduleId, [...(chaptersBy.get(c.moduleId) ?? []), { ...c, parts: partsBy.get(c.id) ?? [] }]);
  for (const m of ms) out.get(m.classId)!.modules.push({ ...m, chapters: chaptersBy.get(m.id) ?? [] });
  return out;
}

export async function loadTree(tx: Tx, classId: number): Promise<Tree> {
  return (await loadTrees(tx, [classId])).get(classId)!;
}

export const countsOf = (t: Tree) => ({
  modules: t.modules.length,
  chapters: t.modules.reduce((n, m) => n + m.chapters.length, 0),
  parts: t.modules.reduce((n, m) => n + m.chapters.reduce((k, c) => k + c.parts.length, 0), 0),
});

/** The materials of a class's owner (its own and the platform's; a platform class only the platform's), by id. */
export async function materialsFor(tx: Tx, org: number | null, ids: readonly number[]) {
  if (!ids.length) return new Map<number, { id: number; title: string; kind: string; filePath: string }>();
  const rows = await tx
    .select({ id: materials.id, title: materials.title, kind: materials.kind, filePath: materials.filePath })
    .from(materials)
    .where(and(inArray(materials.id, [...new Set(ids)]), isNull(materials.deletedAt), eq(materials.source, 'platform'), org === null ? isNull(materials.organizationId) : or(eq(materials.organizationId, org), isNull(materials.organizationId))));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Quiz sets of the bank (exam type quiz-sets) the owner may use, by id. */
export async function quizSetsFor(tx: Tx, org: number | null, ids: readonly number[]) {
  if (!ids.length) return new Map<number, { id: number; title: string; count: number }>();
  const rows = await tx
    .select({ id: tests.id, title: tests.title, questionIds: tests.questionIds })
    .from(tests)
    .where(and(inArray(tests.id, [...new Set(ids)]), eq(tests.examType, 'quiz-sets'), isNull(tests.deletedAt), org === null ? isNull(tests.organizationId) : or(eq(tests.organizationId, org), isNull(tests.organizationId))));
  return new Map(rows.map((r) => [r.id, { id: r.id, title: r.title, count: r.questionIds.length }]));
}

/** Which of these question ids are live items the owner may use. */
export async function questionsFor(tx: Tx, org: number | null, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await tx
    .select({ id: questions.id })
    .from(questions)
    .where(and(inArray(questions.id, [...new Set(ids)]), isNull(questions.deletedAt), org === null ? isNull(questions.organizationId) : or(eq(questions.organizationId, org), isNull(questions.organizationId))));
  return new Set(rows.map((r) => r.id));
}

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();
const sign = (ctx: RequestContext, path: string | null) => (path ? signFilePath(ctx.config.fileSigningSecret, path) : null);
export const thumbnailUrl = (ctx: RequestContext, c: ClassRow) => sign(ctx, c.thumbnailPath);
export const signedFile = (ctx: RequestContext, path: string) => signFilePath(ctx.config.fileSigningSecret, path);

export async function summariesOf(tx: Tx, ctx: RequestContext, a: Author, rows: readonly ClassRow[]): Promise<ClassSummary[]> {
  const trees = await loadTrees(tx, rows.map((r) => r.id));
  const creators = rows.map((r) => r.createdBy).filter((x): x is number => x !== null);
  const people = creators.length
    ? new Map((await tx.select({ id: users.id, first: users.firstName, last: users.lastName }).from(users).where(inArray(users.id, [...new Set(creators)]))).map((u) => [u.id, fullName(u.first, u.last)]))
    : new Map<number, string>();
  const canEdit = a.kind === 'master' || a.actor.permissions.has('CLASS_UPDATE');
  return rows.map((c) => ({
    id: c.id,
    organization_id: c.organizationId,
    is_platform: c.organizationId === null,
    title: c.title,
    description: c.description,
    thumbnail_path: c.thumbnailPath,
    thumbnail_url: thumbnailUrl(ctx, c),
    level: c.level,
    ribbon: ribbonOf(c.ribbon),
    featured: c.featured,
    status: c.status,
    published_at: c.publishedAt ? c.publishedAt.toISOString() : null,
    source_class_id: c.sourceClassId,
    counts: countsOf(trees.get(c.id)!),
    created_by: c.createdBy !== null ? { id: c.createdBy, full_name: people.get(c.createdBy) ?? '' } : null,
    can_edit: canEdit,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  }));
}

/** GET online-class/{id}'s answer, and every authoring save's. */
export async function detailOf(tx: Tx, ctx: RequestContext, a: Author, c: ClassRow): Promise<ClassDetail> {
  const [summary] = await summariesOf(tx, ctx, a, [c]);
  const tree = await loadTree(tx, c.id);
  const parts = tree.modules.flatMap((m) => m.chapters.flatMap((ch) => ch.parts));
  const [faqs, gs, ps, mats, quizzes] = await inTurn(() => tx.select().from(onlineClassFaqs).where(eq(onlineClassFaqs.classId, c.id)).orderBy(asc(onlineClassFaqs.position), asc(onlineClassFaqs.id)), () => tx.select({ id: groups.id, name: groups.name }).from(onlineClassGroups).innerJoin(groups, eq(groups.id, onlineClassGroups.groupId)).where(eq(onlineClassGroups.classId, c.id)).orderBy(asc(groups.name)), () => tx.select({ id: packages.id, name: packages.name, kind: packages.kind }).from(onlineClassPackages).innerJoin(packages, eq(packages.id, onlineClassPackages.packageId)).where(eq(onlineClassPackages.classId, c.id)).orderBy(asc(packages.name)), () => materialsFor(tx, c.organizationId, parts.map((p) => p.materialId).filter((x): x is number => x !== null)), () => quizSetsFor(tx, c.organizationId, parts.map((p) => p.quizSetId).filter((x): x is number => x !== null)));
  const partOf = (p: PartRow): Part => {
    const m = p.materialId !== null ? mats.get(p.materialId) : undefined;
    const q = p.quizSetId !== null ? quizzes.get(p.quizSetId) : undefined;
    return {
      id: p.id,
      kind: p.kind,
      title: p.title,
      position: p.position,
      material_id: p.materialId,
      material: m ? { id: m.id, title: m.title, kind: m.kind } : null,
      video_path: p.videoPath,
      video_url: sign(ctx, p.videoPath),
      paragraphs: p.paragraphs,
      quiz_set_id: p.quizSetId,
      quiz_set: q ? { id: q.id, title: q.title } : null,
      question_ids: p.questionIds,
      duration_sec: p.durationSec,
    };
  };
  return {
    ...summary!,
    why_important: c.whyImportant,
    faqs: faqs.map((f) => ({ id: f.id, question: f.question, answer: f.answer, position: f.position })),
    groups: gs,
    courses: ps.filter((p) => p.kind === 'COURSE').map((p) => ({ id: p.id, name: p.name })),
    packages: ps.filter((p) => p.kind === 'PACKAGE').map((p) => ({ id: p.id, name: p.name })),
    modules: tree.modules.map((m) => ({
      id: m.id,
      title: m.title,
      description: m.description,
      position: m.position,
      rules: { sequential: m.sequential, min_quiz_percent: m.minQuizPercent },
      chapters: m.chapters.map((ch) => ({ id: ch.id, module_id: m.id, title: ch.title, description: ch.description, position: ch.position, parts: ch.parts.map(partOf) })),
    })),
  };
}

/* ---- a student's standing ---- */

export interface QuizStanding {
  best: number | null;
  bestSheetId: number | null;
  openSheetId: number | null;
}

/**
 * The student's quiz sittings of these quiz sets: the best handed-in sheet (percent of max, as the quiz evaluation
 * counts it: sum of item scores over sum of maxima) and a sitting still open.
 */
export async function quizStandings(tx: Tx, userId: number, quizSetIds: readonly number[]): Promise<Map<number, QuizStanding>> {
  const out = new Map<number, QuizStanding>();
  if (!quizSetIds.length) return out;
  const rows = (await tx.execute(sql`
    select s.id, s.test_id, s.status,
           (select case when coalesce(sum(a.max), 0) > 0 then round(100 * sum(a.score) / sum(a.max))::int else 0 end
              from question_attempts a where a.answer_sheet_id = s.id) as percent
      from ${answerSheets} s
     where s.user_id = ${userId} and s.mode = 'quiz' and s.test_id in (${sql.join([...new Set(quizSetIds)].map((i) => sql`${i}`), sql`, `)})
     order by s.id`)) as unknown as { rows: Array<{ id: number; test_id: number; status: string; percent: number | string | null }> };
  for (const r of rows.rows) {
    const q = out.get(Number(r.test_id)) ?? { best: null, bestSheetId: null, openSheetId: null };
    if (r.status === 'submitted') {
      const p = Number(r.percent ?? 0);
      if (q.best === null || p > q.best) {
        q.best = p;
        q.bestSheetId = Number(r.id);
      }
    } else q.openSheetId = Number(r.id);
    out.set(Number(r.test_id), q);
  }
  return out;
}

export interface Standing {
  tree: Tree;
  rule: RuleModule[];
  states: Map<number, ChapterState>;
  marked: Set<number>;
  quizzes: Map<number, QuizStanding>;
  progress: ReturnType<typeof classProgress>;
}

/** Everything the lock rule needs for one student in one class. */
export async function standingOf(tx: Tx, userId: number, classId: number, tree?: Tree): Promise<Standing> {
  const t = tree ?? (await loadTree(tx, classId));
  const parts = t.modules.flatMap((m) => m.chapters.flatMap((c) => c.parts));
  const [marks, quizzes] = await inTurn(() => tx.select({ partId: onlineClassProgress.partId }).from(onlineClassProgress).where(and(eq(onlineClassProgress.userId, userId), eq(onlineClassProgress.classId, classId))), () => quizStandings(tx, userId, parts.map((p) => p.quizSetId).filter((x): x is number => x !== null)));
  const marked = new Set(marks.map((m) => m.partId));
  const rule: RuleModule[] = t.modules.map((m) => ({
    id: m.id,
    sequential: m.sequential,
    minQuizPercent: m.minQuizPercent,
    chapters: m.chapters.map((c) => ({
      id: c.id,
      parts: c.parts.map((p) => ({ id: p.id, kind: p.kind, marked: marked.has(p.id), quizBest: p.quizSetId !== null ? (quizzes.get(p.quizSetId)?.best ?? null) : null })),
    })),
  }));
  return { tree: t, rule, states: chapterStates(rule), marked, quizzes, progress: classProgress(rule) };
}

export async function bookmarksOf(tx: Tx, userId: number, classId: number) {
  const rows = await tx.select({ partId: onlineClassBookmarks.partId, chapterId: onlineClassBookmarks.chapterId }).from(onlineClassBookmarks).where(and(eq(onlineClassBookmarks.userId, userId), eq(onlineClassBookmarks.classId, classId)));
  return { parts: new Set(rows.map((r) => r.partId).filter((x): x is number => x !== null)), chapters: new Set(rows.map((r) => r.chapterId).filter((x): x is number => x !== null)) };
}

export async function positionsOf(tx: Tx, userId: number, partIds: readonly number[]) {
  if (!partIds.length) return new Map<number, number>();
  const rows = await tx.select({ partId: onlineClassVideoPositions.partId, sec: onlineClassVideoPositions.positionSec }).from(onlineClassVideoPositions).where(and(eq(onlineClassVideoPositions.userId, userId), inArray(onlineClassVideoPositions.partId, [...partIds])));
  return new Map(rows.map((r) => [r.partId, r.sec]));
}
