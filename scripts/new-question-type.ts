/**
 * `npm run new:question-type <slug> [section] [name...]`
 *
 * Scaffolds a working question-type folder under question-types/<slug>/ (definition, schema, a simple scoring rule,
 * fixtures, a passing score test with an `it.todo` for the official rule, a text-response player, editor and review,
 * en/bn texts, stories) and writes the type's ONE line into registry.ts, ui-registry.ts and fixtures-registry.ts.
 *
 * Other forms:
 *   npm run new:question-type -- --register <slug...>   write the registry lines of existing folders only
 *   npm run new:question-type -- --sync                 register every folder's ready files (definition.ts, ui.ts,
 *                                                       fixtures.ts) that a registry misses
 *
 * The section defaults to the one pte-items.md §2 gives a known slug; a new slug needs it
 * (speaking | writing | reading | listening). Flags `--section x` and `--name "..."` work after `--`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PTE_TYPES, pteSectionOf } from '../question-types/pte-types.ts';
import type { Section } from '../question-types/kit/define-question-type.ts';

const SECTIONS: readonly Section[] = ['speaking', 'writing', 'reading', 'listening'];
const START = '// <question-types>';
const END = '// </question-types>';

export const REGISTRY_FILES = ['registry.ts', 'ui-registry.ts', 'fixtures-registry.ts'] as const;

export function camelCase(slug: string): string {
  return slug.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

function titleCase(slug: string): string {
  return slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export function isSlug(slug: string): boolean {
  return /^[a-z]+(-[a-z]+)*$/.test(slug);
}

/** The line each registry file gets for a slug. */
export function registryLine(file: (typeof REGISTRY_FILES)[number], slug: string): string {
  if (file === 'registry.ts') return `import ${camelCase(slug)} from './${slug}/definition.ts'; registered.push(${camelCase(slug)});`;
  if (file === 'ui-registry.ts') return `  '${slug}': () => import('./${slug}/ui.ts'),`;
  return `  '${slug}': () => import('./${slug}/fixtures.ts'),`;
}

const ORDER = new Map(PTE_TYPES.map((t, i) => [t.slug, i]));
const slugOfLine = (line: string) => /\.\/([a-z-]+)\//.exec(line)?.[1];

/**
 * Inserts `line` for `slug` between the markers of a registry file: known slugs in pte-items.md §2 order,
 * new ones at the end. Answers the text unchanged when the slug is there already.
 */
export function insertRegistryLine(text: string, slug: string, line: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.trim().startsWith(START));
  const end = lines.findIndex((l) => l.trim().startsWith(END));
  if (start < 0 || end < start) throw new Error(`registry markers "${START}" / "${END}" not found`);
  const block = lines.slice(start + 1, end);
  if (block.some((l) => slugOfLine(l) === slug)) return text;
  const rank = ORDER.get(slug) ?? Number.POSITIVE_INFINITY;
  let at = block.findIndex((l) => {
    const other = slugOfLine(l);
    return other !== undefined && (ORDER.get(other) ?? Number.POSITIVE_INFINITY) > rank;
  });
  if (at < 0) at = block.length;
  lines.splice(start + 1 + at, 0, line);
  return lines.join('\n');
}

const TARGETS: Record<(typeof REGISTRY_FILES)[number], string[]> = {
  'registry.ts': ['definition.ts'],
  'ui-registry.ts': ['ui.ts', 'player.tsx', 'editor.tsx', 'review.tsx'],
  'fixtures-registry.ts': ['fixtures.ts'],
};

/**
 * Writes the slug's line into the three registry files of `root` (the question-types folder). With `onlyExisting`,
 * a line is written only once the file it imports exists (a folder still being written keeps the build green).
 */
export function registerType(root: string, slug: string, { onlyExisting = false } = {}): void {
  for (const file of REGISTRY_FILES) {
    if (onlyExisting && !TARGETS[file].every((f) => existsSync(join(root, slug, f)))) continue;
    const path = join(root, file);
    const text = readFileSync(path, 'utf8');
    const next = insertRegistryLine(text, slug, registryLine(file, slug));
    if (next !== text) writeFileSync(path, next);
  }
}

/** Type folders under `root` (everything but kit). */
export function typeFolders(root: string): string[] {
  return readdirSync(root)
    .filter((d) => d !== 'kit' && !d.startsWith('.') && statSync(join(root, d)).isDirectory())
    .sort();
}

export interface ScaffoldOptions {
  /** the question-types folder */
  root: string;
  slug: string;
  section: Section;
  name?: string;
}

/** Creates the folder with a working text-response type and registers it. Answers the files written. */
export function scaffoldQuestionType({ root, slug, section, name = titleCase(slug) }: ScaffoldOptions): string[] {
  if (!isSlug(slug)) throw new Error(`a slug is kebab-case letters: "${slug}"`);
  if (!SECTIONS.includes(section)) throw new Error(`section must be one of ${SECTIONS.join(', ')}: "${section}"`);
  const dir = join(root, slug);
  if (existsSync(dir)) throw new Error(`question-types/${slug} exists already (use --register to add its registry lines)`);
  const files = templates({ slug, section, name, partOrder: partOrderFor(root, slug, section) });
  for (const [file, text] of Object.entries(files)) {
    const path = join(dir, file);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text);
  }
  registerType(root, slug);
  return Object.keys(files).map((f) => `question-types/${slug}/${f}`);
}

const TEST_PART: Record<Section, 1 | 2 | 3> = { speaking: 1, writing: 1, reading: 2, listening: 3 };

/**
 * A new type's place within its part (the `partOrder` of its definition): an official slug takes its pte-items.md
 * §2 position in the part, any other comes after the official types and after every folder of `root` in that part.
 */
export function partOrderFor(root: string, slug: string, section: Section): number {
  const part = TEST_PART[section];
  const official = PTE_TYPES.filter((t) => TEST_PART[t.section] === part).map((t) => t.slug);
  if (official.includes(slug)) return official.indexOf(slug) + 1;
  let last = official.length;
  for (const folder of existsSync(root) ? typeFolders(root) : []) {
    const path = join(root, folder, 'definition.ts');
    if (!existsSync(path)) continue;
    const text = readFileSync(path, 'utf8');
    if (Number(/testPart:\s*(\d)/.exec(text)?.[1]) === part) last = Math.max(last, Number(/partOrder:\s*(\d+)/.exec(text)?.[1] ?? 0));
  }
  return last + 1;
}

/**
 * The scaffold's clock by section (question-types/README.md "Timings"): speaking items run on the recorder, writing
 * items on their own countdown, reading and listening items share their part's timer.
 */
const TIMING: Record<Section, string> = {
  speaking: `// the recorder's clock: preparation, response window, the prompt's own seconds (README.md "Timings")
  timing: { prepSec: 10, responseSec: 40, promptSec: 0, preAudioSec: null, audioPlays: null, beep: true, silenceCutoffMs: 3000 },`,
  writing: `// an own countdown of responseSec; the response is the student's prose, which the text assessor measures
  writtenProse: true,
  timing: { prepSec: null, responseSec: 600, preAudioSec: null, audioPlays: null, beep: false, silenceCutoffMs: null },`,
  reading: `// timed by Part 2's timer: allowanceSec is this item's share of it (README.md "Timings")
  timing: { prepSec: null, responseSec: null, allowanceSec: 120, preAudioSec: null, audioPlays: null, beep: false, silenceCutoffMs: null },`,
  listening: `// timed by Part 3's timer: allowanceSec is this item's share of it (README.md "Timings")
  timing: { prepSec: null, responseSec: null, allowanceSec: 120, preAudioSec: 7, audioPlays: 1, beep: false, silenceCutoffMs: null },`,
};

function templates({ slug, section, name, partOrder }: { slug: string; section: Section; name: string; partOrder: number }): Record<string, string> {
  const q = (s: string) => JSON.stringify(s);
  const ns = `qt-${slug}`;
  return {
    'schema.ts': `import { z } from 'zod';

/** What the student sees. */
export const content = z.object({
  prompt: z.string().trim().min(1).max(5000),
});

/** The secret: accepted answers (national spelling variants included). */
export const key = z.object({
  answers: z.array(z.string().trim().min(1).max(500)).min(1).max(20),
});

/** What the student submits. */
export const response = z.object({
  text: z.string().max(5000),
});

export type Content = z.infer<typeof content>;
export type Key = z.infer<typeof key>;
export type Response = z.infer<typeof response>;
`,
    'score.ts': `import { combineTraits, type ItemIssue, type ScoreInput, type ScoreResult, type TraitDef } from '../kit/define-question-type.ts';
import { tokens } from '../kit/scoring/index.ts';
import type { Content, Key, Response } from './schema.ts';

export const TRAITS: TraitDef[] = [{ key: 'correctness', label: 'Correct answer', max: 1, skills: [${q(section)}] }];

const normalized = (text: string) => tokens(text).join(' ');

/**
 * Scaffold rule: 1 when the response matches an accepted answer (case and outer punctuation ignored), else 0.
 * TODO: replace with the official rule of pte-items.md §3 (see the it.todo in score.test.ts).
 */
export function score({ key, response }: ScoreInput<Content, Key, Response>): ScoreResult {
  const given = normalized(response.text);
  const correct = given !== '' && key.answers.some((a) => normalized(a) === given);
  return {
    ...combineTraits(TRAITS, { correctness: correct ? 1 : 0 }),
    parts: [{ id: 'answer', correct, given: response.text, expected: key.answers[0] ?? null }],
  };
}

export function validateItem(content: Content, key: Key): ItemIssue[] {
  const issues: ItemIssue[] = [];
  if (!content.prompt.trim()) issues.push({ path: 'content.prompt', message: 'Write the prompt.' });
  if (!key.answers.some((a) => a.trim())) issues.push({ path: 'key.answers', message: 'Give at least one accepted answer.' });
  return issues;
}
`,
    'definition.ts': `import { defineQuestionType } from '../kit/define-question-type.ts';
import { content, key, response, type Content, type Key, type Response } from './schema.ts';
import { score, TRAITS, validateItem } from './score.ts';

export default defineQuestionType<Content, Key, Response>({
  slug: ${q(slug)},
  section: ${q(section)},
  name: ${q(name)},
  shortName: ${q(name)},
  ruleset: 'pre-2025-08',
  version: 1,
  testPart: ${TEST_PART[section]},
  // its place within the part in a full mock (1 first)
  partOrder: ${partOrder},
  ${TIMING[section]}
  traits: TRAITS,
  schemas: { content, key, response },
  score,
  validateItem,
  emptyResponse: () => ({ text: '' }),
});
`,
    'fixtures.ts': `import type { QuestionFixtures } from '../kit/define-question-type.ts';
import type { Content, Key, Response } from './schema.ts';

export const fixtures: QuestionFixtures<Content, Key, Response> = {
  items: [
    {
      title: 'Capital of France',
      content: { prompt: 'Which city is the capital of France?' },
      key: { answers: ['Paris'] },
    },
  ],
  responses: [
    { name: 'the accepted answer, any case', item: 0, response: { text: 'paris.' }, expected: { score: 1, max: 1 } },
    { name: 'a wrong answer', item: 0, response: { text: 'Lyon' }, expected: { score: 0, max: 1 } },
    { name: 'no answer', item: 0, response: { text: '' }, expected: { score: 0, max: 1 } },
  ],
};
`,
    'score.test.ts': `import { describe, expect, it } from 'vitest';
import definition from './definition.ts';
import { fixtures } from './fixtures.ts';

describe(${q(`${slug} scoring`)}, () => {
  for (const r of fixtures.responses) {
    it(\`scores \${r.name}\`, () => {
      const item = fixtures.items[r.item]!;
      const result = definition.score({ content: item.content, key: item.key, response: r.response });
      expect({ score: result.score, max: result.max }).toEqual(r.expected);
    });
  }

  it('asks for a prompt and an accepted answer', () => {
    expect(definition.validateItem({ prompt: ' ' }, { answers: [' '] }).map((i) => i.path)).toEqual(['content.prompt', 'key.answers']);
  });

  it.todo('scores by the official rule of pte-items.md §3 (the scaffold rule is exact match)');
});
`,
    'ui.ts': `import { lazy } from 'react';
import type { QuestionTypeUi } from '../kit/ui-contract.ts';

// Each part is its own chunk: a student's player never pulls the editor.
const ui: QuestionTypeUi = {
  Player: lazy(() => import('./player.tsx')) as QuestionTypeUi['Player'],
  Editor: lazy(() => import('./editor.tsx')) as QuestionTypeUi['Editor'],
  Review: lazy(() => import('./review.tsx')) as QuestionTypeUi['Review'],
};

export default ui;
`,
    'texts.ts': `import { useQtTranslation } from '../kit/ui/use-qt-translation.ts';
import en from './locales/en.json';
import bn from './locales/bn.json';

export const NS = ${q(ns)};

/** The type's texts (namespace ${ns}), en and bn, registered on first use. */
export function useTypeTexts() {
  return useQtTranslation(NS, { en, bn });
}
`,
    'locales/en.json': `${JSON.stringify(
      {
        player: { answer: 'Your answer', words: '{{count}} words' },
        editor: { prompt: 'Prompt', answers: 'Accepted answers', answersHint: 'One answer a line; add spelling variants on their own lines.' },
        review: { yours: 'Your answer', expected: 'Accepted answer', correct: 'Correct', incorrect: 'Incorrect', none: '(no answer)' },
      },
      null,
      2,
    )}\n`,
    'locales/bn.json': `${JSON.stringify(
      {
        player: { answer: 'আপনার উত্তর', words: '{{count}}টি শব্দ' },
        editor: { prompt: 'প্রশ্ন', answers: 'গ্রহণযোগ্য উত্তর', answersHint: 'প্রতি লাইনে একটি উত্তর; বানানের বিকল্পগুলো আলাদা লাইনে লিখুন।' },
        review: { yours: 'আপনার উত্তর', expected: 'গ্রহণযোগ্য উত্তর', correct: 'সঠিক', incorrect: 'ভুল', none: '(কোনো উত্তর নেই)' },
      },
      null,
      2,
    )}\n`,
    'player.tsx': `import { useId } from 'react';
import type { PlayerProps } from '../kit/ui-contract.ts';
import { wordCount } from '../kit/scoring/index.ts';
import type { Content, Response } from './schema.ts';
import { useTypeTexts } from './texts.ts';

export default function Player({ content, response, onChange, disabled }: PlayerProps<Content, Response>) {
  const { t } = useTypeTexts();
  const id = useId();
  return (
    <div data-testid="qt-player" className="flex flex-col gap-3">
      <p className="whitespace-pre-wrap text-ink">{content.prompt}</p>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {t('player.answer')}
      </label>
      <textarea
        id={id}
        data-testid="response-text"
        value={response.text}
        disabled={disabled}
        onChange={(e) => onChange({ text: e.target.value })}
        rows={4}
        className="rounded-md border border-line bg-surface p-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-primary-600 disabled:bg-canvas"
      />
      <p className="text-xs text-muted" aria-live="polite">
        {t('player.words', { count: wordCount(response.text) })}
      </p>
    </div>
  );
}
`,
    'editor.tsx': `import { useId } from 'react';
import type { EditorProps } from '../kit/ui-contract.ts';
import type { Content, Key } from './schema.ts';
import { useTypeTexts } from './texts.ts';

function Issues({ messages }: { messages: string[] }) {
  return messages.length ? (
    <ul className="text-xs font-medium text-danger-700">
      {messages.map((m) => (
        <li key={m}>{m}</li>
      ))}
    </ul>
  ) : null;
}

export default function Editor({ content, itemKey, onChange, issues }: EditorProps<Content, Key>) {
  const { t } = useTypeTexts();
  const id = useId();
  const prompt = content?.prompt ?? '';
  const answers = itemKey?.answers ?? [];
  const at = (prefix: string) => issues.filter((i) => i.path === prefix || i.path.startsWith(\`\${prefix}.\`)).map((i) => i.message);
  return (
    <div data-testid="qt-editor" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={\`\${id}-prompt\`} className="text-sm font-medium text-ink">
          {t('editor.prompt')}
        </label>
        <textarea
          id={\`\${id}-prompt\`}
          name="prompt"
          value={prompt}
          onChange={(e) => onChange({ prompt: e.target.value }, { answers })}
          rows={4}
          className="rounded-md border border-line bg-surface p-3 text-sm"
        />
        <Issues messages={at('content.prompt')} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={\`\${id}-answers\`} className="text-sm font-medium text-ink">
          {t('editor.answers')}
        </label>
        <textarea
          id={\`\${id}-answers\`}
          name="answers"
          value={answers.join('\\n')}
          aria-describedby={\`\${id}-answers-hint\`}
          onChange={(e) => onChange({ prompt }, { answers: e.target.value.split('\\n') })}
          rows={3}
          className="rounded-md border border-line bg-surface p-3 text-sm"
        />
        <p id={\`\${id}-answers-hint\`} className="text-xs text-muted">
          {t('editor.answersHint')}
        </p>
        <Issues messages={at('key.answers')} />
      </div>
    </div>
  );
}
`,
    'review.tsx': `import type { ReviewProps } from '../kit/ui-contract.ts';
import type { Content, Key, Response } from './schema.ts';
import { useTypeTexts } from './texts.ts';

export default function Review({ content, itemKey, response, result }: ReviewProps<Content, Key, Response>) {
  const { t } = useTypeTexts();
  const correct = result.score === result.max;
  return (
    <div data-testid="qt-review" className="flex flex-col gap-2 text-sm">
      <p className="whitespace-pre-wrap text-ink">{content.prompt}</p>
      <p>
        <span className="font-medium">{t('review.yours')}: </span>
        {response.text.trim() || t('review.none')}{' '}
        <span className={correct ? 'text-success-700' : 'text-danger-700'}>({correct ? t('review.correct') : t('review.incorrect')})</span>
      </p>
      <p>
        <span className="font-medium">{t('review.expected')}: </span>
        {itemKey.answers.join(' / ')}
      </p>
    </div>
  );
}
`,
    [`${slug}.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense, useState } from 'react';
import definition from './definition.ts';
import { fixtures } from './fixtures.ts';
import Player from './player.tsx';
import Editor from './editor.tsx';
import Review from './review.tsx';
import type { Content, Key, Response } from './schema.ts';

const meta: Meta = { title: ${q(`Question types/${name}`)} };
export default meta;

const item = fixtures.items[0]!;
const mediaUrl = (p: string) => p;

function PlayerDemo() {
  const [response, setResponse] = useState<Response>(definition.emptyResponse(item.content));
  return <Player content={item.content} response={response} onChange={setResponse} mode="practice" mediaUrl={mediaUrl} />;
}

function EditorDemo() {
  const [state, setState] = useState<{ content: Content | null; key: Key | null }>({ content: item.content, key: item.key });
  const issues = state.content && state.key ? definition.validateItem(state.content, state.key) : [];
  return (
    <Editor
      content={state.content}
      itemKey={state.key}
      onChange={(content, key) => setState({ content, key })}
      issues={issues}
      upload={async (file) => URL.createObjectURL(file)}
      mediaUrl={mediaUrl}
    />
  );
}

export const PlayerStory: StoryObj = { name: 'Player', render: () => <Suspense><PlayerDemo /></Suspense> };
export const EditorStory: StoryObj = { name: 'Editor', render: () => <Suspense><EditorDemo /></Suspense> };
export const ReviewStory: StoryObj = {
  name: 'Review',
  render: () => {
    const response = fixtures.responses[1]!.response;
    const result = definition.score({ content: item.content, key: item.key, response });
    return <Review content={item.content} itemKey={item.key} response={response} result={result} mediaUrl={mediaUrl} />;
  },
};
`,
  };
}

function parseArgs(argv: string[]): { positional: string[]; flags: Record<string, string | true> } {
  const positional: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a.startsWith('--')) {
      const [k, v] = a.slice(2).split('=', 2) as [string, string | undefined];
      if (v !== undefined) flags[k] = v;
      else if (k === 'section' || k === 'name') flags[k] = argv[++i] ?? '';
      else flags[k] = true;
    } else positional.push(a);
  }
  return { positional, flags };
}

function main(argv: string[]): number {
  const root = resolve(import.meta.dirname, '..', 'question-types');
  const { positional, flags } = parseArgs(argv);
  if (flags.sync) {
    for (const slug of typeFolders(root)) registerType(root, slug, { onlyExisting: true });
    console.log(`registered the ready files of ${typeFolders(root).length} type folders`);
    return 0;
  }
  if (flags.register) {
    for (const slug of positional) {
      if (!existsSync(join(root, slug))) throw new Error(`question-types/${slug} does not exist`);
      registerType(root, slug);
      console.log(`registered ${slug}`);
    }
    return 0;
  }
  const [slug, sectionArg, ...nameWords] = positional;
  if (!slug) {
    console.error('usage: npm run new:question-type <slug> [speaking|writing|reading|listening] [name...]');
    return 1;
  }
  const section = (typeof flags.section === 'string' ? flags.section : sectionArg) ?? pteSectionOf(slug);
  if (!section) {
    console.error(`"${slug}" is not a type of pte-items.md §2: give its section (speaking|writing|reading|listening)`);
    return 1;
  }
  const name = typeof flags.name === 'string' ? flags.name : nameWords.length ? nameWords.join(' ') : undefined;
  const written = scaffoldQuestionType({ root, slug, section: section as Section, ...(name ? { name } : {}) });
  console.log(`created:\n  ${written.join('\n  ')}\nregistered in ${REGISTRY_FILES.join(', ')}`);
  console.log('next: the real schema, the official rule in score.ts, the worked examples in score.test.ts, and the UI');
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('new-question-type.ts')) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  }
}
