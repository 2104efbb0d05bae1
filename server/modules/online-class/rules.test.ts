import { describe, expect, it } from 'vitest';
import { chapterStates, clampPosition, classProgress, publishProblems, quizPassed, ruleProblem, type PublishPart, type RuleModule, type RulePart } from './rules.ts';

const part = (id: number, kind: RulePart['kind'] = 'text', o: Partial<RulePart> = {}): RulePart => ({ id, kind, marked: false, quizBest: null, ...o });
const mod = (o: Partial<RuleModule>, chapters: RulePart[][]): RuleModule => ({ id: 1, sequential: false, minQuizPercent: null, ...o, chapters: chapters.map((parts, i) => ({ id: 100 + i, parts })) });

describe('quizPassed', () => {
  it('needs a handed-in sheet reaching the minimum (any sheet without one)', () => {
    expect(quizPassed(null, null)).toBe(false);
    expect(quizPassed(0, null)).toBe(true);
    expect(quizPassed(49, 50)).toBe(false);
    expect(quizPassed(50, 50)).toBe(true);
  });
});

describe('chapterStates', () => {
  it('opens every chapter when the module has no rule', () => {
    const s = chapterStates([mod({}, [[part(1)], [part(2)], [part(3)]])]);
    expect([...s.values()].map((x) => x.locked)).toEqual([false, false, false]);
  });

  it('sequential: a chapter opens when the one before is done, and the lock carries on', () => {
    const s = chapterStates([mod({ sequential: true }, [[part(1, 'text', { marked: true }), part(2)], [part(3)], [part(4)]])]);
    expect(s.get(100)).toMatchObject({ locked: false, done: 1, total: 2, completed: false });
    expect(s.get(101)).toMatchObject({ locked: true, reason: 'previous_chapter_incomplete' });
    expect(s.get(102)).toMatchObject({ locked: true, reason: 'previous_chapter_incomplete' });
    const open = chapterStates([mod({ sequential: true }, [[part(1, 'text', { marked: true })], [part(3)]])]);
    expect(open.get(101)!.locked).toBe(false);
  });

  it('minimum quiz score: the next chapter opens when the quiz is passed with it', () => {
    const locked = chapterStates([mod({ minQuizPercent: 60 }, [[part(1), part(2, 'quiz', { quizBest: 40 })], [part(3)]])]);
    expect(locked.get(101)).toMatchObject({ locked: true, reason: 'quiz_not_passed' });
    const open = chapterStates([mod({ minQuizPercent: 60 }, [[part(1), part(2, 'quiz', { quizBest: 60 })], [part(3)]])]);
    expect(open.get(101)!.locked).toBe(false);
    // without a quiz in the chapter before, the rule has nothing to wait for
    expect(chapterStates([mod({ minQuizPercent: 60 }, [[part(1)], [part(3)]])]).get(101)!.locked).toBe(false);
  });

  it('a quiz part is done by passing, not by a mark', () => {
    const s = chapterStates([mod({ minQuizPercent: 80 }, [[part(2, 'quiz', { marked: true, quizBest: 70 })]])]);
    expect(s.get(100)).toMatchObject({ done: 0, completed: false });
  });

  it('rules stay within their module: the first chapter of a module is open', () => {
    const s = chapterStates([mod({ sequential: true }, [[part(1)], [part(2)]]), { ...mod({}, [[part(3)]]), id: 2, chapters: [{ id: 200, parts: [part(3)] }] }]);
    expect(s.get(200)!.locked).toBe(false);
  });
});

describe('classProgress', () => {
  it('counts parts done; an empty class is never complete', () => {
    expect(classProgress([])).toEqual({ done: 0, total: 0, percent: 0, completed: false });
    expect(classProgress([mod({}, [[part(1, 'text', { marked: true }), part(2)], [part(3, 'quiz', { quizBest: 10 })]])])).toEqual({ done: 2, total: 3, percent: 66, completed: false });
    expect(classProgress([mod({}, [[part(1, 'text', { marked: true })]])]).completed).toBe(true);
  });
});

describe('publishProblems', () => {
  const p = (o: Partial<PublishPart>): PublishPart => ({ kind: 'text', materialId: null, videoPath: null, materialKind: null, paragraphs: ['x'], quizSetId: null, quizExists: false, questionIds: [], questionsFound: 0, ...o });
  it('names each field at fault', () => {
    expect(publishProblems({ title: 'T', modules: [] })).toEqual({ modules: ['Add at least one module.'] });
    const e = publishProblems({
      title: '',
      modules: [
        { minQuizPercent: null, chapters: [] },
        { minQuizPercent: null, chapters: [{ parts: [] }, { parts: [p({ kind: 'video', materialId: 4, materialKind: 'pdf' }), p({ kind: 'quiz', quizSetId: 9 }), p({ kind: 'pte', questionIds: [1, 2], questionsFound: 1 })] }] },
      ],
    });
    expect(Object.keys(e).sort()).toEqual(['modules.0.chapters', 'modules.1.chapters.0.parts', 'modules.1.chapters.1.parts.0.material_id', 'modules.1.chapters.1.parts.1.quiz_set_id', 'modules.1.chapters.1.parts.2.question_ids', 'title']);
  });
  it('accepts a video from a video material or an upload', () => {
    expect(publishProblems({ title: 'T', modules: [{ minQuizPercent: null, chapters: [{ parts: [p({ kind: 'video', materialId: 1, materialKind: 'video' }), p({ kind: 'video', videoPath: '/files/materials/x.mp4' })] }] }] })).toEqual({});
  });
});

describe('ruleProblem and clampPosition', () => {
  it('a minimum score needs a quiz part in the module', () => {
    expect(ruleProblem({ minQuizPercent: 50 }, { chapters: [{ parts: [{ kind: 'text' }] }] })).toMatch(/no chapter quiz/);
    expect(ruleProblem({ minQuizPercent: 50 }, { chapters: [{ parts: [{ kind: 'quiz' }] }] })).toBeNull();
    expect(ruleProblem({ minQuizPercent: null }, { chapters: [] })).toBeNull();
  });
  it('keeps a position within the video', () => {
    expect(clampPosition(-3, null)).toBe(0);
    expect(clampPosition(500, 300)).toBe(300);
    expect(clampPosition(12.5, null)).toBe(12.5);
  });
});
