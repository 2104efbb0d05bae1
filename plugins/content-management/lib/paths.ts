/**
 * The master's content-management addresses (docs/routes.md, question-and-test-management): one list page serves
 * four kinds and five views, one bulk-upload page three kinds; the page reads which from its own address. Pure.
 */
export const BASE = '/master/question-and-test-management';
export const KINDS = ['question', 'test', 'material', 'quiz'] as const;
export type Kind = (typeof KINDS)[number];
export const VIEWS = ['list', 'assign-to-trainer-or-admin', 'assign-to-branch', 'draft', 'communication'] as const;
export type View = (typeof VIEWS)[number];
export const BULK_KINDS = ['question', 'material', 'quiz'] as const;
export type BulkPageKind = (typeof BULK_KINDS)[number];

export const listPath = (kind: Kind, view: View) => `${BASE}/${kind}-management/${view}`;
export const bulkPath = (kind: BulkPageKind) => `${BASE}/${kind}-management/bulk-upload`;
export const answersPath = (id: number) => `${BASE}/question-management/question-answers/${id}`;

const isKind = (v: string | undefined): v is Kind => (KINDS as readonly string[]).includes(v ?? '');
const isView = (v: string | undefined): v is View => (VIEWS as readonly string[]).includes(v ?? '');

/** `/master/question-and-test-management/quiz-management/draft` -> { kind: 'quiz', view: 'draft' }; anything else null. */
export function pageOf(pathname: string): { kind: Kind; view: View } | { kind: Kind; view: 'bulk-upload' } | null {
  const m = /\/([a-z]+)-management\/([a-z-]+)\/?$/.exec(pathname);
  if (!m || !isKind(m[1])) return null;
  if (m[2] === 'bulk-upload') return { kind: m[1], view: 'bulk-upload' };
  return isView(m[2]) ? { kind: m[1], view: m[2] } : null;
}

/** The server's kind for a page kind (the same word today; kept apart so an address may change alone). */
export const serverKind = (kind: Kind): 'question' | 'quiz' | 'test' | 'material' => kind;
