/**
 * The same screens live under each portal's prefix (docs/routes.md): the teacher's, the admin's and the master's
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
  /** the quiz items' screens: the teacher's, admin's and master's only (the owner has none, docs/routes.md) */
  quiz: { list: string; create: string; edit(id: number | string): string } | null;
}

/**
 * Where the bank's screens of the page's portal live: `questions` holds the item screens; `base` is the portal's bank
 * index, or null for the owner (whose /test/test-list itself is test creation's page, not this plugin's).
 */
function bankRoots(pathname: string): { base: string | null; questions: string } {
  if (pathname.startsWith('/coaching-owner/')) return { base: null, questions: '/coaching-owner/test/test-list/pte-question' };
  const base = pathname.startsWith('/master/') ? '/master/question-creation' : pathname.startsWith('/admin/') ? '/admin/question-creation' : '/teacher/question-creation';
  return { base, questions: `${base}/pte-question` };
}

export function bankPaths(pathname: string): BankPaths {
  const { base, questions } = bankRoots(pathname);
  const query = (params: Record<string, string | undefined>) => {
    const s = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1])).toString();
    return s ? `?${s}` : '';
  };
  return {
    index: base ?? `${questions}/reading`,
    list: (section, type) => `${questions}/${section}${query({ type })}`,
    create: (section, type) => `${questions}/create${query({ section, type })}`,
    edit: (id) => `${questions}/edit/${id}`,
    // the owner's {slug}/pte-preview/{id} is a test's preview (test-creation, docs/routes.md): questions preview under pte-question
    preview: (slug, id) => (base === null ? `${questions}/${slug}/pte-preview/${id}` : `${base}/${slug}/pte-preview/${id}`),
    quiz: base === null ? null : { list: `${base}/pte-quiz`, create: `${base}/pte-quiz/create`, edit: (id) => `${base}/pte-quiz/edit/${id}` },
  };
}

export function useBankPaths(): BankPaths {
  return bankPaths(useLocation().pathname);
}
