/**
 * Where the online-class pages live (docs/routes.md): per portal (teacher, master; the coaching owner sees the list
 * and the details only), and how the wizard's addresses map onto its steps. Several addresses open one step:
 * faq/new-faq and faq/import-faq (two tabs of the FAQ step), module-information/create and /{id} (a new module or
 * one of them), rules and rules/module/{id}, review and review/module/{id}. The class id rides in `?id=`.
 */
import type { ClassStep } from './draft';

export type StaffPortal = 'teacher' | 'master' | 'coaching-owner';

/** The portal a path belongs to (its first segment); the coaching owner only views. */
export function portalOf(pathname: string): StaffPortal {
  const first = pathname.split('/')[1];
  return first === 'master' ? 'master' : first === 'coaching-owner' ? 'coaching-owner' : 'teacher';
}

export const canAuthor = (portal: StaffPortal) => portal !== 'coaching-owner';

const withId = (path: string, id: string | number | null | undefined) => (id === null || id === undefined || id === '' ? path : `${path}?id=${encodeURIComponent(String(id))}`);

const STEP_ADDRESS: Record<ClassStep, string> = {
  'class-information': 'class-information',
  'why-important': 'why-important',
  faq: 'faq/new-faq',
  'class-mapping': 'class-mapping',
  'module-information': 'module-information/create',
  'chapter-details': 'chapter-details',
  rules: 'rules',
  review: 'review',
};

export interface ClassPaths {
  portal: StaffPortal;
  list: string;
  modules: (id: number | string) => string;
  description: (id: number | string) => string;
  whyImportants: (id: number | string) => string;
  chapter: (id: number | string) => string;
  /** the wizard's address of a step (its first page), with the class id */
  step: (step: string, classId: string | number | null) => string;
  /** a page under the wizard (`faq/import-faq`, `module-information/3`, `rules/module/3`...), with the class id */
  sub: (path: string, classId: string | number | null) => string;
  preview: (moduleId: number | string, chapterId: number | string, classId: string | number | null) => string;
  success: (classId: string | number | null) => string;
}

export function pathsFor(portal: StaffPortal): ClassPaths {
  const base = `/${portal}/online-class`;
  const create = `${base}/online-class-create`;
  return {
    portal,
    list: `${base}/online-class-list`,
    modules: (id) => `${base}/class-details/${id}/modules`,
    description: (id) => `${base}/class-details/${id}/class-description`,
    whyImportants: (id) => `${base}/class-details/${id}/why-importants`,
    chapter: (id) => `${base}/chapter/details/${id}`,
    step: (step, classId) => withId(`${create}/${STEP_ADDRESS[step as ClassStep] ?? step}`, classId),
    sub: (path, classId) => withId(`${create}/${path}`, classId),
    preview: (moduleId, chapterId, classId) => withId(`${create}/preview/module/${moduleId}/chapter/${chapterId}`, classId),
    success: (classId) => withId(`${create}/success`, classId),
  };
}

export interface WizardAddress {
  step: ClassStep;
  /** faq: which tab */
  faqTab?: 'new' | 'import';
  /** module-information/{id}, rules/module/{id}, review/module/{id}: the module's id or client key; 'create' for a new one */
  module?: string;
}

/** The step (and the sub-page) a wizard address names; undefined off the wizard. */
export function addressStep(pathname: string): WizardAddress | undefined {
  const at = pathname.replace(/\/+$/, '').split('/online-class-create/')[1];
  if (at === undefined) return undefined;
  const [head, a, b] = at.split('/');
  switch (head) {
    case 'class-information':
    case 'why-important':
    case 'class-mapping':
    case 'chapter-details':
      return { step: head };
    case 'faq':
      return { step: 'faq', faqTab: a === 'import-faq' ? 'import' : 'new' };
    case 'module-information':
      return { step: 'module-information', module: a ? decodeURIComponent(a) : 'create' };
    case 'rules':
    case 'review':
      return a === 'module' && b ? { step: head, module: decodeURIComponent(b) } : { step: head };
    default:
      return undefined;
  }
}
