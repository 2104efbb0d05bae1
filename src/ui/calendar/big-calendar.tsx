/**
 * The week/month/agenda calendar (react-big-calendar with the date-fns localizer). Loaded on demand by
 * `calendar.tsx`, so neither the library nor its stylesheet weighs on a portal's start. Events show in the viewer's
 * zone (the browser's); the agenda view is the calendar's plain list for screen readers and keyboards.
 */
import { useMemo, useState } from 'react';
import { Calendar, dateFnsLocalizer, Views, type View } from 'react-big-calendar';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { bn } from 'date-fns/locale/bn';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import type { CalendarProps } from './calendar';

const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: { en: enGB, bn } });

export default function BigCalendar({ events, lang, messages, onSelect, onRange, height = 640 }: CalendarProps) {
  const [view, setView] = useState<View>(Views.WEEK);
  const [date, setDate] = useState(() => new Date());
  const items = useMemo(() => events.map((e) => ({ ...e, start: new Date(e.start), end: new Date(e.end) })), [events]);
  return (
    <div style={{ height }} data-testid="calendar">
      <Calendar
        localizer={localizer}
        culture={lang === 'bn' ? 'bn' : 'en'}
        events={items}
        view={view}
        views={[Views.MONTH, Views.WEEK, Views.DAY, Views.AGENDA]}
        onView={setView}
        date={date}
        onNavigate={setDate}
        onRangeChange={(r) => {
          if (!onRange) return;
          if (Array.isArray(r)) onRange(r[0]!, new Date(r[r.length - 1]!.getTime() + 86_400_000));
          else onRange(r.start, r.end);
        }}
        onSelectEvent={(e) => onSelect?.(e.id)}
        tooltipAccessor={(e) => e.title}
        eventPropGetter={(e) => ({ className: e.tone === 'live' ? 'rbc-live' : '', style: e.tone === 'live' ? { backgroundColor: '#0f766e' } : undefined })}
        messages={messages}
        popup
      />
    </div>
  );
}
