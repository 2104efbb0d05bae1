/**
 * The ui kit's calendar of sessions (`@ui/calendar/calendar`): a week, month, day and agenda view over events with a
 * start and an end. The library behind it (react-big-calendar) loads only when a calendar is shown.
 */
import { lazy, Suspense } from 'react';
import { Spinner } from '../spinner';

export interface CalendarEvent {
  id: number;
  title: string;
  /** ISO times */
  start: string;
  end: string;
  /** 'live' draws the event in the live-class colour */
  tone?: 'class' | 'live';
}

/** The calendar's own words, in the reader's language (react-big-calendar's `messages`). */
export interface CalendarMessages {
  today: string;
  previous: string;
  next: string;
  month: string;
  week: string;
  day: string;
  agenda: string;
  date: string;
  time: string;
  event: string;
  noEventsInRange: string;
  showMore?: (count: number) => string;
}

export interface CalendarProps {
  events: readonly CalendarEvent[];
  lang: string;
  messages: CalendarMessages;
  onSelect?: (id: number) => void;
  /** the visible range changed (the page loads that range) */
  onRange?: (from: Date, to: Date) => void;
  height?: number;
}

const BigCalendar = lazy(() => import('./big-calendar'));

export function SessionCalendar(props: CalendarProps & { loadingLabel: string }) {
  return (
    <Suspense fallback={<Spinner label={props.loadingLabel} />}>
      <BigCalendar {...props} />
    </Suspense>
  );
}
