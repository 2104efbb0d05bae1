/**
 * `npm run new:question-type <slug> [section] [name...]`
 *
 * Writes question-types/<slug>/ as a copy of one real, complete type kept as the template (TEMPLATE below: Reading
 * Multiple Choice, Choose Single Answer), renamed: slug, test ids and translation namespace (`qt-<slug>`), name,
 * section, test part, place in the part, timing and trait skills. The copy is a working single-choice type (schemas,
 * scoring, fixtures, tests, player, editor, review, en/bn texts, stories) that already has every file and export the
 * other types have; the author then replaces its rule and UI. Its ONE line goes into registry.ts, ui-registry.ts and
 * fixtures-registry.ts.
 *
 * Other forms:
 *   npm run new:question-type -- --register <slug...>   write the registry lines of existing folders only
 *   npm run new:question-type -- --sync                 register every folder's ready files (definition.ts, ui.ts,
 *                                                       fixtures.ts) that a registry misses
 *
 * The section defaults to the one the official list (pte-types.ts) gives a known slug; a new slug needs it
 * (speaking | writing | reading | listening). Flags `--section x` and `--name "..."` work after `--`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
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
 * Inserts `line` for `slug` between the markers of a registry file: known slugs in docs/pte-rules.md §2 order,
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

/**
 * The real type every new one starts as: the simplest complete type (one passage, one question, one correct
 * option). Keep it complete and plain: scripts/new-question-type.test.ts fails when a copy of it stops having the
 * files and exports of the other types, or stops compiling, linting or passing its own tests.
 */
export const TEMPLATE = 'reading-multiple-choice-single';

/** Creates the folder as a renamed copy of the template and registers it. Answers the files written. */
export function scaffoldQuestionType({ root, slug, section, name = titleCase(slug) }: ScaffoldOptions): string[] {
  if (!isSlug(slug)) throw new Error(`a slug is kebab-case letters: "${slug}"`);
  if (!SECTIONS.includes(section)) throw new Error(`section must be one of ${SECTIONS.join(', ')}: "${section}"`);
  const dir = join(root, slug);
  if (existsSync(dir)) throw new Error(`question-types/${slug} exists already (use --register to add its registry lines)`);
  const files = copyOfTemplate(root, { slug, section, name, partOrder: partOrderFor(root, slug, section) });
  for (const [file, text] of Object.entries(files)) {
    const path = join(dir, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  registerType(root, slug);
  return Object.keys(files).map((f) => `question-types/${slug}/${f}`);
}

const TEST_PART: Record<Section, 1 | 2 | 3> = { speaking: 1, writing: 1, reading: 2, listening: 3 };

/**
 * A new type's place within its part (the `partOrder` of its definition): an official slug takes its docs/pte-rules.md
 * docs/pte-rules.md §2 position in the part, any other comes after the official types and after every folder of `root` in that part.
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
 * The new type's clock by section (question-types/README.md "Timings"), in place of the template's: speaking items
 * run on the recorder, writing items on their own countdown, reading and listening items share their part's timer.
 */
const TIMING: Record<Section, string> = {
  speaking: `  // the recorder's clock: preparation, response window, the prompt's own seconds (README.md "Timings")
  timing: { prepSec: 10, responseSec: 40, promptSec: 0, preAudioSec: null, audioPlays: null, beep: true, silenceCutoffMs: 3000 },\n`,
  writing: `  // an own countdown of responseSec; the response is the student's prose, which the text assessor measures
  writtenProse: true,
  timing: { prepSec: null, responseSec: 600, preAudioSec: null, audioPlays: null, beep: false, silenceCutoffMs: null },\n`,
  reading: `  // timed by Part 2's timer: allowanceSec is this item's share of it (README.md "Timings")
  timing: { prepSec: null, responseSec: null, allowanceSec: 120, preAudioSec: null, audioPlays: null, beep: false, silenceCutoffMs: null },\n`,
  listening: `  // timed by Part 3's timer: allowanceSec is this item's share of it (README.md "Timings")
  timing: { prepSec: null, responseSec: null, allowanceSec: 120, preAudioSec: 7, audioPlays: 1, beep: false, silenceCutoffMs: null },\n`,
};

/** Every file of a folder, as paths relative to it. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix))
    .sort()
    .flatMap((name) => {
      const rel = prefix ? `${prefix}/${name}` : name;
      return statSync(join(dir, rel)).isDirectory() ? filesUnder(dir, rel) : [rel];
    });
}

/** Replaces what `pattern` matches, and fails loudly when the template no longer has it (the copy would be wrong). */
function replaceIn(text: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(text)) throw new Error(`the template ${TEMPLATE} has no ${what}: update scripts/new-question-type.ts`);
  return text.replace(pattern, () => replacement);
}

/** What the template's definition says of itself, read from its text. */
function templateFacts(definition: string): { section: string; name: string; shortName: string } {
  const field = (key: string) => {
    const value = new RegExp(`\\b${key}: '([^'\\n]+)'`).exec(definition)?.[1];
    if (!value) throw new Error(`the template ${TEMPLATE} has no ${key} in definition.ts`);
    return value;
  };
  return { section: field('section'), name: field('name'), shortName: field('shortName') };
}

const inQuotes = (text: string) => text.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The template's files, renamed for the new type: relative path -> text. */
export function copyOfTemplate(root: string, to: { slug: string; section: Section; name: string; partOrder: number }): Record<string, string> {
  const from = join(root, TEMPLATE);
  const facts = templateFacts(readFileSync(join(from, 'definition.ts'), 'utf8'));
  const name = inQuotes(to.name);
  const out: Record<string, string> = {};
  for (const file of filesUnder(from)) {
    let text = readFileSync(join(from, file), 'utf8').replaceAll(TEMPLATE, to.slug);
    if (file === 'definition.ts') {
      text = replaceIn(text, /\bsection: '[a-z]+'/, `section: '${to.section}'`, 'section');
      text = replaceIn(text, /\bshortName: '[^'\n]+'/, `shortName: '${name}'`, 'shortName');
      text = replaceIn(text, /\btestPart: \d+/, `testPart: ${TEST_PART[to.section]}`, 'testPart');
      text = replaceIn(text, /\bpartOrder: \d+/, `partOrder: ${to.partOrder}`, 'partOrder');
      text = text.replace(/^[ \t]*writtenProse: (true|false),\n/m, '');
      text = replaceIn(text, /(^[ \t]*\/\/[^\n]*\n)*^[ \t]*timing: \{[^\n]*\},\n/m, TIMING[to.section], 'one-line timing');
      text = replaceIn(text, new RegExp(`skills: \\['${facts.section}'\\]`, 'g'), `skills: ['${to.section}']`, 'trait skills');
    }
    if (file.endsWith('.stories.tsx')) {
      text = replaceIn(text, /title: 'Question types\/[A-Za-z]+\//, `title: 'Question types/${capitalized(to.section)}/`, 'story title');
    }
    if (file === 'score.test.ts') {
      text += `\ndescribe('${to.slug}: the rule of its own', () => {\n  it.todo('scores by the official rule of this type (the copy scores one correct option, as the template type does)');\n});\n`;
    }
    if (file.endsWith('.json')) {
      // a locale's name is the new type's own (its Bengali text is the author's to write): set as JSON, not by
      // replacing text, so a quote in the name cannot break the file
      const texts = JSON.parse(text) as Record<string, unknown>;
      if (typeof texts.name === 'string') texts.name = to.name;
      text = `${JSON.stringify(texts, null, 2)}\n`;
    } else {
      text = text.replaceAll(`${facts.name} (${facts.section})`, `${name} (${to.section})`).replaceAll(facts.name, name);
    }
    out[file.replaceAll(TEMPLATE, to.slug)] = text;
  }
  return out;
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
    console.error(`"${slug}" is not a type of docs/pte-rules.md §2: give its section (speaking|writing|reading|listening)`);
    return 1;
  }
  const name = typeof flags.name === 'string' ? flags.name : nameWords.length ? nameWords.join(' ') : undefined;
  const written = scaffoldQuestionType({ root, slug, section: section as Section, ...(name ? { name } : {}) });
  console.log(`created:\n  ${written.join('\n  ')}\nregistered in ${REGISTRY_FILES.join(', ')}`);
  console.log(`a copy of ${TEMPLATE}; next: the real schema, the type's own rule in score.ts (the it.todo in score.test.ts), the UI and its texts (question-types/README.md "Adding a type")`);
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
