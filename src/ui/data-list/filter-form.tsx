/**
 * The filters above a list: a search landmark laid out in a grid that widens with the screen. Enter submits it,
 * which commits the typed search (`onSearch`); the select filters commit on change themselves.
 */
import type { ReactNode } from 'react';

// literal classes: Tailwind finds only whole class names in the source
const GRID = {
  3: 'grid grid-cols-1 gap-3 sm:grid-cols-3',
  4: 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4',
  5: 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5',
} as const;

export function FilterForm({ label, columns, onSearch, children }: { label: string; columns: keyof typeof GRID; onSearch?: () => void; children: ReactNode }) {
  return (
    <form
      role="search"
      aria-label={label}
      className={GRID[columns]}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch?.();
      }}
    >
      {children}
    </form>
  );
}
