// The seed convention every listening type's fixtures follow, checked by each type's score.test.ts: the demo seed
// speaks item n's `audioScript` into /files/seed/<slug>-n.ogg, and a PTE listening prompt runs 40 to 120 words.
// Test-only: nothing in the app or the server imports this file.
import { expect } from 'vitest';

export function expectSeedRecordings(slug: string, items: readonly { content: { audio: string }; audioScript?: string }[]): void {
  items.forEach((item, i) => {
    expect(item.content.audio).toMatch(new RegExp(`^/files/seed/${slug}-\\d\\.ogg$`));
    expect(item.content.audio).toBe(`/files/seed/${slug}-${i + 1}.ogg`);
    const words = (item.audioScript ?? '').split(/\s+/).length;
    expect(words).toBeGreaterThanOrEqual(40);
    expect(words).toBeLessThanOrEqual(120);
  });
}
