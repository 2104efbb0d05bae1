/**
 * The same screens live under each portal's prefix (docs/routes.md): the teacher's and the admin's /test-creation, the
 * master's /test-management/test-creation and the coaching owner's /test/test-list. Pages build links from where they are.
 */
import { useLocation } from 'react-router';
import type { ExamType } from '../api/authoring-api';
import type { WizardKind } from '../wizard/draft';

export const PRACTICE_TABS = ['all', 'reading', 'writing', 'speaking', 'listening', 'combo'] as const;
export type PracticeTab = (typeof PRACTICE_TABS)[number];

export function authoringBase(pathname: string): string {
  if (pathname.startsWith('/coaching-owner/')) return '/coaching-owner/test/test-list';
  if (pathname.startsWith('/master/')) return '/master/test-management/test-creation';
  if (pathname.startsWith('/admin/')) return '/admin/test-creation';
  return '/teacher/test-creation';
}

const query = (params: Record<string, string | number | null | undefined>) => {
  const s = new URLSearchParams(
    Object.entries(params)
      .filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== null && e[1] !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  return s ? `?${s}` : '';
};

export interface AuthoringPaths {
  index: string;
  list(examType?: ExamType): string;
  quizList: string;
  practice(tab: PracticeTab): string;
  practiceCreate: string;
  fullMock: string;
  show(id: number | string, examType?: ExamType): string;
  /** slug: practice-tests, mock-tests or quiz-set */
  preview(slug: string, id: number | string): string;
  wizard(kind: WizardKind, step: string, params?: Record<string, string | number | null | undefined>): string;
}

export function authoringPaths(pathname: string): AuthoringPaths {
  const base = authoringBase(pathname);
  return {
    index: base,
    list: (examType) => `${base}/list${query({ exam: examType === 'mock-tests' ? examType : undefined })}`,
    quizList: `${base}/quiz-list`,
    practice: (tab) => `${base}/practice-test/${tab}`,
    practiceCreate: `${base}/practice-test/create`,
    fullMock: `${base}/mock-exam/full-mock`,
    show: (id, examType) => `${base}/practice-test/show/${id}${query({ exam: examType === 'mock-tests' ? examType : undefined })}`,
    preview: (slug, id) => `${base}/${slug}/pte-preview/${id}`,
    wizard: (kind, step, params = {}) => `${base}/${kind}/${step}${query(params)}`,
  };
}

export function useAuthoringPaths(): AuthoringPaths {
  return authoringPaths(useLocation().pathname);
}
