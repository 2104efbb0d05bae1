import { describe, expect, it } from 'vitest';
import { editorParams, editorPath, hitPath, readerOf, readerPath, segmentOf, tabOf } from './paths';

describe('help paths', () => {
  it("uses the spec's first-page names per portal", () => {
    expect(readerPath('student', 'how-to-use')).toBe('/student/help/how-to-use');
    expect(readerPath('teacher', 'how-to-use')).toBe('/teacher/help/how-to-use-this-portal');
    expect(readerPath('admin', 'registration-process')).toBe('/admin/help/registration-process');
    expect(segmentOf('admin', 'faq')).toBe('faq');
  });
  it('reads a reader address back', () => {
    expect(readerOf('/teacher/help/how-to-use-this-portal')).toEqual({ portal: 'teacher', tab: 'how-to-use' });
    expect(readerOf('/student/help/faq?open=3')).toEqual({ portal: 'student', tab: 'faq' });
    expect(readerOf('/student/help/how-to-use-this-portal')).toBeNull();
    expect(readerOf('/master/help/faq')).toBeNull();
    expect(tabOf('student', 'blog')).toBe('blog');
  });
  it('builds editor addresses and falls back on unknown parameters', () => {
    expect(editorPath('coaching-owner', 'student', 'faq')).toBe('/coaching-owner/help/edit/student/faq');
    expect(editorParams('teacher', 'material')).toEqual({ portal: 'teacher', topic: 'material' });
    expect(editorParams(undefined, 'nope')).toEqual({ portal: 'student', topic: 'how-to-use' });
  });
  it('opens a hit at its page, an FAQ entry opened', () => {
    expect(hitPath({ portal: 'student', topic: 'faq', faq_id: 7 })).toBe('/student/help/faq?open=7#faq-7');
    expect(hitPath({ portal: 'admin', topic: 'how-to-use', faq_id: null })).toBe('/admin/help/how-to-use-this-portal');
  });
});
