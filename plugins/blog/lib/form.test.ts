import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, checkForm, createBody, hasText, serverProblems, updateBody } from './form';

describe('the editor form', () => {
  it('checks the title, slug, excerpt and (to publish) the body', () => {
    expect(checkForm(EMPTY_FORM, false)).toEqual({ title: 'editor.errors.titleRequired' });
    expect(checkForm({ ...EMPTY_FORM, title: 'T', slug: 'Bad Slug' }, false)).toEqual({ slug: 'editor.errors.slugFormat' });
    expect(checkForm({ ...EMPTY_FORM, title: 'T', slug: 'PTE-Tips' }, false)).toEqual({});
    expect(checkForm({ ...EMPTY_FORM, title: 'T', body_html: '<p></p>' }, true)).toEqual({ body_html: 'editor.errors.bodyEmpty' });
    expect(checkForm({ ...EMPTY_FORM, title: 'x'.repeat(201), excerpt: 'e'.repeat(501) }, false)).toEqual({ title: 'editor.errors.titleTooLong', excerpt: 'editor.errors.excerptTooLong' });
  });
  it('knows an empty body', () => {
    expect(hasText('<p></p><p>&nbsp;</p>')).toBe(false);
    expect(hasText('<p>a</p>')).toBe(true);
    expect(hasText('<p><img src="/files/blog-images/a.png"></p>')).toBe(true);
  });
  it('builds the bodies', () => {
    const f = { title: ' Tips ', slug: ' PTE-Tips ', excerpt: ' e ', body_html: '<p>b</p>', cover_image: null };
    expect(createBody(f, true)).toEqual({ title: 'Tips', slug: 'pte-tips', excerpt: 'e', body_html: '<p>b</p>', cover_image: null, status: 'published' });
    const saved = { title: 'Tips', slug: 'pte-tips', excerpt: 'e', body_html: '<p>b</p>', cover_image: null };
    expect(updateBody(saved, f)).toBeNull();
    expect(updateBody(saved, { ...f, body_html: '<p>c</p>', cover_image: '/files/blog-images/x.png' })).toEqual({ body_html: '<p>c</p>', cover_image: '/files/blog-images/x.png' });
  });
  it('maps server field errors', () => {
    expect(serverProblems({ slug: ['taken'], status: ['bad'], title: ['a', 'b'] })).toEqual({ slug: 'taken', form: 'bad', title: 'a' });
  });
});
