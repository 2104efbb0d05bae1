// One main landmark per page (WCAG 1.3.1, axe "landmark-no-duplicate-main" / "landmark-main-is-top-level"): the
// layouts in src/kernel/layouts draw the page's <main>, and every page renders inside it, so no page, component or
// question type draws a <main> (or role="main") of its own. Checked on the source, comments aside.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const LAYOUTS = 'src/kernel/layouts/';

function tsxFiles(dir: string): string[] {
  const abs = join(root, dir);
  return readdirSync(abs).flatMap((name) => {
    const path = join(abs, name);
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return tsxFiles(relative(root, path));
    return name.endsWith('.tsx') && !/\.test\.tsx$/.test(name) ? [relative(root, path).split(sep).join('/')] : [];
  });
}

/** The source without its comments (a comment may name <main> without drawing one). */
const code = (file: string) =>
  readFileSync(join(root, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

const MAIN = /<main[\s>/]|role\s*=\s*\{?\s*['"]main['"]/;

describe('landmarks', () => {
  const files = ['src', 'plugins', 'question-types'].flatMap(tsxFiles);

  it('reads the pages, components and question types', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('question-types/kit/ui/player-frame.tsx');
  });

  it('draws <main> only in the layouts, so no page has a second main landmark inside the first', () => {
    const offenders = files.filter((f) => !f.startsWith(LAYOUTS) && MAIN.test(code(f)));
    expect(offenders).toEqual([]);
  });

  it('finds the layouts\' own <main> (the check sees what it looks for)', () => {
    const layouts = files.filter((f) => f.startsWith(LAYOUTS) && MAIN.test(code(f)));
    expect(layouts).toEqual(expect.arrayContaining(['src/kernel/layouts/role-layout.tsx', 'src/kernel/layouts/public-layout.tsx']));
  });
});
