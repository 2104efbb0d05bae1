import { useTranslation } from 'react-i18next';
import { zonedRange } from '@ui/calendar/zoned';
import { useLiveTranslation } from '../locales/texts';

/** A class's time in the viewer's zone, and the centre's time with its zone's name when the clocks differ. */
export function When({ start, end, zone }: { start: string; end: string; zone: string }) {
  const { t } = useLiveTranslation();
  const { i18n } = useTranslation();
  const r = zonedRange(start, end, zone, i18n.language);
  return (
    <span className="block">
      <time dateTime={start}>{r.local}</time>
      {r.centre && <span className="block text-xs text-muted">{t('centreTime', { time: r.centre })}</span>}
    </span>
  );
}
