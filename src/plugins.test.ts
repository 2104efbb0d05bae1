import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { plugins } from './plugins';
import { validatePlugins, hasText } from '@kernel/plugins/validate';
import { KERNEL_ROUTES } from '@kernel/router/kernel-routes';
import { ROLE_PORTALS, type PortalCardModule } from '@kernel/portal/types';
import kernelEn from '@locales/en/index';
import { leaves } from '@kernel/testing/locale-texts';

const root = resolve(import.meta.dirname, '..');
const pluginDirs = readdirSync(join(root, 'plugins')).filter((d) => statSync(join(root, 'plugins', d)).isDirectory());

describe('the plugin list', () => {
  it('lists every folder under plugins/', () => {
    expect(plugins.map((p) => p.id).sort()).toEqual([...pluginDirs].sort());
  });

  it('passes the start-up validation (ids, permission keys, labels in en and bn)', () => {
    expect(() => validatePlugins(plugins, { routes: KERNEL_ROUTES, en: kernelEn })).not.toThrow();
  });

  it('has en and bn text for every label key the declarations use', () => {
    for (const p of plugins) {
      for (const m of p.menu) {
        expect(hasText(p.locales.en, m.name), `${p.id} ${m.name} en`).toBe(true);
        expect(hasText(p.locales.bn, m.name), `${p.id} ${m.name} bn`).toBe(true);
      }
    }
  });

  it('gives every plugin namespace the same keys in en and bn, with Bengali text', () => {
    for (const p of plugins) {
      expect(Object.keys(p.locales.bn).sort()).toEqual(Object.keys(p.locales.en).sort());
      for (const ns of Object.keys(p.locales.en)) {
        expect(leaves(p.locales.bn[ns]).sort(), `${p.id}/${ns}`).toEqual(leaves(p.locales.en[ns]).sort());
        expect(JSON.stringify(p.locales.bn[ns]), `${p.id}/${ns}`).toMatch(/[\u0980-\u09FF]/);
      }
    }
  });

  it('gives the lazily loaded page texts (locales/pages.*.json) the same keys in en and bn', () => {
    for (const dir of pluginDirs) {
      const folder = join(root, 'plugins', dir, 'locales');
      let files: string[];
      try {
        files = readdirSync(folder).filter((f) => /\.en\.json$/.test(f));
      } catch {
        continue;
      }
      for (const f of files) {
        const en = JSON.parse(readFileSync(join(folder, f), 'utf8')) as unknown;
        const bn = JSON.parse(readFileSync(join(folder, f.replace(/\.en\.json$/, '.bn.json')), 'utf8')) as unknown;
        expect(leaves(bn).sort(), `${dir}/${f}`).toEqual(leaves(en).sort());
        expect(JSON.stringify(bn), `${dir}/${f}`).toMatch(/[\u0980-\u09FF]/);
      }
    }
  });

  it('registers the five portal routes and their docs/product-spec.md §2 menu names (the portal plugin)', () => {
    const menu = Object.fromEntries(plugins.flatMap((p) => p.menu).map((m) => [m.key, m.route]));
    expect(menu).toMatchObject({
      'student.portal': '/student/portal',
      'teacher.portal': '/teacher/portal',
      'admin.portal': '/admin/portal',
      'master.portal': '/master/portal',
      'coachingCenter.portal': '/coaching-owner/portal',
    });
    const portals = plugins.flatMap((p) => p.routes).filter((r) => r.path.endsWith('/portal'));
    expect(portals).toHaveLength(5);
    for (const r of portals) expect(r.permissions).toEqual(['DASHBOARD_INDEX']);
  });

  it('gives every role portal at least one card, and only cards of role portals', () => {
    const cards = plugins.flatMap((p) => p.portalCards ?? []);
    for (const portal of ROLE_PORTALS) expect(cards.filter((c) => c.portal === portal).length, portal).toBeGreaterThan(0);
    expect(cards.every((c) => ROLE_PORTALS.includes(c.portal))).toBe(true);
  });

  it("makes every card module name exactly the portals that declare it: the build puts it in their chunk (scripts/portal-chunks.ts)", async () => {
    const declared = new Map<unknown, { portals: Set<string>; ids: string[] }>();
    for (const card of plugins.flatMap((p) => p.portalCards ?? [])) {
      const module = await card.lazy();
      const entry = declared.get(module) ?? { portals: new Set<string>(), ids: [] };
      entry.portals.add(card.portal);
      entry.ids.push(card.id);
      declared.set(module, entry);
    }
    for (const [module, { portals, ids }] of declared) expect([...(module as PortalCardModule).portals].sort(), ids.join(', ')).toEqual([...portals].sort());
  });

  it('keeps pages out of every index.ts (only lazy imports)', () => {
    for (const dir of pluginDirs) {
      const text = readFileSync(join(root, 'plugins', dir, 'index.ts'), 'utf8');
      const staticImports = [...text.matchAll(/^import\s[^;]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]);
      expect(staticImports.filter((s) => s!.includes('/routes/') || s!.includes('/components/')), dir).toEqual([]);
    }
  });
});
