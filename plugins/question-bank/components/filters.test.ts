import { describe, expect, it } from 'vitest';
import { filtersFromParams, frequencyOptions, sourceOptions, statusOptions, typeOptions, withFilter, PER_PAGE } from './filters';

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

  it('go back to page 1 when a filter changes, and drop an emptied filter', () => {
    const params = new URLSearchParams('status=active&page=4');
    expect(withFilter(params, 'status', '').toString()).toBe('');
    expect(withFilter(params, 'source', 'PRACTICE').toString()).toBe('status=active&source=PRACTICE');
    expect(withFilter(params, 'page', '5').toString()).toBe('status=active&page=5');
    expect(withFilter(params, 'page', '1').toString()).toBe('status=active');
  });
});
