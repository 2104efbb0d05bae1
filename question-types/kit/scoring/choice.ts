// Choice items: one right option (docs/pte-rules.md §3.1: MCQ single, Highlight Correct Summary, Select Missing Word) or
// several (docs/pte-rules.md §3.2: MCQ multiple). The rule and the option checks are the same whatever the prompt (a passage or a
// recording), so each type's score.ts hands its score input here with its trait key, and keeps only the checks of
// its own prompt (passage, recording, question, option count). Pure.
import type { ItemIssue, PartResult, ScoreInput, ScoreResult } from '../define-question-type.ts';
import { plusMinusFloor } from './partial-credit.ts';

export interface ChoiceOption {
  readonly id: string;
  readonly text: string;
}

/** What the trainer calls an option in the messages: "option" for most types, "summary" for Highlight Correct Summary. */
export interface ChoiceNoun {
  /** singular, lower case: "option" */
  readonly one: string;
  /** with an article, lower case: "an option" */
  readonly a: string;
}

export const OPTION: ChoiceNoun = { one: 'option', a: 'an option' };

const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** What the single-answer scorer reads of a type's content, key and response (every such type has these fields). */
export type SingleChoiceInput = ScoreInput<{ options: readonly ChoiceOption[] }, { correct: string }, { selected: string | null } | undefined>;

/** 1 when the selected option is the key, else 0 (no selection, a wrong or an unknown id); never negative. */
export function scoreSingleChoice({ content: { options }, key: { correct }, response }: SingleChoiceInput, trait: string): ScoreResult {
  const selected = response?.selected ?? null;
  const points = selected !== null && selected === correct ? 1 : 0;
  const parts: PartResult[] = options.map((o) => ({
    id: o.id,
    correct: (o.id === selected) === (o.id === correct),
    given: o.id === selected ? o.text : null,
    expected: o.id === correct ? o.text : null,
  }));
  return {
    score: points,
    max: 1,
    traits: [{ key: trait, score: points, max: 1 }],
    needsHuman: false,
    parts,
    measures: { answered: selected !== null && options.some((o) => o.id === selected) },
  };
}

/** What the multiple-answer scorer reads of a type's content, key and response. */
export type MultipleChoiceInput = ScoreInput<{ options: readonly ChoiceOption[] }, { correct: readonly string[] }, { selected: readonly string[] } | undefined>;

/**
 * +1 per correct option selected, -1 per incorrect one, floor 0; max = number of correct options. A repeated id
 * counts once; an id that is not a correct option (unknown ids included) counts as incorrect.
 */
export function scoreMultipleChoice({ content: { options }, key, response }: MultipleChoiceInput, trait: string): ScoreResult {
  const selected = new Set(response?.selected ?? []);
  const correct = new Set(key.correct);
  const points = plusMinusFloor(selected, correct);
  const max = correct.size;
  let right = 0;
  for (const id of selected) if (correct.has(id)) right++;
  const parts: PartResult[] = options.map((o) => ({
    id: o.id,
    correct: selected.has(o.id) === correct.has(o.id),
    given: selected.has(o.id) ? o.text : null,
    expected: correct.has(o.id) ? o.text : null,
  }));
  return {
    score: points,
    max,
    traits: [{ key: trait, score: points, max }],
    needsHuman: false,
    parts,
    measures: { right, wrong: selected.size - right, missed: max - right },
  };
}

/**
 * The options' own problems (a repeated id, an empty text, a text that repeats another one, ignoring case and edge
 * spaces), at `content.options.<i>`, and the set of ids for the key checks. The option count is the type's to check:
 * its limits and wording differ.
 */
export function validateChoiceOptions(options: readonly ChoiceOption[], noun: ChoiceNoun = OPTION): { issues: ItemIssue[]; ids: Set<string> } {
  const issues: ItemIssue[] = [];
  const One = capitalize(noun.one);
  const ids = new Set<string>();
  const texts = new Set<string>();
  options.forEach((o, i) => {
    if (ids.has(o.id)) issues.push({ path: `content.options.${i}`, message: `${One} ${i + 1} repeats the id "${o.id}".` });
    ids.add(o.id);
    const t = o.text.trim().toLowerCase();
    if (t === '') issues.push({ path: `content.options.${i}.text`, message: `${One} ${i + 1} has no text.` });
    else if (texts.has(t)) issues.push({ path: `content.options.${i}.text`, message: `${One} ${i + 1} repeats another ${noun.one}.` });
    texts.add(t);
  });
  return { issues, ids };
}

/** The option checks, then the key: one id, and it names an existing option. */
export function validateSingleChoice(options: readonly ChoiceOption[], correct: string, noun: ChoiceNoun = OPTION): ItemIssue[] {
  const { issues, ids } = validateChoiceOptions(options, noun);
  if (!correct) issues.push({ path: 'key.correct', message: `Mark the correct ${noun.one}.` });
  else if (!ids.has(correct)) issues.push({ path: 'key.correct', message: `Mark the correct ${noun.one}: the key names ${noun.a} that does not exist ("${correct}").` });
  return issues;
}

export interface MultipleChoiceRules {
  /** the fewest correct options a key may have (more than one: otherwise it is a single-answer item) */
  minCorrect: number;
  /**
   * Whether a key id that names no option still counts towards `minCorrect`. Reading MCQ multiple has always counted
   * it (the unknown id is refused on its own line either way); listening does not, and also says the key is short.
   */
  unknownIdsCountTowardsMin?: boolean;
}

/**
 * The option checks, then the key: every id names an existing option, once; at least `minCorrect` of them; and not
 * every option (one must be wrong for the item to test anything).
 */
export function validateMultipleChoice(options: readonly ChoiceOption[], correct: readonly string[], rules: MultipleChoiceRules): ItemIssue[] {
  const { issues, ids } = validateChoiceOptions(options);
  const seen = new Set<string>();
  correct.forEach((id, i) => {
    if (!ids.has(id)) {
      issues.push({ path: `key.correct.${i}`, message: `The key names an option that does not exist ("${id}").` });
      if (rules.unknownIdsCountTowardsMin) seen.add(id);
    } else if (seen.has(id)) issues.push({ path: `key.correct.${i}`, message: `The key lists option "${id}" twice.` });
    else seen.add(id);
  });
  if (correct.length === 0) issues.push({ path: 'key.correct', message: 'Mark the correct options: none is marked.' });
  else if (seen.size < rules.minCorrect) issues.push({ path: 'key.correct', message: `Mark at least ${rules.minCorrect} correct options: this type has more than one right answer.` });
  else if (options.length > 0 && options.every((o) => seen.has(o.id))) issues.push({ path: 'key.correct', message: 'At least one option must be incorrect.' });
  return issues;
}
