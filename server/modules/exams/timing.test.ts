// The sitting's clock is computed from the question types' definitions only: a type the server has never heard of
// is timed and ordered by its own numbers.
import { describe, expect, it } from 'vitest';
import { defineQuestionType } from '@question-types/kit/define-question-type.ts';
import { QUESTION_TYPES, questionType, type AnyQuestionType } from '@question-types/registry.ts';
import { itemAllowanceSec, itemTimerSec, officialOrder, partTimers, sittingSeconds, SITTING_SLACK_SEC } from './timing.ts';

const def = (slug: string): AnyQuestionType => {
  const d = questionType(slug);
  if (!d) throw new Error(slug);
  return d;
};

/** A reading type the registry does not hold: a copy of Re-order Paragraphs with its own numbers. */
const newReadingType = defineQuestionType({
  ...def('reorder-paragraphs'),
  slug: 'new-reading-type',
  partOrder: 6,
  timing: { ...def('reorder-paragraphs').timing, allowanceSec: 77 },
});

describe('timing from the definitions', () => {
  it('times and orders a type that is in no server table by its definition', () => {
    expect(itemAllowanceSec(newReadingType)).toBe(77);
    expect(itemTimerSec(newReadingType)).toBeNull();
    expect(partTimers([newReadingType, def('reorder-paragraphs')])).toEqual([{ part: 2, durationSec: 77 + 150 }]);
    const items = [newReadingType, def('reading-multiple-choice-single'), def('read-aloud')].map((d) => ({ def: d }));
    expect(officialOrder(items).map((i) => i.def.slug)).toEqual(['read-aloud', 'reading-multiple-choice-single', 'new-reading-type']);
  });

  it('keeps the figures of every type (seconds within a sitting)', () => {
    expect(Object.fromEntries(QUESTION_TYPES.map((d) => [d.slug, itemAllowanceSec(d)]))).toEqual({
      // speaking: countdown before the audio + the prompt (45) + preparation + response window
      'read-aloud': 120,
      'repeat-sentence': 63,
      'describe-image': 110,
      'retell-lecture': 98,
      'answer-short-question': 58,
      'respond-to-a-situation': 98,
      'summarize-group-discussion': 178,
      // own item timers (+ the countdown before SST's audio)
      'summarize-written-text': 600,
      'write-essay': 1200,
      'summarize-spoken-text': 607,
      // shares of the part timers
      'reading-writing-fill-in-the-blanks': 150,
      'reading-multiple-choice-multiple': 150,
      'reorder-paragraphs': 150,
      'reading-fill-in-the-blanks': 120,
      'reading-multiple-choice-single': 120,
      'listening-multiple-choice-multiple': 120,
      'listening-fill-in-the-blanks': 120,
      'highlight-correct-summary': 120,
      'listening-multiple-choice-single': 90,
      'select-missing-word': 75,
      'highlight-incorrect-words': 90,
      'write-from-dictation': 75,
    });
  });

  it('gives only the writing items and SST an item timer', () => {
    expect(QUESTION_TYPES.filter((d) => itemTimerSec(d) !== null).map((d) => d.slug)).toEqual(['summarize-written-text', 'write-essay', 'summarize-spoken-text']);
  });

  it('spreads the official part times over a typical form', () => {
    const form = (counts: Record<string, number>) => Object.entries(counts).flatMap(([slug, n]) => Array.from({ length: n }, () => def(slug)));
    // the smallest item counts of a reading part: 13 items in the official 29-30 minutes
    const reading = form({ 'reading-writing-fill-in-the-blanks': 5, 'reading-multiple-choice-multiple': 1, 'reorder-paragraphs': 2, 'reading-fill-in-the-blanks': 4, 'reading-multiple-choice-single': 1 });
    expect(partTimers(reading)).toEqual([{ part: 2, durationSec: 30 * 60 }]);
    // 17 listening items besides SST share about 28 minutes; with one SST (10 min) the part stays within 30-43 minutes
    const listening = form({ 'listening-multiple-choice-multiple': 2, 'listening-fill-in-the-blanks': 3, 'highlight-correct-summary': 2, 'listening-multiple-choice-single': 2, 'select-missing-word': 2, 'highlight-incorrect-words': 3, 'write-from-dictation': 3 });
    const shared = partTimers(listening)[0]!.durationSec;
    expect(shared / 60).toBeCloseTo(27.75, 2);
    const withSst = sittingSeconds({ mode: 'mock', category: 'full', durationMinutes: null, defs: [...listening, def('summarize-spoken-text')] })! - SITTING_SLACK_SEC;
    expect(withSst / 60).toBeGreaterThanOrEqual(30);
    expect(withSst / 60).toBeLessThanOrEqual(43);
  });
});
