/** What the word-list calls answer (checked against every answer by the API suite; the client imports the types). */
import { z } from 'zod';

const Int = z.number().int();
const Meta = z.object({ current_page: Int, per_page: Int, total: Int, last_page: Int });

export const Progress = z.object({
  total: Int,
  new: Int,
  learning: Int,
  known: Int,
  due: Int,
  next_due_at: z.string().nullable(),
});

export const WordList = z.object({
  id: Int,
  /** null: the platform's (the master's) list, shared with every centre and read-only there */
  organization_id: Int.nullable(),
  is_platform: z.boolean(),
  title: z.string(),
  description: z.string(),
  status: z.enum(['active', 'inactive']),
  public_to_students: z.boolean(),
  words_count: Int,
  groups: z.array(z.object({ id: Int, name: z.string() })),
  /** the caller may change it (its own centre's list with MATERIAL_UPDATE; the master's on the platform) */
  editable: z.boolean(),
  created_at: z.string(),
  created_by: z.object({ id: Int, full_name: z.string() }).nullable(),
  /** the caller's own flash-card progress (students; null for staff lists) */
  progress: Progress.nullable(),
});

export const Word = z.object({ id: Int, position: Int, word: z.string(), note: z.string() });
export const WordListDetail = WordList.extend({ words: z.array(Word) });
export const WordListList = z.object({ items: z.array(WordList), meta: Meta });

export const Card = z.object({
  word_id: Int,
  word: z.string(),
  note: z.string(),
  position: Int,
  box: Int,
  status: z.enum(['new', 'learning', 'known']),
  last_seen_at: z.string().nullable(),
});

export const Practice = z.object({
  /** the list's owner (null: the platform's list) */
  organization_id: Int.nullable(),
  word_list_id: Int,
  title: z.string(),
  /** the card to show, or null when nothing is due now */
  card: Card.nullable(),
  progress: Progress,
  /** every word with its state, in list order (the progress view) */
  cards: z.array(Card),
});

export const WordSense = z.object({
  part_of_speech: z.enum(['noun', 'verb', 'adjective', 'adverb']),
  lemma: z.string(),
  definition: z.string(),
  examples: z.array(z.string()),
  synonyms: z.array(z.string()),
});
export const WordDetails = z.object({
  word: z.string(),
  found: z.boolean(),
  senses: z.array(WordSense),
  /** where the text comes from (WordNet 3.1, Princeton University) */
  source: z.string(),
  /** no recorded audio ships offline: the client speaks the word with the browser's speech synthesis */
  audio: z.null(),
});

export type Progress = z.output<typeof Progress>;
export type WordList = z.output<typeof WordList>;
export type WordListDetail = z.output<typeof WordListDetail>;
export type WordListList = z.output<typeof WordListList>;
export type Word = z.output<typeof Word>;
export type Card = z.output<typeof Card>;
export type Practice = z.output<typeof Practice>;
export type WordSense = z.output<typeof WordSense>;
export type WordDetails = z.output<typeof WordDetails>;
