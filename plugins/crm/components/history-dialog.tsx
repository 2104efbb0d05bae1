/**
 * A student's points: the total and every award, newest first; a revoked award stays, marked with who revoked it and
 * why. Revoking asks for the reason and confirms in place (the award and its points named) before it is sent.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '@ui/dialog';
import { Button } from '@ui/button';
import { Badge } from '@ui/badge';
import { TextField } from '@ui/text-field';
import { DataList, wholeList, type DataListColumn } from '@ui/data-list/data-list';
import { formatDisplayDate } from '@kernel/dates/format';
import { HttpError } from '@kernel/http/client';
import { pushToast } from '@kernel/notify/toasts';
import { historyQuery, invalidateCrm, revokeAward, type Award } from '../api/crm-api';
import { useDateLocale } from '@kernel/dates/use-date-locale';
import { useCrmTranslation } from '../locales/texts';

export function HistoryDialog({ student, canRevoke, onClose }: { student: { id: number; full_name: string } | null; canRevoke: boolean; onClose: () => void }) {
  const { t } = useCrmTranslation();
  const locale = useDateLocale();
  const client = useQueryClient();
  const query = useQuery({ ...historyQuery(student?.id ?? 0), enabled: student !== null });
  const [doomed, setDoomed] = useState<Award | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const revoke = useMutation({
    mutationFn: () => revokeAward(doomed!.id, reason.trim()),
    onSuccess: () => {
      pushToast('success', t('history.revoked'));
      setDoomed(null);
      setReason('');
      void invalidateCrm(client);
    },
    onError: (e) => setError(e instanceof HttpError ? (e.fieldErrors.reason?.[0] ?? e.serverMessage ?? t('history.revokeFailed')) : t('history.revokeFailed')),
  });
  const columns: DataListColumn<Award>[] = [
    { key: 'at', header: t('history.columns.at'), className: 'whitespace-nowrap', cell: (a) => formatDisplayDate(a.awarded_at, locale) },
    { key: 'points', header: t('history.columns.points'), testId: 'award-points', cell: (a) => (a.revoked_at ? <s>{a.points}</s> : a.points) },
    { key: 'reason', header: t('history.columns.reason'), cell: (a) => [t(`reasons.${a.reason}`), a.note].filter(Boolean).join(': ') },
    { key: 'by', header: t('history.columns.by'), cell: (a) => a.awarded_by?.full_name ?? '—' },
    {
      key: 'state',
      header: t('history.columns.state'),
      cell: (a) => (a.revoked_at ? <Badge tone="warning">{t('history.revokedBy', { name: a.revoked_by?.full_name ?? '—', reason: a.revoke_reason ?? '' })}</Badge> : t('history.counts')),
    },
  ];
  const close = () => {
    setDoomed(null);
    setReason('');
    onClose();
  };
  return (
    <Dialog open={student !== null} title={t('history.title', { name: student?.full_name ?? '' })} onClose={close} maxWidth={860} testId="history-dialog">
      <p className="mb-3 text-sm text-muted" data-testid="history-total">{t('history.total', { count: query.data?.total ?? 0 })}</p>
      {doomed ? (
        <form
          className="flex flex-col gap-3 rounded-card border border-line p-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason.trim()) return setError(t('history.reasonRequired'));
            setError(null);
            revoke.mutate();
          }}
        >
          <p className="text-sm text-ink">{t('history.revokeBody', { count: doomed.points, date: formatDisplayDate(doomed.awarded_at, locale) })}</p>
          <TextField label={t('history.revokeReason')} name="revoke-reason" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} error={error ?? undefined} autoFocus />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setDoomed(null)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="danger" busy={revoke.isPending} data-testid="confirm-revoke">
              {t('history.revoke')}
            </Button>
          </div>
        </form>
      ) : (
        <DataList
          query={query.data ? wholeList(query.data.awards) : { data: undefined, isPending: query.isPending, isError: query.isError, isFetching: query.isFetching, refetch: () => void query.refetch() }}
          columns={columns}
          rowKey={(a) => a.id}
          rowName={(a) => t('history.rowName', { count: a.points })}
          rowTestId="award-row"
          rowMenu={canRevoke ? (a) => (a.revoked_at ? [] : [{ key: 'revoke', label: t('history.revoke'), danger: true, onSelect: () => setDoomed(a) }]) : undefined}
          caption={t('history.caption')}
          loadFailed={t('history.loadFailed')}
          empty={{ title: t('history.empty') }}
          onPage={() => undefined}
        />
      )}
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={close}>
          {t('common.close')}
        </Button>
      </div>
    </Dialog>
  );
}
