/** A URL-friendly form of a test's title for /student/practice-test/{slug}/preview/{id}: "Mock Test #1: Reading!" -> "mock-test-1-reading". */
export function slugify(title: string | null | undefined): string {
  const s = String(title ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return s || 'test';
}

export const sittingPath = (examType: 'practice-tests' | 'mock-tests', title: string, id: string | number, sheet?: string | number | null) => {
  const base = examType === 'mock-tests' ? `/student/mock-exam/${slugify(title)}/mock-test/${id}` : `/student/practice-test/${slugify(title)}/preview/${id}`;
  return sheet != null && sheet !== '' ? `${base}?sheet=${encodeURIComponent(String(sheet))}` : base;
};

/** The result page of a submitted sheet by its mode. */
export const resultPath = (mode: string, sheetId: string | number) =>
  mode === 'mock' || mode === 'mock-tests' ? `/student/mock-test/result/${sheetId}` : `/student/pte-test/result/${sheetId}`;
