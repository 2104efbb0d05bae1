/**
 * Between the server's class (ClassDetail, server/modules/online-class/contracts.ts) and the wizard's draft: the
 * draft a stored class resumes as, the body each step saves, and the server's new ids merged back into the draft
 * after a save (the server answers the whole class; lists keep their order, so position i is item i). Pure.
 */
import type { BasicBody, ChapterInput, ClassDetail, ModuleBody, PartInput, RuleInput } from '@server/modules/online-class/contracts.ts';

type ModuleInput = ModuleBody['modules'][number];
import { CLASS_STEPS, htmlOf, newKey, paragraphsOf, type ChapterDraft, type ClassDraft, type ClassStep, type FaqDraft, type Level, type ModuleDraft, type PartDraft } from './draft';

type Detail = Pick<ClassDetail, 'title' | 'description' | 'thumbnail_path' | 'thumbnail_url' | 'level' | 'ribbon' | 'featured' | 'status' | 'why_important' | 'faqs' | 'groups' | 'courses' | 'packages' | 'modules'>;

export function partDraft(p: ClassDetail['modules'][number]['chapters'][number]['parts'][number]): PartDraft {
  return {
    key: `p${p.id}`,
    id: p.id,
    kind: p.kind,
    title: p.title,
    material_id: p.material_id,
    video_path: p.video_path,
    html: htmlOf(p.paragraphs),
    quiz_set_id: p.quiz_set_id,
    question_ids: p.question_ids,
    ref_title: p.material?.title ?? p.quiz_set?.title,
  };
}

export function toDraft(c: Detail): Partial<ClassDraft> {
  return {
    title: c.title,
    description: c.description,
    thumbnail_path: c.thumbnail_path,
    thumbnail_url: c.thumbnail_url,
    level: c.level as Level,
    ribbon: c.ribbon?.key ?? null,
    featured: c.featured,
    status: c.status,
    why_important: c.why_important.length > 0 ? [...c.why_important] : [''],
    faqs: c.faqs.map((f) => ({ key: `f${f.id}`, id: f.id, question: f.question, answer: f.answer })),
    group_ids: c.groups.map((g) => g.id),
    course_ids: c.courses.map((g) => g.id),
    package_ids: c.packages.map((g) => g.id),
    modules: c.modules.map(
      (m): ModuleDraft => ({
        key: `m${m.id}`,
        id: m.id,
        title: m.title,
        description: m.description,
        sequential: m.rules.sequential,
        min_quiz_percent: m.rules.min_quiz_percent,
        chapters: m.chapters.map((ch): ChapterDraft => ({ key: `c${ch.id}`, id: ch.id, title: ch.title, description: ch.description, parts: ch.parts.map(partDraft) })),
      }),
    ),
  };
}

/**
 * The step a stored class was left at: the server keeps no wizard step, so it is read from what the class holds
 * (a published class opens at the review). Returns the saved steps in order.
 */
export function savedSteps(c: Detail): ClassStep[] {
  const hasModules = c.modules.length > 0;
  const hasChapters = hasModules && c.modules.every((m) => m.chapters.length > 0);
  const done: Record<ClassStep, boolean> = {
    'class-information': true,
    'why-important': c.why_important.length > 0,
    faq: c.why_important.length > 0,
    'class-mapping': c.why_important.length > 0,
    'module-information': hasModules,
    'chapter-details': hasChapters,
    rules: hasChapters,
    review: c.status === 'published',
  };
  // the steps up to the first one not done (a step is "visited" only when every one before it is)
  const out: ClassStep[] = [];
  for (const s of CLASS_STEPS) {
    if (!done[s]) break;
    out.push(s);
  }
  return out;
}

const clean = (s: string | undefined) => (s ?? '').trim();

export function basicBody(step: ClassStep, d: Partial<ClassDraft>, id?: number): BasicBody {
  switch (step) {
    case 'why-important':
      return { id, why_important: (d.why_important ?? []).map(clean).filter((p) => p !== '') };
    case 'class-mapping':
      return { id, course_ids: d.course_ids ?? [], package_ids: d.package_ids ?? [], group_ids: d.group_ids ?? [] };
    default:
      return {
        id,
        title: clean(d.title),
        description: d.description ?? '',
        thumbnail_path: d.thumbnail_path ?? null,
        level: d.level ?? 'beginner',
        ribbon: (d.ribbon ?? null) as BasicBody['ribbon'],
        featured: d.featured ?? false,
      };
  }
}

export const faqInputs = (faqs: readonly FaqDraft[]) => faqs.map((f) => ({ ...(f.id ? { id: f.id } : {}), question: clean(f.question), answer: clean(f.answer) }));
export const moduleInputs = (modules: readonly ModuleDraft[]): ModuleInput[] =>
  modules.map((m) => ({ ...(m.id ? { id: m.id } : {}), title: clean(m.title), description: m.description }));

export function partInput(p: PartDraft): PartInput {
  const base = { ...(p.id ? { id: p.id } : {}), kind: p.kind, title: clean(p.title) };
  switch (p.kind) {
    case 'video':
      return p.video_path ? { ...base, video_path: p.video_path, material_id: null } : { ...base, material_id: p.material_id ?? null, video_path: null };
    case 'material':
      return { ...base, material_id: p.material_id ?? null };
    case 'text':
      return { ...base, paragraphs: paragraphsOf(p.html ?? '') };
    case 'quiz':
      return { ...base, quiz_set_id: p.quiz_set_id ?? null };
    case 'pte':
      return { ...base, question_ids: p.question_ids ?? [] };
  }
}
export const chapterInputs = (m: ModuleDraft): ChapterInput[] =>
  m.chapters.map((c) => ({ ...(c.id ? { id: c.id } : {}), title: clean(c.title), description: c.description, parts: c.parts.map(partInput) }));
export const ruleInputs = (modules: readonly ModuleDraft[]): RuleInput[] =>
  modules.filter((m) => m.id).map((m) => ({ module_id: m.id as number, sequential: m.sequential, min_quiz_percent: m.min_quiz_percent ?? null }));

/**
 * The server's ids (and what it resolved: a material's title) written into the draft by position, keeping the
 * draft's own keys and edits. Items the server does not have (more in the draft than in the answer) stay as they are.
 */
export function mergeIds(d: Partial<ClassDraft>, c: Pick<Detail, 'faqs' | 'modules'>): Partial<ClassDraft> {
  return {
    ...d,
    faqs: (d.faqs ?? []).map((f, i) => (c.faqs[i] ? { ...f, id: c.faqs[i].id } : f)),
    modules: (d.modules ?? []).map((m, i) => {
      const sm = c.modules[i];
      if (!sm) return m;
      return {
        ...m,
        id: sm.id,
        chapters: m.chapters.map((ch, j) => {
          const sc = sm.chapters[j];
          if (!sc) return ch;
          return { ...ch, id: sc.id, parts: ch.parts.map((p, k) => (sc.parts[k] ? { ...p, id: sc.parts[k].id } : p)) };
        }),
      };
    }),
  };
}

/** A new empty module, chapter or part. */
export const newModule = (): ModuleDraft => ({ key: newKey('m'), title: '', description: '', sequential: true, min_quiz_percent: null, chapters: [] });
export const newChapter = (): ChapterDraft => ({ key: newKey('c'), title: '', description: '', parts: [] });
export const newPart = (kind: PartDraft['kind']): PartDraft => ({ key: newKey('p'), kind, title: '', ...(kind === 'pte' ? { question_ids: [] } : {}), ...(kind === 'text' ? { html: '' } : {}) });
export const newFaq = (): FaqDraft => ({ key: newKey('f'), question: '', answer: '' });
