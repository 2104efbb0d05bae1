import { describe, expect, it } from 'vitest';
import { kindKey, kindOfPath } from './popup-paths';

describe('popup paths', () => {
  it('reads the kind from the page path', () => {
    expect(kindOfPath('/teacher/communication/popup-creation/forum')).toBe('forum');
    expect(kindOfPath('/teacher/communication/popup-creation/blog-share/')).toBe('blog-share');
    expect(kindOfPath('/teacher/communication/popup-creation/other')).toBe('notice');
    expect(kindKey('blog-share')).toBe('blogShare');
  });
});
