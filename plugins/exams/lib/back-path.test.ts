import { describe, expect, it } from 'vitest';
import { safeBackPath } from './back-path';

describe('safeBackPath', () => {
  it('takes a path of this app with its query', () => {
    expect(safeBackPath('/student/online-class-chapter-details/7?class=2&module=3')).toBe('/student/online-class-chapter-details/7?class=2&module=3');
  });
  it('refuses other sites, protocol-relative and backslash tricks, and nothing', () => {
    for (const bad of [null, '', 'https://evil.test/', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)', '/a\nb', `/${'x'.repeat(600)}`]) expect(safeBackPath(bad)).toBeNull();
  });
});
