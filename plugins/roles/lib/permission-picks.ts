/**
 * The permission editor's rules, pure: which keys a caller may tick or untick, what a group's "all" box shows and
 * does, and the filter over the catalogue. The server checks the same (server/modules/roles/service.ts checkKeys):
 * an owner gives only keys the owner holds, and a built-in role keeps its REQUIRED_KEYS.
 */

export interface KeyRef {
  id: string;
  keyword: string;
  label: string;
  description: string;
}

export interface KeyGroup {
  key: string;
  label: string;
  permissions: readonly KeyRef[];
}

/**
 * - `locked`: a built-in role needs it (ticked, cannot be unticked)
 * - `ungrantable`: the caller does not hold it and it is not ticked (cannot be ticked; once ticked it may go)
 * - `readonly`: the whole role is read-only for the caller
 * - `free`: tick or untick at will
 */
export type KeyState = 'locked' | 'ungrantable' | 'readonly' | 'free';

export interface PickRules {
  /** the ids the role cannot lose (its `required_ids`) */
  required: ReadonlySet<string>;
  /** whether the caller may give this key (holds it, or is the master) */
  grantable: (key: KeyRef) => boolean;
  readOnly?: boolean;
}

export function keyState(key: KeyRef, selected: ReadonlySet<string>, rules: PickRules): KeyState {
  if (rules.readOnly) return 'readonly';
  if (rules.required.has(key.id)) return 'locked';
  if (!selected.has(key.id) && !rules.grantable(key)) return 'ungrantable';
  return 'free';
}

/** The group's box: ticked when every key shown is, mixed when some are. */
export function groupState(keys: readonly KeyRef[], selected: ReadonlySet<string>): 'all' | 'some' | 'none' {
  const on = keys.filter((k) => selected.has(k.id)).length;
  if (on === 0) return 'none';
  return on === keys.length ? 'all' : 'some';
}

/** The key ticked or unticked, unless its state forbids that change. */
export function toggleKey(key: KeyRef, selected: ReadonlySet<string>, rules: PickRules): Set<string> {
  const next = new Set(selected);
  const state = keyState(key, selected, rules);
  if (state === 'locked' || state === 'readonly' || state === 'ungrantable') return next;
  if (next.has(key.id)) next.delete(key.id);
  else next.add(key.id);
  return next;
}

/**
 * The group's box pressed: when every key shown that may change is ticked, those are unticked (locked ones stay);
 * otherwise every key shown that the caller may give is ticked.
 */
export function toggleGroup(keys: readonly KeyRef[], selected: ReadonlySet<string>, rules: PickRules): Set<string> {
  const next = new Set(selected);
  if (rules.readOnly) return next;
  const changeable = keys.filter((k) => !rules.required.has(k.id) && (selected.has(k.id) || rules.grantable(k)));
  const allOn = changeable.every((k) => selected.has(k.id));
  for (const k of changeable) {
    if (allOn) next.delete(k.id);
    else next.add(k.id);
  }
  return next;
}

/** The groups with only the keys whose label, keyword or description holds the text (case-insensitive); empty groups go. */
export function filterGroups<G extends KeyGroup>(groups: readonly G[], text: string): G[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...groups];
  return groups
    .map((g) => {
      if (g.label.toLowerCase().includes(needle)) return g;
      return { ...g, permissions: g.permissions.filter((p) => [p.label, p.keyword, p.description].some((s) => s.toLowerCase().includes(needle))) };
    })
    .filter((g) => g.permissions.length > 0);
}

/** The ids in catalogue order (a stable body for preview and save). */
export function orderedIds(groups: readonly KeyGroup[], selected: ReadonlySet<string>): string[] {
  const inCatalogue = groups.flatMap((g) => g.permissions.map((p) => p.id)).filter((id) => selected.has(id));
  const known = new Set(inCatalogue);
  return [...inCatalogue, ...[...selected].filter((id) => !known.has(id)).sort()];
}
