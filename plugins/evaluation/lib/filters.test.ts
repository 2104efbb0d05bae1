import { describe, expect, it } from 'vitest';
import { evaluationPath, filtersFromParams, kindOf, listPath, portalBase, sectionOptions, statusOf, statusOptions, typeOptions, withFilter } from './filters';

const t = (k: string) => k;
const p = (s: string) => new URLSearchParams(s);

describe('the evaluation list filters', () => {
  it('lead every option list with All', () => {
    expect(sectionOptions(t)[0]).toEqual({ value: '', label: 'filters.all' });
    expect(sectionOptions(t).map((o) => o.value)).toEqual(['', 'speaking', 'writing', 'reading', 'listening']);
    expect(typeOptions('', 'All')[0]).toEqual({ value: '', label: 'All' });
    // the status All is sent as `all`: without a status the server lists only the pending answers
    expect(statusOptions(t).map((o) => o.value)).toEqual(['all', 'pending', 'evaluated', 'auto']);
    expect(statusOptions(t)[0]!.label).toBe('filters.all');
  });

  it('offer the types of the chosen section only', () => {
    const writing = typeOptions('writing', 'All').map((o) => o.value);
    expect(writing).toEqual(['', 'summarize-written-text', 'write-essay']);
    expect(typeOptions('', 'All').length).toBe(23);
  });

  it('default the status by list, and keep the one in the URL', () => {
    expect(statusOf('manual', p(''))).toBe('pending');
    expect(statusOf('automatic', p(''))).toBe('auto');
    expect(statusOf('feedback', p(''))).toBe('evaluated');
    expect(statusOf('manual', p('status=all'))).toBe('all');
    expect(statusOf('manual', p('status=evaluated'))).toBe('evaluated');
    expect(statusOf('manual', p('status=bogus'))).toBe('pending');
  });

  it('make the GET evaluation query: All sends nothing, bad values are dropped, page from 1', () => {
    expect(filtersFromParams('manual', p(''))).toEqual({ status: 'pending', kind: 'practice-test', page: 1, per_page: 15 });
    expect(filtersFromParams('manual', p('section=speaking&type=read-aloud&status=all&page=3'))).toEqual({ status: 'all', kind: 'practice-test', section: 'speaking', type: 'read-aloud', page: 3, per_page: 15 });
    expect(filtersFromParams('feedback', p('section=maths&page=-2'))).toEqual({ status: 'evaluated', kind: 'practice-test', page: 1, per_page: 15 });
  });

  it('go back to page 1 on a filter change and drop a type of another section', () => {
    expect(withFilter(p('page=4&status=all'), 'status', 'pending').toString()).toBe('status=pending');
    expect(withFilter(p('status=all'), 'page', '2').toString()).toBe('status=all&page=2');
    expect(withFilter(p('page=2'), 'page', '1').toString()).toBe('');
    expect(withFilter(p('type=read-aloud'), 'section', 'writing').toString()).toBe('section=writing');
    expect(withFilter(p('type=write-essay'), 'section', 'writing').toString()).toBe('type=write-essay&section=writing');
    expect(withFilter(p('section=writing&type=write-essay'), 'section', '').toString()).toBe('type=write-essay');
  });

  it('read the list and the portal from the path', () => {
    expect(kindOf('/teacher/pending-evaluation/automatic/practice-test')).toBe('automatic');
    expect(kindOf('/teacher/pending-evaluation/feedback/practice-test')).toBe('feedback');
    expect(kindOf('/admin/pending-evaluation')).toBe('manual');
    expect(portalBase('/admin/pending-evaluation')).toBe('/admin');
    expect(portalBase('/teacher/pending-evaluation/manual/practice-test')).toBe('/teacher');
    expect(listPath('/admin', 'feedback')).toBe('/admin/pending-evaluation/feedback/practice-test');
    expect(evaluationPath('/teacher', 7)).toBe('/teacher/pending-evaluation/manual/practice-test/evaluation/7');
  });
});

describe('the test-kind tabs', () => {
  it('read the kind from the path and offer no quiz tab to the manual list', async () => {
    const { testKindOf, testKindsOf, listPath: path } = await import('./filters');
    expect(testKindOf('/teacher/pending-evaluation/manual/full-mock-test')).toBe('full-mock-test');
    expect(testKindOf('/admin/pending-evaluation')).toBe('practice-test');
    expect(testKindsOf('manual')).not.toContain('quiz-test');
    expect(testKindsOf('automatic')).toContain('quiz-test');
    // switching to the manual list from a quiz tab lands on practice
    expect(path('/teacher', 'manual', 'quiz-test')).toBe('/teacher/pending-evaluation/manual/practice-test');
    expect(path('/teacher', 'feedback', 'quiz-test')).toBe('/teacher/pending-evaluation/feedback/quiz-test');
    expect(filtersFromParams('automatic', p(''), 'quiz-test').kind).toBe('quiz-test');
  });
});
