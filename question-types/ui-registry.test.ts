import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES } from './registry.ts';
import { loadQuestionTypeUi, mediaUrl, mediaUrlWith } from './ui-registry.ts';

describe('loadQuestionTypeUi', () => {
  it.each(QUESTION_TYPES.map((t) => t.slug))('%s: a Player, an Editor and a Review, loaded once', async (slug) => {
    const ui = await loadQuestionTypeUi(slug);
    for (const part of [ui.Player, ui.Editor, ui.Review]) expect(part).toBeTruthy();
    // three distinct lazy components: the editor is never the player's chunk
    expect(new Set([ui.Player, ui.Editor, ui.Review]).size).toBe(3);
    expect(await loadQuestionTypeUi(slug)).toBe(ui);
  });

  it('rejects an unknown slug', async () => {
    await expect(loadQuestionTypeUi('no-such-type')).rejects.toThrow(/no UI registered/);
  });
});

describe('mediaUrl', () => {
  it('keeps absolute and inline URLs, roots stored paths', () => {
    expect(mediaUrl('')).toBe('');
    expect(mediaUrl('https://cdn.example/a.mp3')).toBe('https://cdn.example/a.mp3');
    expect(mediaUrl('data:audio/wav;base64,AAAA')).toBe('data:audio/wav;base64,AAAA');
    expect(mediaUrl('/files/a.mp3')).toBe('/files/a.mp3');
    expect(mediaUrl('files/a.mp3')).toBe('/files/a.mp3');
  });

  it('maps only the private recording to its object URL', () => {
    const url = mediaUrlWith('/files/rec.webm', 'blob:x');
    expect(url('/files/rec.webm')).toBe('blob:x');
    expect(url('/files/prompt.mp3')).toBe('/files/prompt.mp3');
    expect(mediaUrlWith('/files/rec.webm', null)('/files/rec.webm')).toBe('');
  });
});
