import { describe, expect, it } from 'vitest';
import {
  chapterRules, classInformationRules, emptyDraft, htmlOf, paragraphsOf, faqRules, mappingRules, moduleRules, moveBy, partProblem, reorderByKeys, reviewRules, rulesRules, splitRuleMessage, whyImportantRules,
  type ClassDraft, type ModuleDraft, type PartDraft,
} from './draft';

const part = (p: Partial<PartDraft>): PartDraft => ({ key: 'p', kind: 'video', title: '', ...p });
const module = (m: Partial<ModuleDraft> = {}): ModuleDraft => ({ key: 'm', title: 'Module', description: '', sequential: true, min_quiz_percent: null, chapters: [], ...m });
const full = (): Partial<ClassDraft> => ({
  ...emptyDraft(),
  title: 'Speaking in 30 days',
  description: 'All of speaking',
  why_important: ['It scores'],
  modules: [module({ chapters: [{ key: 'c', title: 'Read aloud', description: '', parts: [part({ material_id: 9 })] }] })],
});

describe('class information', () => {
  it('needs a title, a description and a known level', () => {
    expect(classInformationRules({ ...emptyDraft(), level: 'expert' as never })).toEqual({ title: ['titleRequired'], description: ['descriptionRequired'], level: ['levelRequired'] });
    expect(classInformationRules(full())).toEqual({});
  });
  it('refuses a title over 200 characters', () => {
    expect(classInformationRules({ ...full(), title: 'x'.repeat(201) }).title).toEqual(['titleTooLong']);
  });
});

describe('why important', () => {
  it('needs one point that is not blank; names a long point by its index', () => {
    expect(whyImportantRules({ why_important: ['  ', ''] })).toEqual({ why_important: ['pointRequired'] });
    expect(whyImportantRules({ why_important: ['ok', 'x'.repeat(501)] })).toEqual({ 'why_important.1': ['pointTooLong@why_important.1'] });
  });
});

describe('faq', () => {
  it('allows none; each one needs a question and an answer', () => {
    expect(faqRules({ faqs: [] })).toEqual({});
    expect(faqRules({ faqs: [{ key: 'f', question: 'Why?', answer: ' ' }] })).toEqual({ 'faqs.0.answer': ['answerRequired@faqs.0.answer'] });
  });
});

describe('class mapping', () => {
  it('takes positive whole ids only', () => {
    expect(mappingRules({ course_ids: [1], package_ids: [], group_ids: [2] })).toEqual({});
    expect(mappingRules({ course_ids: [0] })).toEqual({ course_ids: ['idInvalid'] });
  });
});

describe('modules and chapters', () => {
  it('needs a module with a title', () => {
    expect(moduleRules({ modules: [] })).toEqual({ modules: ['moduleRequired'] });
    expect(moduleRules({ modules: [module({ title: ' ' })] })).toEqual({ 'modules.0.title': ['titleRequired@modules.0.title'] });
  });
  it('needs a chapter per module and a part per chapter', () => {
    expect(chapterRules({ modules: [module()] })).toEqual({ 'modules.0.chapters': ['chapterRequired@modules.0.chapters'] });
    expect(chapterRules({ modules: [module({ chapters: [{ key: 'c', title: '', description: '', parts: [] }] })] })).toEqual({
      'modules.0.chapters.0.title': ['titleRequired@modules.0.chapters.0.title'],
      'modules.0.chapters.0.parts': ['partRequired@modules.0.chapters.0.parts'],
    });
  });
  it('checks each part by its kind', () => {
    expect(partProblem(part({}))).toBe('videoRequired');
    expect(partProblem(part({ video_path: '/files/materials/a.mp4' }))).toBeNull();
    expect(partProblem(part({ material_id: 3 }))).toBeNull();
    expect(partProblem(part({ kind: 'text', html: '<p> </p>' }))).toBe('textRequired');
    expect(partProblem(part({ kind: 'text', html: '<p>Hello</p>' }))).toBeNull();
    expect(partProblem(part({ kind: 'material' }))).toBe('materialRequired');
    expect(partProblem(part({ kind: 'quiz', quiz_set_id: 4 }))).toBeNull();
    expect(partProblem(part({ kind: 'pte', question_ids: [] }))).toBe('questionItemRequired');
    expect(partProblem(part({ kind: 'pte', question_ids: [4, 5] }))).toBeNull();
  });
  it('keeps a quiz minimum score within 1 to 100', () => {
    expect(rulesRules({ modules: [module({ min_quiz_percent: 101 })] })).toEqual({ 'modules.0.min_quiz_percent': ['scoreRange@modules.0.min_quiz_percent'] });
    expect(rulesRules({ modules: [module({ min_quiz_percent: 0 })] })).toEqual({ 'modules.0.min_quiz_percent': ['scoreRange@modules.0.min_quiz_percent'] });
    expect(rulesRules({ modules: [module({ min_quiz_percent: 65 }), module({ min_quiz_percent: null })] })).toEqual({});
  });
});

describe('review', () => {
  it('checks every step at once', () => {
    expect(reviewRules(full())).toEqual({});
    expect(Object.keys(reviewRules({ ...full(), title: '', modules: [] }))).toEqual(['title', 'modules']);
  });
});

describe('rule messages', () => {
  it('say which item of which list', () => {
    expect(splitRuleMessage('partRequired@modules.0.chapters.2.parts')).toEqual({ key: 'partRequired', at: [{ list: 'modules', n: 1 }, { list: 'chapters', n: 3 }] });
    expect(splitRuleMessage('titleRequired')).toEqual({ key: 'titleRequired', at: [] });
  });
});

describe('text parts', () => {
  it('turn the editor HTML into plain paragraphs and back', () => {
    expect(paragraphsOf('<p>One</p><p> </p><p>Two <strong>bold</strong></p>')).toEqual(['One', 'Two bold']);
    expect(paragraphsOf(htmlOf(['One', 'Two']))).toEqual(['One', 'Two']);
    expect(htmlOf([])).toBe('');
  });
});

describe('reordering', () => {
  it('moves by a step, clamped, without touching the input', () => {
    const list = ['a', 'b', 'c'];
    expect(moveBy(list, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveBy(list, 2, 1)).toEqual(['a', 'b', 'c']);
    expect(list).toEqual(['a', 'b', 'c']);
  });
  it('follows the key order the sortable list hands back', () => {
    const list = [{ key: 'a' }, { key: 'b' }, { key: 'c' }];
    expect(reorderByKeys(list, ['c', 'a', 'b']).map((x) => x.key)).toEqual(['c', 'a', 'b']);
    expect(reorderByKeys(list, ['b']).map((x) => x.key)).toEqual(['b', 'a', 'c']);
  });
});
