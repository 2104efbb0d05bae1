/**
 * A popup's results in a dialog: the counts computed from the receipts and answers (shown, dismissed, responded),
 * a feedback's ratings, and the answers in the one list; a forum reply can be hidden from the audience (and shown
 * again).
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '@ui/dialog';
import { Button } from '@ui/button';
import { Alert } from '@ui/alert';
import { Spinner } from '@ui/spinner';
import { Badge } from '@ui/badge';
import { DataList, type DataListColumn } from '@ui/data-list/data-list';
import { pushToast } from '@kernel/notify/toasts';
import { hideReply, invalidatePopups, popupQuery, popupResponsesQuery, type PopupKind, type StaffResponse } from '../../api/popups-api';
import { useWhen } from './when';
import { usePopupTranslation } from '../../locales/popup-texts';

export function PopupResults({ kind, id, title, onClose }: { kind: PopupKind; id: number; title: string; onClose: () => void }) {
  const { t } = usePopupTranslation();
  const when = useWhen();
  const client = useQueryClient();
  const detail = useQuery(popupQuery(id));
  const [page, setPage] = useState(1);
  const answers = useQuery({ ...popupResponsesQuery(id, page), enabled: kind !== 'notice' && kind !== 'blog-share' });
  const hide = useMutation({
    mutationFn: (r: StaffResponse) => hideReply(id, r.id, !r.hidden),
    onSuccess: (r) => {
      pushToast('success', r.hidden ? t('popups.results.hidden') : t('popups.results.shownAgain'));
      void invalidatePopups(client);
    },
  });
  const columns: DataListColumn<StaffResponse>[] = [
    { key: 'student', header: t('popups.results.columns.student'), cell: (r) => r.student?.name ?? '—' },
    ...(kind === 'feedback' ? [{ key: 'rating', header: t('popups.results.columns.rating'), testId: 'response-rating', cell: (r: StaffResponse) => (r.rating ? `${r.rating} / 5` : '—') }] : []),
    {
      key: 'text',
      header: t(kind === 'forum' ? 'popups.results.columns.reply' : 'popups.results.columns.text'),
      cell: (r) => (
        <span className="whitespace-pre-line">
          {r.text || '—'}
          {r.hidden && <Badge tone="warning">{t('popups.results.hiddenBadge')}</Badge>}
        </span>
      ),
    },
    { key: 'at', header: t('popups.results.columns.at'), className: 'whitespace-nowrap', cell: (r) => when(r.created_at) },
  ];
  const d = detail.data;
  return (
    <Dialog open title={t('popups.results.title', { title })} onClose={onClose} maxWidth={820} testId="popup-results">
      {detail.isPending && (
        <div className="flex justify-center p-6">
          <Spinner label={t('popups.common.loading')} />
        </div>
      )}
      {detail.isError && <Alert variant="error">{t('popups.results.loadFailed')}</Alert>}
      {d && (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-3 gap-3 text-center" data-testid="popup-result-counts">
            {(['shown', 'dismissed', 'responded'] as const).map((k) => (
              <div key={k} className="rounded-card border border-line p-3">
                <dt className="text-xs text-muted">{t(`popups.results.${k}`)}</dt>
                <dd className="text-2xl font-semibold text-ink" data-testid={`count-${k}`}>
                  {d.counts[k]}
                </dd>
              </div>
            ))}
          </dl>
          {kind === 'feedback' && (
            <p className="text-sm text-ink" data-testid="rating-summary">
              {d.ratings.map((n, i) => t('popups.results.ratingCount', { stars: i + 1, count: n })).join(' · ')}
            </p>
          )}
          <p className="text-sm text-muted">
            {d.audience_all ? t('popups.audience.all') : [...d.groups.map((g) => g.name), ...d.students.map((s) => s.name)].join(', ')}
          </p>
          {kind !== 'notice' && kind !== 'blog-share' && (
            <DataList
              headingLevel={2}
              title={t('popups.results.answers')}
              query={answers}
              columns={columns}
              rowKey={(r) => r.id}
              rowName={(r) => r.student?.name ?? String(r.id)}
              rowTestId="response-row"
              rowAction={
                kind === 'forum'
                  ? (r) => (
                      <Button variant="ghost" onClick={() => hide.mutate(r)} busy={hide.isPending && hide.variables?.id === r.id} data-testid="toggle-hidden">
                        {r.hidden ? t('popups.results.show') : t('popups.results.hide')}
                      </Button>
                    )
                  : undefined
              }
              caption={t('popups.results.answers')}
              loadFailed={t('popups.results.loadFailed')}
              total={(count) => t('popups.results.total', { count })}
              empty={{ title: t('popups.results.none') }}
              onPage={setPage}
            />
          )}
        </div>
      )}
    </Dialog>
  );
}
