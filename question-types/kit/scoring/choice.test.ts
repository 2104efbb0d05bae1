// The choice rules once, with the worked examples of docs/pte-rules.md §3.1 and §3.2. Each type's score.test.ts keeps its
// own fixtures (its wiring: trait key, max) and its validateItem checks.
import { describe, expect, it } from 'vitest';
import { scoreMultipleChoice, scoreSingleChoice, validateChoiceOptions, validateMultipleChoice, validateSingleChoice, type ChoiceOption } from './choice.ts';

const options: ChoiceOption[] = ['A', 'B', 'C', 'D', 'E'].map((id) => ({ id, text: `Option ${id} text` }));
const textOf = (id: string) => options.find((o) => o.id === id)!.text;

describe('scoreSingleChoice (docs/pte-rules.md §3.1)', () => {
  const single = (selected: string | null | undefined) =>
    scoreSingleChoice({ content: { options }, key: { correct: 'B' }, response: selected === undefined ? undefined : { selected } }, 'correctness');

  it.each([
    ['Key B, answer B: 1', 'B', 1],
    ['Key B, answer D: 0', 'D', 0],
    ['Key B, no answer: 0', null, 0],
  ] as const)('%s', (_name, selected, points) => {
    const r = single(selected);
    expect({ score: r.score, max: r.max }).toEqual({ score: points, max: 1 });
    expect(r.traits).toEqual([{ key: 'correctness', score: points, max: 1 }]);
    expect(r.needsHuman).toBe(false);
  });

  it('names the trait the type gives it', () => {
    expect(scoreSingleChoice({ content: { options }, key: { correct: 'B' }, response: { selected: 'B' } }, 'summary').traits).toEqual([{ key: 'summary', score: 1, max: 1 }]);
  });

  it('an unknown id or a missing response scores 0, never negative', () => {
    expect(single('Z').score).toBe(0);
    expect(single('Z').measures?.answered).toBe(false);
    expect(single(undefined).score).toBe(0);
    expect(single(null).score).toBe(0);
    expect(single('D').measures?.answered).toBe(true);
  });

  it('option ids are compared exactly (case matters for ids)', () => {
    expect(single('b').score).toBe(0);
  });

  it('reports each option with what was given and what the key expects', () => {
    const parts = single('D').parts!;
    expect(parts).toHaveLength(options.length);
    expect(parts.find((p) => p.id === 'D')).toEqual({ id: 'D', correct: false, given: textOf('D'), expected: null });
    expect(parts.find((p) => p.id === 'B')).toMatchObject({ correct: false, given: null, expected: textOf('B') });
    expect(parts.find((p) => p.id === 'A')).toMatchObject({ correct: true, given: null, expected: null });
  });
});

describe('scoreMultipleChoice (docs/pte-rules.md §3.2)', () => {
  const multiple = (selected: string[] | undefined) =>
    scoreMultipleChoice({ content: { options }, key: { correct: ['A', 'C', 'E'] }, response: selected && { selected } }, 'correctness');

  it('+1 per right option, -1 per wrong one; max is the number of correct options', () => {
    expect(multiple(['A', 'C', 'E'])).toMatchObject({ score: 3, max: 3, traits: [{ key: 'correctness', score: 3, max: 3 }], needsHuman: false });
    expect(multiple(['A', 'C', 'B'])).toMatchObject({ score: 1, max: 3 });
  });

  it('counts a repeated id once', () => {
    expect(multiple(['A', 'A', 'A']).score).toBe(1);
    expect(multiple(['A', 'C', 'E', 'E']).score).toBe(3);
  });

  it('counts unknown ids as incorrect and never goes below 0', () => {
    expect(multiple(['A', 'C', 'Z']).score).toBe(1);
    expect(multiple(['A', 'C', 'E', 'Z']).score).toBe(2);
    expect(multiple(['A', 'C', 'E', 'Z']).measures).toEqual({ right: 3, wrong: 1, missed: 0 });
    expect(multiple(['X', 'Y', 'Z']).score).toBe(0);
    expect(multiple(['B', 'D', 'Z']).score).toBe(0);
    expect(multiple(['a', 'c']).score).toBe(0);
  });

  it('an empty or missing response scores 0 of the item max', () => {
    expect(multiple([])).toMatchObject({ score: 0, max: 3 });
    expect(multiple(undefined)).toMatchObject({ score: 0, max: 3 });
  });

  it('reports right, wrong and missed options for the Review', () => {
    const r = multiple(['A', 'B']);
    expect(r.measures).toEqual({ right: 1, wrong: 1, missed: 2 });
    expect(r.parts!.map((p) => [p.id, p.correct])).toEqual([['A', true], ['B', false], ['C', false], ['D', true], ['E', false]]);
    const byId = Object.fromEntries(r.parts!.map((p) => [p.id, p]));
    expect(byId.A).toMatchObject({ correct: true, given: textOf('A'), expected: textOf('A') });
    expect(byId.B).toMatchObject({ correct: false, given: textOf('B'), expected: null });
    expect(byId.C).toMatchObject({ correct: false, given: null, expected: textOf('C') });
    expect(byId.D).toMatchObject({ correct: true, given: null, expected: null });
  });
});

describe('validateChoiceOptions', () => {
  it('refuses a repeated id, an empty text and a text that repeats another (case and edge spaces ignored)', () => {
    const { issues, ids } = validateChoiceOptions([{ id: 'A', text: 'Yes' }, { id: 'A', text: 'yes ' }, { id: 'C', text: '  ' }]);
    expect(issues).toEqual([
      { path: 'content.options.1', message: 'Option 2 repeats the id "A".' },
      { path: 'content.options.1.text', message: 'Option 2 repeats another option.' },
      { path: 'content.options.2.text', message: 'Option 3 has no text.' },
    ]);
    expect([...ids]).toEqual(['A', 'C']);
  });

  it('speaks of the type\'s noun', () => {
    const { issues } = validateChoiceOptions([{ id: 'A', text: 'x' }, { id: 'A', text: 'X' }], { one: 'summary', a: 'a summary' });
    expect(issues.map((i) => i.message)).toEqual(['Summary 2 repeats the id "A".', 'Summary 2 repeats another summary.']);
  });
});

describe('validateSingleChoice', () => {
  it('accepts a key that names an option', () => {
    expect(validateSingleChoice(options, 'B')).toEqual([]);
  });

  it('refuses no key and a key option that does not exist', () => {
    expect(validateSingleChoice(options, '')).toEqual([{ path: 'key.correct', message: 'Mark the correct option.' }]);
    expect(validateSingleChoice(options, 'Z')).toEqual([{ path: 'key.correct', message: 'Mark the correct option: the key names an option that does not exist ("Z").' }]);
    expect(validateSingleChoice(options, 'Z', { one: 'summary', a: 'a summary' })[0]!.message).toBe('Mark the correct summary: the key names a summary that does not exist ("Z").');
  });
});

describe('validateMultipleChoice', () => {
  const paths = (correct: string[], unknownIdsCountTowardsMin = false) => validateMultipleChoice(options, correct, { minCorrect: 2, unknownIdsCountTowardsMin }).map((i) => i.path);

  it('accepts two or more existing options, not all', () => {
    expect(paths(['A', 'C', 'E'])).toEqual([]);
  });

  it('refuses no correct option, one only, and every option correct', () => {
    expect(validateMultipleChoice(options, [], { minCorrect: 2 })).toEqual([{ path: 'key.correct', message: 'Mark the correct options: none is marked.' }]);
    expect(validateMultipleChoice(options, ['A'], { minCorrect: 2 })[0]!.message).toMatch(/at least 2/);
    expect(validateMultipleChoice(options, ['A', 'B', 'C', 'D', 'E'], { minCorrect: 2 })[0]!.message).toMatch(/incorrect/);
  });

  it('refuses key ids that do not exist or repeat, each at its index', () => {
    expect(paths(['A', 'Q', 'A', 'C'])).toEqual(['key.correct.1', 'key.correct.2']);
    expect(paths(['A', 'C', 'A'])).toEqual(['key.correct.2']);
  });

  it('an unknown id counts towards the minimum only when the type says so', () => {
    expect(paths(['A', 'Z'])).toEqual(['key.correct.1', 'key.correct']);
    expect(paths(['A', 'Z'], true)).toEqual(['key.correct.1']);
  });
});
