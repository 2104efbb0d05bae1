// Module boundaries of ARCHITECTURE.md, checked on the import specifiers of every source file.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname, sep } from 'node:path';
import { verbsOf } from './verb-guards.ts';
import { plugins } from '../src/plugins.ts';

const root = resolve(import.meta.dirname, '..');

const SOURCE = /\.(ts|tsx)$/;

/** The files below `dir` whose names match `pattern` (source files by default), node_modules and fixtures aside. */
function sourceFiles(dir: string, pattern: RegExp = SOURCE): string[] {
  const abs = join(root, dir);
  let entries: string[];
  try {
    entries = readdirSync(abs);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(abs, name);
    if (name === 'node_modules' || (name === 'fixtures' && pattern !== SOURCE)) return [];
    if (statSync(path).isDirectory()) return sourceFiles(relative(root, path), pattern);
    return pattern.test(name) ? [relative(root, path)] : [];
  });
}

const IMPORT_RE = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(IMPORT_RE)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

/** The string literals of a source text, comments left out (a slug in a comment names nothing). */
function stringLiterals(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
  return code.match(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g) ?? [];
}

/** Where an import lands, as a repo-relative path, or the bare package name. */
function target(file: string, spec: string): string {
  if (spec.startsWith('.')) return relative(root, resolve(root, dirname(file), spec)).split(sep).join('/');
  const alias: Record<string, string> = { '@kernel/': 'src/kernel/', '@ui/': 'src/ui/', '@machines/': 'machines/', '@question-types/': 'question-types/', '@locales/': 'locales/', '@server/': 'server/' };
  for (const [a, p] of Object.entries(alias)) if (spec.startsWith(a)) return p + spec.slice(a.length);
  return `pkg:${spec}`;
}

/** Each import/export-from statement of a file: its specifier, and whether it is erased at build (`import type`). */
function importStatements(file: string): Array<{ spec: string; typeOnly: boolean }> {
  const text = readFileSync(join(root, file), 'utf8');
  const re = /\b(import|export)\s+(type\s+)?[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;
  return [...text.matchAll(re)].map((m) => ({ spec: m[3] ?? m[4] ?? m[5] ?? '', typeOnly: m[2] !== undefined }));
}

/** What client code may take from the server: types, and only from a module's response contracts. */
function serverImportViolations(files: readonly string[]): string[] {
  return files
    .filter((f) => !/\.test\.tsx?$/.test(f)) // tests may start a server
    .flatMap((f) =>
      importStatements(f)
        .map(({ spec, typeOnly }) => ({ spec, typeOnly, to: target(f, spec) }))
        .filter(({ to }) => to.startsWith('server/'))
        .filter(({ to, typeOnly }) => !typeOnly || !/^server\/modules\/[^/]+\/contracts(\.ts)?$/.test(to))
        .map(({ spec, typeOnly }) => `${f}: ${typeOnly ? '' : 'runtime '}import of ${spec}`),
    );
}

/**
 * A path literal ('/student/result', `/student/quiz-test/${id}?sheet=1`) as segments, `${...}` standing for one
 * segment and the query left out; null for a literal that is no path.
 */
function pathLiteralSegments(literal: string): string[] | null {
  const body = literal.slice(1, -1);
  if (!/^\/[a-z]/i.test(body)) return null;
  return body.replace(/\$\{[^}]*\}/g, '${}').split(/[?#]/)[0]!.split('/').filter(Boolean);
}

/**
 * The plugin whose declared route a path literal names, as react-router would pick it (most static segments wins),
 * or null. A route's `:param` takes any segment, a literal's `${...}` any segment.
 */
function routeOwnerOf(segments: readonly string[], routes: ReadonlyArray<{ plugin: string; path: string }>): string[] {
  let best = -1;
  let owners: string[] = [];
  for (const r of routes) {
    const rs = r.path.split('/').filter(Boolean);
    if (rs.length !== segments.length) continue;
    let score = 0;
    const fits = rs.every((seg, i) => {
      if (seg.startsWith(':')) return true;
      if (segments[i] === '${}') return true;
      score++;
      return seg === segments[i];
    });
    if (!fits) continue;
    if (score > best) [best, owners] = [score, [r.plugin]];
    else if (score === best) owners.push(r.plugin);
  }
  return owners;
}

/** Path literals in a plugin's source that name another plugin's page: those must be route refs (its links.ts). */
function foreignPathLiterals(file: string, text: string, routes: ReadonlyArray<{ plugin: string; path: string }>): string[] {
  const own = file.split('/')[1];
  return stringLiterals(text).flatMap((lit) => {
    const segments = pathLiteralSegments(lit);
    if (!segments) return [];
    const others = routeOwnerOf(segments, routes).filter((p) => p !== own);
    return others.length ? [`${file}: ${lit} is a page of ${others.join(', ')}`] : [];
  });
}

// the checks parse the whole tree's syntax: seconds each on a busy 2-core machine
describe('module boundaries', { timeout: 60_000 }, () => {
  it('the kernel imports no plugin', () => {
    const bad = sourceFiles('src/kernel').flatMap((f) => importsOf(f).map((s) => [f, target(f, s)]).filter(([, t]) => t!.startsWith('plugins/')));
    expect(bad).toEqual([]);
  });

  it('a plugin never imports another plugin', () => {
    const bad = sourceFiles('plugins').flatMap((f) => {
      const own = f.split('/')[1];
      return importsOf(f)
        .map((s) => [f, target(f, s)] as const)
        .filter(([, t]) => t.startsWith('plugins/') && t.split('/')[1] !== own);
    });
    expect(bad).toEqual([]);
  });

  it('machines import no React, router, fetch client or query library', () => {
    const bad = sourceFiles('machines').flatMap((f) =>
      importsOf(f)
        .map((s) => [f, target(f, s)] as const)
        .filter(([, t]) => /^pkg:(react|react-dom|react-router|redaxios|@tanstack\/)/.test(t) || t.startsWith('src/kernel/http')),
    );
    expect(bad).toEqual([]);
  });

  it('the server never imports client code other than the isomorphic permission catalogue', () => {
    const bad = sourceFiles('server').flatMap((f) =>
      importsOf(f)
        .map((s) => [f, target(f, s)] as const)
        .filter(([, t]) => (t.startsWith('src/') && !t.startsWith('src/kernel/permissions/catalogue')) || t.startsWith('plugins/') || /^pkg:(react|react-dom|react-router)/.test(t)),
    );
    expect(bad).toEqual([]);
  });

  it('the server names no question type: what a type means comes from its definition (seed files aside)', () => {
    const slugs = readdirSync(join(root, 'question-types')).filter((d) => d !== 'kit' && statSync(join(root, 'question-types', d)).isDirectory());
    const named = new RegExp(`(?<![a-z0-9-])(${slugs.join('|')})(?![a-z0-9-])`);
    const bad = sourceFiles('server')
      .filter((f) => !/\.test\.tsx?$/.test(f) && !/^server\/db\/seed/.test(f))
      .flatMap((f) => stringLiterals(readFileSync(join(root, f), 'utf8')).flatMap((lit) => (named.test(lit) ? [`${f}: ${lit}`] : [])));
    expect(slugs.length).toBeGreaterThan(0);
    expect(bad).toEqual([]);
  });

  it('test helpers stay out of the app: only tests, stories and other helpers import a testing/ folder', () => {
    const isTestCode = (f: string) => /\.(test|spec)\.tsx?$|\.stories\.tsx$/.test(f) || f.split('/').includes('testing') || f.startsWith('tests/');
    const bad = ['src', 'plugins', 'question-types', 'machines', 'locales', 'server', 'scripts'].flatMap((dir) =>
      sourceFiles(dir)
        .filter((f) => !isTestCode(f))
        .flatMap((f) => importsOf(f).map((s) => [f, target(f, s)] as const))
        .filter(([, t]) => t.split('/').includes('testing')),
    );
    expect(sourceFiles('question-types/kit/testing').length).toBeGreaterThan(0);
    expect(bad).toEqual([]);
  });

  it('client code takes from the server only types, and only from a module\'s contracts.ts (import type)', () => {
    const client = ['src', 'plugins', 'question-types', 'machines'].flatMap((d) => sourceFiles(d));
    expect(serverImportViolations(client)).toEqual([]);
    // the contracts themselves stay light for the client's type graph: zod and other contracts only
    const contracts = sourceFiles('server/modules').filter((f) => /\/contracts\.ts$/.test(f));
    const heavy = contracts.flatMap((f) => importsOf(f).filter((s) => s !== 'zod' && !/^(\.\/|\.\.\/[^/]+\/)contracts(\.ts)?$/.test(s)).map((s) => `${f}: ${s}`));
    expect(contracts.length).toBeGreaterThan(0);
    expect(heavy).toEqual([]);
  });

  it('a question type imports no other type: only the kit and its own folder (the registries, outside any type, aside)', () => {
    const isTest = (f: string) => /\.(test|spec)\.tsx?$/.test(f);
    const bad = sourceFiles('question-types')
      .filter((f) => f.split('/').length > 2)
      .flatMap((f) => {
        const folder = f.split('/')[1]!;
        // the kit belongs to every type and so imports none (its tests may exercise real types)
        if (folder === 'kit' && isTest(f)) return [];
        const allowed = folder === 'kit' ? ['question-types/kit/'] : ['question-types/kit/', `question-types/${folder}/`];
        return importsOf(f)
          .map((s) => target(f, s))
          .filter((t) => t.startsWith('question-types/') && !allowed.some((a) => t.startsWith(a)))
          .map((t) => `${f} -> ${t}`);
      });
    expect(bad).toEqual([]);
  });

  it("a type's definition, schema and score (and the kit's define-question-type and scoring they use) import only zod, the kit's define-question-type and scoring, and each other", () => {
    // the server imports definitions to score and time items: nothing of React or the browser may come with them
    const kitCore = (p: string) => /^question-types\/kit\/(define-question-type(\.ts)?$|scoring\/)/.test(p);
    const typeCore = /^question-types\/([^/]+)\/(definition|schema|score)(\.ts)?$/;
    const files = sourceFiles('question-types').filter((f) => !/\.test\.ts$/.test(f) && (kitCore(f) || (typeCore.test(f) && !f.startsWith('question-types/kit/'))));
    const bad = files.flatMap((f) =>
      importsOf(f)
        .map((s) => target(f, s))
        .filter((t) => !(t === 'pkg:zod' || kitCore(t) || (typeCore.test(t) && t.split('/')[1] === f.split('/')[1])))
        .map((t) => `${f} -> ${t}`),
    );
    expect(files.length).toBeGreaterThan(66);
    expect(bad).toEqual([]);
  });

  it('a plugin draws no table of its own: a list is the ui kit\'s one list (src/ui/data-list)', () => {
    // Each exemption names why its table is not a list; it must still hold a table, or the exemption goes.
    const NOT_A_LIST: Record<string, string> = {
      'plugins/exams/components/score-chart.tsx': "the score chart's numbers as a data table for screen readers (the chart's text alternative)",
    };
    const drawsTable = (f: string) => /<table[\s>]/.test(readFileSync(join(root, f), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1'));
    const files = sourceFiles('plugins').filter((f) => f.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(f) && !f.split('/').includes('testing'));
    expect(files.length).toBeGreaterThan(40);
    expect(files.filter((f) => drawsTable(f) && !(f in NOT_A_LIST))).toEqual([]);
    expect(Object.keys(NOT_A_LIST).filter((f) => !files.includes(f) || !drawsTable(f))).toEqual([]);
  });

  it('server route files never import the database (kernel/db, server/db, drizzle, the drivers): their verbs do', () => {
    const routes = sourceFiles('server/modules').filter((f) => /^server\/modules\/[^/]+\/routes\.ts$/.test(f));
    const bad = routes.flatMap((f) =>
      importsOf(f)
        .map((s) => target(f, s))
        .filter((t) => /^server\/kernel\/db(\.ts)?$|^server\/db\/|^pkg:(drizzle-orm|pg$|pg\/|@electric-sql\/pglite)/.test(t))
        .map((t) => `${f} -> ${t}`),
    );
    expect(routes.length).toBeGreaterThan(5);
    expect(bad).toEqual([]);
  });

  it('every exported service verb starts with its guard (scripts/verb-guards.ts says what counts as a verb and a guard)', () => {
    const verbs = sourceFiles('server/modules')
      .filter((f) => !/\.test\.ts$/.test(f))
      .flatMap((f) => verbsOf(f, readFileSync(join(root, f), 'utf8')).map((v) => ({ ...v, at: `${f}:${v.line} ${v.name}` })));
    expect(verbs.length).toBeGreaterThan(50);
    expect(verbs.filter((v) => !v.guarded).map((v) => `${v.at} starts with: ${v.first}`)).toEqual([]);
  });

  it('a server module is named as the plugin of its domain (its id), or is one of the few server-only domains', () => {
    // One name per domain on both sides: a module serving a plugin's screens takes the plugin's id, so the two
    // cannot drift apart again (they did: tests vs test-creation, questions vs question-bank).
    const SERVER_ONLY = ['assessment', 'common', 'dashboard', 'delivery', 'impersonation', 'payments', 'question-types', 'recordings', 'users', 'uploads', 'extras', 'notifications'];
    // a plugin whose domain is too broad for one module: each part names its plugin here (the plugin must exist)
    const PART_OF: Record<string, string> = { contacts: 'communication', campaigns: 'communication', popups: 'communication' };
    const isDir = (p: string) => statSync(join(root, p)).isDirectory();
    const pluginIds = readdirSync(join(root, 'plugins'))
      .filter((d) => isDir(`plugins/${d}`))
      .flatMap((d) => {
        const index = ['index.ts', 'index.tsx'].map((n) => join(root, 'plugins', d, n)).find((p) => { try { return statSync(p).isFile(); } catch { return false; } });
        if (!index) return []; // a folder without an index registers no plugin
        const id = /\bid:\s*'([a-z0-9-]+)'/.exec(readFileSync(index, 'utf8'))?.[1];
        expect(id, `plugins/${d}: the plugin's id is its folder's name`).toBe(d);
        return [d];
      });
    const modules = readdirSync(join(root, 'server/modules')).filter((d) => isDir(`server/modules/${d}`));
    expect(pluginIds.length).toBeGreaterThan(5);
    expect(modules.filter((m) => !pluginIds.includes(m) && !SERVER_ONLY.includes(m) && !(m in PART_OF))).toEqual([]);
    expect(Object.entries(PART_OF).filter(([m, plugin]) => !modules.includes(m) || !pluginIds.includes(plugin) || pluginIds.includes(m))).toEqual([]);
    // the list stays true: each entry exists and is not a plugin's id
    expect(SERVER_ONLY.filter((m) => !modules.includes(m) || pluginIds.includes(m))).toEqual([]);
  });

  it("a plugin links to another plugin's page by route ref, never by a path literal; refs are made in its links.ts only", async () => {
    const routes = plugins.flatMap((p) => p.routes.map((r) => ({ plugin: p.id, path: r.path })));
    const files = sourceFiles('plugins').filter((f) => !/\.(test|spec)\.tsx?$|\.stories\.tsx$/.test(f));
    const bad = files.flatMap((f) => foreignPathLiterals(f, readFileSync(join(root, f), 'utf8'), routes));
    expect(bad).toEqual([]);
    // the rule sees what it is there for: a planted literal of the exams plugin's results in pte-practice
    expect(foreignPathLiterals('plugins/pte-practice/x.ts', "go('/student/result?tab=1'); go(`/student/quiz-test/${id}`)", routes)).toHaveLength(2);
    expect(foreignPathLiterals('plugins/exams/x.ts', "go('/student/result')", routes)).toEqual([]);

    // every ref is declared where the start-up validation sees it: made in links.ts, handed to definePlugin({ links })
    const stray = files.filter((f) => !/^plugins\/[^/]+\/links\.ts$/.test(f) && /\brouteRef\(/.test(readFileSync(join(root, f), 'utf8')));
    expect(stray).toEqual([]);
    for (const f of files.filter((x) => /^plugins\/[^/]+\/links\.ts$/.test(x))) {
      const id = f.split('/')[1]!;
      const mod = (await import(`../plugins/${id}/links.ts`)) as { links: Record<string, { id: string }> };
      const declared = plugins.find((p) => p.id === id)?.links ?? [];
      expect(declared.map((r) => r.id).sort(), `${id}: index.ts hands links.ts to definePlugin`).toEqual(Object.values(mod.links).map((r) => r.id).sort());
    }
  });

  it("plugins and the kernel reach a question type only through the registries (and the kit), never by its files", () => {
    const intoType = /(?:^|[/'"`@])question-types\/(?!kit\/)[^/'"`]+\//;
    const bad = ['src', 'plugins'].flatMap((d) => sourceFiles(d))
      .filter((f) => !/\.(test|spec)\.tsx?$|\.stories\.tsx$/.test(f))
      .flatMap((f) => stringLiterals(readFileSync(join(root, f), 'utf8')).filter((lit) => intoType.test(lit)).map((lit) => `${f}: ${lit}`));
    expect(bad).toEqual([]);
    expect(intoType.test("'../../../question-types/*/locales/*.json'")).toBe(true);
    expect(intoType.test("'@question-types/kit/ui/html-text'") || intoType.test("'question-types/list-with-questions-count'")).toBe(false);
  });

  it('a components/ folder holds components: .tsx files only (tests and stories aside); helpers live in lib/, texts in locales/', () => {
    const inComponents = ['src', 'plugins', 'question-types'].flatMap((d) => sourceFiles(d)).filter((f) => f.split('/').includes('components'));
    const bad = inComponents.filter((f) => !/\.tsx$/.test(f) && !/\.(test|spec)\.tsx?$|\.stories\.tsx?$/.test(f));
    expect(inComponents.length).toBeGreaterThan(20);
    expect(bad).toEqual([]);
  });

  it('the repository explains itself: nothing cites a file outside it, and every docs/ section cited exists', () => {
    const tracked = ['src', 'plugins', 'question-types', 'machines', 'server', 'scripts', 'tests', 'locales']
      .flatMap((d) => sourceFiles(d, /\.(ts|tsx|md)$/))
      .concat(['README.md']);
    const outside = /pte-items|routes\.tsv|\/work\/shared|\.\.\/shared\/|\bspec §/;
    const foreign = tracked.filter((f) => f !== 'scripts/boundaries.test.ts' && outside.test(readFileSync(join(root, f), 'utf8')));
    expect(foreign).toEqual([]);
    // every "docs/<doc>.md §N" points at a heading of that doc
    const headings = new Map<string, Set<string>>();
    const sectionsOf = (doc: string) => {
      if (!headings.has(doc)) headings.set(doc, new Set([...readFileSync(join(root, 'docs', doc), 'utf8').matchAll(/^#+ (§[\d.]+)/gm)].map((m) => m[1]!)));
      return headings.get(doc)!;
    };
    const dangling: string[] = [];
    for (const f of tracked) {
      for (const m of readFileSync(join(root, f), 'utf8').matchAll(/docs\/(pte-rules|product-spec)\.md (§\d+(?:\.\d+)*)/g)) {
        if (!sectionsOf(`${m[1]}.md`).has(m[2]!)) dangling.push(`${f}: docs/${m[1]}.md ${m[2]}`);
      }
    }
    expect(dangling).toEqual([]);
    expect(sectionsOf('pte-rules.md').size).toBeGreaterThan(10);
  });

  it('finds the files it checks', () => {
    expect(sourceFiles('src/kernel').length).toBeGreaterThan(0);
  });
});
