/**
 * Bengali text needs a font that has its glyphs: many phones and Linux desktops have none, and the text then shows
 * as empty boxes. The theme names Noto Sans Bengali first after Inter (src/styles/theme.css); its @font-face rules
 * are loaded here only when Bengali is chosen, so an English page never pays for them. The rules carry a Bengali
 * `unicode-range`, so the browser fetches the font files only for text that has Bengali letters.
 */
let loading: Promise<unknown> | null = null;

export function loadScriptFont(lang: string): Promise<unknown> {
  if (lang !== 'bn' || typeof document === 'undefined') return Promise.resolve();
  loading ??= Promise.all([
    import('@fontsource/noto-sans-bengali/bengali-400.css'),
    import('@fontsource/noto-sans-bengali/bengali-600.css'),
  ]).catch(() => {
    loading = null; // a failed chunk (offline) is tried again on the next switch; the system font shows meanwhile
  });
  return loading;
}
