/**
 * /student/data-list ("my data"): the student's records in one place, one list at a time (enrollments, payments,
 * live-class attendance, points, test results) with how many rows each holds, and each list as a CSV download.
 */
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DataList, wholeList, type DataListColumn } from '@ui/data-list/data-list';
import { TabLinks } from '@ui/data-list/tab-links';
import { Button } from '@ui/button';
import { formatDisplayDate } from '@kernel/dates/format';
import { pushToast } from '@kernel/notify/toasts';
import { DATA_KINDS, dataSummaryQuery, dataTableQuery, downloadCsv, type MyDataKind } from '../api/student-home-api';
import { useDateLocale } from '@kernel/dates/use-date-locale';
import { cellText } from '../lib/cells';
import { useStudentHomeTranslation } from '../locales/texts';

type Row = { key: number; cells: Array<string | number | null> };

export default function DataListPage() {
  const { t } = useStudentHomeTranslation();
  const locale = useDateLocale();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const kind: MyDataKind = DATA_KINDS.find((k) => k === params.get('list')) ?? 'results';
  const summary = useQuery(dataSummaryQuery);
  const query = useQuery(dataTableQuery(kind));
  const [busy, setBusy] = useState(false);
  const counts = new Map((summary.data ?? []).map((s) => [s.kind, s.count]));
  const columns: DataListColumn<Row>[] = (query.data?.columns ?? []).map((c, i) => ({
    key: c,
    header: t(`data.columns.${c}`),
    cell: (r: Row) => cellText(r.cells[i] ?? null, c, (v) => formatDisplayDate(v, locale), (v) => t(`data.values.${v}`, { defaultValue: v })),
  }));
  const rows: Row[] = (query.data?.rows ?? []).map((cells, i) => ({ key: i, cells }));
  const download = async () => {
    setBusy(true);
    try {
      await downloadCsv(kind);
    } catch {
      pushToast('error', t('data.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <DataList
      title={t('data.title')}
      intro={t('data.intro')}
      primaryAction={
        <Button variant="secondary" onClick={() => void download()} busy={busy} disabled={rows.length === 0} data-testid="download-csv">
          {t('data.download', { list: t(`data.kinds.${kind}`) })}
        </Button>
      }
      nav={
        <TabLinks
          label={t('data.list')}
          testId="data-kind"
          dataName="list"
          current={kind}
          tabs={DATA_KINDS.map((k) => ({ id: k, to: `${pathname}?list=${k}`, label: counts.has(k) ? t('data.kindCount', { list: t(`data.kinds.${k}`), count: counts.get(k) }) : t(`data.kinds.${k}`) }))}
        />
      }
      query={query.data ? wholeList(rows) : { isPending: query.isPending, isError: query.isError, isFetching: query.isFetching, refetch: () => void query.refetch() }}
      columns={columns}
      rowKey={(r) => r.key}
      rowTestId="data-row"
      caption={t(`data.kinds.${kind}`)}
      loadFailed={t('data.loadFailed')}
      total={(count) => t('data.total', { count })}
      empty={{ title: t('data.empty', { list: t(`data.kinds.${kind}`) }) }}
      onPage={() => undefined}
    />
  );
}
