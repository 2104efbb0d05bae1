import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Icon } from './icons';
import { invalidateNotifications, markAllRead, markRead, notificationsQuery, unreadCountQuery, type Notification } from '../notifications/api';
import { notificationText, notificationTime } from '../notifications/text';
import { useSecondaryWorkReady } from '../app/secondary-work';

/** the bell shows the latest ten; "See all" opens the page of every notification */
const LATEST = 10;

/**
 * The bell and its list, as a disclosure on the browser's own popover (light dismiss, Escape, focus back to the
 * bell): notifications are things to read, not commands, so no menu roles, and no dialog library in the layout's
 * first load. The unread count is one small GET polled every 30 s while the tab is visible (docs/product-spec.md
 * §18); the list loads only when the bell is opened.
 */
export function NotificationMenu() {
  const { t, i18n } = useTranslation('layout');
  const id = useId();
  const panel = `${id}-notifications`;
  const panelRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const navigate = useNavigate();
  // the count is not what the page opens for: asked for once the page's own requests are under way, or at once when
  // the bell is opened
  const unread = useQuery({ ...unreadCountQuery(), enabled: useSecondaryWorkReady() || open });
  const latest = useQuery({ ...notificationsQuery(1, LATEST), enabled: open });
  const count = unread.data ?? 0;

  useEffect(() => {
    const el = panelRef.current;
    if (!el) return;
    const onToggle = (e: Event) => setOpen((e as ToggleEvent).newState === 'open');
    el.addEventListener('toggle', onToggle);
    return () => el.removeEventListener('toggle', onToggle);
  }, []);

  const close = () => panelRef.current?.hidePopover?.();
  const readOne = useMutation({ mutationFn: (n: Notification) => markRead(n.id), onSettled: () => void invalidateNotifications(client) });
  const readAll = useMutation({ mutationFn: markAllRead, onSettled: () => void invalidateNotifications(client) });
  const openOne = (n: Notification) => {
    if (!n.read_at) readOne.mutate(n);
    close();
    if (n.link) void navigate(n.link);
  };

  return (
    <div className="relative">
      <button
        type="button"
        popoverTarget={panel}
        aria-label={count > 0 ? t('notifications.openUnread', { count }) : t('notifications.open')}
        data-testid="notification-bell"
        className="relative rounded-md p-2 text-muted hover:bg-canvas hover:text-ink focus-visible:outline-2 focus-visible:outline-primary-600"
      >
        <Icon name="bell" />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-danger-700 px-1 text-[10px] font-semibold leading-none text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      <section
        ref={panelRef}
        id={panel}
        popover="auto"
        aria-label={t('notifications.title')}
        data-testid="notification-menu"
        className="inset-auto top-16 right-4 m-0 w-80 max-w-[calc(100vw-2rem)] rounded-card border border-line bg-surface py-2 text-ink shadow-lg"
      >
        <div className="flex items-center justify-between gap-2 px-4 pb-2">
          <h2 className="text-sm font-semibold text-ink">{t('notifications.title')}</h2>
          {count > 0 && (
            <button
              type="button"
              onClick={() => readAll.mutate()}
              disabled={readAll.isPending}
              data-testid="notifications-read-all"
              className="rounded text-xs text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600 disabled:opacity-60"
            >
              {t('notifications.markAllRead')}
            </button>
          )}
        </div>
        {open && latest.isPending && <p className="px-4 py-2 text-sm text-muted">{t('notifications.loading')}</p>}
        {open && latest.isError && (
          <p className="px-4 py-2 text-sm text-danger-700">
            {t('notifications.loadFailed')}{' '}
            <button type="button" className="underline" onClick={() => void latest.refetch()}>
              {t('notifications.retry')}
            </button>
          </p>
        )}
        {latest.data && latest.data.items.length === 0 && <p className="px-4 py-2 text-sm text-muted" data-testid="notifications-empty">{t('notifications.empty')}</p>}
        {latest.data && latest.data.items.length > 0 && (
          <ul className="max-h-96 overflow-y-auto">
            {latest.data.items.map((n) => (
              <li key={n.id}>
                <button
                  type="button"
                  onClick={() => openOne(n)}
                  data-testid="notification-item"
                  data-unread={n.read_at ? undefined : 'true'}
                  className="flex w-full gap-2 px-4 py-2 text-left text-sm hover:bg-canvas focus-visible:outline-2 focus-visible:outline-primary-600"
                >
                  <span aria-hidden="true" className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${n.read_at ? 'bg-transparent' : 'bg-primary-600'}`} />
                  <span className="min-w-0">
                    <span className={`block break-words ${n.read_at ? 'text-muted' : 'font-medium text-ink'}`}>
                      {!n.read_at && <span className="sr-only">{t('notifications.unread')} </span>}
                      {notificationText(t, n)}
                    </span>
                    <span className="block text-xs text-muted">{notificationTime(n.created_at, i18n.language)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="border-t border-line px-4 pt-2">
          <Link to="/notifications" onClick={close} data-testid="notifications-see-all" className="text-sm text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600">
            {t('notifications.seeAll')}
          </Link>
        </div>
      </section>
    </div>
  );
}
