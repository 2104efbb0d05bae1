import { describe, expect, it } from 'vitest';
import { KIND_MAX_BYTES, fileProblem, humanBytes, kindOfMime, searchTextOf, studentMayRead, type MaterialFacts, type StudentFacts } from './rules.ts';

const student: StudentFacts = { userId: 7, organizationId: 1, groupIds: [10, 11], packageIds: [20] };
const base: MaterialFacts = { organizationId: 1, source: 'platform', status: 'active', deleted: false, createdBy: 3, groupIds: [], packageIds: [] };

describe('kinds and limits', () => {
  it('maps stored types to kinds, refusing what is no material', () => {
    expect(kindOfMime('application/pdf')).toBe('pdf');
    expect(kindOfMime('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('word');
    expect(kindOfMime('application/vnd.oasis.opendocument.text')).toBe('word');
    expect(kindOfMime('image/webp')).toBe('image');
    expect(kindOfMime('audio/ogg')).toBe('audio');
    expect(kindOfMime('video/webm')).toBe('video');
    expect(kindOfMime('text/plain; charset=utf-8')).toBeNull();
    expect(kindOfMime('application/vnd.ms-excel')).toBeNull();
    expect(kindOfMime('image/svg+xml')).toBeNull();
  });
  it('names a kind mismatch and a size over the kind limit', () => {
    expect(fileProblem('pdf', { mime: 'application/pdf', size: 100 })).toBeNull();
    expect(fileProblem('pdf', { mime: 'image/png', size: 100 })).toBe('This file is an image file, not a pdf file.');
    expect(fileProblem('video', { mime: 'text/csv; charset=utf-8', size: 1 })).toBe('This file type cannot be a material.');
    expect(fileProblem('image', { mime: 'image/png', size: KIND_MAX_BYTES.image })).toBeNull();
    expect(fileProblem('image', { mime: 'image/png', size: KIND_MAX_BYTES.image + 1 })).toMatch(/at most 10 MB/);
    expect(fileProblem('video', { mime: 'video/mp4', size: 2 * KIND_MAX_BYTES.video })).toMatch(/at most 1 GB; this one is 2 GB/);
  });
  it('prints sizes', () => {
    expect(humanBytes(512)).toBe('512 bytes');
    expect(humanBytes(2048)).toBe('2 KB');
    expect(humanBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
  it('folds the search text', () => {
    expect(searchTextOf(['  Cue  Cards', 'Line\none\t two '])).toBe('cue cards line one two');
  });
});

describe('studentMayRead', () => {
  it('needs an assignment to one of their groups or running enrollments', () => {
    expect(studentMayRead(base, student)).toBe(false);
    expect(studentMayRead({ ...base, groupIds: [11] }, student)).toBe(true);
    expect(studentMayRead({ ...base, groupIds: [12] }, student)).toBe(false);
    expect(studentMayRead({ ...base, packageIds: [20] }, student)).toBe(true);
    expect(studentMayRead({ ...base, packageIds: [21] }, student)).toBe(false);
  });
  it("takes the master's shared materials, never another centre's", () => {
    expect(studentMayRead({ ...base, organizationId: null, groupIds: [10] }, student)).toBe(true);
    expect(studentMayRead({ ...base, organizationId: 2, groupIds: [10] }, student)).toBe(false);
  });
  it('hides inactive and deleted materials', () => {
    expect(studentMayRead({ ...base, groupIds: [10], status: 'inactive' }, student)).toBe(false);
    expect(studentMayRead({ ...base, groupIds: [10], deleted: true }, student)).toBe(false);
  });
  it("shows a student's own upload to that student only", () => {
    const own: MaterialFacts = { ...base, source: 'student', createdBy: 7, groupIds: [10] };
    expect(studentMayRead(own, student)).toBe(true);
    expect(studentMayRead({ ...own, status: 'inactive' }, student)).toBe(true);
    expect(studentMayRead({ ...own, createdBy: 8 }, student)).toBe(false);
    expect(studentMayRead({ ...own, deleted: true }, student)).toBe(false);
  });
});
