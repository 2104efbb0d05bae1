// contracts: stable
/**
 * Online classes (docs/product-spec.md §13, this module's README.md): what every call takes and answers. Zod only
 * (the client imports the types with `import type`); the API suite checks every answer against these schemas.
 *
 * Authoring saves step by step, the kernel wizard's way: POST online-class/basic without `id` creates a draft, with
 * `id` changes it; the later steps (faq, module, chapter, rules) each send the whole ordered list of what they edit, and
 * an item keeps its id when it sends it (progress of students stays attached to parts that keep their ids).
 */
import { z } from 'zod';

/* ------------------------------------------------------------------ shared pieces */

const MAX_INT = 2_147_483_647;
const Int = z.number().int();
/** an id in a JSON body */
const BodyId = z.number().int().min(1).max(MAX_INT);
/** an id in a path or query */
const PathId = z.coerce.number().int().min(1).max(MAX_INT);
const Ids = (max: number) => z.array(BodyId).max(max).refine((a) => new Set(a).size === a.length, { message: 'Each id may be named once.' });
const Meta = z.object({ current_page: Int, per_page: Int, total: Int, last_page: Int });
const Ref = z.object({ id: Int, name: z.string() });
const text = (label: string, max: number) => z.string().trim().max(max, { message: `The ${label} may not be longer than ${max} characters.` });
const required = (label: string, max: number) => text(label, max).min(1, { message: `The ${label} is required.` });
/** a query value that may be absent or empty (both mean no filter) */
const opt = <T extends z.ZodType>(s: T) => z.preprocess((v) => (v === '' ? undefined : v), s.optional());
const lower = <T extends readonly [string, ...string[]]>(values: T) => z.string().trim().toLowerCase().pipe(z.enum(values));
const Flag = z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean());
/** the update-body rule (kernel/update-body.ts), restated here: contracts import only zod */
const NOTHING_TO_CHANGE = 'Send at least one field to change.';

/** a stored path in the materials folder, as POST common/upload-file answered it (thumbnail image or uploaded video) */
export const MaterialsFilePath = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/files\/materials\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/, { message: 'Upload the file first: this is not an uploaded file.' });

export const CLASS_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type ClassLevel = (typeof CLASS_LEVELS)[number];
export const CLASS_STATUSES = ['draft', 'published'] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];
/** the fixed ribbons (GET online-class-ribbons answers them with their labels) */
export const RIBBON_KEYS = ['new', 'popular', 'bestseller', 'recommended', 'updated'] as const;
export type RibbonKey = (typeof RIBBON_KEYS)[number];
export const PART_KINDS = ['video', 'text', 'material', 'quiz', 'pte'] as const;
export type PartKind = (typeof PART_KINDS)[number];

/* ------------------------------------------------------------------ params and queries */

export const IdParams = z.object({ id: PathId });
export const ClassParams = z.object({ classId: PathId });
export const ModuleParams = z.object({ classId: PathId, moduleId: PathId });
export const ChapterParams = z.object({ classId: PathId, moduleId: PathId, chapterId: PathId });
export type IdParams = z.output<typeof IdParams>;
export type ClassParams = z.output<typeof ClassParams>;
export type ModuleParams = z.output<typeof ModuleParams>;
export type ChapterParams = z.output<typeof ChapterParams>;

export const CLASS_SORTS = ['created_at', 'updated_at', 'title'] as const;
/** GET online-class (authors) */
export const ClassListQuery = z.object({
  search: opt(z.string().trim().max(100)),
  status: opt(lower(CLASS_STATUSES)),
  level: opt(lower(CLASS_LEVELS)),
  ribbon: opt(lower(RIBBON_KEYS)),
  featured: opt(Flag),
  group: opt(PathId),
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
  sort: opt(lower(CLASS_SORTS)),
  direction: opt(lower(['asc', 'desc'] as const)),
});
export type ClassListQuery = z.output<typeof ClassListQuery>;

/** GET oc (students): `page`/`per_page` page `more_classes` */
export const OcQuery = z.object({
  search: opt(z.string().trim().max(100)),
  level: opt(lower(CLASS_LEVELS)),
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
});
export type OcQuery = z.output<typeof OcQuery>;

/* ------------------------------------------------------------------ authoring bodies */

const Title = text('title', 200);
const Description = text('description', 5000);
const WhyPoint = required('point', 500);

/**
 * POST online-class/basic. Without `id`: a new draft (`title` required). With `id`: a change of that class; at least
 * one other field must be sent. Mapping lists replace the class's current ones when sent (courses and packages are
 * both rows of the packages table; `course_ids` must name packages of kind COURSE).
 */
export const BasicBody = z
  .object({
    id: BodyId.optional(),
    title: Title.optional(),
    description: Description.optional(),
    /** an image uploaded to the `materials` folder; null removes it */
    thumbnail_path: MaterialsFilePath.nullable().optional(),
    level: z.enum(CLASS_LEVELS).optional(),
    ribbon: z.enum(RIBBON_KEYS).nullable().optional(),
    featured: z.boolean().optional(),
    /** "why it matters": the ordered list of points */
    why_important: z.array(WhyPoint).max(30).optional(),
    group_ids: Ids(200).optional(),
    course_ids: Ids(200).optional(),
    package_ids: Ids(200).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.id === undefined) {
      if (b.title === undefined || b.title === '') ctx.addIssue({ code: 'custom', path: ['title'], message: 'The title is required.' });
      return;
    }
    const { id: _id, ...rest } = b;
    if (!Object.values(rest).some((v) => v !== undefined)) ctx.addIssue({ code: 'custom', path: ['title'], message: NOTHING_TO_CHANGE });
    if (rest.title !== undefined && rest.title === '') ctx.addIssue({ code: 'custom', path: ['title'], message: 'The title is required.' });
  });
export type BasicBody = z.output<typeof BasicBody>;

/** POST online-class/duplicate: an independent draft copy (new ids for everything; no students' progress). */
export const DuplicateBody = z.object({ id: BodyId, title: Title.optional() });
export type DuplicateBody = z.output<typeof DuplicateBody>;

export const FaqInput = z.object({
  id: BodyId.optional(),
  question: required('question', 500),
  answer: required('answer', 5000),
});
export type FaqInput = z.output<typeof FaqInput>;
/**
 * POST online-class/faq: `faqs` is the class's whole ordered list (replaces it); `import_from_class_id` appends the
 * FAQs of another class of the same owner (copied, new ids) after it. At least one of the two.
 */
export const FaqBody = z
  .object({
    class_id: BodyId,
    faqs: z.array(FaqInput).max(100).optional(),
    import_from_class_id: BodyId.optional(),
  })
  .refine((b) => b.faqs !== undefined || b.import_from_class_id !== undefined, { message: NOTHING_TO_CHANGE, path: ['faqs'] });
export type FaqBody = z.output<typeof FaqBody>;

export const ModuleInput = z.object({
  id: BodyId.optional(),
  title: required('title', 200),
  description: Description.optional(),
});
export type ModuleInput = z.output<typeof ModuleInput>;
/** POST online-class/module: the whole ordered list of modules; a module left out is deleted with its chapters. */
export const ModuleBody = z.object({ class_id: BodyId, modules: z.array(ModuleInput).max(100) });
export type ModuleBody = z.output<typeof ModuleBody>;

/** Rich text is stored as plain paragraphs (never HTML), like question content. */
export const Paragraphs = z.array(text('paragraph', 10_000)).max(200);
export type Paragraphs = z.output<typeof Paragraphs>;

/**
 * One part of a chapter, by kind:
 * - video: `material_id` (a material of kind video) or `video_path` (a video uploaded to the `materials` folder);
 * - text: `paragraphs`;
 * - material: `material_id` (any kind);
 * - quiz: `quiz_set_id` (a quiz set of the bank);
 * - pte: `question_ids` (items of the bank, played by their type's player and answered through POST question-test).
 * Fields of other kinds are ignored. Drafts may be incomplete; publish checks kinds (a video part must be a video).
 */
export const PartInput = z
  .object({
    id: BodyId.optional(),
    kind: z.enum(PART_KINDS),
    title: text('title', 200).optional(),
    material_id: BodyId.nullable().optional(),
    video_path: MaterialsFilePath.nullable().optional(),
    paragraphs: Paragraphs.optional(),
    quiz_set_id: BodyId.nullable().optional(),
    question_ids: Ids(50).optional(),
    /** a video's length as the author knows it (shown; resume positions are clamped to it when set) */
    duration_sec: z.number().int().min(0).max(86_400).nullable().optional(),
  })
  .superRefine((p, ctx) => {
    if (p.kind === 'video' && p.material_id == null && p.video_path == null) ctx.addIssue({ code: 'custom', path: ['material_id'], message: 'Choose a video material or upload a video.' });
    if (p.kind === 'video' && p.material_id != null && p.video_path != null) ctx.addIssue({ code: 'custom', path: ['video_path'], message: 'Send either a video material or an uploaded video, not both.' });
    if (p.kind === 'material' && p.material_id == null) ctx.addIssue({ code: 'custom', path: ['material_id'], message: 'Choose a material.' });
    if (p.kind === 'quiz' && p.quiz_set_id == null) ctx.addIssue({ code: 'custom', path: ['quiz_set_id'], message: 'Choose a quiz set.' });
    if (p.kind === 'pte' && (!p.question_ids || p.question_ids.length === 0)) ctx.addIssue({ code: 'custom', path: ['question_ids'], message: 'Choose at least one question.' });
    if (p.kind === 'text' && (!p.paragraphs || !p.paragraphs.some((x) => x.trim() !== ''))) ctx.addIssue({ code: 'custom', path: ['paragraphs'], message: 'Write the text.' });
  });
export type PartInput = z.output<typeof PartInput>;

export const ChapterInput = z.object({
  id: BodyId.optional(),
  title: required('title', 200),
  description: Description.optional(),
  /** the ordered parts; a part left out is deleted (with students' progress on it) */
  parts: z.array(PartInput).max(50),
});
export type ChapterInput = z.output<typeof ChapterInput>;
/** POST online-class/chapter: the whole ordered list of one module's chapters; a chapter left out is deleted. */
export const ChapterBody = z.object({ class_id: BodyId, module_id: BodyId, chapters: z.array(ChapterInput).max(100) });
export type ChapterBody = z.output<typeof ChapterBody>;

export const RuleInput = z.object({
  module_id: BodyId,
  /** chapters open one after another: a chapter opens when every part of the one before is done */
  sequential: z.boolean(),
  /** pass each quiz of a chapter with at least this percent (best handed-in sheet) to open the next chapter; null = no rule */
  min_quiz_percent: z.number().int().min(1).max(100).nullable(),
});
export type RuleInput = z.output<typeof RuleInput>;
/**
 * POST online-class/rules: the rules of the modules named (others keep theirs). A `min_quiz_percent` on a module with
 * no quiz part (in a chapter that has a next one) is 422 on `rules.<i>.min_quiz_percent`.
 */
export const RulesBody = z.object({ class_id: BodyId, rules: z.array(RuleInput).min(1, { message: 'Send the rule of at least one module.' }).max(100) });
export type RulesBody = z.output<typeof RulesBody>;

/**
 * POST online-class/publish: `publish: false` takes it back to draft. Publishing checks the whole class: 422 naming
 * `modules` (none), `modules.<i>.chapters` (a module with no chapters), `modules.<i>.chapters.<j>.parts` (a chapter
 * with no parts), `modules.<i>.chapters.<j>.parts.<k>.material_id` (a video part whose material is not a video, or a
 * material that is gone), `...quiz_set_id` (a quiz set that is gone), `title`.
 */
export const PublishBody = z.object({ class_id: BodyId, publish: z.boolean().optional().default(true) });
export type PublishBody = z.output<typeof PublishBody>;

/** POST organizations/online-class-store/{id}: the master gives platform classes to centre {id} (copies, see README). */
export const StoreBody = z.object({ class_ids: Ids(100).min(1, { message: 'Choose at least one class.' }) });
export type StoreBody = z.output<typeof StoreBody>;

/* ------------------------------------------------------------------ student bodies */

export const MarkCompleteBody = z.object({ part_id: BodyId });
export type MarkCompleteBody = z.output<typeof MarkCompleteBody>;
export const MarkCompleteBulkBody = z.object({ part_ids: Ids(200).min(1, { message: 'Name at least one part.' }) });
export type MarkCompleteBulkBody = z.output<typeof MarkCompleteBulkBody>;
/** POST oc/bookmark: one of part_id / chapter_id; `bookmarked` sets it, absent toggles it. */
export const BookmarkBody = z
  .object({ part_id: BodyId.optional(), chapter_id: BodyId.optional(), bookmarked: z.boolean().optional() })
  .superRefine((b, ctx) => {
    if ((b.part_id === undefined) === (b.chapter_id === undefined)) ctx.addIssue({ code: 'custom', path: ['part_id'], message: 'Name a part or a chapter (one of them).' });
  });
export type BookmarkBody = z.output<typeof BookmarkBody>;
/** POST oc/video-position (our addition): the last position of a video part, kept per student across devices. */
export const VideoPositionBody = z.object({ part_id: BodyId, position_sec: z.number().min(0).max(86_400) });
export type VideoPositionBody = z.output<typeof VideoPositionBody>;

/* ------------------------------------------------------------------ answers: authoring */

export const Ribbon = z.object({ key: z.enum(RIBBON_KEYS), name: z.string() });
export type Ribbon = z.infer<typeof Ribbon>;
export const RibbonList = z.array(Ribbon);
export type RibbonList = z.infer<typeof RibbonList>;

export const Faq = z.object({ id: Int, question: z.string(), answer: z.string(), position: Int });
export type Faq = z.infer<typeof Faq>;

export const Part = z.object({
  id: Int,
  kind: z.enum(PART_KINDS),
  title: z.string(),
  position: Int,
  material_id: Int.nullable(),
  /** the material's title and kind, when it names one the caller may read */
  material: z.object({ id: Int, title: z.string(), kind: z.string() }).nullable(),
  video_path: z.string().nullable(),
  /** an uploaded video (`video_path`) as a signed link, two hours: what a media element plays, seeking by range */
  video_url: z.string().nullable(),
  paragraphs: z.array(z.string()),
  quiz_set_id: Int.nullable(),
  quiz_set: z.object({ id: Int, title: z.string() }).nullable(),
  question_ids: z.array(Int),
  duration_sec: Int.nullable(),
});
export type Part = z.infer<typeof Part>;

export const Chapter = z.object({ id: Int, module_id: Int, title: z.string(), description: z.string(), position: Int, parts: z.array(Part) });
export type Chapter = z.infer<typeof Chapter>;

export const ModuleRules = z.object({ sequential: z.boolean(), min_quiz_percent: Int.nullable() });
export type ModuleRules = z.infer<typeof ModuleRules>;

export const Module = z.object({ id: Int, title: z.string(), description: z.string(), position: Int, rules: ModuleRules, chapters: z.array(Chapter) });
export type Module = z.infer<typeof Module>;

const Counts = z.object({ modules: Int, chapters: Int, parts: Int });

export const ClassSummary = z.object({
  id: Int,
  /** null = a platform class (the master's) */
  organization_id: Int.nullable(),
  is_platform: z.boolean(),
  title: z.string(),
  description: z.string(),
  thumbnail_path: z.string().nullable(),
  /** a signed link the browser can open (two hours), null without a thumbnail */
  thumbnail_url: z.string().nullable(),
  level: z.enum(CLASS_LEVELS),
  ribbon: Ribbon.nullable(),
  featured: z.boolean(),
  status: z.enum(CLASS_STATUSES),
  published_at: z.string().nullable(),
  /** the class this one was copied from (duplicate or online-class-store) */
  source_class_id: Int.nullable(),
  counts: Counts,
  created_by: z.object({ id: Int, full_name: z.string() }).nullable(),
  /** whether the caller may change it (authors of its owner holding CLASS_UPDATE) */
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ClassSummary = z.infer<typeof ClassSummary>;
export const ClassList = z.object({ items: z.array(ClassSummary), meta: Meta });
export type ClassList = z.infer<typeof ClassList>;

/** GET online-class/{id} and every authoring save: the whole class as its author edits it. */
export const ClassDetail = ClassSummary.extend({
  why_important: z.array(z.string()),
  faqs: z.array(Faq),
  groups: z.array(Ref),
  courses: z.array(Ref),
  packages: z.array(Ref),
  modules: z.array(Module),
});
export type ClassDetail = z.infer<typeof ClassDetail>;

export const StoreResult = z.object({
  organization_id: Int,
  items: z.array(z.object({ source_class_id: Int, class_id: Int, title: z.string() })),
});
export type StoreResult = z.infer<typeof StoreResult>;

/* ------------------------------------------------------------------ answers: student side */

export const Progress = z.object({ done: Int, total: Int, percent: Int });
export type Progress = z.infer<typeof Progress>;

export const OcCard = z.object({
  id: Int,
  title: z.string(),
  description: z.string(),
  thumbnail_url: z.string().nullable(),
  level: z.enum(CLASS_LEVELS),
  ribbon: Ribbon.nullable(),
  featured: z.boolean(),
  counts: Counts,
  progress: Progress,
  started: z.boolean(),
  is_completed: z.boolean(),
});
export type OcCard = z.infer<typeof OcCard>;

export const OcSummary = z.object({
  classes: Int,
  started: Int,
  completed: Int,
  parts_done: Int,
  parts_total: Int,
});
export type OcSummary = z.infer<typeof OcSummary>;

/** GET oc */
export const OcHome = z.object({
  featured_classes: z.array(OcCard),
  more_classes: z.object({ items: z.array(OcCard), meta: Meta }),
  /** classes started and not finished first, then ones not started yet */
  suggestions: z.array(OcCard),
  summary: OcSummary,
});
export type OcHome = z.infer<typeof OcHome>;

export const LOCK_REASONS = ['previous_chapter_incomplete', 'quiz_not_passed'] as const;
export type LockReason = (typeof LOCK_REASONS)[number];

export const OcPartBrief = z.object({ id: Int, kind: z.enum(PART_KINDS), title: z.string(), position: Int, is_completed: z.boolean(), bookmarked: z.boolean() });
export type OcPartBrief = z.infer<typeof OcPartBrief>;

export const OcChapterBrief = z.object({
  id: Int,
  module_id: Int,
  title: z.string(),
  description: z.string(),
  position: Int,
  locked: z.boolean(),
  lock_reason: z.enum(LOCK_REASONS).nullable(),
  is_completed: z.boolean(),
  bookmarked: z.boolean(),
  progress: Progress,
  parts: z.array(OcPartBrief),
});
export type OcChapterBrief = z.infer<typeof OcChapterBrief>;

export const OcModule = z.object({ id: Int, title: z.string(), description: z.string(), position: Int, rules: ModuleRules, progress: Progress, chapters: z.array(OcChapterBrief) });
export type OcModule = z.infer<typeof OcModule>;

/** GET oc/{classId} */
export const OcClass = z.object({
  id: Int,
  title: z.string(),
  description: z.string(),
  thumbnail_url: z.string().nullable(),
  level: z.enum(CLASS_LEVELS),
  ribbon: Ribbon.nullable(),
  featured: z.boolean(),
  why_important: z.array(z.string()),
  faqs: z.array(Faq),
  progress: Progress,
  is_completed: z.boolean(),
  /** GET oc/{classId}/certificate answers a PDF (409 until is_completed) */
  certificate_available: z.boolean(),
  modules: z.array(OcModule),
});
export type OcClass = z.infer<typeof OcClass>;

/** GET oc/{classId}/chapter-list: every chapter of the class in order, flat, with its module. */
export const OcChapterList = z.array(OcChapterBrief.extend({ module_title: z.string() }));
export type OcChapterList = z.infer<typeof OcChapterList>;

/** GET oc/{classId}/{moduleId}/chapters */
export const OcModuleChapters = z.object({ class_id: Int, module: OcModule });
export type OcModuleChapters = z.infer<typeof OcModuleChapters>;

/** a quiz part's standing: the student's best handed-in sheet of the quiz set (GET quiz-test/evaluation/{best_sheet_id} shows it) */
export const OcQuiz = z.object({
  quiz_set_id: Int,
  title: z.string(),
  no_of_questions: Int,
  min_percent: Int.nullable(),
  best_sheet_id: Int.nullable(),
  best_percent: Int.nullable(),
  passed: z.boolean(),
  /** a sitting of it still open (resume it with POST quiz-test/start) */
  open_sheet_id: Int.nullable(),
});
export type OcQuiz = z.infer<typeof OcQuiz>;

export const OcPart = OcPartBrief.extend({
  /** video: a signed link to the file (material or upload), two hours; null for other kinds */
  video_url: z.string().nullable(),
  /** video: the last position this student reached (any device), seconds */
  position_sec: z.number().nullable(),
  duration_sec: Int.nullable(),
  /** text: plain paragraphs, never HTML */
  paragraphs: z.array(z.string()),
  /** material (and a video from a material): what the student opens */
  material: z.object({ id: Int, title: z.string(), kind: z.string(), file_url: z.string() }).nullable(),
  quiz: OcQuiz.nullable(),
  /** pte: the items to play (GET/POST question-test with each id) */
  question_ids: z.array(Int),
});
export type OcPart = z.infer<typeof OcPart>;

/** GET oc/{classId}/{moduleId}/chapters/{chapterId}: 403 `chapter_locked` while the chapter is locked. */
export const OcChapter = OcChapterBrief.omit({ parts: true }).extend({
  class_id: Int,
  module_title: z.string(),
  parts: z.array(OcPart),
  previous_chapter_id: Int.nullable(),
  next_chapter: z.object({ id: Int, module_id: Int, locked: z.boolean() }).nullable(),
});
export type OcChapter = z.infer<typeof OcChapter>;

/** POST oc/mark-as-complete and -bulk */
export const MarkResult = z.object({
  class_id: Int,
  /** parts newly recorded by this call (a part done before is not counted again) */
  marked: z.array(Int),
  already: z.array(Int),
  class_progress: Progress,
  class_completed: z.boolean(),
});
export type MarkResult = z.infer<typeof MarkResult>;

export const BookmarkResult = z.object({ part_id: Int.nullable(), chapter_id: Int.nullable(), bookmarked: z.boolean() });
export type BookmarkResult = z.infer<typeof BookmarkResult>;

export const VideoPosition = z.object({ part_id: Int, position_sec: z.number(), updated_at: z.string() });
export type VideoPosition = z.infer<typeof VideoPosition>;
