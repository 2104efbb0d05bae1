import { describe, expect, it } from 'vitest';
import { validatePlugins, hasText } from './validate';
import { definePlugin } from './define-plugin';
import type { PluginDef } from './types';
import { routeRef } from '../router/route-refs';

const page = () => Promise.resolve({ default: () => null });

function plugin(id: string, over: Partial<PluginDef> = {}): PluginDef {
  return definePlugin({
    id,
    routes: [{ id: `${id}.page`, path: `/${id}`, portal: 'student', layout: 'role', permissions: ['DASHBOARD_INDEX'], lazy: page }],
    menu: [{ key: `${id}.menu`, name: `${id}:menu.title`, route: `/${id}`, permissionKeys: ['DASHBOARD_INDEX'], icon: 'home', portal: 'student', order: 1 }],
    locales: { en: { [id]: { menu: { title: 'Home' } } }, bn: { [id]: { menu: { title: 'হোম' } } } },
    ...over,
  });
}

describe('validatePlugins', () => {
  it('accepts well-formed plugins', () => {
    expect(() => validatePlugins([plugin('one'), plugin('two')])).not.toThrow();
  });
  it('names the plugin of a duplicate plugin id', () => {
    expect(() => validatePlugins([plugin('one'), plugin('one')])).toThrow(/Plugin "one": duplicate plugin id/);
  });
  it('names the plugin of a duplicate route id', () => {
    const b = plugin('two', { routes: [{ ...plugin('one').routes[0]!, path: '/other' }] });
    expect(() => validatePlugins([plugin('one'), b])).toThrow(/Plugin "two": duplicate route id "one.page"/);
  });
  it('finds a clash with a kernel route', () => {
    expect(() => validatePlugins([plugin('one')], { routes: [{ ...plugin('one').routes[0]!, id: 'kernel.x' }] })).toThrow(/Plugin "one": duplicate route path/);
  });
  it('names the plugin of a duplicate menu id', () => {
    const b = plugin('two', { menu: [{ ...plugin('one').menu[0]!, name: 'two:menu.title' }] });
    expect(() => validatePlugins([plugin('one'), b])).toThrow(/Plugin "two": duplicate menu id "one.menu"/);
  });
  it('names the plugin of an unknown permission key on a route or menu item', () => {
    const r = plugin('bad', { routes: [{ ...plugin('bad').routes[0]!, permissions: ['NOPE_INDEX'] }] });
    expect(() => validatePlugins([r])).toThrow(/Plugin "bad": route "bad.page" names unknown permission key "NOPE_INDEX"/);
    const m = plugin('bad', { menu: [{ ...plugin('bad').menu[0]!, permissionKeys: ['NOPE'] }] });
    expect(() => validatePlugins([m])).toThrow(/Plugin "bad": menu item/);
  });
  it('names the plugin of a label missing in bn or en', () => {
    const noBn = plugin('x', { locales: { en: { x: { menu: { title: 'Home' } } }, bn: { x: { menu: {} } } } });
    expect(() => validatePlugins([noBn])).toThrow(/Plugin "x": .*has no bn text/);
    const noEn = plugin('y', { locales: { en: { y: {} }, bn: { y: { menu: { title: 'হোম' } } } } });
    expect(() => validatePlugins([noEn])).toThrow(/Plugin "y": .*has no en text/);
  });
  it('accepts links to routes of any plugin (listed before or after) and of the kernel, with the route\'s params', () => {
    const two = plugin('two', { routes: [{ ...plugin('two').routes[0]!, path: '/two/:slug/x/:id' }] });
    const one = plugin('one', { links: [routeRef('two.page', ['id', 'slug']), routeRef('kernel.x')] });
    expect(() => validatePlugins([one, two], { routes: [{ ...plugin('k').routes[0]!, id: 'kernel.x', path: '/k' }] })).not.toThrow();
  });
  it('names the plugin of a link to a route nobody declares', () => {
    const one = plugin('one', { links: [routeRef('two.nope')] });
    expect(() => validatePlugins([one, plugin('two')])).toThrow(/Plugin "one": links to unknown route "two.nope"/);
  });
  it('names the plugin of a link whose params differ from the route\'s', () => {
    const two = plugin('two', { routes: [{ ...plugin('two').routes[0]!, path: '/two/:id' }] });
    expect(() => validatePlugins([plugin('one', { links: [routeRef('two.page')] }), two])).toThrow(/Plugin "one": link to "two.page" names params \[\], the route has \[id\]/);
    expect(() => validatePlugins([plugin('one', { links: [routeRef('two.page', ['slug'])] }), two])).toThrow(/names params \[slug\]/);
  });
  it('names the plugin of a fill of an unknown layout slot', () => {
    const fill = { slot: 'role.nope', portal: 'student', lazy: () => Promise.resolve({ default: () => null }) } as unknown as NonNullable<PluginDef['slots']>[number];
    expect(() => validatePlugins([plugin('one', { slots: [fill] })])).toThrow(/Plugin "one": fills unknown layout slot "role.nope"/);
    expect(() => validatePlugins([plugin('one', { slots: [{ ...fill, slot: 'role.startup' }] })])).not.toThrow();
  });
  it('hasText reads nested keys and refuses empty text', () => {
    expect(hasText({ a: { b: { c: 'x' } } }, 'a:b.c')).toBe(true);
    expect(hasText({ a: { b: { c: ' ' } } }, 'a:b.c')).toBe(false);
    expect(hasText({ a: { b: 'x' } }, 'b')).toBe(false);
  });
});
