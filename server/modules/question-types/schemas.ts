import { z } from 'zod';
import { TypeTiming } from './contracts.ts';

const Section = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['listening', 'writing', 'speaking', 'reading']));

const Page = z.coerce.number().int().min(1).max(100_000).default(1);
const PerPage = z.coerce.number().int().min(1).max(100).default(100);

/** GET question-types: `section` or its alias `group` (either case), `search` in the names and the slug. */
export const QuestionTypesQuery = z.object({
  section: Section.optional(),
  group: Section.optional(),
  search: z.string().trim().max(100).optional(),
  page: Page,
  per_page: PerPage,
});
export type QuestionTypesInput = z.output<typeof QuestionTypesQuery>;

/** `{id}` as sent in the path: an id or a slug; anything else is a 404 in the service, never a 422. */
export const IdOrSlugParams = z.object({ id: z.string().max(200) });
export const IdParams = z.object({ id: z.string().max(200) });

export const Trait = z.object({
  key: z.string(),
  label: z.string(),
  max: z.number(),
  skills: z.array(z.string()),
  human: z.boolean(),
  rubric: z.array(z.string()).optional(),
});

export const QuestionTypeData = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string().meta({ description: "the product's short name (docs/product-spec.md §3)" }),
  title: z.string().meta({ description: 'the official PTE name' }),
  official_name: z.string(),
  group: z.string().meta({ description: 'listening, writing, speaking or reading' }),
  section: z.string().meta({ description: 'LISTENING, WRITING, SPEAKING or READING (the section dropdown values)' }),
  component: z.string(),
  sort_order: z.number().int(),
  test_part: z.number().int(),
  ruleset: z.string(),
  version: z.number().int(),
  timing: TypeTiming,
  traits: z.array(Trait),
  max_score: z.number(),
  constraints: z.object({ minWords: z.number().optional(), maxWords: z.number().optional(), oneSentence: z.boolean().optional() }).nullable(),
});

const Meta = z.object({ current_page: z.number().int(), per_page: z.number().int(), total: z.number().int(), last_page: z.number().int() });
export const QuestionTypeList = z.object({ items: z.array(QuestionTypeData), meta: Meta });

export const QuestionTypeCount = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  title: z.string(),
  group: z.string(),
  section: z.string(),
  component: z.string(),
  questions_count: z.number().int(),
});

export const QuizTypesQuery = z.object({ search: z.string().trim().max(100).optional() });
export type QuizTypesInput = z.output<typeof QuizTypesQuery>;
export const QuizTypeData = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), description: z.string() });
