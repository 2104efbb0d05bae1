/**
 * A row's actions in a menu (Headless UI Menu: arrow keys, Enter, Escape and type-ahead come with it). The items are
 * anchored to the button so the menu escapes the table's scrolling card instead of being clipped by it.
 */
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Link } from 'react-router';

/** One action of a row's menu: a link (`to`) or a command (`onSelect`); `key` becomes the item's `data-action`. */
export type RowMenuItem = { key: string; label: string; danger?: boolean } & ({ to: string; onSelect?: never } | { onSelect: () => void; to?: never });

const itemClass = (danger?: boolean) => `block w-full px-4 py-2 text-left text-sm data-focus:bg-canvas ${danger ? 'text-danger-700' : 'text-ink'}`;

export function RowMenu({ label, items }: { label: string; items: readonly RowMenuItem[] }) {
  if (items.length === 0) return null;
  return (
    <Menu>
      <MenuButton
        aria-label={label}
        data-testid="row-actions"
        className="inline-flex min-h-9 min-w-9 items-center justify-center rounded-md px-2 py-1 text-muted hover:bg-canvas hover:text-ink focus-visible:outline-2 focus-visible:outline-primary-600"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
          <circle cx="5" cy="12" r="1.8" />
          <circle cx="12" cy="12" r="1.8" />
          <circle cx="19" cy="12" r="1.8" />
        </svg>
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-30 min-w-44 rounded-md border border-line bg-surface py-1 shadow-lg focus:outline-none">
        {items.map((item) => (
          <MenuItem key={item.key}>
            {item.to !== undefined ? (
              <Link to={item.to} className={itemClass(item.danger)} data-action={item.key}>
                {item.label}
              </Link>
            ) : (
              <button type="button" className={itemClass(item.danger)} data-action={item.key} onClick={item.onSelect}>
                {item.label}
              </button>
            )}
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
