/**
 * One page, two uses: "my schedule" (/teacher/schedule, /student/schedule: schedule/mine, with the calendar feed) and
 * rostering (/admin/rostering, /coaching-owner/rostering: schedule/sessions, booking, editing and cancelling classes,
 * the centre's time zone). A calendar (loaded on demand) or the list of the same sessions, in the viewer's zone.
 */
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@kernel/auth/auth-provider';
import { pushToast } from '@kernel/notify/toasts';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { TabLinks } from '@ui/data-list/tab-links';
import { withListParam } from '@ui/data-list/list-math';
import { SessionCalendar } from '@ui/calendar/calendar';
import { formatInZone, viewerZone } from '@ui/calendar/zoned';
import { deleteSession, invalidateSchedule, rangeQuery, type Session } from '../api/schedule-api';
import { FeedCard } from '../components/feed-card';
import { SessionFormDialog } from '../components/session-form-dialog';
import { When } from '../components/when';
import { ZoneForm } from '../components/zone-form';
import { useScheduleTranslation } from '../locales/texts';

const DAY = 86_400_000;
/** the list's window: four weeks from this week's Monday, moved a window at a time */
function windowAt(offset: number): [Date, Date] {
  const now = new Date();
  const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7));
  const from = new Date(monday.getTime() + offset * 28 * DAY);
  return [from, new Date(from.getTime() + 28 * DAY)];
}

export default function SchedulePage() {
  const { t } = useScheduleTranslation();
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const roster = pathname.endsWith('/rostering');
  const portal = pathname.split('/')[1] ?? '';
  const perms = new Set(useAuth().user?.permissions ?? []);
  const canBook = roster && perms.has('SCHEDULE_STORE');
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'list' ? 'list' : 'calendar';
  const offset = Number(params.get('weeks')) || 0;
  const [calRange, setCalRange] = useState<[Date, Date]>(() => windowAt(0));
  const [from, to] = view === 'list' ? windowAt(offset) : calRange;
  const query = useQuery(rangeQuery(roster ? 'roster' : 'mine', from.toISOString(), to.toISOString(), Number(params.get('page')) || 1));
  const [editing, setEditing] = useState<Session | 'new' | null>(null);
  const [doomed, setDoomed] = useState<Session | null>(null);
  const remove = useMutation({
    mutationFn: (s: Session) => deleteSession(s.id),
    onSuccess: (_d, s) => {
      pushToast('success', t('deleted', { title: s.title }));
      setDoomed(null);
      void invalidateSchedule(client);
    },
  });
  const columns: DataListColumn<Session>[] = [
    { key: 'title', header: t('columns.title'), className: 'font-medium text-ink', testId: 'session-title', cell: (s) => s.title },
    { key: 'kind', header: t('columns.kind'), cell: (s) => t(`kind.${s.kind}`) },
    { key: 'when', header: t('columns.when'), cell: (s) => <When start={s.starts_at} end={s.ends_at} zone={s.time_zone} /> },
    { key: 'trainer', header: t('columns.trainer'), cell: (s) => s.trainer.full_name },
    { key: 'room', header: t('columns.room'), cell: (s) => s.room || '—' },
    { key: 'groups', header: t('columns.groups'), cell: (s) => s.groups.map((g) => g.name).join(', ') },
  ];
  const rowMenu = canBook
    ? (s: Session): RowMenuItem[] =>
        s.kind === 'class'
          ? [
              { key: 'edit', label: t('edit'), onSelect: () => setEditing(s) },
              { key: 'delete', label: t('delete'), danger: true, onSelect: () => setDoomed(s) },
            ]
          : []
    : undefined;
  const book = canBook ? <Button onClick={() => setEditing('new')} data-testid="session-book">{t('book')}</Button> : undefined;
  const base = `/${portal}/${roster ? 'rostering' : 'schedule'}`;
  const tabs = (
    <TabLinks label={t('view.label')} testId="schedule-view" dataName="view" current={view}
      tabs={[{ id: 'calendar', to: base, label: t('view.calendar') }, { id: 'list', to: `${base}?view=list`, label: t('view.list') }]} />
  );
  const title = roster ? t('roster.title') : t('mine.title');
  const intro = roster ? t('roster.intro') : t(`mine.intro.${portal === 'student' ? 'student' : 'teacher'}`);
  return (
    <div className="flex flex-col gap-4">
      {view === 'list' ? (
        <DataList
          title={title}
          intro={intro}
          primaryAction={book}
          nav={tabs}
          filters={
            <div className="flex flex-wrap items-center gap-2">
              <Button variant="secondary" onClick={() => setParams(withListParam(params, 'weeks', String(offset - 1)))}>{t('range.previous')}</Button>
              <span className="text-sm text-ink" aria-live="polite">
                {t('range.label', { from: formatInZone(from, viewerZone(), i18n.language).split(',')[0], to: formatInZone(new Date(to.getTime() - 1), viewerZone(), i18n.language).split(',')[0] })}
              </span>
              <Button variant="secondary" onClick={() => setParams(withListParam(params, 'weeks', String(offset + 1)))}>{t('range.next')}</Button>
            </div>
          }
          query={query}
          columns={columns}
          rowKey={(s) => s.id}
          rowName={(s) => s.title}
          rowTestId="session-row"
          rowMenu={rowMenu}
          caption={title}
          loadFailed={t('loadFailed')}
          total={(count) => t('total', { count })}
          empty={{ title: t('empty.title'), description: t('empty.description'), action: book }}
          onPage={(p) => setParams(withListParam(params, 'page', String(p)))}
        />
      ) : (
        <>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <h1 className="text-2xl font-semibold text-ink">{title}</h1>
              <p className="text-sm text-muted">{intro}</p>
            </div>
            {book}
          </div>
          {tabs}
          {query.isError && <p role="alert" className="text-sm text-danger-700">{t('loadFailed')}</p>}
          <SessionCalendar
            loadingLabel={t('loadingCalendar')}
            lang={i18n.language}
            messages={t('calendar', { returnObjects: true }) as never}
            events={(query.data?.items ?? []).map((s) => ({ id: s.id, title: s.room ? `${s.title} (${s.room})` : s.title, start: s.starts_at, end: s.ends_at, tone: s.kind }))}
            onRange={(a, b) => setCalRange([a, b])}
            onSelect={(id) => {
              const s = query.data?.items.find((x) => x.id === id);
              if (s && canBook && s.kind === 'class') setEditing(s);
            }}
          />
        </>
      )}
      {roster && perms.has('ORGANIZATION_UPDATE') && <ZoneForm />}
      {!roster && <FeedCard />}
      {editing && <SessionFormDialog session={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={doomed !== null}
        title={t('deleteTitle')}
        body={doomed ? t('deleteBody', { title: doomed.title }) : ''}
        confirmLabel={t('delete')}
        cancelLabel={t('keep')}
        busy={remove.isPending}
        onConfirm={() => doomed && remove.mutate(doomed)}
        onClose={() => setDoomed(null)}
      />
    </div>
  );
}
