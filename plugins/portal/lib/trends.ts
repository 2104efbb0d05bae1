/** This week against the week before, from a weekly series (oldest first). Pure. */
export interface WeekChange {
  current: number;
  previous: number;
  delta: number;
  direction: 'up' | 'down' | 'same';
}

export function weekChange(values: readonly number[]): WeekChange {
  const current = values.at(-1) ?? 0;
  const previous = values.at(-2) ?? 0;
  const delta = current - previous;
  return { current, previous, delta, direction: delta > 0 ? 'up' : delta < 0 ? 'down' : 'same' };
}
