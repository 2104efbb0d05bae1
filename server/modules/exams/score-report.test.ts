import { describe, expect, it } from 'vitest';
import { questionType } from '@question-types/registry.ts';
import { scaled, scoreReport } from './score-report.ts';
import { itemAllowanceSec, officialOrder, partTimers, sittingSeconds } from './timing.ts';

const def = (slug: string) => {
  const d = questionType(slug);
  if (!d) throw new Error(slug);
  return d;
};

describe('scaled', () => {
  it('maps a share onto 10..90 and refuses nothing possible', () => {
    expect(scaled(0, 4)).toBe(10);
    expect(scaled(4, 4)).toBe(90);
    expect(scaled(1, 2)).toBe(50);
    expect(scaled(0, 0)).toBeNull();
    expect(scaled(5, 4)).toBe(90);
  });
});

describe('scoreReport', () => {
  const reading = { traitDefs: [{ key: 'correctness', label: 'c', max: 1, skills: ['reading' as const] }] };
  const integrated = { traitDefs: [{ key: 'content', label: 'c', max: 2, skills: ['reading' as const, 'writing' as const] }] };

  it('routes trait points to their skills and counts each item once overall', () => {
    const r = scoreReport([
      { ...reading, traits: [{ key: 'correctness', score: 1, max: 1 }] },
      { ...integrated, traits: [{ key: 'content', score: 0, max: 2 }] },
    ]);
    expect(r.points).toEqual({ earned: 1, possible: 3 });
    expect(r.overall).toBe(Math.round(10 + 80 / 3));
    expect(r.skills.reading).toBe(Math.round(10 + 80 / 3));
    expect(r.skills.writing).toBe(10);
    expect(r.skills.speaking).toBeNull();
    expect(r.pendingItems).toBe(0);
  });

  it('leaves pending traits out of both earned and possible', () => {
    const r = scoreReport([
      { ...integrated, traits: [{ key: 'content', score: 0, max: 2, pending: true }] },
      { ...reading, traits: [{ key: 'correctness', score: 1, max: 1 }] },
    ]);
    expect(r.points).toEqual({ earned: 1, possible: 1 });
    expect(r.skills.writing).toBeNull();
    expect(r.pendingItems).toBe(1);
  });

  it('is null overall when nothing was scored', () => {
    expect(scoreReport([]).overall).toBeNull();
  });
});

describe('timing', () => {
  it('puts a full mock in the official order: speaking and writing, reading, listening', () => {
    const items = ['write-from-dictation', 'reorder-paragraphs', 'read-aloud', 'write-essay', 'summarize-spoken-text'].map((s) => ({ def: def(s) }));
    expect(officialOrder(items).map((i) => i.def.slug)).toEqual(['read-aloud', 'write-essay', 'reorder-paragraphs', 'summarize-spoken-text', 'write-from-dictation']);
  });

  it('gives reading one part timer and listening one for all but SST', () => {
    const defs = ['reorder-paragraphs', 'reading-multiple-choice-single', 'summarize-spoken-text', 'write-from-dictation'].map(def);
    expect(partTimers(defs)).toEqual([
      { part: 2, durationSec: itemAllowanceSec(def('reorder-paragraphs')) + itemAllowanceSec(def('reading-multiple-choice-single')) },
      { part: 3, durationSec: itemAllowanceSec(def('write-from-dictation')) },
    ]);
  });

  it('uses the author minutes except in a full mock; untimed quizzes', () => {
    const defs = [def('write-essay')];
    expect(sittingSeconds({ mode: 'practice-test', category: 'writing', durationMinutes: 10, defs })).toBe(600);
    expect(sittingSeconds({ mode: 'mock', category: 'full', durationMinutes: 10, defs })).toBeGreaterThan(1200);
    expect(sittingSeconds({ mode: 'quiz', category: 'quiz', durationMinutes: null, defs })).toBeNull();
    expect(sittingSeconds({ mode: 'quiz', category: 'quiz', durationMinutes: 5, defs })).toBe(300);
  });
});
