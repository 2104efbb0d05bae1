import { describe, expect, it } from 'vitest';
import type { ClassDetail } from '@server/modules/online-class/contracts.ts';
import { basicBody, chapterInputs, mergeIds, partInput, ruleInputs, savedSteps, toDraft } from './record';
import { BASIC_INFO_KEY, clearBasicInfo, readBasicInfo, writeBasicInfo } from './basic-cache';
import type { ModuleDraft } from './draft';

const part = { id: 30, kind: 'text' as const, title: 'Intro', position: 0, material_id: null, material: null, video_path: null, paragraphs: ['One', 'Two'], quiz_set_id: null, quiz_set: null, question_ids: [], duration_sec: null };
const detail = (o: Partial<ClassDetail> = {}) =>
  ({
    title: 'Speaking',
    description: 'All of it',
    thumbnail_path: null,
    thumbnail_url: null,
    level: 'beginner',
    ribbon: { key: 'new', name: 'New' },
    featured: false,
    status: 'draft',
    why_important: ['It scores'],
    faqs: [{ id: 5, question: 'Q', answer: 'A', position: 0 }],
    groups: [{ id: 2, name: 'Morning' }],
    courses: [],
    packages: [],
    modules: [{ id: 10, title: 'M', description: '', position: 0, rules: { sequential: true, min_quiz_percent: 60 }, chapters: [{ id: 20, module_id: 10, title: 'C', description: '', position: 0, parts: [part] }] }],
    ...o,
  }) as ClassDetail;

describe('a stored class as the draft', () => {
  it('keeps ids, rules and text (paragraphs back as editor HTML)', () => {
    const d = toDraft(detail());
    expect(d.ribbon).toBe('new');
    expect(d.group_ids).toEqual([2]);
    expect(d.modules?.[0]).toMatchObject({ id: 10, min_quiz_percent: 60, chapters: [{ id: 20, parts: [{ id: 30, kind: 'text' }] }] });
    expect(partInput(d.modules![0]!.chapters[0]!.parts[0]!)).toEqual({ id: 30, kind: 'text', title: 'Intro', paragraphs: ['One', 'Two'] });
  });
  it('resumes after the last step the class holds', () => {
    expect(savedSteps(detail({ why_important: [], modules: [] }))).toEqual(['class-information']);
    expect(savedSteps(detail({ modules: [] }))).toEqual(['class-information', 'why-important', 'faq', 'class-mapping']);
    expect(savedSteps(detail())).toEqual(['class-information', 'why-important', 'faq', 'class-mapping', 'module-information', 'chapter-details', 'rules']);
    expect(savedSteps(detail({ status: 'published' }))).toContain('review');
  });
});

describe('saves', () => {
  it('send what each step edits', () => {
    expect(basicBody('why-important', { why_important: [' a ', ''] }, 4)).toEqual({ id: 4, why_important: ['a'] });
    expect(basicBody('class-mapping', { group_ids: [1] }, 4)).toEqual({ id: 4, course_ids: [], package_ids: [], group_ids: [1] });
    expect(basicBody('class-information', { title: ' T ' })).toMatchObject({ id: undefined, title: 'T', level: 'beginner', ribbon: null });
    const m: ModuleDraft = { key: 'm', title: 'M', description: '', sequential: false, min_quiz_percent: null, chapters: [{ key: 'c', title: 'C', description: '', parts: [{ key: 'p', kind: 'video', title: '', video_path: '/files/materials/x.webm', material_id: 3 }] }] };
    expect(chapterInputs(m)[0]!.parts[0]).toEqual({ kind: 'video', title: '', video_path: '/files/materials/x.webm', material_id: null });
    expect(ruleInputs([m, { ...m, id: 9 }])).toEqual([{ module_id: 9, sequential: false, min_quiz_percent: null }]);
  });
  it('take the server ids back by position, keeping the draft', () => {
    const d = { faqs: [{ key: 'f', question: 'Q', answer: 'A' }], modules: [{ key: 'm', title: 'Edited', description: '', sequential: true, min_quiz_percent: null, chapters: [{ key: 'c', title: 'C', description: '', parts: [{ key: 'p', kind: 'text' as const, title: '', html: '<p>x</p>' }] }] }] };
    const merged = mergeIds(d, detail());
    expect(merged.faqs?.[0]).toMatchObject({ key: 'f', id: 5 });
    expect(merged.modules?.[0]).toMatchObject({ key: 'm', id: 10, title: 'Edited', chapters: [{ key: 'c', id: 20, parts: [{ key: 'p', id: 30, html: '<p>x</p>' }] }] });
  });
});

describe('the class-basic-info cache', () => {
  const store = () => {
    const m = new Map<string, string>();
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), m };
  };
  it('keeps the basic fields of one class, and forgets them', () => {
    const s = store();
    writeBasicInfo(s, null, { title: 'T', level: 'advanced', why_important: ['not cached'] });
    expect(JSON.parse(s.m.get(BASIC_INFO_KEY)!)).toEqual({ id: null, data: { title: 'T', level: 'advanced' } });
    expect(readBasicInfo(s, null)).toEqual({ title: 'T', level: 'advanced' });
    expect(readBasicInfo(s, 7)).toBeNull();
    s.setItem(BASIC_INFO_KEY, '{broken');
    expect(readBasicInfo(s, null)).toBeNull();
    clearBasicInfo(s);
    expect(s.m.size).toBe(0);
  });
});
