/** The live classes on a calendar (week, month, day, agenda) in the viewer's zone; selecting one opens the list page. */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '@ui/alert';
import { SessionCalendar } from '@ui/calendar/calendar';
import { liveRangeQuery } from '../api/live-api';
import { LiveTabs } from '../components/live-tabs';
import { liveLocation, livePathOf } from '../lib/views';
import { useLiveTranslation } from '../locales/texts';

function weekAround(d: Date): [Date, Date] {
  const from = new Date(d.getFullYear(), d.getMonth(), d.getDate() - 7);
  return [from, new Date(from.getTime() + 35 * 86_400_000)];
}

export default function LiveCalendarPage() {
  const { t } = useLiveTranslation();
  const { i18n } = useTranslation();
  const { portal } = liveLocation(useLocation().pathname);
  const navigate = useNavigate();
  const [range, setRange] = useState(() => weekAround(new Date()));
  const q = useQuery(liveRangeQuery(range[0].toISOString(), range[1].toISOString()));
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-ink">{t('title')}</h1>
      <LiveTabs portal={portal} current="schedule" />
      {q.isError && <Alert variant="error">{t('loadFailed')}</Alert>}
      <SessionCalendar
        loadingLabel={t('loadingCalendar')}
        lang={i18n.language}
        messages={t('calendar', { returnObjects: true }) as never}
        events={(q.data?.items ?? []).map((s) => ({ id: s.id, title: s.title, start: s.starts_at, end: s.ends_at, tone: 'live' as const }))}
        onRange={(from, to) => setRange([from, to])}
        onSelect={() => navigate(livePathOf(portal, 'list'))}
      />
    </div>
  );
}
