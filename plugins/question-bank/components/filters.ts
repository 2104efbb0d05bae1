/**
 * The list page's filters, kept in the URL (?type=&status=&frequency=&source=&search=&page=): pure helpers
 * so the option lists (each with a leading All) and the query they make are testable without a DOM.
 */
import { ALL_STATUS_VALUE, withLeadingAll, type StatusOption } from '@kernel/status/status-list';
import type { QuestionFilters } from '../api/questions-api';

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

export function typeOptions(types: ReadonlyArray<{ slug: string; name: string }>, allLabel: string): StatusOption[] {
  return withLeadingAll(types.map((x) => ({ value: x.slug, label: x.name })), allLabel);
}

const FILTER_KEYS = ['type', 'status', 'frequency', 'source', 'search'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The GET questions query of a section's list page from its URL search params; "All" (empty) sends nothing. */
export function filtersFromParams(section: string, params: URLSearchParams): QuestionFilters {
  const out: QuestionFilters = { section, per_page: PER_PAGE, page: Math.max(1, Number(params.get('page')) || 1) };
  for (const k of FILTER_KEYS) {
    const v = params.get(k)?.trim();
    if (v && v !== ALL_STATUS_VALUE) out[k] = v;
  }
  return out;
}

/** Sets one filter: an empty value removes it, and any filter change goes back to page 1. */
export function withFilter(params: URLSearchParams, key: FilterKey | 'page', value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === '' || (key === 'page' && value === '1')) next.delete(key);
  else next.set(key, value);
  if (key !== 'page') next.delete('page');
  return next;
}
