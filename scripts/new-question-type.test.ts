// The generator, run on a temporary copy of question-types/: the scaffold must type-check, lint, register itself
// and score its own fixtures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { insertRegistryLine, partOrderFor, registryLine, REGISTRY_FILES, scaffoldQuestionType } from './new-question-type.ts';

const repo = resolve(import.meta.dirname, '..');
const SLUG = 'scaffold-check';

function emptyBlocks(text: string): string {
  return text.replace(/(\/\/ <question-types>[^\n]*\n)[\s\S]*?(\s*\/\/ <\/question-types>)/, (_, a: string, b: string) => a + b.replace(/^\n/, ''));
}

describe('insertRegistryLine', () => {
  const base = ['head', '// <question-types> lines', '// </question-types>', 'tail'].join('\n');
  const add = (text: string, slug: string) => insertRegistryLine(text, slug, registryLine('ui-registry.ts', slug));
  const order = (text: string) => [...text.matchAll(/'([a-z-]+)': \(\)/g)].map((m) => m[1]);

  it('keeps pte-items.md §2 order and puts unknown slugs last', () => {
    let text = add(base, 'write-from-dictation');
    text = add(text, 'my-new-type');
    text = add(text, 'read-aloud');
    text = add(text, 'reorder-paragraphs');
    expect(order(text)).toEqual(['read-aloud', 'reorder-paragraphs', 'write-from-dictation', 'my-new-type']);
    expect(text.startsWith('head\n')).toBe(true);
    expect(text.endsWith('\ntail')).toBe(true);
  });

  it('does not add a slug twice', () => {
    const once = add(base, 'read-aloud');
    expect(add(once, 'read-aloud')).toBe(once);
  });

  it('throws without the markers', () => {
    expect(() => add('no markers', 'read-aloud')).toThrow(/markers/);
  });
});

describe('partOrderFor', () => {
  it('gives an official slug its §2 place in its part and a new one the next free place', () => {
    const qt = join(repo, 'question-types');
    expect(partOrderFor(qt, 'read-aloud', 'speaking')).toBe(1);
    expect(partOrderFor(qt, 'write-essay', 'writing')).toBe(9);
    expect(partOrderFor(qt, 'reading-multiple-choice-single', 'reading')).toBe(5);
    expect(partOrderFor(qt, 'write-from-dictation', 'listening')).toBe(8);
    expect(partOrderFor(qt, 'my-new-reading-type', 'reading')).toBe(6);
    expect(partOrderFor(join(repo, 'no-such-folder'), 'my-new-speaking-type', 'speaking')).toBe(10);
  });
});

describe('npm run new:question-type (on a temporary copy)', () => {
  let tmp = '';
  let root = '';

  beforeAll(() => {
    // inside the repo so node_modules and the tsconfig paths resolve
    mkdirSync(join(repo, '.tmp'), { recursive: true });
    tmp = mkdtempSync(join(repo, '.tmp', 'qt-gen-'));
    root = join(tmp, 'question-types');
    mkdirSync(root);
    cpSync(join(repo, 'question-types', 'kit'), join(root, 'kit'), { recursive: true });
    cpSync(join(repo, 'question-types', 'pte-types.ts'), join(root, 'pte-types.ts'));
    for (const f of REGISTRY_FILES) writeFileSync(join(root, f), emptyBlocks(readFileSync(join(repo, 'question-types', f), 'utf8')));
    writeFileSync(join(tmp, 'tsconfig.json'), JSON.stringify({ extends: '../../tsconfig.json', include: ['question-types'] }));
  });

  afterAll(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it('writes a complete folder and the registry lines', () => {
    const written = scaffoldQuestionType({ root, slug: SLUG, section: 'listening', name: 'Scaffold Check' });
    for (const f of ['definition.ts', 'schema.ts', 'score.ts', 'fixtures.ts', 'score.test.ts', 'ui.ts', 'texts.ts', 'player.tsx', 'editor.tsx', 'review.tsx', `${SLUG}.stories.tsx`, 'locales/en.json', 'locales/bn.json']) {
      expect(written).toContain(`question-types/${SLUG}/${f}`);
      expect(existsSync(join(root, SLUG, f)), f).toBe(true);
    }
    for (const f of REGISTRY_FILES) expect(readFileSync(join(root, f), 'utf8')).toContain(registryLine(f, SLUG));
    expect(readFileSync(join(root, SLUG, 'score.test.ts'), 'utf8')).toMatch(/it\.todo\(/);
    expect(() => scaffoldQuestionType({ root, slug: SLUG, section: 'listening' })).toThrow(/exists already/);
  });

  it('type-checks (the scaffold and the registries)', () => {
    let out = '';
    try {
      execFileSync(join(repo, 'node_modules', '.bin', 'tsc'), ['-p', join(tmp, 'tsconfig.json'), '--noEmit'], { cwd: tmp, encoding: 'utf8' });
    } catch (e) {
      out = String((e as { stdout?: string }).stdout ?? e);
    }
    // only the generated code is judged here; kit files belong to their own checks
    const ours = out.split('\n').filter((l) => l.startsWith(`question-types/${SLUG}/`) || /^question-types\/(registry|ui-registry|fixtures-registry)\.ts/.test(l));
    expect(ours).toEqual([]);
  }, 120_000);

  it('lints clean', async () => {
    const eslint = new ESLint({ cwd: repo, ignore: false });
    const results = await eslint.lintFiles([join(root, SLUG)]);
    const problems = results.flatMap((r) => r.messages.map((m) => `${r.filePath}:${m.line} ${m.message}`));
    expect(problems).toEqual([]);
  }, 60_000);

  it('registers a definition whose fixtures pass their schemas and score as expected', async () => {
    const definition = (await import(pathToFileURL(join(root, SLUG, 'definition.ts')).href)).default;
    const { fixtures } = await import(pathToFileURL(join(root, SLUG, 'fixtures.ts')).href);
    expect(definition.slug).toBe(SLUG);
    expect(definition.section).toBe('listening');
    // the type owns its numbers: after the eight official listening types, timed by a share of the part timer
    expect(definition.testPart).toBe(3);
    expect(definition.partOrder).toBe(9);
    expect(definition.timing).toMatchObject({ responseSec: null, allowanceSec: 120 });
    expect(partOrderFor(root, 'another-listening-type', 'listening')).toBe(10);
    for (const item of fixtures.items) {
      expect(definition.schemas.content.safeParse(item.content).success).toBe(true);
      expect(definition.schemas.key.safeParse(item.key).success).toBe(true);
      expect(definition.validateItem(item.content, item.key)).toEqual([]);
    }
    for (const r of fixtures.responses) {
      const item = fixtures.items[r.item];
      expect(definition.schemas.response.safeParse(r.response).success).toBe(true);
      const result = definition.score({ content: item.content, key: item.key, response: r.response });
      expect({ score: result.score, max: result.max }, r.name).toEqual(r.expected);
    }
  });
});
