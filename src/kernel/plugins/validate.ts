import { isPermissionKey } from '../permissions/catalogue';
import { paramsOf } from '../router/route-refs';
import { portalCardProblem } from '../portal/cards';
import { LAYOUT_SLOTS, type LocaleResources, type PluginDef } from './types';

export class PluginValidationError extends Error {
  constructor(readonly pluginId: string, problem: string) {
    super(`Plugin "${pluginId}": ${problem}`);
    this.name = 'PluginValidationError';
  }
}

/** Looks up `ns:a.b.c` in a language's resources (kernel and plugin namespaces merged). */
export function hasText(resources: LocaleResources, key: string): boolean {
  const sep = key.indexOf(':');
  if (sep < 1) return false;
  let node: unknown = resources[key.slice(0, sep)];
  for (const part of key.slice(sep + 1).split('.')) {
    if (!node || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && node.trim().length > 0;
}

/** Merges every plugin's resources of one language over the kernel's. */
export function mergeResources(base: LocaleResources, plugins: readonly PluginDef[], lang: 'en' | 'bn'): LocaleResources {
  const out: LocaleResources = { ...base };
  for (const p of plugins) Object.assign(out, p.locales[lang]);
  return out;
}

/**
 * Throws a PluginValidationError naming the plugin for: a duplicate plugin, route or menu id; a route or
 * menu item naming an unknown permission key; a menu label with no text in en or bn; a link (route ref) to a route
 * nobody declares or with other params than the route's; a fill of a layout slot the kernel does not have;
 * a portal card with a duplicate id, an unknown portal or permission key, or no lazy card.
 * `kernel` takes the kernel's own routes and locale resources so clashes with them are found too.
 */
export function validatePlugins(
  plugins: readonly PluginDef[],
  kernel: { routes?: PluginDef['routes']; en?: LocaleResources; bn?: LocaleResources } = {},
): void {
  const pluginIds = new Set<string>();
  const routeIds = new Map<string, string>((kernel.routes ?? []).map((r) => [r.id, 'kernel']));
  const paths = new Map<string, string>((kernel.routes ?? []).map((r) => [r.path, 'kernel']));
  const routePaths = new Map<string, string>((kernel.routes ?? []).map((r) => [r.id, r.path]));
  const menuKeys = new Map<string, string>();
  const cardIds = new Map<string, string>();
  const en = mergeResources(kernel.en ?? {}, plugins, 'en');
  const bn = mergeResources(kernel.bn ?? {}, plugins, 'bn');

  for (const p of plugins) {
    if (!p.id) throw new PluginValidationError('(unnamed)', 'has no id');
    if (pluginIds.has(p.id)) throw new PluginValidationError(p.id, 'duplicate plugin id');
    pluginIds.add(p.id);
    if (!p.locales?.en || !p.locales?.bn) throw new PluginValidationError(p.id, 'locales must give both en and bn');

    for (const r of p.routes) {
      const other = routeIds.get(r.id);
      if (other) throw new PluginValidationError(p.id, `duplicate route id "${r.id}" (also in ${other})`);
      routeIds.set(r.id, p.id);
      routePaths.set(r.id, r.path);
      const samePath = paths.get(r.path);
      if (samePath) throw new PluginValidationError(p.id, `duplicate route path "${r.path}" (also in ${samePath})`);
      paths.set(r.path, p.id);
      for (const k of r.permissions) {
        if (!isPermissionKey(k)) throw new PluginValidationError(p.id, `route "${r.id}" names unknown permission key "${k}"`);
      }
      if (typeof r.lazy !== 'function') throw new PluginValidationError(p.id, `route "${r.id}" must load its page lazily`);
    }

    for (const m of p.menu) {
      const other = menuKeys.get(m.key);
      if (other) throw new PluginValidationError(p.id, `duplicate menu id "${m.key}" (also in ${other})`);
      menuKeys.set(m.key, p.id);
      for (const k of m.permissionKeys) {
        if (!isPermissionKey(k)) throw new PluginValidationError(p.id, `menu item "${m.key}" names unknown permission key "${k}"`);
      }
      for (const [lang, res] of [['en', en], ['bn', bn]] as const) {
        if (!hasText(res, m.name)) throw new PluginValidationError(p.id, `menu item "${m.key}" label "${m.name}" has no ${lang} text`);
      }
    }

    for (const c of p.portalCards ?? []) {
      const problem = portalCardProblem(c, cardIds.get(c.id));
      if (problem) throw new PluginValidationError(p.id, problem);
      cardIds.set(c.id, p.id);
    }

    for (const f of p.slots ?? []) {
      if (!(LAYOUT_SLOTS as readonly string[]).includes(f.slot)) throw new PluginValidationError(p.id, `fills unknown layout slot "${f.slot}"`);
      if (typeof f.lazy !== 'function') throw new PluginValidationError(p.id, `its "${f.slot}" fill must load lazily`);
    }
  }

  // links last: a plugin may link to a route of a plugin listed after it
  for (const p of plugins) {
    for (const ref of p.links ?? []) {
      const path = routePaths.get(ref.id);
      if (path === undefined) throw new PluginValidationError(p.id, `links to unknown route "${ref.id}"`);
      const want = paramsOf(path).sort().join(', ');
      const have = [...ref.params].sort().join(', ');
      if (want !== have) throw new PluginValidationError(p.id, `link to "${ref.id}" names params [${have}], the route has [${want}]`);
    }
  }
}
