/**
 * The flash-card rules: a Leitner system of five boxes (server/modules/word-lists/README.md "Flash cards"). Pure: the
 * clock comes in as `now`.
 *
 * - A word never answered is in box 0 ("new") and due at once.
 * - "I knew it" moves a word up one box (at most 5); "Again" puts it back in box 1.
 * - A word in box b comes back after INTERVAL_DAYS[b] days; box 1 comes back in the same session.
 * - A word in box 3 or higher counts as known; a word answered at least once and below box 3 as learning.
 */

export const MAX_BOX = 5;
/** days until a word in box b (index) is due again; box 0 and 1 are due at once */
export const INTERVAL_DAYS = [0, 0, 1, 3, 7, 14] as const;
export const KNOWN_FROM_BOX = 3;

export type CardStatus = 'new' | 'learning' | 'known';

export interface CardState {
  word_id: number;
  /** the word's place in its list, 1 first */
  position: number;
  box: number;
  /** null for a word never answered */
  due_at: Date | null;
  last_seen_at: Date | null;
}

export function statusOf(box: number): CardStatus {
  if (box <= 0) return 'new';
  return box >= KNOWN_FROM_BOX ? 'known' : 'learning';
}

const DAY_MS = 86_400_000;

/** The state after one answer. */
export function answer(card: CardState, knew: boolean, now: Date): CardState {
  const box = knew ? Math.min(MAX_BOX, Math.max(1, card.box) + 1) : 1;
  return { ...card, box, last_seen_at: now, due_at: new Date(now.getTime() + INTERVAL_DAYS[box]! * DAY_MS) };
}

export function isDue(card: CardState, now: Date): boolean {
  return card.due_at === null || card.due_at.getTime() <= now.getTime();
}

/**
 * The card to show next: among the due cards, the lowest box first (what the student struggles with), then the one
 * due longest ago, then list order; never the card just answered while another is due. Null when nothing is due.
 */
export function nextCard<T extends CardState>(cards: readonly T[], now: Date, justAnswered?: number | null): T | null {
  const due = cards.filter((c) => isDue(c, now));
  const pool = due.length > 1 && justAnswered != null ? due.filter((c) => c.word_id !== justAnswered) : due;
  let best: T | null = null;
  for (const c of pool) {
    if (!best || compare(c, best) < 0) best = c;
  }
  return best;
}

function compare(a: CardState, b: CardState): number {
  // a learning card (box 1) before a new one (box 0): what was just missed comes back before fresh words
  const rank = (c: CardState) => (c.box === 0 ? 1.5 : c.box);
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  const da = a.due_at?.getTime() ?? 0;
  const db = b.due_at?.getTime() ?? 0;
  if (da !== db) return da - db;
  return a.position - b.position;
}

export interface ProgressSummary {
  total: number;
  new: number;
  learning: number;
  known: number;
  due: number;
  /** the earliest time a card not due now becomes due (ISO), when nothing is due */
  next_due_at: string | null;
}

export function summarise(cards: readonly CardState[], now: Date): ProgressSummary {
  const s: ProgressSummary = { total: cards.length, new: 0, learning: 0, known: 0, due: 0, next_due_at: null };
  let next: number | null = null;
  for (const c of cards) {
    s[statusOf(c.box)] += 1;
    if (isDue(c, now)) s.due += 1;
    else if (c.due_at && (next === null || c.due_at.getTime() < next)) next = c.due_at.getTime();
  }
  if (s.due === 0 && next !== null) s.next_due_at = new Date(next).toISOString();
  return s;
}
