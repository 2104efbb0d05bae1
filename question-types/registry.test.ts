import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { QUESTION_TYPES, questionType, typesBySection } from './registry.ts';
import { QUESTION_TYPE_UIS } from './ui-registry.ts';
import { QUESTION_TYPE_FIXTURES } from './fixtures-registry.ts';
import { PTE_TYPES, pteSectionOf } from './pte-types.ts';

const root = import.meta.dirname;
const folders = readdirSync(root)
  .filter((d) => d !== 'kit' && !d.startsWith('.') && statSync(join(root, d)).isDirectory())
  .sort();

describe('the question-type registries', () => {
  it('register every folder under question-types/ (kit aside) in registry.ts, ui-registry.ts and fixtures-registry.ts', () => {
    expect([...QUESTION_TYPES.map((t) => t.slug)].sort(), 'registry.ts').toEqual(folders);
    expect(Object.keys(QUESTION_TYPE_UIS).sort(), 'ui-registry.ts').toEqual(folders);
    expect(Object.keys(QUESTION_TYPE_FIXTURES).sort(), 'fixtures-registry.ts').toEqual(folders);
  });

  it('hold all 22 types of docs/pte-rules.md §2, in its order (types of our own, made by the generator, after them)', () => {
    expect(QUESTION_TYPES.map((t) => t.slug).slice(0, PTE_TYPES.length)).toEqual(PTE_TYPES.map((t) => t.slug));
  });

  it('keep one line per type in each registry file', () => {
    for (const file of ['registry.ts', 'ui-registry.ts', 'fixtures-registry.ts']) {
      const text = readFileSync(join(root, file), 'utf8');
      const block = /\/\/ <question-types>[^\n]*\n([\s\S]*?)\n\s*\/\/ <\/question-types>/.exec(text)?.[1] ?? '';
      const lines = block.split('\n').filter((l) => l.trim());
      expect(lines.length, file).toBe(folders.length);
      for (const slug of folders) expect(lines.filter((l) => l.includes(`'./${slug}/`)), `${file} ${slug}`).toHaveLength(1);
    }
  });

  it('have unique slugs that name their folders', () => {
    const slugs = QUESTION_TYPES.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const t of QUESTION_TYPES) expect(folders, t.slug).toContain(t.slug);
  });

  it('give every type its own place in its part, in docs/pte-rules.md §2 order', () => {
    for (const part of [1, 2, 3]) {
      const inPart = QUESTION_TYPES.filter((t) => t.testPart === part);
      const orders = inPart.map((t) => t.partOrder);
      expect(new Set(orders).size, `part ${part}`).toBe(orders.length);
      // the official types keep the docs/pte-rules.md §2 order among themselves; a new type may take any free place
      const official = new Set(PTE_TYPES.map((t) => t.slug));
      const byOrder = [...inPart].sort((a, b) => a.partOrder - b.partOrder).map((t) => t.slug).filter((slug) => official.has(slug));
      expect(byOrder, `part ${part}`).toEqual(PTE_TYPES.map((t) => t.slug).filter((slug) => inPart.some((t) => t.slug === slug)));
    }
  });

  it('look types up by slug and by section', () => {
    for (const t of QUESTION_TYPES) {
      expect(questionType(t.slug)).toBe(t);
      expect(typesBySection(t.section)).toContain(t);
    }
    expect(questionType('no-such-type')).toBeUndefined();
    const bySection = (['speaking', 'writing', 'reading', 'listening'] as const).flatMap((s) => typesBySection(s));
    expect(bySection).toHaveLength(QUESTION_TYPES.length);
  });
});

describe.each(QUESTION_TYPES.map((t) => [t.slug, t] as const))('%s', (slug, def) => {
  it('belongs to its docs/pte-rules.md §2 section', () => {
    const intended = pteSectionOf(slug);
    if (intended) expect(def.section).toBe(intended);
    expect(def.testPart).toBe(def.section === 'reading' ? 2 : def.section === 'listening' ? 3 : 1);
  });

  it('owns its sitting numbers: a share of its part timer, or a clock of its own (README.md "Timings")', () => {
    const t = def.timing;
    if (t.responseSec === null) expect(t.allowanceSec).toBeGreaterThan(0);
    else expect(t.allowanceSec ?? null).toBeNull();
    if (def.section === 'speaking') expect(t.promptSec).toBeGreaterThanOrEqual(0);
    // a writing response is prose; listening types opt in where the student writes their own text (SST)
    if (def.section === 'writing') expect(def.writtenProse).toBe(true);
    if (def.writtenProse) expect(['writing', 'listening']).toContain(def.section);
  });

  it('declares traits with positive maxima and skills', () => {
    expect(def.traits.length).toBeGreaterThan(0);
    for (const t of def.traits) {
      expect(t.max, t.key).toBeGreaterThan(0);
      expect(t.skills.length, t.key).toBeGreaterThan(0);
    }
  });

  it('has fixture items that pass the schemas and validateItem, and responses that score as expected', async () => {
    const load = QUESTION_TYPE_FIXTURES[slug];
    expect(load, 'fixtures-registry line').toBeTypeOf('function');
    const { fixtures } = await load!();
    expect(fixtures.items.length).toBeGreaterThan(0);
    fixtures.items.forEach((item, i) => {
      const content = def.schemas.content.safeParse(item.content);
      expect(content.success, `item ${i} content: ${content.error?.message}`).toBe(true);
      const key = def.schemas.key.safeParse(item.key);
      expect(key.success, `item ${i} key: ${key.error?.message}`).toBe(true);
      expect(def.validateItem(content.data, key.data), `item ${i} validateItem`).toEqual([]);
      const empty = def.emptyResponse(content.data);
      expect(def.schemas.response.safeParse(empty).success, `item ${i} emptyResponse`).toBe(true);
    });
    for (const r of fixtures.responses) {
      const item = fixtures.items[r.item];
      expect(item, `${r.name}: item ${r.item}`).toBeDefined();
      const response = def.schemas.response.safeParse(r.response);
      expect(response.success, `${r.name}: response schema`).toBe(true);
      const result = def.score({ content: item!.content, key: item!.key, response: response.data });
      expect({ score: result.score, max: result.max }, r.name).toEqual(r.expected);
    }
  });
});
