/**
 * The official PTE order of a full mock (API contract "Tests"; docs/pte-rules.md §2): Part 1 speaking and writing,
 * Part 2 reading, Part 3 listening, and within a part by each type's `partOrder` (the rank the server uses too).
 * Stable: items of one type keep the order they were chosen in. Unknown types go last.
 */
import { QUESTION_TYPES, questionType } from '@question-types/registry';

const rank = new Map(QUESTION_TYPES.map((t) => [t.slug, t.testPart * 1000 + t.partOrder]));

export function officialRank(slug: string): number {
  return rank.get(slug) ?? Number.MAX_SAFE_INTEGER;
}

export function inOfficialOrder<T extends { type: string }>(items: readonly T[]): T[] {
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => officialRank(a.item.type) - officialRank(b.item.type) || a.i - b.i)
    .map((x) => x.item);
}

/** The official part (1, 2, 3) of an item's type, or null for an unknown slug. */
export function partOf(slug: string): 1 | 2 | 3 | null {
  return questionType(slug)?.testPart ?? null;
}
