import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

/** docs/product-spec.md §1: the notification menu shows four sample notifications until a notification feed exists. */
const SAMPLE_NOTIFICATIONS = ['n1', 'n2', 'n3', 'n4'] as const;

/**
 * The bell and its list, as a disclosure on the browser's own popover (light dismiss, Escape, focus back to the
 * bell): notifications are things to read, not commands, so no menu roles, and no dialog library in the layout's
 * first load.
 */
export function NotificationMenu() {
  const { t } = useTranslation('layout');
  const id = useId();
  const panel = `${id}-notifications`;
  return (
    <div className="relative">
      <button
        type="button"
        popoverTarget={panel}
        aria-label={t('notifications.open')}
        data-testid="notification-bell"
        className="relative rounded-md p-2 text-muted hover:bg-canvas hover:text-ink focus-visible:outline-2 focus-visible:outline-primary-600"
      >
        <Icon name="bell" />
        <span aria-hidden="true" className="absolute top-1 right-1 h-2 w-2 rounded-full bg-danger-700" />
      </button>
      <section
        id={panel}
        popover="auto"
        aria-label={t('notifications.title')}
        data-testid="notification-menu"
        className="inset-auto top-16 right-4 m-0 w-80 max-w-[calc(100vw-2rem)] rounded-card border border-line bg-surface py-2 text-ink shadow-lg"
      >
        <h2 className="px-4 pb-2 text-sm font-semibold text-ink">{t('notifications.title')}</h2>
        <ul>
          {SAMPLE_NOTIFICATIONS.map((n) => (
            <li key={n} className="px-4 py-2 text-sm">
              <p className="text-ink">{t(`notifications.${n}.title`)}</p>
              <p className="text-xs text-muted">{t(`notifications.${n}.time`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
