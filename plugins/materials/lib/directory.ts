/**
 * The student's directory: the materials they may read as a tree, by group, by course or package, "special", and by
 * kind; a material shows under every branch it belongs to. Pure, so the tree is tested apart from the page.
 */
import type { Kind } from './paths';

export interface DirectoryItem {
  id: number;
  kind: Kind;
  special: boolean;
  source: 'platform' | 'student';
  groups: { id: number; name: string }[];
  courses: { id: number; name: string }[];
  packages: { id: number; name: string }[];
}
export interface Folder<T> {
  key: string;
  label: string;
  items: T[];
}
export interface Directory<T> {
  groups: Folder<T>[];
  courses: Folder<T>[];
  special: T[];
  kinds: Folder<T>[];
  mine: T[];
}

function bucket<T>(items: T[], keysOf: (t: T) => { id: number; name: string }[], prefix: string): Folder<T>[] {
  const by = new Map<string, Folder<T>>();
  for (const item of items) {
    for (const k of keysOf(item)) {
      const key = `${prefix}-${k.id}`;
      if (!by.has(key)) by.set(key, { key, label: k.name, items: [] });
      by.get(key)!.items.push(item);
    }
  }
  return [...by.values()].sort((a, b) => a.label.localeCompare(b.label));
}

export function directoryOf<T extends DirectoryItem>(items: readonly T[], kindLabel: (k: Kind) => string): Directory<T> {
  const shared = items.filter((i) => i.source === 'platform');
  const kinds = (['pdf', 'word', 'image', 'audio', 'video'] as const)
    .map((k) => ({ key: `kind-${k}`, label: kindLabel(k), items: shared.filter((i) => i.kind === k) }))
    .filter((f) => f.items.length > 0);
  return {
    groups: bucket(shared, (i) => i.groups, 'group'),
    courses: bucket(shared, (i) => [...i.courses, ...i.packages], 'course'),
    special: shared.filter((i) => i.special),
    kinds,
    mine: items.filter((i) => i.source === 'student'),
  };
}
