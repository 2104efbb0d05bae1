/**
 * The live-class lists of the student and the teacher: now-playing (live by the server's clock), next-live (soonest
 * first) and all classes (latest first). A student joins from here (the meeting opens in a new tab and the join is
 * recorded) and watches a recording after the end; the teacher schedules, edits (recording link), sees attendance
 * and cancels (confirmed).
 */
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataList, type DataListColumn, type RowMenuItem } from '@ui/data-list/data-list';
import { withListParam } from '@ui/data-list/list-math';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { pushToast } from '@kernel/notify/toasts';
import { deleteLive, invalidateLive, joinLive, liveListQuery, type LiveView, type Session } from '../api/live-api';
import { AttendanceDialog } from '../components/attendance-dialog';
import { LiveFormDialog } from '../components/live-form-dialog';
import { LiveTabs } from '../components/live-tabs';
import { When } from '../components/when';
import { liveLocation } from '../lib/views';
import { useLiveTranslation } from '../locales/texts';

const TONE = { upcoming: 'primary', live: 'primary', ended: 'warning' } as const;

export default function LiveListPage() {
  const { t } = useLiveTranslation();
  const { portal, page } = liveLocation(useLocation().pathname);
  const view: LiveView = page === 'list' ? 'all' : page === 'now-playing' ? 'now-playing' : 'next-live';
  const student = portal === 'student';
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const query = useQuery(liveListQuery(view, Number(params.get('page')) || 1));
  const [editing, setEditing] = useState<Session | 'new' | null>(null);
  const [attendance, setAttendance] = useState<Session | null>(null);
  const [doomed, setDoomed] = useState<Session | null>(null);
  const join = useMutation({
    mutationFn: (s: Session) => joinLive(s.id),
    onSuccess: (r) => {
      window.open(r.meeting_url, '_blank', 'noopener');
      void invalidateLive(client);
    },
  });
  const remove = useMutation({
    mutationFn: (s: Session) => deleteLive(s.id),
    onSuccess: (_d, s) => {
      pushToast('success', t('deleted', { title: s.title }));
      setDoomed(null);
      void invalidateLive(client);
    },
  });
  const columns: DataListColumn<Session>[] = [
    { key: 'title', header: t('columns.title'), className: 'font-medium text-ink', testId: 'live-title', cell: (s) => s.title },
    { key: 'when', header: t('columns.when'), cell: (s) => <When start={s.starts_at} end={s.ends_at} zone={s.time_zone} /> },
    { key: 'trainer', header: t('columns.trainer'), cell: (s) => s.trainer.full_name },
    { key: 'groups', header: t('columns.groups'), cell: (s) => s.groups.map((g) => g.name).join(', ') },
    { key: 'status', header: t('columns.status'), testId: 'live-status', cell: (s) => <Badge tone={TONE[s.status]}>{t(`status.${s.status}`)}</Badge> },
    { key: 'materials', header: t('columns.materials'), cell: (s) => s.materials.map((m) => m.title).join(', ') || '—' },
  ];
  const rowAction = (s: Session) => {
    if (s.recording_url && s.status === 'ended') {
      return <a href={s.recording_url} target="_blank" rel="noopener noreferrer" className="text-primary-700 underline">{t('recording')}</a>;
    }
    if (!student) return null;
    if (s.status === 'ended') return null;
    return (
      <span className="flex flex-col items-start gap-1">
        <Button onClick={() => join.mutate(s)} disabled={!s.joinable} busy={join.isPending && join.variables?.id === s.id} data-testid="live-join">
          {t('join')}
        </Button>
        {!s.joinable && <span className="text-xs text-muted">{t('opensSoon')}</span>}
      </span>
    );
  };
  const rowMenu = student
    ? undefined
    : (s: Session): RowMenuItem[] => [
        { key: 'edit', label: t('edit'), onSelect: () => setEditing(s) },
        { key: 'attendance', label: t('attendance'), onSelect: () => setAttendance(s) },
        { key: 'delete', label: t('delete'), danger: true, onSelect: () => setDoomed(s) },
      ];
  const create = student ? undefined : <Button onClick={() => setEditing('new')} data-testid="live-create">{t('create')}</Button>;
  const emptyKey = page === 'list' ? 'list' : page === 'now-playing' ? 'now-playing' : 'next-live';
  return (
    <>
      <DataList
        title={t('title')}
        intro={t(`intro.${portal}`)}
        primaryAction={create}
        nav={<LiveTabs portal={portal} current={page} />}
        query={query}
        columns={columns}
        rowKey={(s) => s.id}
        rowName={(s) => s.title}
        rowTestId="live-row"
        rowAction={rowAction}
        rowMenu={rowMenu}
        caption={t(`tabs.${page}`)}
        loadFailed={t('loadFailed')}
        total={(count) => t('total', { count })}
        empty={{ title: t(`empty.${emptyKey}`), description: t('empty.description'), action: create }}
        onPage={(p) => setParams(withListParam(params, 'page', String(p)))}
      />
      {editing && <LiveFormDialog open session={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {attendance && <AttendanceDialog session={attendance} onClose={() => setAttendance(null)} />}
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
    </>
  );
}
