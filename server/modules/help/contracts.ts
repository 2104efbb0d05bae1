// contracts: stable
/**
 * The help centre (docs/product-spec.md §17, this module's README.md): what every call takes and answers. Zod only
 * (the client imports the types with `import type`); the API suite checks every answer against these schemas.
 *
 * Articles are keyed by (portal, topic) and FAQs by portal. The platform's rows are the master's; a centre's rows
 * override them for its users: an article topic by topic, the FAQ as one whole list.
 */
import { z } from 'zod';

export const HELP_PORTALS = ['student', 'teacher', 'admin'] as const;
export type HelpPortal = (typeof HELP_PORTALS)[number];
export const HELP_TOPICS = ['how-to-use', 'material', 'registration-process'] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

export const TITLE_MAX = 200;
/** the article's HTML as sent (before sanitising) */
export const BODY_MAX = 100_000;
export const QUESTION_MAX = 300;
export const ANSWER_MAX = 3_000;
export const FAQ_MAX_ITEMS = 60;
export const SEARCH_MIN = 2;
export const SEARCH_MAX = 100;

const Int = z.number().int();
const oneOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { message: `The ${label} must be one of: ${values.join(', ')}.` });
const text = (label: string, max: number) =>
  z
    .string({ message: `The ${label} field is required.` })
    .trim()
    .min(1, { message: `The ${label} field is required.` })
    .max(max, { message: `The ${label} may not be longer than ${max} characters.` });

/* ------------------------------------------------------------------ paths and queries */

export const PortalParams = z.object({ portal: oneOf(HELP_PORTALS, 'portal') });
export type PortalParams = z.infer<typeof PortalParams>;
export const ArticleParams = z.object({ portal: oneOf(HELP_PORTALS, 'portal'), topic: oneOf(HELP_TOPICS, 'topic') });
export type ArticleParams = z.infer<typeof ArticleParams>;

export const SearchQuery = z.object({
  q: z
    .string({ message: 'The q field is required.' })
    .trim()
    .min(SEARCH_MIN, { message: `Type at least ${SEARCH_MIN} characters.` })
    .max(SEARCH_MAX, { message: `The q may not be longer than ${SEARCH_MAX} characters.` }),
  /** staff who edit help (HELP_UPDATE) may search another portal's help; everyone else searches their own */
  portal: z.preprocess((v) => (v === '' ? undefined : v), oneOf(HELP_PORTALS, 'portal').optional()),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

/* ------------------------------------------------------------------ bodies */

export const ArticleBody = z.object({
  title: text('title', TITLE_MAX),
  /** HTML (what the editor writes); sanitised on the server with an allow-list, so a script never comes back */
  body: text('body', BODY_MAX),
});
export type ArticleBody = z.infer<typeof ArticleBody>;

export const FaqItemInput = z.object({
  question: text('question', QUESTION_MAX),
  /** plain text (line breaks kept) */
  answer: text('answer', ANSWER_MAX),
});
export const FaqBody = z.object({
  /** the whole ordered list; an empty list drops the caller's list (a centre falls back to the platform's) */
  items: z.array(FaqItemInput, { message: 'The items field is required.' }).max(FAQ_MAX_ITEMS, { message: `At most ${FAQ_MAX_ITEMS} questions.` }),
});
export type FaqBody = z.infer<typeof FaqBody>;

/* ------------------------------------------------------------------ answers */

/** whose text a reader gets: the centre's own, the platform's, or none written yet */
export const HelpSource = z.enum(['centre', 'platform', 'none']);
export type HelpSource = z.infer<typeof HelpSource>;

export const Article = z.object({
  portal: z.enum(HELP_PORTALS),
  topic: z.enum(HELP_TOPICS),
  source: HelpSource,
  title: z.string(),
  /** sanitised HTML ('' when none) */
  body: z.string(),
  updated_at: z.string().nullable(),
  /** whether the platform has a text for this topic (what "restore platform text" falls back to) */
  platform_available: z.boolean(),
  /** whether the caller may edit the text of its scope (HELP_UPDATE; the master on the platform scope) */
  can_edit: z.boolean(),
});
export type Article = z.infer<typeof Article>;

export const FaqItem = z.object({ id: Int, question: z.string(), answer: z.string(), position: Int });
export type FaqItem = z.infer<typeof FaqItem>;

export const Faq = z.object({
  portal: z.enum(HELP_PORTALS),
  source: HelpSource,
  items: z.array(FaqItem),
  updated_at: z.string().nullable(),
  platform_available: z.boolean(),
  can_edit: z.boolean(),
});
export type Faq = z.infer<typeof Faq>;

export const SearchHit = z.object({
  kind: z.enum(['article', 'faq']),
  portal: z.enum(HELP_PORTALS),
  /** the article's topic, or 'faq' */
  topic: z.enum([...HELP_TOPICS, 'faq']),
  /** the FAQ entry's id (kind faq) */
  faq_id: Int.nullable(),
  title: z.string(),
  /** plain text around the first match */
  snippet: z.string(),
});
export type SearchHit = z.infer<typeof SearchHit>;
export const SearchResult = z.object({ portal: z.enum(HELP_PORTALS), q: z.string(), items: z.array(SearchHit) });
export type SearchResult = z.infer<typeof SearchResult>;

export const Dropped = z.object({ portal: z.enum(HELP_PORTALS), topic: z.enum([...HELP_TOPICS, 'faq']), dropped: z.boolean() });
export type Dropped = z.infer<typeof Dropped>;
