/**
 * The flash cards' keyboard: Space flips the card, → answers "I knew it", ← answers "Again" (only once flipped, so
 * the student has seen the meaning). Pure: the page passes the key and whether the card shows its back.
 */
export type FlashAction = 'flip' | 'known' | 'again' | null;

export function flashAction(key: string, flipped: boolean, typing: boolean): FlashAction {
  // keys typed into a field (a note, a search) are the field's
  if (typing) return null;
  if (key === ' ' || key === 'Spacebar') return 'flip';
  if (!flipped) return null;
  if (key === 'ArrowRight') return 'known';
  if (key === 'ArrowLeft') return 'again';
  return null;
}

/** Prefer an English voice of Britain or Australia (the PTE's accents), then any English one. */
export function pickVoice<V extends { lang: string; name: string }>(voices: readonly V[]): V | null {
  const lang = (v: V) => v.lang.replace('_', '-').toLowerCase();
  return voices.find((v) => lang(v) === 'en-gb') ?? voices.find((v) => lang(v) === 'en-au') ?? voices.find((v) => lang(v).startsWith('en')) ?? null;
}
