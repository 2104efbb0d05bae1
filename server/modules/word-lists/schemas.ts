/** What the word-list calls accept (422 per field otherwise). */
import { z } from 'zod';
import { someFieldSent } from '../../kernel/update-body.ts';
import { opt } from '../../kernel/query-params.ts';

const Id = z.coerce.number().int().min(1).max(2_147_483_647);
export const IdParams = z.object({ id: Id });

/** letters (any script), digits, spaces, hyphens, apostrophes and full stops: "give up", "well-being", "o'clock" */
export const WORD_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}\p{M} .'’-]*$/u;
export const MAX_WORDS = 500;
const Word = z
  .string()
  .trim()
  .min(1, { message: 'Type the word.' })
  .max(64, { message: 'A word may not be longer than 64 characters.' })
  .regex(WORD_PATTERN, { message: 'Letters, digits, spaces, hyphens and apostrophes only.' });

export const WordInput = z.object({
  word: Word,
  note: z.string().trim().max(500, { message: 'A note may not be longer than 500 characters.' }).optional().default(''),
});

const Words = z
  .array(WordInput)
  .max(MAX_WORDS, { message: `A list holds at most ${MAX_WORDS} words.` })
  .superRefine((words, ctx) => {
    const seen = new Map<string, number>();
    words.forEach((w, i) => {
      const k = w.word.toLowerCase();
      if (seen.has(k)) ctx.addIssue({ code: 'custom', path: [i, 'word'], message: `"${w.word}" is in the list already (row ${seen.get(k)! + 1}).` });
      else seen.set(k, i);
    });
  });

const Title = z.string().trim().min(1, { message: 'The title is required.' }).max(120, { message: 'The title may not be longer than 120 characters.' });
const Ids = z.array(Id).max(200);

export const CreateWordListBody = z.object({
  title: Title,
  description: z.string().trim().max(2000).optional().default(''),
  status: z.enum(['active', 'inactive']).optional().default('active'),
  public_to_students: z.boolean().optional().default(false),
  group_ids: Ids.optional().default([]),
  words: Words.optional().default([]),
});
export type CreateWordListInput = z.output<typeof CreateWordListBody>;

export const UpdateWordListBody = z
  .object({
    title: Title.optional(),
    description: z.string().trim().max(2000).optional(),
    status: z.enum(['active', 'inactive']).optional(),
    public_to_students: z.boolean().optional(),
    group_ids: Ids.optional(),
    words: Words.optional(),
  })
  .refine(...someFieldSent('title'));
export type UpdateWordListInput = z.output<typeof UpdateWordListBody>;

export const StatusBody = z.object({ status: z.enum(['active', 'inactive']) });

export const WordListQuery = z.object({
  search: opt(z.string().trim().max(100)),
  status: opt(z.enum(['active', 'inactive'])),
  /** centre: the centre's own lists; platform: the master's lists shared with every centre */
  scope: opt(z.enum(['centre', 'platform'])),
  page: opt(z.coerce.number().int().min(1).max(100_000)),
  per_page: opt(z.coerce.number().int().min(1).max(100)),
});
export type WordListQueryInput = z.output<typeof WordListQuery>;

export const PracticeAnswerBody = z.object({
  word_id: Id,
  /** true: "I knew it"; false: "Again" */
  known: z.boolean(),
});
export type PracticeAnswerInput = z.output<typeof PracticeAnswerBody>;

export const WordDetailsQuery = z.object({
  word: z
    .string()
    .trim()
    .min(1, { message: 'Type a word.' })
    .max(64, { message: 'A word may not be longer than 64 characters.' })
    .regex(WORD_PATTERN, { message: 'Letters, digits, spaces, hyphens and apostrophes only.' }),
});
