import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeRedirect('/quiz-test/4?x=1')).toBe('/quiz-test/4?x=1');
  });

  it('refuses what could leave the site or loop', () => {
    for (const bad of [null, '', 'quiz-test', '//evil.example', 'https://evil.example', '/\\evil.example', '/\tevil', '/login', '/login?redirect=/x']) {
      expect(safeRedirect(bad)).toBeNull();
    }
  });
});
