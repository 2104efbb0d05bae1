/**
 * The calendar feed: make (or make anew, confirmed: the old address stops working) and turn off the private iCalendar
 * address; the address is shown once, right after it is made, with a copy button.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pushToast } from '@kernel/notify/toasts';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { TextField } from '@ui/text-field';
import { formatInZone, viewerZone } from '@ui/calendar/zoned';
import { feedQuery, invalidateSchedule, makeFeed, stopFeed } from '../api/schedule-api';
import { useScheduleTranslation } from '../locales/texts';

export function FeedCard() {
  const { t } = useScheduleTranslation();
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const info = useQuery(feedQuery());
  const [url, setUrl] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'remake' | 'stop' | null>(null);
  const make = useMutation({ mutationFn: makeFeed, onSuccess: (r) => { setUrl(r.url); setConfirm(null); void invalidateSchedule(client); } });
  const stop = useMutation({ mutationFn: stopFeed, onSuccess: () => { setUrl(null); setConfirm(null); void invalidateSchedule(client); } });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      pushToast('success', t('feed.copied'));
    } catch {
      /* the address stays selectable in the field */
    }
  };
  const active = info.data?.active ?? false;
  return (
    <section aria-labelledby="feed-title" className="rounded-md border border-line bg-surface p-4" data-testid="feed-card">
      <h2 id="feed-title" className="text-lg font-semibold text-ink">{t('feed.title')}</h2>
      <p className="mb-2 text-sm text-muted">{t('feed.intro')}</p>
      {url ? (
        <div className="flex items-end gap-2">
          <TextField label={t('feed.address')} value={url} readOnly className="flex-1" data-testid="feed-url" onFocus={(e) => e.currentTarget.select()} />
          <Button variant="secondary" onClick={() => void copy()}>{t('feed.copy')}</Button>
        </div>
      ) : (
        <p className="text-sm text-ink">
          {active && info.data?.created_at ? t('feed.on', { date: formatInZone(info.data.created_at, viewerZone(), i18n.language) }) : t('feed.off')}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => (active ? setConfirm('remake') : make.mutate())} busy={make.isPending} data-testid="feed-make">
          {active ? t('feed.remake') : t('feed.make')}
        </Button>
        {active && <Button variant="secondary" onClick={() => setConfirm('stop')}>{t('feed.stop')}</Button>}
      </div>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'stop' ? t('feed.stopTitle') : t('feed.remakeTitle')}
        body={confirm === 'stop' ? t('feed.stopBody') : t('feed.remakeBody')}
        confirmLabel={confirm === 'stop' ? t('feed.stop') : t('feed.remake')}
        cancelLabel={t('keep')}
        busy={make.isPending || stop.isPending}
        onConfirm={() => (confirm === 'stop' ? stop.mutate() : make.mutate())}
        onClose={() => setConfirm(null)}
      />
    </section>
  );
}
