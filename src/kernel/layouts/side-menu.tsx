import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import { activeMenuKey } from './menu';
import type { MenuItemDef } from '../plugins/types';

/**
 * The sidebar menu; the same list serves the wide sidebar and the narrow drawer. One item at most is current: the
 * best match of the address (`activeMenuKey`), not every item whose route is a prefix of it (NavLink's rule).
 */
export function SideMenu({ items, mini = false, onNavigate }: { items: readonly MenuItemDef[]; mini?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { t: tl } = useTranslation('layout');
  const active = activeMenuKey(items, useLocation().pathname);
  return (
    <nav data-testid="sidebar" aria-label={tl('mainMenu')} className="flex flex-col gap-1 p-3">
      {items.length === 0 && <p className="px-3 py-2 text-sm text-muted">{tl('emptyMenu')}</p>}
      {items.map((item) => {
        const isActive = item.key === active;
        return (
          <Link
            key={item.key}
            to={item.route}
            data-testid="menu-item"
            data-menu-key={item.key}
            aria-current={isActive ? 'page' : undefined}
            onClick={onNavigate}
            className={`flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary-600 ${mini ? 'flex-col gap-1 text-center text-xs' : ''} ${isActive ? 'bg-primary-50 text-primary-800' : 'text-ink hover:bg-canvas'}`}
          >
            <Icon name={item.icon} />
            <span>{t(item.name)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
