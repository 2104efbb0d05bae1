/**
 * The selected-questions cart of docs/product-spec.md §4 ("holds unique questions; adding an existing question does nothing; items can
 * be removed and the cart cleared") and the filter over the candidates it is filled from (the choose-question step
 * of the test and quiz wizards). Pure functions over immutable arrays: a React state, a store or a wizard's data
 * holds the cart; an unchanged cart is returned as the same array, so a setState with it re-renders nothing.
 */

export type QuestionId = string | number;

/** What the cart and the filter read of a question; the page maps the server's rows onto it (extra fields kept). */
export interface CandidateQuestion {
  id: QuestionId;
  /** speaking | writing | reading | listening (any case) */
  section?: string | null;
  /** the question type's slug, e.g. read-aloud */
  type?: string | null;
  /** HIGH | MODERATE | LOW */
  frequency?: string | null;
  /** EXAM_QUESTION | PRACTICE */
  source?: string | null;
}

export type Cart<Q extends CandidateQuestion = CandidateQuestion> = readonly Q[];

/** A filter value: empty, undefined or "all" (any case) means no filter on that field; an array matches any of its values. */
export type FilterValue = string | readonly string[] | null | undefined;

export interface CandidateFilters {
  section?: FilterValue;
  type?: FilterValue;
  frequency?: FilterValue;
  source?: FilterValue;
}

const sameId = (a: QuestionId, b: QuestionId) => String(a) === String(b);

export const emptyCart = <Q extends CandidateQuestion>(): Cart<Q> => [];

export function isInCart<Q extends CandidateQuestion>(cart: Cart<Q>, id: QuestionId): boolean {
  return cart.some((q) => sameId(q.id, id));
}

/** Adds at the end; a question already in the cart (same id, `7` and `"7"` alike) changes nothing. */
export function addToCart<Q extends CandidateQuestion>(cart: Cart<Q>, question: Q): Cart<Q> {
  return isInCart(cart, question.id) ? cart : [...cart, question];
}

/** Adds each question not yet in the cart, in order (duplicates within `questions` too). */
export function addAllToCart<Q extends CandidateQuestion>(cart: Cart<Q>, questions: Iterable<Q>): Cart<Q> {
  let out = cart;
  for (const q of questions) out = addToCart(out, q);
  return out;
}

/** Removes the question with that id; absent, the cart is returned unchanged. */
export function removeFromCart<Q extends CandidateQuestion>(cart: Cart<Q>, id: QuestionId): Cart<Q> {
  return isInCart(cart, id) ? cart.filter((q) => !sameId(q.id, id)) : cart;
}

/** Adds the question, or removes it when it is already in (a checkbox in the candidates list). */
export function toggleInCart<Q extends CandidateQuestion>(cart: Cart<Q>, question: Q): Cart<Q> {
  return isInCart(cart, question.id) ? removeFromCart(cart, question.id) : addToCart(cart, question);
}

export function clearCart<Q extends CandidateQuestion>(cart: Cart<Q>): Cart<Q> {
  return cart.length === 0 ? cart : [];
}

/** The ids, in the order they were added (what the wizard saves). */
export const cartIds = <Q extends CandidateQuestion>(cart: Cart<Q>): QuestionId[] => cart.map((q) => q.id);

const norm = (v: string) => v.trim().toLowerCase();

/** The accepted values of a filter, normalised; null = no filter. */
function accepted(value: FilterValue): Set<string> | null {
  const list = (typeof value === 'string' ? [value] : (value ?? [])).map(norm).filter((v) => v !== '' && v !== 'all');
  return list.length === 0 ? null : new Set(list);
}

/** The candidates matching every given filter (case-insensitive); a question without the field fails that filter. */
export function filterCandidates<Q extends CandidateQuestion>(candidates: readonly Q[], filters: CandidateFilters): Q[] {
  const checks = (['section', 'type', 'frequency', 'source'] as const).flatMap((field) => {
    const set = accepted(filters[field]);
    return set ? [(q: Q) => set.has(norm(q[field] ?? ''))] : [];
  });
  return candidates.filter((q) => checks.every((check) => check(q)));
}

/** The candidates matching the filters that are not in the cart yet (what "select all" adds). */
export function availableCandidates<Q extends CandidateQuestion>(candidates: readonly Q[], filters: CandidateFilters, cart: Cart<Q>): Q[] {
  return filterCandidates(candidates, filters).filter((q) => !isInCart(cart, q.id));
}
