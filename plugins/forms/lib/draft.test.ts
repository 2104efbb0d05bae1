import { describe, expect, it } from 'vitest';
import { bodyOf, emptyDraft, fieldErrors, newField, newFieldId, reorder, sameDraft, withKind } from './draft';
import { answerErrors, answersBody, answerText, missingRequired, publicLink } from './answers';
import { formPaths, portalOf } from './paths';
import type { FormField } from '../api/forms-api';

describe('the builder draft', () => {
  it('makes field ids the server accepts', () => {
    expect(newFieldId()).toMatch(/^f_[a-z0-9]{10}$/);
    expect(newFieldId(() => 0)).toBe('f_aaaaaaaaaa');
  });
  it('gives choice kinds two empty options and drops them for other kinds', () => {
    const f = newField('text', 'a');
    expect(withKind(f, 'choice').options).toEqual(['', '']);
    expect(withKind({ ...f, kind: 'choice', options: ['x', 'y'] }, 'multiple_choice').options).toEqual(['x', 'y']);
    expect(withKind({ ...f, kind: 'choice', options: ['x', 'y'] }, 'rating').options).toEqual([]);
  });
  it('reorders by ids and builds the body with trimmed texts and non-empty options', () => {
    const d = emptyDraft();
    d.title = ' Survey ';
    d.fields = [{ ...newField('choice', 'c'), label: ' Pick ', options: [' A ', '', 'B'], required: true }, newField('rating', 'r')];
    d.fields = reorder(d.fields, ['r', 'c']);
    const b = bodyOf(d);
    expect(b.title).toBe('Survey');
    expect(b.close_on).toBeNull();
    expect(b.fields).toEqual([
      { id: 'r', kind: 'rating', label: '', help: '', required: false },
      { id: 'c', kind: 'choice', label: 'Pick', help: '', required: true, options: ['A', 'B'] },
    ]);
    expect(sameDraft(d, { ...d, title: 'Survey' })).toBe(true);
    expect(sameDraft(d, { ...d, title: 'Other' })).toBe(false);
  });
  it("reads the server's 422 keys back onto a field", () => {
    const errors = { 'fields.1.label': ['The label is required.'], 'fields.1.options': ['Two options'], 'fields.10.kind': ['x'], title: ['t'] };
    expect(fieldErrors(errors, 1)).toEqual({ label: 'The label is required.', options: 'Two options' });
    expect(fieldErrors(errors, 0)).toEqual({});
  });
});

describe('answers', () => {
  const fields: FormField[] = [
    { id: 'n', kind: 'text', label: 'N', help: '', required: true, options: [] },
    { id: 'age', kind: 'number', label: 'Age', help: '', required: false, options: [] },
    { id: 'd', kind: 'multiple_choice', label: 'D', help: '', required: true, options: ['a', 'b'] },
  ];
  it('finds required fields left empty', () => {
    expect(missingRequired(fields, { n: '  ', d: [] })).toEqual(['n', 'd']);
    expect(missingRequired(fields, { n: 'x', d: ['a'] })).toEqual([]);
  });
  it('sends numbers as numbers and leaves empties out', () => {
    expect(answersBody(fields, { n: ' Rina ', age: '31', d: [] })).toEqual({ n: 'Rina', age: 31 });
    expect(answersBody(fields, { age: 'abc' })).toEqual({ age: 'abc' });
  });
  it('reads 422 messages by field id', () => {
    expect(answerErrors({ 'answers.n': ['Required'], answers: ['Too many'] })).toEqual({ n: 'Required', _form: 'Too many' });
  });
  it('shows stored answers as text', () => {
    expect(answerText(['a', 'b'])).toBe('a; b');
    expect(answerText('/files/quarantine/x.pdf')).toBe('x.pdf');
    expect(answerText(4)).toBe('4');
    expect(answerText(undefined)).toBe('');
  });
  it('builds the public link and the staff paths', () => {
    expect(publicLink('http://alpha.localhost:3000', 'abc')).toBe('http://alpha.localhost:3000/form/abc');
    expect(formPaths('teacher').list).toBe('/teacher/form/list');
    expect(formPaths('admin').list).toBe('/admin/form');
    expect(formPaths('admin').edit(3)).toBe('/admin/form/edit/3');
    expect(portalOf('/admin/form/create')).toBe('admin');
    expect(portalOf('/teacher/form/list')).toBe('teacher');
  });
});
