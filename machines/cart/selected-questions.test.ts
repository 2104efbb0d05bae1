import { describe, expect, it } from 'vitest';
import {
  addAllToCart,
  addToCart,
  availableCandidates,
  cartIds,
  clearCart,
  emptyCart,
  filterCandidates,
  isInCart,
  removeFromCart,
  toggleInCart,
  type CandidateQuestion,
} from './selected-questions';

interface Q extends CandidateQuestion {
  title: string;
}

const ra1: Q = { id: 1, title: 'Read aloud 1', section: 'SPEAKING', type: 'read-aloud', frequency: 'HIGH', source: 'EXAM_QUESTION' };
const ra2: Q = { id: 2, title: 'Read aloud 2', section: 'SPEAKING', type: 'read-aloud', frequency: 'LOW', source: 'PRACTICE' };
const we1: Q = { id: 3, title: 'Essay 1', section: 'WRITING', type: 'write-essay', frequency: 'HIGH', source: 'PRACTICE' };
const fib: Q = { id: 4, title: 'Fill in 1', section: 'reading', type: 'reading-fill-in-the-blanks', frequency: 'MODERATE', source: 'EXAM_QUESTION' };
const bare: Q = { id: 5, title: 'No metadata' };
const candidates = [ra1, ra2, we1, fib, bare];

describe('selected-questions cart (docs/product-spec.md §4)', () => {
  it('holds unique questions: adding an existing question does nothing (same array back)', () => {
    let cart = addToCart(emptyCart<Q>(), ra1);
    cart = addToCart(cart, we1);
    const before = cart;
    cart = addToCart(cart, ra1);
    expect(cart).toBe(before);
    cart = addToCart(cart, { ...ra1, id: '1', title: 'same id as text' });
    expect(cart).toBe(before);
    expect(cartIds(cart)).toEqual([1, 3]);
    expect(isInCart(cart, 3)).toBe(true);
    expect(isInCart(cart, '3')).toBe(true);
    expect(isInCart(cart, 2)).toBe(false);
  });

  it('adds many at once, skipping those already in and repeats within the batch', () => {
    const cart = addAllToCart(addToCart(emptyCart<Q>(), ra2), [ra1, ra2, ra1, fib]);
    expect(cartIds(cart)).toEqual([2, 1, 4]);
  });

  it('removes an item, leaves the cart alone when it is absent, and never mutates', () => {
    const cart = addAllToCart(emptyCart<Q>(), [ra1, ra2, we1]);
    const removed = removeFromCart(cart, 2);
    expect(cartIds(removed)).toEqual([1, 3]);
    expect(cartIds(cart)).toEqual([1, 2, 3]);
    expect(removeFromCart(removed, 99)).toBe(removed);
  });

  it('toggles an item in and out', () => {
    const once = toggleInCart(emptyCart<Q>(), we1);
    expect(cartIds(once)).toEqual([3]);
    expect(toggleInCart(once, we1)).toEqual([]);
  });

  it('is cleared', () => {
    const cart = addAllToCart(emptyCart<Q>(), [ra1, we1]);
    expect(clearCart(cart)).toEqual([]);
    const empty = emptyCart<Q>();
    expect(clearCart(empty)).toBe(empty);
  });
});

describe('filtering the candidates', () => {
  it('by section, case-insensitive, "all" and empty meaning no filter', () => {
    expect(filterCandidates(candidates, { section: 'speaking' }).map((q) => q.id)).toEqual([1, 2]);
    expect(filterCandidates(candidates, { section: 'READING' }).map((q) => q.id)).toEqual([4]);
    expect(filterCandidates(candidates, { section: '' })).toHaveLength(5);
    expect(filterCandidates(candidates, { section: 'All' })).toHaveLength(5);
    expect(filterCandidates(candidates, {})).toHaveLength(5);
  });

  it('by type, frequency and source, combined (every filter must match)', () => {
    expect(filterCandidates(candidates, { type: 'read-aloud' }).map((q) => q.id)).toEqual([1, 2]);
    expect(filterCandidates(candidates, { frequency: 'high' }).map((q) => q.id)).toEqual([1, 3]);
    expect(filterCandidates(candidates, { source: 'PRACTICE' }).map((q) => q.id)).toEqual([2, 3]);
    expect(filterCandidates(candidates, { section: 'speaking', frequency: 'HIGH', source: 'EXAM_QUESTION' }).map((q) => q.id)).toEqual([1]);
    expect(filterCandidates(candidates, { type: 'read-aloud', source: 'PRACTICE', frequency: 'HIGH' })).toEqual([]);
  });

  it('accepts several values for one field; a question without the field fails that filter', () => {
    expect(filterCandidates(candidates, { frequency: ['HIGH', 'MODERATE'] }).map((q) => q.id)).toEqual([1, 3, 4]);
    expect(filterCandidates(candidates, { section: ['all'] })).toHaveLength(5);
    expect(filterCandidates(candidates, { source: 'PRACTICE' }).some((q) => q.id === 5)).toBe(false);
  });

  it('lists the filtered candidates not yet in the cart', () => {
    const cart = addToCart(emptyCart<Q>(), ra1);
    expect(availableCandidates(candidates, { section: 'SPEAKING' }, cart).map((q) => q.id)).toEqual([2]);
    expect(addAllToCart(cart, availableCandidates(candidates, { section: 'SPEAKING' }, cart)).map((q) => q.id)).toEqual([1, 2]);
  });
});
