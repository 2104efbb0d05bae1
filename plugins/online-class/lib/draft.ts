/**
 * The online-class wizard's draft (issue 16; docs/product-spec.md §3 "Online class (authoring)"): what the steps
 * edit, the steps and the fields each owns, and the step rules checked before a save (the server checks the same
 * again). Rule messages are keys of the namespace's `rules` (the page translates them); a server message passes
 * through as it is. Pure: no React, no http.
 */
import type { FieldErrors } from '@machines/wizard.machine';
import { htmlToText, textToHtml } from '@question-types/kit/ui/html-text';

export const CLASS_STEPS = ['class-information', 'why-important', 'faq', 'class-mapping', 'module-information', 'chapter-details', 'rules', 'review'] as const;
export type ClassStep = (typeof CLASS_STEPS)[number];

// the same lists as the server's contracts (server/modules/online-class/contracts.ts), kept here as values: a
// client file takes only types from a contract
export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type Level = (typeof LEVELS)[number];
export const PART_KINDS = ['video', 'text', 'material', 'quiz', 'pte'] as const;
export type PartKind = (typeof PART_KINDS)[number];

export const LIMITS = { title: 200, description: 5000, point: 500, points: 30, faqQuestion: 500, faqAnswer: 5000, paragraph: 10_000, questions: 50 } as const;

export interface PartDraft {
  /** a stable client key (drag and drop, React keys); the server's id once saved */
  key: string;
  id?: number;
  kind: PartKind;
  title: string;
  /** video (a video material) and material */
  material_id?: number | null;
  /** video: a video uploaded to the `materials` folder instead of a material */
  video_path?: string | null;
  /** text: the editor's HTML (stored on the server as plain paragraphs) */
  html?: string;
  quiz_set_id?: number | null;
  /** pte: items of the bank */
  question_ids?: number[];
  /** what the pickers showed (the material's or quiz set's title; the items' titles), for the review */
  ref_title?: string;
  question_titles?: string[];
}
export interface ChapterDraft {
  key: string;
  id?: number;
  title: string;
  description: string;
  parts: PartDraft[];
}
export interface ModuleDraft {
  key: string;
  id?: number;
  title: string;
  description: string;
  /** rules: chapters open one after another */
  sequential: boolean;
  /** rules: pass each quiz of a chapter with at least this percent to open the next; null = no rule */
  min_quiz_percent: number | null;
  chapters: ChapterDraft[];
}
export interface FaqDraft {
  key: string;
  id?: number;
  question: string;
  answer: string;
}
export interface ClassDraft {
  title: string;
  description: string;
  /** the stored path of the uploaded image (`/files/materials/...`) */
  thumbnail_path: string | null;
  /** a link the browser can show (the server's signed one, or the local file just picked) */
  thumbnail_url: string | null;
  level: Level;
  ribbon: string | null;
  featured: boolean;
  why_important: string[];
  faqs: FaqDraft[];
  course_ids: number[];
  package_ids: number[];
  group_ids: number[];
  modules: ModuleDraft[];
  status: string;
}

/** The fields each step owns: a 422 on one of them (or below it, `modules.0.title`) shows at the step's form. */
export const STEP_FIELDS: Record<ClassStep, readonly string[]> = {
  'class-information': ['title', 'description', 'thumbnail_path', 'level', 'ribbon', 'featured'],
  'why-important': ['why_important'],
  faq: ['faqs'],
  'class-mapping': ['course_ids', 'package_ids', 'group_ids'],
  'module-information': ['modules'],
  'chapter-details': ['modules', 'chapters'],
  rules: ['modules', 'rules'],
  review: [],
};

export function emptyDraft(): Partial<ClassDraft> {
  return { title: '', description: '', thumbnail_path: null, thumbnail_url: null, level: 'beginner', ribbon: null, featured: false, why_important: [''], faqs: [], course_ids: [], package_ids: [], group_ids: [], modules: [] };
}

let seq = 0;
/** A fresh client key for a new module, chapter, part or FAQ. */
export function newKey(prefix: string): string {
  seq += 1;
  return `${prefix}-${Date.now().toString(36)}-${seq}`;
}

/**
 * A rule's message: its key, and for a field inside a list (`modules.0.chapters.1.title`) `key@field`, so the page
 * can say where (the wizard page shows a list's errors together, at the list: see `splitRuleMessage`).
 */
function add(errors: FieldErrors, field: string, key: string): void {
  (errors[field] ??= []).push(/\.\d+(\.|$)/.test(field) ? `${key}@${field}` : key);
}

/** A rule message split into its key and, for an item of a list, the 1-based place of each list it is in. */
export function splitRuleMessage(message: string): { key: string; at: Array<{ list: string; n: number }> } {
  const [key, field] = message.split('@') as [string, string | undefined];
  const at: Array<{ list: string; n: number }> = [];
  if (field) {
    const parts = field.split('.');
    parts.forEach((p, i) => {
      if (/^\d+$/.test(p) && i > 0) at.push({ list: parts[i - 1] as string, n: Number(p) + 1 });
    });
  }
  return { key, at };
}
const blank = (s: string | undefined | null) => (s ?? '').trim() === '';

export function classInformationRules(d: Partial<ClassDraft>): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(d.title)) add(errors, 'title', 'titleRequired');
  else if ((d.title ?? '').trim().length > LIMITS.title) add(errors, 'title', 'titleTooLong');
  if (blank(d.description)) add(errors, 'description', 'descriptionRequired');
  else if ((d.description ?? '').length > LIMITS.description) add(errors, 'description', 'descriptionTooLong');
  if (!d.level || !(LEVELS as readonly string[]).includes(d.level)) add(errors, 'level', 'levelRequired');
  return errors;
}

export function whyImportantRules(d: Partial<ClassDraft>): FieldErrors {
  const errors: FieldErrors = {};
  const points = d.why_important ?? [];
  const filled = points.filter((p) => !blank(p)).length;
  if (filled === 0) add(errors, 'why_important', 'pointRequired');
  else if (filled > LIMITS.points) add(errors, 'why_important', 'tooManyPoints');
  points.forEach((p, i) => {
    if (p.length > LIMITS.point) add(errors, `why_important.${i}`, 'pointTooLong');
  });
  return errors;
}

export function faqRules(d: Partial<ClassDraft>): FieldErrors {
  const errors: FieldErrors = {};
  (d.faqs ?? []).forEach((f, i) => {
    if (blank(f.question)) add(errors, `faqs.${i}.question`, 'questionRequired');
    else if (f.question.length > LIMITS.faqQuestion) add(errors, `faqs.${i}.question`, 'questionTooLong');
    if (blank(f.answer)) add(errors, `faqs.${i}.answer`, 'answerRequired');
    else if (f.answer.length > LIMITS.faqAnswer) add(errors, `faqs.${i}.answer`, 'answerTooLong');
  });
  return errors;
}

export function mappingRules(d: Partial<ClassDraft>): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of ['course_ids', 'package_ids', 'group_ids'] as const) {
    const ids = d[field] ?? [];
    if (ids.some((id) => !Number.isInteger(id) || id <= 0)) add(errors, field, 'idInvalid');
  }
  return errors;
}

export function moduleRules(d: Partial<ClassDraft>): FieldErrors {
  const errors: FieldErrors = {};
  const modules = d.modules ?? [];
  if (modules.length === 0) add(errors, 'modules', 'moduleRequired');
  modules.forEach((m, i) => {
    if (blank(m.title)) add(errors, `modules.${i}.title`, 'titleRequired');
    else if (m.title.trim().length > LIMITS.title) add(errors, `modules.${i}.title`, 'titleTooLong');
    if (m.description.length > LIMITS.description) add(errors, `modules.${i}.description`, 'descriptionTooLong');
  });
  return errors;
}

/** What is wrong with one part, as a rule key, or null. */
export function partProblem(p: PartDraft): string | null {
  if (p.title.trim().length > LIMITS.title) return 'titleTooLong';
  switch (p.kind) {
    case 'video':
      return p.material_id || p.video_path ? null : 'videoRequired';
    case 'text': {
      const paragraphs = paragraphsOf(p.html ?? '');
      if (paragraphs.length === 0) return 'textRequired';
      return paragraphs.some((x) => x.length > LIMITS.paragraph) ? 'textTooLong' : null;
    }
    case 'material':
      return p.material_id ? null : 'materialRequired';
    case 'quiz':
      return p.quiz_set_id ? null : 'quizRequired';
    case 'pte':
      if (!p.question_ids || p.question_ids.length === 0) return 'questionItemRequired';
      return p.question_ids.length > LIMITS.questions ? 'tooManyQuestions' : null;
    default:
      return 'kindInvalid';
  }
}

export function chapterRules(d: Partial<ClassDraft>): FieldErrors {
  const errors: FieldErrors = {};
  (d.modules ?? []).forEach((m, i) => {
    if (m.chapters.length === 0) add(errors, `modules.${i}.chapters`, 'chapterRequired');
    m.chapters.forEach((c, j) => {
      const at = `modules.${i}.chapters.${j}`;
      if (blank(c.title)) add(errors, `${at}.title`, 'titleRequired');
      else if (c.title.trim().length > LIMITS.title) add(errors, `${at}.title`, 'titleTooLong');
      if (c.parts.length === 0) add(errors, `${at}.parts`, 'partRequired');
      c.parts.forEach((p, k) => {
        const problem = partProblem(p);
        if (problem) add(errors, `${at}.parts.${k}`, problem);
      });
    });
  });
  return errors;
}

export function rulesRules(d: Partial<ClassDraft>): FieldErrors {
  const errors: FieldErrors = {};
  (d.modules ?? []).forEach((m, i) => {
    const s = m.min_quiz_percent;
    if (s !== null && s !== undefined && (!Number.isInteger(s) || s < 1 || s > 100)) add(errors, `modules.${i}.min_quiz_percent`, 'scoreRange');
  });
  return errors;
}

/** Publishing checks everything (the review step). */
export function reviewRules(d: Partial<ClassDraft>): FieldErrors {
  return { ...classInformationRules(d), ...whyImportantRules(d), ...faqRules(d), ...mappingRules(d), ...moduleRules(d), ...chapterRules(d), ...rulesRules(d) };
}

export const STEP_RULES: Record<ClassStep, (d: Partial<ClassDraft>) => FieldErrors> = {
  'class-information': classInformationRules,
  'why-important': whyImportantRules,
  faq: faqRules,
  'class-mapping': mappingRules,
  'module-information': moduleRules,
  'chapter-details': chapterRules,
  rules: rulesRules,
  review: reviewRules,
};

/** Moves one element of a list by `delta` places (clamped); a new array. */
export function moveBy<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = Math.max(0, Math.min(list.length - 1, index + delta));
  const out = [...list];
  if (index < 0 || index >= list.length || to === index) return out;
  const [item] = out.splice(index, 1);
  out.splice(to, 0, item as T);
  return out;
}

/** Reorders a keyed list to the given key order (what the sortable list hands back); unknown keys are ignored. */
export function reorderByKeys<T extends { key: string }>(list: readonly T[], keys: readonly string[]): T[] {
  const byKey = new Map(list.map((x) => [x.key, x]));
  const out = keys.map((k) => byKey.get(k)).filter((x): x is T => x !== undefined);
  for (const x of list) if (!keys.includes(x.key)) out.push(x);
  return out;
}

/** The editor's HTML as the plain paragraphs the server stores (never HTML). */
export function paragraphsOf(html: string): string[] {
  return htmlToText(html)
    .split(/\n{2,}/)
    .map((x) => x.trim())
    .filter((x) => x !== '');
}
/** Stored paragraphs back as the editor's HTML. */
export function htmlOf(paragraphs: readonly string[]): string {
  return paragraphs.length === 0 ? '' : textToHtml(paragraphs.join('\n\n'));
}
