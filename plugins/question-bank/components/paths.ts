/**
 * The same screens live under each portal's prefix (routes.tsv): the teacher's, the admin's and the master's
 * /question-creation, and the coaching owner's /test/test-list. Pages build their links from where they are.
 */
import { useLocation } from 'react-router';

export const SECTIONS = ['reading', 'writing', 'speaking', 'listening'] as const;
export type BankSection = (typeof SECTIONS)[number];

export interface BankPaths {
  /** the index with the per-type counts (the owner has none: the reading list stands in) */
  index: string;
  list(section: string, type?: string): string;
  create(section?: string, type?: string): string;
  edit(id: number | string): string;
  preview(slug: string, id: number | string): string;
  /** the quiz items' screens: the teacher's, admin's and master's only (the owner has none, routes.tsv) */
  quiz: { list: string; create: string; edit(id: number | string): string } | null;
}

export function bankBase(pathname: string): string {
  if (pathname.startsWith('/coaching-owner/')) return '/coaching-owner/test/test-list';
  if (pathname.startsWith('/master/')) return '/master/question-creation';
  if (pathname.startsWith('/admin/')) return '/admin/question-creation';
  return '/teacher/question-creation';
}

export function bankPaths(pathname: string): BankPaths {
  const base = bankBase(pathname);
  const owner = base.startsWith('/coaching-owner');
  const query = (params: Record<string, string | undefined>) => {
    const s = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1])).toString();
    return s ? `?${s}` : '';
  };
  return {
    index: owner ? `${base}/pte-question/reading` : base,
    list: (section, type) => `${base}/pte-question/${section}${query({ type })}`,
    create: (section, type) => `${base}/pte-question/create${query({ section, type })}`,
    edit: (id) => `${base}/pte-question/edit/${id}`,
    // the owner's {slug}/pte-preview/{id} is a test's preview (test-creation, routes.tsv): questions preview under pte-question
    preview: (slug, id) => (owner ? `${base}/pte-question/${slug}/pte-preview/${id}` : `${base}/${slug}/pte-preview/${id}`),
    quiz: owner ? null : { list: `${base}/pte-quiz`, create: `${base}/pte-quiz/create`, edit: (id) => `${base}/pte-quiz/edit/${id}` },
  };
}

export function useBankPaths(): BankPaths {
  return bankPaths(useLocation().pathname);
}
