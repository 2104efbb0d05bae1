import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, brandCssVariables, contrastRatio, parseHex, primaryShades, relativeLuminance } from './shades';

const lightness = (hex: string) => relativeLuminance(parseHex(hex)!);

describe('contrast', () => {
  it('follows WCAG: black on white is 21:1, a colour on itself 1:1, and the order does not matter', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1d4ed8', '#1d4ed8')).toBe(1);
    expect(contrastRatio('#ffffff', '#1d4ed8')).toBeCloseTo(contrastRatio('#1d4ed8', '#ffffff'), 10);
    // the platform's own blue under white text: the known figure
    expect(contrastRatio('#1d4ed8', '#ffffff')).toBeCloseTo(6.7, 1);
  });

  it('reads #rrggbb and #rgb in any case, refuses the rest', () => {
    expect(parseHex('#1D4ED8')).toEqual([29, 78, 216]);
    expect(parseHex('0f766e')).toEqual([15, 118, 110]);
    expect(parseHex('#fc0')).toEqual([255, 204, 0]);
    for (const bad of ['', 'blue', '#12345', '#1234567', '#ggg000', 'rgb(1,2,3)']) expect(parseHex(bad)).toBeNull();
  });
});

describe('primaryShades', () => {
  it('uses a colour dark enough for white text as the button shade, unchanged', () => {
    expect(primaryShades('#1D4ED8')!['600']).toBe('#1d4ed8');
    expect(primaryShades('#0f766e')!['600']).toBe('#0f766e');
  });

  it.each(['#facc15', '#ffff00', '#22c55e', '#38bdf8', '#f472b6', '#ffffff', '#ff7f50', '#a3a3a3'])(
    'darkens a light colour (%s) until white text on it reaches 4.5:1, and keeps every text shade readable',
    (brand) => {
      const s = primaryShades(brand)!;
      expect(contrastRatio('#ffffff', s['600'])).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      // not darker than it has to be: one step lighter would fail (a brand stays recognisable)
      expect(contrastRatio('#ffffff', s['600'])).toBeLessThan(AA_TEXT_CONTRAST + 0.35);
      for (const text of [s['700'], s['800']]) {
        for (const bg of ['#ffffff', s['50'], s['100']]) expect(contrastRatio(text, bg)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      }
    },
  );

  it('keeps the hue: a gold stays warm (red and green above blue) when darkened', () => {
    const [r, g, b] = parseHex(primaryShades('#facc15')!['600'])!;
    expect(r).toBeGreaterThan(b);
    expect(g).toBeGreaterThan(b);
  });

  it('orders the shades from light to dark: 50, 100, 600, 700, 800', () => {
    for (const brand of ['#1d4ed8', '#facc15', '#0f766e', '#7c3aed', '#000000']) {
      const s = primaryShades(brand)!;
      const l = (['50', '100', '600', '700', '800'] as const).map((k) => lightness(s[k]));
      for (let i = 1; i < l.length; i++) expect(l[i]!).toBeLessThanOrEqual(l[i - 1]!);
    }
  });

  it('makes pale tints of the brand for backgrounds', () => {
    const s = primaryShades('#0f766e')!;
    expect(lightness(s['50'])).toBeGreaterThan(0.8);
    expect(lightness(s['100'])).toBeGreaterThan(0.7);
    const [r, g, b] = parseHex(s['50'])!;
    expect(g).toBeGreaterThan(r); // still teal, not grey
    expect(b).toBeGreaterThan(r);
  });

  it('answers null for something that is not a colour', () => {
    expect(primaryShades('teal')).toBeNull();
    expect(brandCssVariables('#12')).toBeNull();
  });

  it('names the theme variables', () => {
    expect(Object.keys(brandCssVariables('#0f766e')!).sort()).toEqual(['--color-primary-100', '--color-primary-50', '--color-primary-600', '--color-primary-700', '--color-primary-800']);
  });
});
