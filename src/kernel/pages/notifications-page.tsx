/**
 * Every notification of the signed-in user (/notifications, any role; "See all" in the bell): the one list, newest
 * first, All or Unread; a row opens its link (marking it read) or is marked read in place; Mark all read.
 */
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataList, type DataListColumn } from '@ui/data-list/data-list';
import { FilterPills } from '@ui/data-list/filter-pills';
import { withListParam } from '@ui/data-list/list-math';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { invalidateNotifications, markAllRead, markRead, notificationsQuery, type Notification } from '../notifications/api';
import { notificationText, notificationTime } from '../notifications/text';

export default function NotificationsPage() {
  const { t, i18n } = useTranslation('layout');
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page')) || 1;
  const unread = params.get('show') === 'unread';
  const query = useQuery(notificationsQuery(page, 15, unread));
  const readOne = useMutation({ mutationFn: (n: Notification) => markRead(n.id), onSettled: () => void invalidateNotifications(client) });
  const readAll = useMutation({ mutationFn: markAllRead, onSettled: () => void invalidateNotifications(client) });
  const open = (n: Notification) => {
    if (!n.read_at) readOne.mutate(n);
    if (n.link) void navigate(n.link);
  };
  const columns: DataListColumn<Notification>[] = [
    {
      key: 'what',
      header: t('notifications.page.columns.what'),
      testId: 'notification-text',
      cell: (n) => <span className={`break-words ${n.read_at ? 'text-muted' : 'font-medium text-ink'}`}>{notificationText(t, n)}</span>,
    },
    { key: 'when', header: t('notifications.page.columns.when'), className: 'whitespace-nowrap', cell: (n) => notificationTime(n.created_at, i18n.language) },
    {
      key: 'status',
      header: t('notifications.page.columns.status'),
      cell: (n) => (n.read_at ? <span className="text-muted">{t('notifications.page.read')}</span> : <Badge tone="primary">{t('notifications.page.new')}</Badge>),
    },
  ];
  const unreadCount = query.data?.unread ?? 0;
  return (
    <DataList
      title={t('notifications.page.title')}
      intro={t('notifications.page.intro')}
      primaryAction={
        unreadCount > 0 ? (
          <Button variant="secondary" busy={readAll.isPending} onClick={() => readAll.mutate()} data-testid="notifications-page-read-all">
            {t('notifications.markAllRead')}
          </Button>
        ) : undefined
      }
      filters={
        <FilterPills
          label={t('notifications.page.filter')}
          allLabel={t('notifications.page.all')}
          options={[{ value: 'unread', label: t('notifications.page.unreadOnly'), count: unreadCount }]}
          value={unread ? 'unread' : ''}
          onChange={(v) => setParams(withListParam(withListParam(params, 'show', v), 'page', ''))}
        />
      }
      query={query}
      columns={columns}
      rowKey={(n) => n.id}
      rowName={(n) => notificationText(t, n)}
      rowTestId="notification-row"
      rowProps={(n) => ({ 'data-unread': n.read_at ? null : 'true' })}
      rowAction={(n) =>
        n.link ? (
          <Button variant="ghost" onClick={() => open(n)} data-testid="notification-open">
            {t('notifications.page.open')}
          </Button>
        ) : !n.read_at ? (
          <Button variant="ghost" onClick={() => readOne.mutate(n)} data-testid="notification-mark-read">
            {t('notifications.page.markRead')}
          </Button>
        ) : null
      }
      caption={t('notifications.page.caption')}
      loadFailed={t('notifications.page.loadFailed')}
      total={(count) => t('notifications.page.total', { count })}
      empty={{ title: unread ? t('notifications.page.emptyUnread') : t('notifications.page.emptyTitle'), description: t('notifications.page.emptyDescription') }}
      onPage={(p) => setParams(withListParam(params, 'page', String(p)))}
    />
  );
}
