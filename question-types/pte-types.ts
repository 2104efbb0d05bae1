/**
 * The 22 PTE item types of docs/pte-rules.md §2, in the table's order, with the section each belongs to. Pure data:
 * the generator uses the order to place registry lines, and the registry test checks each folder's section.
 */
import type { Section } from './kit/define-question-type.ts';

export const PTE_TYPES: ReadonlyArray<{ slug: string; section: Section }> = [
  { slug: 'read-aloud', section: 'speaking' },
  { slug: 'repeat-sentence', section: 'speaking' },
  { slug: 'describe-image', section: 'speaking' },
  { slug: 'retell-lecture', section: 'speaking' },
  { slug: 'answer-short-question', section: 'speaking' },
  { slug: 'respond-to-a-situation', section: 'speaking' },
  { slug: 'summarize-group-discussion', section: 'speaking' },
  { slug: 'summarize-written-text', section: 'writing' },
  { slug: 'write-essay', section: 'writing' },
  { slug: 'reading-writing-fill-in-the-blanks', section: 'reading' },
  { slug: 'reading-multiple-choice-multiple', section: 'reading' },
  { slug: 'reorder-paragraphs', section: 'reading' },
  { slug: 'reading-fill-in-the-blanks', section: 'reading' },
  { slug: 'reading-multiple-choice-single', section: 'reading' },
  { slug: 'summarize-spoken-text', section: 'listening' },
  { slug: 'listening-multiple-choice-multiple', section: 'listening' },
  { slug: 'listening-fill-in-the-blanks', section: 'listening' },
  { slug: 'highlight-correct-summary', section: 'listening' },
  { slug: 'listening-multiple-choice-single', section: 'listening' },
  { slug: 'select-missing-word', section: 'listening' },
  { slug: 'highlight-incorrect-words', section: 'listening' },
  { slug: 'write-from-dictation', section: 'listening' },
];

export function pteSectionOf(slug: string): Section | undefined {
  return PTE_TYPES.find((t) => t.slug === slug)?.section;
}
