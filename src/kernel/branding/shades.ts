/**
 * A centre's one brand colour (`#rrggbb`, docs/product-spec.md §10) turned into the primary shades the theme
 * uses (src/styles/theme.css: 50 and 100 as tints behind text, 600 for buttons and focus rings under white text,
 * 700 and 800 for text and hovers). Pure: no DOM.
 *
 * Readability is kept, not hoped for (WCAG 2.2 AA, 4.5:1 for normal text): white text on the 600 shade, and the
 * 700 and 800 shades as text on white and on the 50 and 100 tints. A colour too light for that is darkened
 * (HSL lightness only, so the hue and saturation the centre chose stay) until it passes; a dark enough colour is
 * used as it is.
 *
 * @example
 *   primaryShades('#facc15')   // { '600': a dark olive-gold white text reads on, '50': '#fffae8', ... }
 *   brandCssVariables('#0f766e') // { '--color-primary-600': '#0f766e', ... }
 */

export const PRIMARY_SHADES = ['50', '100', '600', '700', '800'] as const;
export type PrimaryShade = (typeof PRIMARY_SHADES)[number];
export type PrimaryShades = Record<PrimaryShade, string>;

/** The contrast AA asks of normal-size text. */
export const AA_TEXT_CONTRAST = 4.5;

type Rgb = readonly [number, number, number];
const WHITE: Rgb = [255, 255, 255];

/** `#rrggbb` or `#rgb` (case-insensitive, `#` optional) -> channels 0..255; anything else -> null. */
export function parseHex(value: string): Rgb | null {
  const v = value.trim().replace(/^#/, '');
  const full = /^[0-9a-f]{3}$/i.test(v) ? [...v].map((c) => c + c).join('') : v;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2.x relative luminance. */
export function relativeLuminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio, 1..21. */
export function contrastRatio(a: Rgb | string, b: Rgb | string): number {
  const x = typeof a === 'string' ? parseHex(a) : a;
  const y = typeof b === 'string' ? parseHex(b) : b;
  if (!x || !y) return 1;
  const [hi, lo] = [relativeLuminance(x), relativeLuminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function toHsl([r8, g8, b8]: Rgb): [number, number, number] {
  const r = r8 / 255;
  const g = g8 / 255;
  const b = b8 / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h / 6, s, l];
}

function fromHsl([h, s, l]: [number, number, number]): Rgb {
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number) => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return [channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255];
}

const rounded = (rgb: Rgb): Rgb => rgb.map((c) => Math.round(c)) as unknown as Rgb;

/** Lower the lightness by `by` (0..1), hue and saturation kept. */
function darker(rgb: Rgb, by: number): Rgb {
  const [h, s, l] = toHsl(rgb);
  return rounded(fromHsl([h, s, Math.max(0, l - by)]));
}

/** The colour, darkened in small lightness steps until it reaches `ratio` against every one of `backgrounds`. */
function darkenUntil(rgb: Rgb, backgrounds: readonly Rgb[], ratio: number): Rgb {
  const [h, s, l0] = toHsl(rgb);
  let c = rgb;
  // black reaches 21:1 against white and ~19:1 against the palest tint, so the loop always ends
  for (let l = l0; backgrounds.some((bg) => contrastRatio(c, bg) < ratio) && l > 0; ) {
    l = Math.max(0, l - 0.005);
    c = rounded(fromHsl([h, s, l]));
  }
  return c;
}

/** `t` of the way from `a` to `b` (sRGB). */
function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return rounded([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * t) as unknown as Rgb);
}

/** The five primary shades from one brand colour; null when it is not a hex colour. */
export function primaryShades(brand: string): PrimaryShades | null {
  const base = parseHex(brand);
  if (!base) return null;
  const s600 = darkenUntil(base, [WHITE], AA_TEXT_CONTRAST);
  // the tints come from the brand itself, so a light brand keeps its own hue behind the text
  const s50 = mix(base, WHITE, 0.92);
  const s100 = mix(base, WHITE, 0.85);
  const textOn = [WHITE, s50, s100];
  const s700 = darkenUntil(darker(s600, 0.08), textOn, AA_TEXT_CONTRAST);
  const s800 = darkenUntil(darker(s700, 0.08), textOn, AA_TEXT_CONTRAST);
  return { '50': toHex(s50), '100': toHex(s100), '600': toHex(s600), '700': toHex(s700), '800': toHex(s800) };
}

/** The CSS custom properties of the theme's primary shades (`--color-primary-600`, ...); null for a bad colour. */
export function brandCssVariables(brand: string): Record<`--color-primary-${PrimaryShade}`, string> | null {
  const shades = primaryShades(brand);
  if (!shades) return null;
  return Object.fromEntries(PRIMARY_SHADES.map((s) => [`--color-primary-${s}`, shades[s]])) as Record<`--color-primary-${PrimaryShade}`, string>;
}
