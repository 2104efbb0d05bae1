import { describe, expect, it } from 'vitest';
import { answer, isDue, nextCard, statusOf, summarise, type CardState } from './leitner.ts';

const now = new Date('2026-03-01T10:00:00Z');
const later = (days: number) => new Date(now.getTime() + days * 86_400_000);
const card = (word_id: number, box = 0, due_at: Date | null = null): CardState => ({ word_id, position: word_id, box, due_at, last_seen_at: null });

describe('Leitner boxes', () => {
  it('"I knew it" moves a new word to box 2 and up one box at a time, never past 5', () => {
    let c = answer(card(1), true, now);
    expect(c.box).toBe(2);
    expect(c.due_at).toEqual(later(1));
    expect(c.last_seen_at).toEqual(now);
    c = answer(c, true, later(1));
    expect(c.box).toBe(3);
    expect(statusOf(c.box)).toBe('known');
    for (let i = 0; i < 5; i++) c = answer(c, true, now);
    expect(c.box).toBe(5);
    expect(c.due_at).toEqual(later(14));
  });

  it('"Again" puts any word back in box 1, due at once', () => {
    const c = answer(card(1, 4, later(7)), false, now);
    expect(c.box).toBe(1);
    expect(c.due_at).toEqual(now);
    expect(isDue(c, now)).toBe(true);
    expect(statusOf(c.box)).toBe('learning');
  });

  it('statuses: new, learning, known', () => {
    expect([0, 1, 2, 3, 5].map(statusOf)).toEqual(['new', 'learning', 'learning', 'known', 'known']);
  });
});

describe('the next card', () => {
  it('new words in list order', () => {
    expect(nextCard([card(3), card(1), card(2)], now)!.word_id).toBe(1);
  });
  it('a missed word comes before new ones, but never twice in a row while another is due', () => {
    const cards = [card(1, 1, now), card(2), card(3)];
    expect(nextCard(cards, now)!.word_id).toBe(1);
    expect(nextCard(cards, now, 1)!.word_id).toBe(2);
  });
  it('the only due card comes back even if just answered', () => {
    expect(nextCard([card(1, 1, now), card(2, 3, later(3))], now, 1)!.word_id).toBe(1);
  });
  it('nothing due: null; the summary names when the next card is due', () => {
    const cards = [card(1, 2, later(1)), card(2, 4, later(7))];
    expect(nextCard(cards, now)).toBeNull();
    expect(summarise(cards, now)).toEqual({ total: 2, new: 0, learning: 1, known: 1, due: 0, next_due_at: later(1).toISOString() });
  });
  it('cards whose time has come are due again', () => {
    const cards = [card(1, 2, later(1))];
    expect(nextCard(cards, later(1))!.word_id).toBe(1);
    expect(summarise(cards, later(2))).toMatchObject({ due: 1, next_due_at: null });
  });
});
