// The generator, run on a temporary copy of question-types/: a new type is a renamed copy of the template type, with
// the files and exports every registered type has; it type-checks, lints, registers itself, scores its fixtures and
// passes the tests it brings along.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { ESLint } from 'eslint';
import { QUESTION_TYPES } from '../question-types/registry.ts';
import { copyOfTemplate, insertRegistryLine, partOrderFor, registryLine, REGISTRY_FILES, scaffoldQuestionType, TEMPLATE } from './new-question-type.ts';

const repo = resolve(import.meta.dirname, '..');
const realRoot = join(repo, 'question-types');
const SLUG = 'scaffold-check';
/** a second type in another section, with a name that needs quoting */
const PROSE = 'scaffold-prose';
const PROSE_NAME = "Writer's \\ Pick";

function emptyBlocks(text: string): string {
  return text.replace(/(\/\/ <question-types>[^\n]*\n)[\s\S]*?(\s*\/\/ <\/question-types>)/, (_, a: string, b: string) => a + b.replace(/^\n/, ''));
}

/** A type folder's files, relative to it, with its slug written as <slug> (the stories file carries it). */
function fileSet(root: string, slug: string): string[] {
  const walk = (rel: string): string[] =>
    readdirSync(join(root, slug, rel))
      .flatMap((name) => {
        const path = rel ? `${rel}/${name}` : name;
        return statSync(join(root, slug, path)).isDirectory() ? walk(path) : [path];
      });
  return walk('')
    .map((f) => f.replaceAll(slug, '<slug>'))
    .sort();
}

/** The names a module exports, types included, read from its syntax. */
function exportedNames(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const names = new Set<string>();
  for (const st of source.statements) {
    if (ts.isExportAssignment(st)) names.add('default');
    else if (ts.isExportDeclaration(st) && st.exportClause && ts.isNamedExports(st.exportClause)) for (const e of st.exportClause.elements) names.add(e.name.text);
    else if (ts.canHaveModifiers(st)) {
      const modifiers = ts.getModifiers(st) ?? [];
      if (!modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
      if (modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) names.add('default');
      else if (ts.isVariableStatement(st)) for (const d of st.declarationList.declarations) names.add(d.name.getText(source));
      else if ((ts.isFunctionDeclaration(st) || ts.isTypeAliasDeclaration(st) || ts.isInterfaceDeclaration(st) || ts.isClassDeclaration(st) || ts.isEnumDeclaration(st)) && st.name) names.add(st.name.text);
    }
  }
  return [...names].sort();
}

/** The modules whose exports hosts, registries and the server rely on. */
const SHAPED = ['definition.ts', 'schema.ts', 'score.ts', 'ui.ts', 'i18n.ts', 'fixtures.ts'] as const;
const realSlugs = QUESTION_TYPES.map((t) => t.slug);

describe('insertRegistryLine', () => {
  const base = ['head', '// <question-types> lines', '// </question-types>', 'tail'].join('\n');
  const add = (text: string, slug: string) => insertRegistryLine(text, slug, registryLine('ui-registry.ts', slug));
  const order = (text: string) => [...text.matchAll(/'([a-z-]+)': \(\)/g)].map((m) => m[1]);

  it('keeps docs/pte-rules.md §2 order and puts unknown slugs last', () => {
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
  it('gives an official slug its docs/pte-rules.md §2 place in its part and a new one the next free place', () => {
    expect(partOrderFor(realRoot, 'read-aloud', 'speaking')).toBe(1);
    expect(partOrderFor(realRoot, 'write-essay', 'writing')).toBe(9);
    expect(partOrderFor(realRoot, 'reading-multiple-choice-single', 'reading')).toBe(5);
    expect(partOrderFor(realRoot, 'write-from-dictation', 'listening')).toBe(8);
    expect(partOrderFor(realRoot, 'my-new-reading-type', 'reading')).toBe(6);
    expect(partOrderFor(join(repo, 'no-such-folder'), 'my-new-speaking-type', 'speaking')).toBe(10);
  });
});

describe('copyOfTemplate', () => {
  const copy = copyOfTemplate(realRoot, { slug: 'my-type', section: 'speaking', name: 'My Type', partOrder: 8 });

  it('is the template renamed: nothing of its slug or name is left', () => {
    expect(Object.keys(copy).sort()).toEqual(fileSet(realRoot, TEMPLATE).map((f) => f.replaceAll('<slug>', 'my-type')).sort());
    const name = /\bname: '([^']+)'/.exec(readFileSync(join(realRoot, TEMPLATE, 'definition.ts'), 'utf8'))![1]!;
    for (const [file, text] of Object.entries(copy)) {
      expect(text, file).not.toContain(TEMPLATE);
      expect(text, file).not.toContain(name);
    }
    expect(copy['i18n.ts']).toContain("'qt-my-type'");
    expect(copy['player.tsx']).toContain('data-testid="player-my-type"');
  });

  it("takes the new section's part, place, clock and skills", () => {
    const definition = copy['definition.ts']!;
    expect(definition).toMatch(/section: 'speaking',/);
    expect(definition).toMatch(/name: 'My Type',\s+shortName: 'My Type',/);
    expect(definition).toMatch(/testPart: 1,/);
    expect(definition).toMatch(/partOrder: 8,/);
    expect(definition).toMatch(/timing: \{ prepSec: 10, responseSec: 40, promptSec: 0,/);
    expect(definition).not.toMatch(/allowanceSec/);
    expect(definition).toMatch(/skills: \['speaking'\]/);
    expect(definition).not.toMatch(/'reading'/);
    expect(copy['my-type.stories.tsx']).toMatch(/title: 'Question types\/Speaking\/My Type'/);
    expect(copy['score.test.ts']).toMatch(/it\.todo\(/);
  });
});

describe('the registered types share one shape (what the generator copies)', () => {
  it('the same files in every type folder', () => {
    const template = fileSet(realRoot, TEMPLATE);
    for (const slug of realSlugs) expect(fileSet(realRoot, slug), slug).toEqual(template);
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
    cpSync(join(realRoot, 'kit'), join(root, 'kit'), { recursive: true });
    cpSync(join(realRoot, TEMPLATE), join(root, TEMPLATE), { recursive: true });
    cpSync(join(realRoot, 'pte-types.ts'), join(root, 'pte-types.ts'));
    cpSync(join(realRoot, 'ui-registry.test.ts'), join(root, 'ui-registry.test.ts'));
    for (const f of REGISTRY_FILES) writeFileSync(join(root, f), emptyBlocks(readFileSync(join(realRoot, f), 'utf8')));
    // the types' tests reach the client kernel by relative path (test i18n)
    symlinkSync(join(repo, 'src'), join(tmp, 'src'), 'dir');
    writeFileSync(
      join(tmp, 'tsconfig.json'),
      JSON.stringify({ extends: '../../tsconfig.json', include: [`question-types/${SLUG}`, `question-types/${PROSE}`, ...REGISTRY_FILES.map((f) => `question-types/${f}`)] }),
    );
    writeFileSync(
      join(tmp, 'vitest.config.ts'),
      [
        "import '../../vitest.config.ts';",
        "import { defineConfig, mergeConfig } from 'vitest/config';",
        "import viteConfig from '../../vite.config.ts';",
        '',
        `export default mergeConfig(viteConfig, defineConfig({ test: { include: ['question-types/{${SLUG},${PROSE}}/*.test.{ts,tsx}', 'question-types/ui-registry.test.ts'], environment: 'node' } }));`,
        '',
      ].join('\n'),
    );
  });

  afterAll(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it('writes a complete folder and the registry lines', () => {
    const written = scaffoldQuestionType({ root, slug: SLUG, section: 'listening', name: 'Scaffold Check' });
    scaffoldQuestionType({ root, slug: PROSE, section: 'writing', name: PROSE_NAME });
    expect(written.sort()).toEqual(fileSet(realRoot, TEMPLATE).map((f) => `question-types/${SLUG}/${f.replaceAll('<slug>', SLUG)}`).sort());
    for (const f of written) expect(existsSync(join(tmp, f)), f).toBe(true);
    for (const f of REGISTRY_FILES) {
      const text = readFileSync(join(root, f), 'utf8');
      expect(text).toContain(registryLine(f, SLUG));
      expect(text).toContain(registryLine(f, PROSE));
    }
    expect(() => scaffoldQuestionType({ root, slug: SLUG, section: 'listening' })).toThrow(/exists already/);
  });

  it('has the files and the exports of every registered type', () => {
    for (const slug of realSlugs) expect(fileSet(root, SLUG), `${SLUG} vs ${slug}`).toEqual(fileSet(realRoot, slug));
    for (const file of SHAPED) {
      const real = realSlugs.map((slug) => exportedNames(join(realRoot, slug, file)));
      const everyType = real.reduce((acc, names) => acc.filter((n) => names.includes(n)));
      const someType = new Set(real.flat());
      const ours = exportedNames(join(root, SLUG, file));
      // what every type exports (NS and useTypeTranslation, Content/Key/Response, the default definition and UI) ...
      expect(ours, file).toEqual(expect.arrayContaining(everyType));
      // ... and nothing no type exports (a drifted generator wrote texts.ts and useTypeTexts)
      expect(ours.filter((n) => !someType.has(n)), file).toEqual([]);
    }
    expect(exportedNames(join(root, SLUG, 'i18n.ts'))).toEqual(['NS', 'useTypeTranslation']);
  });

  it('type-checks (the new types and the registries)', () => {
    let out = '';
    try {
      execFileSync(join(repo, 'node_modules', '.bin', 'tsc'), ['-p', join(tmp, 'tsconfig.json'), '--noEmit'], { cwd: tmp, encoding: 'utf8' });
    } catch (e) {
      out = String((e as { stdout?: string }).stdout ?? e);
    }
    // only the generated code is judged here; kit files belong to their own checks
    const ours = out.split('\n').filter((l) => l.startsWith(`question-types/${SLUG}/`) || l.startsWith(`question-types/${PROSE}/`) || /^question-types\/(registry|ui-registry|fixtures-registry)\.ts/.test(l));
    expect(ours).toEqual([]);
  }, 240_000);

  it('lints clean', async () => {
    const eslint = new ESLint({ cwd: repo, ignore: false });
    const results = await eslint.lintFiles([join(root, SLUG), join(root, PROSE)]);
    const problems = results.flatMap((r) => r.messages.map((m) => `${r.filePath}:${m.line} ${m.message}`));
    expect(problems).toEqual([]);
  }, 120_000);

  it('registers definitions with their own numbers whose fixtures pass their schemas and score as expected', async () => {
    const definition = (await import(pathToFileURL(join(root, SLUG, 'definition.ts')).href)).default;
    const { fixtures } = await import(pathToFileURL(join(root, SLUG, 'fixtures.ts')).href);
    expect(definition.slug).toBe(SLUG);
    expect(definition.section).toBe('listening');
    expect(definition.name).toBe('Scaffold Check');
    // the type owns its numbers: after the eight official listening types, timed by a share of the part timer
    expect(definition.testPart).toBe(3);
    expect(definition.partOrder).toBe(9);
    expect(definition.timing).toMatchObject({ responseSec: null, allowanceSec: 120, preAudioSec: 7 });
    expect(definition.traits.flatMap((t: { skills: string[] }) => t.skills)).toEqual(['listening']);
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

    const prose = (await import(pathToFileURL(join(root, PROSE, 'definition.ts')).href)).default;
    expect(prose).toMatchObject({ name: PROSE_NAME, section: 'writing', testPart: 1, writtenProse: true, timing: { responseSec: 600 } });
    const definitionKeys = (def: object) => Object.keys(def).sort();
    const everyDefinition = QUESTION_TYPES.map(definitionKeys).reduce((acc, keys) => acc.filter((k) => keys.includes(k)));
    expect(definitionKeys(definition)).toEqual(expect.arrayContaining(everyDefinition));
  });

  it('passes the tests it brings along (scores, components) and loads through the UI registry', () => {
    let out: string;
    let failed = false;
    try {
      out = execFileSync(join(repo, 'node_modules', '.bin', 'vitest'), ['run', '--config', join(tmp, 'vitest.config.ts'), '--root', tmp], {
        cwd: tmp,
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1' },
      });
    } catch (e) {
      failed = true;
      out = `${(e as { stdout?: string }).stdout ?? ''}${(e as { stderr?: string }).stderr ?? e}`;
    }
    expect(failed, out).toBe(false);
    for (const f of [`${SLUG}/score.test.ts`, `${SLUG}/ui.test.tsx`, `${PROSE}/ui.test.tsx`, 'ui-registry.test.ts']) expect(out, f).toContain(f);
    // the copy's rule is the template's until the author writes the type's own
    expect(out).toMatch(/todo/i);
  }, 240_000);
});
