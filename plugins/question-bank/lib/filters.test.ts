import { describe, expect, it } from 'vitest';
import { filtersFromParams, frequencyOptions, hasFilters, QUIZ_FILTER_KEYS, quizFiltersFromParams, quizTypeOptions, sourceOptions, statusOptions, typeOptions, withFilter, PER_PAGE } from './filters';

const t = (k: string) => `t:${k}`;

describe('the list filters', () => {
  it('give the status list a leading All, then active and inactive', () => {
    expect(statusOptions(t)).toEqual([
      { value: '', label: 't:filters.all' },
      { value: 'active', label: 't:status.active' },
      { value: 'inactive', label: 't:status.inactive' },
    ]);
  });

  it('lead every other list with All too', () => {
    expect(frequencyOptions(t).map((o) => o.value)).toEqual(['', 'HIGH', 'MODERATE', 'LOW']);
    expect(sourceOptions(t).map((o) => o.value)).toEqual(['', 'EXAM_QUESTION', 'PRACTICE']);
    expect(typeOptions([{ slug: 'reorder-paragraphs', name: 'Re-Order Paragraph' }], 'All')).toEqual([
      { value: '', label: 'All' },
      { value: 'reorder-paragraphs', label: 'Re-Order Paragraph' },
    ]);
  });

  it('turn the URL into the GET questions query; All sends nothing', () => {
    const params = new URLSearchParams('type=reorder-paragraphs&status=&frequency=HIGH&search=%20heat%20&page=3');
    expect(filtersFromParams('reading', params)).toEqual({ section: 'reading', type: 'reorder-paragraphs', frequency: 'HIGH', search: 'heat', page: 3, per_page: PER_PAGE });
    expect(filtersFromParams('writing', new URLSearchParams('page=0'))).toEqual({ section: 'writing', page: 1, per_page: PER_PAGE });
  });

  it('turn the quiz list URL into the GET quiz query (no section; the quiz type by id)', () => {
    const params = new URLSearchParams('quiz_type_id=4&type=write-essay&frequency=HIGH&page=2');
    expect(quizFiltersFromParams(params)).toEqual({ quiz_type_id: '4', type: 'write-essay', page: 2, per_page: PER_PAGE });
    expect(hasFilters(params, QUIZ_FILTER_KEYS)).toBe(true);
    expect(hasFilters(new URLSearchParams('page=2&frequency=HIGH'), QUIZ_FILTER_KEYS)).toBe(false);
  });

  it('name the quiz types by slug, falling back to the server name', () => {
    const types = [{ id: 1, slug: 'vocabulary', name: 'Vocabulary' }, { id: 9, slug: 'new-kind', name: 'New kind' }];
    const tr = (key: string, o: { defaultValue: string }) => (key === 'quizTypes.vocabulary' ? 'শব্দভান্ডার' : o.defaultValue);
    expect(quizTypeOptions(types, tr)).toEqual([
      { value: '1', label: 'শব্দভান্ডার' },
      { value: '9', label: 'New kind' },
    ]);
  });

  it('go back to page 1 when a filter changes, and drop an emptied filter', () => {
    const params = new URLSearchParams('status=active&page=4');
    expect(withFilter(params, 'status', '').toString()).toBe('');
    expect(withFilter(params, 'source', 'PRACTICE').toString()).toBe('status=active&source=PRACTICE');
    expect(withFilter(params, 'page', '5').toString()).toBe('status=active&page=5');
    expect(withFilter(params, 'page', '1').toString()).toBe('status=active');
  });
});
