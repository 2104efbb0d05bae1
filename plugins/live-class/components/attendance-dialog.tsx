/** Who of a live class's students joined, and when (in the viewer's zone). */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataList, wholeList, type DataListColumn } from '@ui/data-list/data-list';
import { Button } from '@ui/button';
import { Dialog } from '@ui/dialog';
import { formatInZone, viewerZone } from '@ui/calendar/zoned';
import { attendanceQuery, type Attendance, type Session } from '../api/live-api';
import { useLiveTranslation } from '../locales/texts';

type Row = Attendance['items'][number];

export function AttendanceDialog({ session, onClose }: { session: Session; onClose: () => void }) {
  const { t } = useLiveTranslation();
  const { i18n } = useTranslation();
  const q = useQuery(attendanceQuery(session.id));
  const columns: DataListColumn<Row>[] = [
    { key: 'name', header: t('columns.name'), cell: (r) => r.full_name },
    { key: 'joined', header: t('columns.joined'), testId: 'attendance-joined', cell: (r) => (r.joined_at ? t('joined', { time: formatInZone(r.joined_at, viewerZone(), i18n.language) }) : t('notJoined')) },
  ];
  return (
    <Dialog open title={t('attendanceTitle', { title: session.title })} onClose={onClose} maxWidth={640} testId="attendance">
      {q.data && <p className="mb-2 text-sm text-muted">{t('attendanceSummary', { joined: q.data.joined, total: q.data.total })}</p>}
      <DataList
        query={{ ...q, data: q.data ? wholeList(q.data.items).data : undefined }}
        columns={columns}
        rowKey={(r) => r.id}
        rowTestId="attendance-row"
        caption={t('attendance')}
        loadFailed={t('loadFailed')}
        empty={{ title: t('notJoined') }}
        onPage={() => undefined}
      />
      <div className="mt-3 flex justify-end">
        <Button variant="secondary" onClick={onClose}>{t('close')}</Button>
      </div>
    </Dialog>
  );
}
