/**
 * The authoring calls of online classes (server/modules/online-class) and the lists the wizard picks from (courses
 * and packages, groups, materials, quiz sets, the question bank: those features' own list endpoints). React-query
 * options and plain calls over the kernel's http client; types are the server's contracts.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import { uploadFile } from '@kernel/http/upload';
import type {
  BasicBody, Chapter, ChapterInput, ClassDetail, ClassList, ClassSummary, Faq, FaqBody, Module, ModuleBody, Part, PartInput, RibbonKey, RibbonList, RuleInput,
} from '@server/modules/online-class/contracts.ts';
import type { GroupList } from '@server/modules/groups/contracts.ts';
import type { MaterialList, Material } from '@server/modules/materials/contracts.ts';
import type { QuizSetList, QuizSetShow } from '@server/modules/test-creation/contracts.ts';
import type { PackageList } from '@server/modules/packages/contracts.ts';

export type ModuleInput = ModuleBody['modules'][number];
export type { BasicBody, Chapter, ChapterInput, ClassDetail, ClassSummary, Faq, Material, Module, Part, PartInput, RibbonKey, RuleInput };
export type Params = Record<string, string | number | boolean | undefined>;

/** GET questions/list (the question bank keeps its answer shapes in schemas.ts, not a contracts file): what a picker reads */
export interface QuestionPick {
  id: number;
  title: string;
  slug: string;
  section: string;
  status: string;
}
interface QuestionPickList {
  items: QuestionPick[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

const get = async <T>(path: string, params: Params = {}) => (await http.get<ApiEnvelope<T>>(path, { params })).data;
/** a picker's list: a refusal (a trainer may not list packages) shows in the picker, not as a toast */
const quiet = async <T>(path: string, params: Params = {}) => (await http.get<ApiEnvelope<T>>(path, { params, toast: false })).data;
const post = async <T>(path: string, body: unknown) => (await http.post<ApiEnvelope<T>>(path, body)).data;

export const CLASS_KEY = ['online-class'] as const;

export const classListQuery = (filters: Params) =>
  queryOptions({ queryKey: [...CLASS_KEY, 'list', filters], queryFn: () => get<ClassList>('online-class', filters), placeholderData: (p) => p });
export const classQuery = (id: number) => queryOptions({ queryKey: [...CLASS_KEY, 'one', id], queryFn: () => get<ClassDetail>(`online-class/${id}`) });
export const fetchClass = (id: number | string) => get<ClassDetail>(`online-class/${id}`);
export const ribbonsQuery = () => queryOptions({ queryKey: [...CLASS_KEY, 'ribbons'], queryFn: () => get<RibbonList>('online-class-ribbons'), staleTime: 5 * 60_000 });

/** POST online-class/basic: without `id` a new draft, with it a change (title, texts, mapping, why important) */
export const saveBasic = (body: BasicBody) => post<ClassDetail>('online-class/basic', body);
export const saveFaqs = (body: FaqBody) => post<ClassDetail>('online-class/faq', body);
export const saveModules = (classId: number, modules: ModuleInput[]) => post<ClassDetail>('online-class/module', { class_id: classId, modules });
export const saveChapters = (classId: number, moduleId: number, chapters: ChapterInput[]) =>
  post<ClassDetail>('online-class/chapter', { class_id: classId, module_id: moduleId, chapters });
export const saveRules = (classId: number, rules: RuleInput[]) => post<ClassDetail>('online-class/rules', { class_id: classId, rules });
export const publishClass = (classId: number, publish = true) => post<ClassDetail>('online-class/publish', { class_id: classId, publish });
export const duplicateClass = (id: number) => post<ClassDetail>('online-class/duplicate', { id });

/** an image for the thumbnail, into the `materials` folder; the stored path the basic save takes */
export const uploadThumbnail = (file: File, onProgress?: (f: number) => void) => uploadFile(file, 'materials', onProgress);

export const invalidateClasses = (client: QueryClient) => client.invalidateQueries({ queryKey: CLASS_KEY });

/* ---- the lists the wizard picks from ---- */
const PICK = { staleTime: 30_000, placeholderData: <T>(p: T | undefined) => p } as const;

export const coursesPickQuery = (search: string) =>
  queryOptions({ queryKey: [...CLASS_KEY, 'pick', 'courses', search], queryFn: () => quiet<PackageList>('packages', { kind: 'COURSE', per_page: 100, search: search || undefined }), ...PICK });
export const packagesPickQuery = (search: string) =>
  queryOptions({ queryKey: [...CLASS_KEY, 'pick', 'packages', search], queryFn: () => quiet<PackageList>('packages', { kind: 'PACKAGE', per_page: 100, search: search || undefined }), ...PICK });
export const groupsPickQuery = (search: string) =>
  queryOptions({ queryKey: [...CLASS_KEY, 'pick', 'groups', search], queryFn: () => quiet<GroupList>('groups', { per_page: 100, search: search || undefined }), ...PICK });
/** the chapter parts' pickers: plain loaders (the picker keys them by its own name and the search) */
export const findMaterials = (search: string, kind?: string) => quiet<MaterialList>('materials', { per_page: 50, kind, status: 'active', search: search || undefined });
export const findQuizSets = (search: string) => quiet<QuizSetList>('quiz-sets', { per_page: 50, search: search || undefined });
export const findQuestions = (search: string) => quiet<QuestionPickList>('questions/list', { per_page: 50, status: 'active', search: search || undefined });
export const classesPickQuery = (search: string) =>
  queryOptions({ queryKey: [...CLASS_KEY, 'pick', 'classes', search], queryFn: () => quiet<ClassList>('online-class', { per_page: 50, search: search || undefined }), ...PICK });

/** one material with signed links (a chapter part's video or document, in the preview and the details) */
export const materialQuery = (id: number) => queryOptions({ queryKey: [...CLASS_KEY, 'material', id], queryFn: () => get<Material>(`materials/${id}`), staleTime: 60 * 60_000 });
/** one quiz set (its title and size, for the preview of a quiz part) */
export const quizSetQuery = (id: number) =>
  queryOptions({ queryKey: [...CLASS_KEY, 'quiz-set', id], queryFn: () => quiet<QuizSetShow>(`quiz-sets/${id}`), staleTime: 5 * 60_000 });
