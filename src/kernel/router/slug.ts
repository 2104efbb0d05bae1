/**
 * The address form of a test's title, as in /student/practice-test/{slug}/preview/{id}: "Mock Test #1: Reading!" -> "mock-test-1-reading".
 * In the kernel because the exams plugin writes these addresses and other plugins (pte-practice) link to them by route id.
 */
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
