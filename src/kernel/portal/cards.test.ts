import { describe, expect, it } from 'vitest';
import { permissionId } from '../permissions/catalogue';
import { definePlugin } from '../plugins/define-plugin';
import { validatePlugins } from '../plugins/validate';
import { cardsFor, portalCardProblem } from './cards';
import type { PortalCardDef } from './types';

const none = () => Promise.resolve({ default: () => null, portals: ['student' as const] });
const card = (id: string, over: Partial<PortalCardDef> = {}): PortalCardDef => ({ id, portal: 'student', order: 0, permissions: [], lazy: none, ...over });

const student = { role: 'STUDENT', permissions: [permissionId('DASHBOARD_INDEX')] };

describe('cardsFor', () => {
  const cards = [
    card('b.late', { order: 5 }),
    card('a.teacher', { portal: 'teacher' }),
    card('c.first', { order: -1 }),
    card('b.tie'),
    card('a.tie'),
    card('d.needs', { permissions: ['DASHBOARD_INDEX'] }),
    card('e.needs-more', { permissions: ['DASHBOARD_INDEX', 'USER_INDEX'] }),
  ];

  it("shows a portal's own cards by order, ties by id", () => {
    expect(cardsFor(cards, 'student', student).map((c) => c.id)).toEqual(['c.first', 'a.tie', 'b.tie', 'd.needs', 'b.late']);
    expect(cardsFor(cards, 'teacher', student).map((c) => c.id)).toEqual(['a.teacher']);
  });

  it('needs every permission a card names, and a user', () => {
    expect(cardsFor(cards, 'student', { role: 'STUDENT', permissions: [] }).map((c) => c.id)).not.toContain('d.needs');
    expect(cardsFor(cards, 'student', { role: 'SUPER_ADMIN' }).map((c) => c.id)).toContain('e.needs-more');
    expect(cardsFor(cards, 'student', null)).toEqual([]);
  });

  it('leaves the declarations as they were', () => {
    const before = cards.map((c) => c.id);
    cardsFor(cards, 'student', student);
    expect(cards.map((c) => c.id)).toEqual(before);
  });
});

describe('portalCardProblem', () => {
  it('accepts a well-formed card', () => {
    expect(portalCardProblem(card('x.counts', { permissions: ['DASHBOARD_INDEX'] }), undefined)).toBeNull();
  });
  it('names a duplicate id, an unknown portal, a missing order, an unknown permission key, an eager card', () => {
    expect(portalCardProblem(card('x.a'), 'other')).toMatch(/duplicate portal card id "x.a" \(also in other\)/);
    expect(portalCardProblem(card('x.a', { portal: 'public' as never }), undefined)).toMatch(/unknown portal "public"/);
    expect(portalCardProblem(card('x.a', { order: Number.NaN }), undefined)).toMatch(/numeric order/);
    expect(portalCardProblem(card('x.a', { permissions: ['NOPE_INDEX'] }), undefined)).toMatch(/unknown permission key "NOPE_INDEX"/);
    expect(portalCardProblem(card('x.a', { lazy: undefined as never }), undefined)).toMatch(/must load lazily/);
  });
});

describe('the start-up validation', () => {
  const plugin = (id: string, portalCards: PortalCardDef[]) =>
    definePlugin({ id, routes: [], menu: [], portalCards, locales: { en: {}, bn: {} } });

  it('checks portal cards and names the plugin', () => {
    expect(() => validatePlugins([plugin('one', [card('one.a')]), plugin('two', [card('two.a')])])).not.toThrow();
    expect(() => validatePlugins([plugin('one', [card('one.a')]), plugin('two', [card('one.a')])])).toThrow(/Plugin "two": duplicate portal card id "one.a" \(also in one\)/);
    expect(() => validatePlugins([plugin('bad', [card('bad.a', { permissions: ['NOPE'] })])])).toThrow(/Plugin "bad": portal card "bad.a" names unknown permission key/);
  });
});
