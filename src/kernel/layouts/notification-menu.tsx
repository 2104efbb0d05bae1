import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

/** docs/product-spec.md §1: the notification menu shows four sample notifications until a notification feed exists. */
const SAMPLE_NOTIFICATIONS = ['n1', 'n2', 'n3', 'n4'] as const;

export function NotificationMenu() {
  const { t } = useTranslation('layout');
  return (
    <Menu as="div" className="relative">
      <MenuButton
        aria-label={t('notifications.open')}
        className="relative rounded-md p-2 text-muted hover:bg-canvas hover:text-ink focus-visible:outline-2 focus-visible:outline-primary-600"
      >
        <Icon name="bell" />
        <span aria-hidden="true" className="absolute top-1 right-1 h-2 w-2 rounded-full bg-danger-700" />
      </MenuButton>
      <MenuItems
        data-testid="notification-menu"
        className="absolute right-0 z-40 mt-2 w-80 rounded-card border border-line bg-surface py-2 shadow-lg focus:outline-none"
      >
        <p className="px-4 pb-2 text-sm font-semibold text-ink">{t('notifications.title')}</p>
        {SAMPLE_NOTIFICATIONS.map((n) => (
          <MenuItem key={n} as="div" className="px-4 py-2 text-sm data-focus:bg-canvas">
            <p className="text-ink">{t(`notifications.${n}.title`)}</p>
            <p className="text-xs text-muted">{t(`notifications.${n}.time`)}</p>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
