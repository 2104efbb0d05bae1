import { describe, expect, it } from 'vitest';
import { hasText, portalOfRole, snippet } from './rules.ts';
import { sanitizeArticle } from './sanitize.ts';

describe('portalOfRole', () => {
  it('maps students and trainers to their portals and every other role to the admin help', () => {
    expect(portalOfRole('STUDENT')).toBe('student');
    expect(portalOfRole('TRAINER')).toBe('teacher');
    expect(portalOfRole('ADMIN')).toBe('admin');
    expect(portalOfRole('COACHING_OWNER')).toBe('admin');
    expect(portalOfRole('SOMETHING_CUSTOM')).toBe('admin');
  });
});

describe('snippet', () => {
  it('cuts around the first match, case-insensitively', () => {
    expect(snippet('Practice every day to keep your fluency.', 'FLUENCY', 10)).toBe('…keep your fluency.');
    expect(snippet('abc def ghi jkl', 'def', 2)).toBe('…c def g…');
  });
  it('starts at the beginning when the word is not in the text', () => {
    expect(snippet('one two three', 'zzz', 3)).toBe('one tw…');
    expect(snippet('short', 'zzz')).toBe('short');
  });
  it('flattens white space', () => {
    expect(snippet('a\n\n b', 'b')).toBe('a b');
  });
});

describe('hasText', () => {
  it('is false for blank text', () => {
    expect(hasText(' \n ')).toBe(false);
    expect(hasText('x')).toBe(true);
  });
});

describe('sanitizeArticle', () => {
  it('drops scripts, event handlers and javascript: links', () => {
    const out = sanitizeArticle('<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><iframe src="https://e.test"></iframe>');
    expect(out).toBe('<p>Hi</p><a>x</a>');
  });
  it('keeps headings, lists, links and images of the app', () => {
    const html = '<h2>Start</h2><ul><li><strong>One</strong></li></ul><p><a href="https://pearsonpte.com">PTE</a></p><img src="/help/student-dashboard.webp" alt="The dashboard" />';
    expect(sanitizeArticle(html)).toBe(html.replace(' />', ' />'));
  });
  it('drops images from elsewhere and maps h1 to h2', () => {
    expect(sanitizeArticle('<h1>T</h1><img src="https://evil.test/x.png" alt="x"><img src="data:image/png;base64,AA">')).toBe('<h2>T</h2>');
  });
});
