/**
 * The question-type registry: every type's definition (schemas, scoring, item checks), in docs/pte-rules.md §2 order.
 * Isomorphic: the server imports it to validate, score and build student payloads; the client for names, sections
 * and timing. It imports no React and no UI — the lazy players, editors and reviews are in `ui-registry.ts`.
 *
 * A type is registered by ONE line between the markers below, written by `npm run new:question-type <slug>`
 * (a test fails when a folder under question-types/ is missing here).
 *
 * @example
 *   import { QUESTION_TYPES, questionType, typesBySection } from '@question-types/registry';
 *   const def = questionType('reorder-paragraphs');           // undefined for an unknown slug
 *   const result = def?.score({ content, key, response });
 *   typesBySection('reading').map((t) => t.slug);             // ['reading-writing-fill-in-the-blanks', ...]
 */
import type { QuestionTypeDefinition, Section } from './kit/define-question-type.ts';

// The registry stores every type under one element type; each definition is typed precisely in its own folder.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyQuestionType = QuestionTypeDefinition<any, any, any>;

const registered: AnyQuestionType[] = [];

// Imports are hoisted; the pushes run in line order, which is the registry's (and the menus') order.
// <question-types> one line per type, docs/pte-rules.md §2 order; written by `npm run new:question-type`
import readAloud from './read-aloud/definition.ts'; registered.push(readAloud);
import repeatSentence from './repeat-sentence/definition.ts'; registered.push(repeatSentence);
import describeImage from './describe-image/definition.ts'; registered.push(describeImage);
import retellLecture from './retell-lecture/definition.ts'; registered.push(retellLecture);
import answerShortQuestion from './answer-short-question/definition.ts'; registered.push(answerShortQuestion);
import respondToASituation from './respond-to-a-situation/definition.ts'; registered.push(respondToASituation);
import summarizeGroupDiscussion from './summarize-group-discussion/definition.ts'; registered.push(summarizeGroupDiscussion);
import summarizeWrittenText from './summarize-written-text/definition.ts'; registered.push(summarizeWrittenText);
import writeEssay from './write-essay/definition.ts'; registered.push(writeEssay);
import readingWritingFillInTheBlanks from './reading-writing-fill-in-the-blanks/definition.ts'; registered.push(readingWritingFillInTheBlanks);
import readingMultipleChoiceMultiple from './reading-multiple-choice-multiple/definition.ts'; registered.push(readingMultipleChoiceMultiple);
import reorderParagraphs from './reorder-paragraphs/definition.ts'; registered.push(reorderParagraphs);
import readingFillInTheBlanks from './reading-fill-in-the-blanks/definition.ts'; registered.push(readingFillInTheBlanks);
import readingMultipleChoiceSingle from './reading-multiple-choice-single/definition.ts'; registered.push(readingMultipleChoiceSingle);
import summarizeSpokenText from './summarize-spoken-text/definition.ts'; registered.push(summarizeSpokenText);
import listeningMultipleChoiceMultiple from './listening-multiple-choice-multiple/definition.ts'; registered.push(listeningMultipleChoiceMultiple);
import listeningFillInTheBlanks from './listening-fill-in-the-blanks/definition.ts'; registered.push(listeningFillInTheBlanks);
import highlightCorrectSummary from './highlight-correct-summary/definition.ts'; registered.push(highlightCorrectSummary);
import listeningMultipleChoiceSingle from './listening-multiple-choice-single/definition.ts'; registered.push(listeningMultipleChoiceSingle);
import selectMissingWord from './select-missing-word/definition.ts'; registered.push(selectMissingWord);
import highlightIncorrectWords from './highlight-incorrect-words/definition.ts'; registered.push(highlightIncorrectWords);
import writeFromDictation from './write-from-dictation/definition.ts'; registered.push(writeFromDictation);
// </question-types>

/** All registered types, in docs/pte-rules.md §2 order. */
export const QUESTION_TYPES: readonly AnyQuestionType[] = Object.freeze(registered);

const bySlug = new Map(QUESTION_TYPES.map((t) => [t.slug, t]));

/** The definition of a slug, or undefined for an unknown one. */
export function questionType(slug: string): AnyQuestionType | undefined {
  return bySlug.get(slug);
}

/** The types of one section, in registry order. */
export function typesBySection(section: Section): AnyQuestionType[] {
  return QUESTION_TYPES.filter((t) => t.section === section);
}

export const SECTIONS: readonly Section[] = ['speaking', 'writing', 'reading', 'listening'];

export function isSection(value: string | undefined | null): value is Section {
  return SECTIONS.includes(value as Section);
}
