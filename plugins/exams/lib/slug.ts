import { slugify } from '@kernel/router/slug';

/** Where a student meets tests: the practice tests, the mock exams, or the practice tests under PTE practice. */
export type TestArea = 'practice' | 'mock' | 'pte-practice';

export const areaOf = (examType: 'practice-tests' | 'mock-tests'): TestArea => (examType === 'mock-tests' ? 'mock' : 'practice');

/** The area of a sitting or list URL. */
export const areaOfPath = (pathname: string): TestArea =>
  pathname.startsWith('/student/mock-exam') ? 'mock' : pathname.startsWith('/student/pte-practice') ? 'pte-practice' : 'practice';

/** The list page of an area. */
export const listPathOf = (area: TestArea) => (area === 'mock' ? '/student/mock-exam' : area === 'pte-practice' ? '/student/pte-practice/test' : '/student/practice-test');

export const sittingPath = (examType: 'practice-tests' | 'mock-tests', title: string, id: string | number, sheet?: string | number | null, area: TestArea = areaOf(examType)) => {
  const base =
    area === 'mock'
      ? `/student/mock-exam/${slugify(title)}/mock-test/${id}`
      : area === 'pte-practice'
        ? `/student/pte-practice/${slugify(title)}/preview/${id}`
        : `/student/practice-test/${slugify(title)}/preview/${id}`;
  return sheet != null && sheet !== '' ? `${base}?sheet=${encodeURIComponent(String(sheet))}` : base;
};

/** The result page of a submitted sheet by its mode. */
export const resultPath = (mode: string, sheetId: string | number) =>
  mode === 'mock' || mode === 'mock-tests' ? `/student/mock-test/result/${sheetId}` : `/student/pte-test/result/${sheetId}`;
