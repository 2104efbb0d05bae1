/**
 * slug -> the type's fixtures (sample items and graded responses), loaded on demand: the demo seed, the registry
 * test and the stories read them. One line per type between the markers, written by `npm run new:question-type`.
 */
import type { QuestionFixtures } from './kit/define-question-type.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFixtures = QuestionFixtures<any, any, any>;
export type FixturesLoader = () => Promise<{ fixtures: AnyFixtures }>;

export const QUESTION_TYPE_FIXTURES: Readonly<Record<string, FixturesLoader>> = {
  // <question-types> one line per type; written by `npm run new:question-type`
  'read-aloud': () => import('./read-aloud/fixtures.ts'),
  'repeat-sentence': () => import('./repeat-sentence/fixtures.ts'),
  'describe-image': () => import('./describe-image/fixtures.ts'),
  'retell-lecture': () => import('./retell-lecture/fixtures.ts'),
  'answer-short-question': () => import('./answer-short-question/fixtures.ts'),
  'respond-to-a-situation': () => import('./respond-to-a-situation/fixtures.ts'),
  'summarize-group-discussion': () => import('./summarize-group-discussion/fixtures.ts'),
  'summarize-written-text': () => import('./summarize-written-text/fixtures.ts'),
  'write-essay': () => import('./write-essay/fixtures.ts'),
  'reading-writing-fill-in-the-blanks': () => import('./reading-writing-fill-in-the-blanks/fixtures.ts'),
  'reading-multiple-choice-multiple': () => import('./reading-multiple-choice-multiple/fixtures.ts'),
  'reorder-paragraphs': () => import('./reorder-paragraphs/fixtures.ts'),
  'reading-fill-in-the-blanks': () => import('./reading-fill-in-the-blanks/fixtures.ts'),
  'reading-multiple-choice-single': () => import('./reading-multiple-choice-single/fixtures.ts'),
  'summarize-spoken-text': () => import('./summarize-spoken-text/fixtures.ts'),
  'listening-multiple-choice-multiple': () => import('./listening-multiple-choice-multiple/fixtures.ts'),
  'listening-fill-in-the-blanks': () => import('./listening-fill-in-the-blanks/fixtures.ts'),
  'highlight-correct-summary': () => import('./highlight-correct-summary/fixtures.ts'),
  'listening-multiple-choice-single': () => import('./listening-multiple-choice-single/fixtures.ts'),
  'select-missing-word': () => import('./select-missing-word/fixtures.ts'),
  'highlight-incorrect-words': () => import('./highlight-incorrect-words/fixtures.ts'),
  'write-from-dictation': () => import('./write-from-dictation/fixtures.ts'),
  // </question-types>
};
