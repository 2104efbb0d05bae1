/**
 * The list pages' filters, kept in the URL (?type=&status=&frequency=&source=&search=&page=; the quiz list
 * ?quiz_type_id=&type=&status=&search=&page=): pure helpers
 * so the option lists (each with a leading All) and the query they make are testable without a DOM.
 */
import { ALL_STATUS_VALUE, withLeadingAll, type StatusOption } from '@kernel/status/status-list';
import type { QuestionFilters } from '../api/questions-api';
import { withListParam } from '@ui/data-list/list-math';

export const STATUSES = ['active', 'inactive'] as const;
export const FREQUENCIES = ['HIGH', 'MODERATE', 'LOW'] as const;
export const SOURCES = ['EXAM_QUESTION', 'PRACTICE'] as const;
export const PER_PAGE = 20;

type T = (key: string) => string;

export function statusOptions(t: T): StatusOption[] {
  return withLeadingAll(STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })), t('filters.all'));
}

export function frequencyOptions(t: T): StatusOption[] {
  return withLeadingAll(FREQUENCIES.map((f) => ({ value: f, label: t(`frequency.${f}`) })), t('filters.all'));
}

export function sourceOptions(t: T): StatusOption[] {
  return withLeadingAll(SOURCES.map((s) => ({ value: s, label: t(`source.${s}`) })), t('filters.all'));
}

export function typeOptions(types: ReadonlyArray<{ slug: string; name: string }>, allLabel: string, nameOf: (slug: string, fallback: string) => string = (_s, f) => f): StatusOption[] {
  return withLeadingAll(types.map((x) => ({ value: x.slug, label: nameOf(x.slug, x.name) })), allLabel);
}

export const FILTER_KEYS = ['type', 'status', 'frequency', 'source', 'search'] as const;
export const QUIZ_FILTER_KEYS = ['quiz_type_id', 'type', 'status', 'search'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number] | (typeof QUIZ_FILTER_KEYS)[number];

/** The quiz types as options (the filter adds a leading All); the names are the server's, translated by slug. */
export function quizTypeOptions(types: ReadonlyArray<{ id: number; slug: string; name: string }>, t: (key: string, options: { defaultValue: string }) => string): StatusOption[] {
  return types.map((q) => ({ value: String(q.id), label: t(`quizTypes.${q.slug}`, { defaultValue: q.name }) }));
}

function readFilters(params: URLSearchParams, keys: readonly FilterKey[], out: QuestionFilters): QuestionFilters {
  for (const k of keys) {
    const v = params.get(k)?.trim();
    if (v && v !== ALL_STATUS_VALUE) out[k] = v;
  }
  return out;
}

const pageOf = (params: URLSearchParams) => Math.max(1, Number(params.get('page')) || 1);

/** The GET questions query of a section's list page from its URL search params; "All" (empty) sends nothing. */
export function filtersFromParams(section: string, params: URLSearchParams): QuestionFilters {
  return readFilters(params, FILTER_KEYS, { section, per_page: PER_PAGE, page: pageOf(params) });
}

/** The GET quiz query of the quiz list (every section: the type filter lists all types). */
export function quizFiltersFromParams(params: URLSearchParams): QuestionFilters {
  return readFilters(params, QUIZ_FILTER_KEYS, { per_page: PER_PAGE, page: pageOf(params) });
}

/** Whether any filter (not the page) is set: an empty list then offers to clear them rather than to create. */
export function hasFilters(params: URLSearchParams, keys: readonly FilterKey[]): boolean {
  return keys.some((k) => params.get(k));
}

/** Sets one filter: an empty value removes it, and any filter change goes back to page 1. */
export function withFilter(params: URLSearchParams, key: FilterKey | 'page', value: string): URLSearchParams {
  return withListParam(params, key, value);
}
