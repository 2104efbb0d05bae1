/**
 * The evaluation lists' filters, kept in the URL (?section=&type=&status=&page=): pure helpers so the option lists
 * (each with a leading All) and the GET evaluation query they make are testable without a DOM.
 */
import { ALL_STATUS_VALUE, withLeadingAll, type StatusOption } from '@kernel/status/status-list';
import { SECTIONS, typesBySection, QUESTION_TYPES } from '@question-types/registry';
import type { EvaluationFilters } from '../api/evaluation-api';
import { withListParam } from '@ui/data-list/list-math';

/** The three lists of docs/product-spec.md §2: answers for a trainer, answers scored automatically, and evaluated answers with feedback. */
export const KINDS = ['manual', 'automatic', 'feedback'] as const;
export type ListKind = (typeof KINDS)[number];

/** What was sat (docs/product-spec.md §2 routes): practice answers and practice tests, the three kinds of mock, quizzes. */
export const TEST_KINDS = ['practice-test', 'full-mock-test', 'partial-mock-test', 'diagnostic-test', 'quiz-test'] as const;
export type TestKind = (typeof TEST_KINDS)[number];

/** The manual list has no quiz tab (quizzes are scored by their types); the other lists have all five (docs/routes.md). */
export function testKindsOf(kind: ListKind): readonly TestKind[] {
  return kind === 'manual' ? TEST_KINDS.filter((k) => k !== 'quiz-test') : TEST_KINDS;
}

export const STATUSES = ['pending', 'evaluated', 'auto'] as const;
/** The status "All" is sent as `all`: without a status the server lists the pending ones. */
export const ALL = 'all';
export const PER_PAGE = 15;

/** What each list shows until the user picks a status. */
export const DEFAULT_STATUS: Record<ListKind, (typeof STATUSES)[number]> = { manual: 'pending', automatic: 'auto', feedback: 'evaluated' };

type T = (key: string) => string;

export function sectionOptions(t: T): StatusOption[] {
  return withLeadingAll(SECTIONS.map((s) => ({ value: s, label: t(`sections.${s}`) })), t('filters.all'));
}

/** The types of the chosen section (every type under All), official names. */
export function typeOptions(section: string, allLabel: string, nameOf: (slug: string, fallback: string) => string = (_s, f) => f): StatusOption[] {
  const types = SECTIONS.includes(section as (typeof SECTIONS)[number]) ? typesBySection(section as (typeof SECTIONS)[number]) : QUESTION_TYPES;
  return withLeadingAll(types.map((d) => ({ value: d.slug, label: nameOf(d.slug, d.shortName) })), allLabel);
}

/** All first (value `all`), then the statuses. */
export function statusOptions(t: T): StatusOption[] {
  return [{ value: ALL, label: t('filters.all') }, ...STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))];
}

/** The status the select shows: the URL's, else the list's default. */
export function statusOf(kind: ListKind, params: URLSearchParams): EvaluationFilters['status'] {
  const s = params.get('status')?.trim().toLowerCase();
  return s === ALL || (STATUSES as readonly string[]).includes(s ?? '') ? (s as EvaluationFilters['status']) : DEFAULT_STATUS[kind];
}

/** The GET evaluation query of a list from its URL search params; All section/type sends nothing. */
export function filtersFromParams(kind: ListKind, params: URLSearchParams, testKind: TestKind = 'practice-test'): EvaluationFilters {
  const out: EvaluationFilters = { status: statusOf(kind, params), kind: testKind, page: Math.max(1, Math.floor(Number(params.get('page'))) || 1), per_page: PER_PAGE };
  const section = params.get('section')?.trim();
  if (section && section !== ALL_STATUS_VALUE && SECTIONS.includes(section as (typeof SECTIONS)[number])) out.section = section;
  const type = params.get('type')?.trim();
  if (type && type !== ALL_STATUS_VALUE) out.type = type;
  return out;
}

export type FilterKey = 'section' | 'type' | 'status' | 'page';

/**
 * Sets one filter: an empty value removes it, any filter change goes back to page 1, and a new section drops a type
 * of another section.
 */
export function withFilter(params: URLSearchParams, key: FilterKey, value: string): URLSearchParams {
  const next = withListParam(params, key, value);
  if (key === 'section' && value !== '') {
    const type = next.get('type');
    if (type && !typesBySection(value as (typeof SECTIONS)[number]).some((d) => d.slug === type)) next.delete('type');
  }
  return next;
}

/** The portal prefix of a pending-evaluation path: `/teacher` or `/admin`. */
export function portalBase(pathname: string): '/teacher' | '/admin' {
  return pathname.startsWith('/admin') ? '/admin' : '/teacher';
}

export function kindOf(pathname: string): ListKind {
  const m = /\/pending-evaluation\/(manual|automatic|feedback)\//.exec(pathname);
  return (m?.[1] as ListKind | undefined) ?? 'manual';
}

/** The test kind of a list path; practice-test when the path names none. */
export function testKindOf(pathname: string): TestKind {
  const m = /\/pending-evaluation\/(?:manual|automatic|feedback)\/([a-z-]+)/.exec(pathname);
  return (TEST_KINDS as readonly string[]).includes(m?.[1] ?? '') ? (m![1] as TestKind) : 'practice-test';
}

export const listPath = (base: string, kind: ListKind, testKind: TestKind = 'practice-test') => `${base}/pending-evaluation/${kind}/${testKindsOf(kind).includes(testKind) ? testKind : 'practice-test'}`;
export const evaluationPath = (base: string, id: number | string) => `${base}/pending-evaluation/manual/practice-test/evaluation/${id}`;
