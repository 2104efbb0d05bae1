/**
 * A plan's tasks on a month grid (wide screens) and, below the `md` width, the same month as a list by day (an
 * agenda): at 390 px a seven-column grid has no room for titles. Built on date-fns (lib/calendar.ts), no library.
 */
import type { ReactNode } from 'react';
import { format, parseISO } from 'date-fns';
import { formatDisplayDate } from '@kernel/dates/format';
import { Button } from '@ui/button';
import type { StudyTask } from '../api/study-plan-api';
import { byDay, monthGrid, sameMonth, shiftMonth } from '../lib/calendar';
import { useStudyPlanTranslation } from '../locales/texts';
import { TaskTitle } from './task-label';
import { useDateLocale } from '@kernel/dates/use-date-locale';

const SHOWN = 3;

export function MonthCalendar({ tasks, month, today, onMonth, renderAgendaTask }: {
  tasks: readonly StudyTask[];
  /** any day of the month shown */
  month: string;
  today: string;
  onMonth: (day: string) => void;
  /** the agenda's line for a task (the student's adds a tick box); the grid shows titles */
  renderAgendaTask?: (task: StudyTask) => ReactNode;
}) {
  const { t } = useStudyPlanTranslation();
  const locale = useDateLocale();
  const weeks = monthGrid(month);
  const days = byDay(tasks);
  const monthDays = [...days.entries()].filter(([d]) => sameMonth(d, month));
  const label = format(parseISO(month), 'LLLL yyyy', { locale });
  return (
    <section aria-label={label} data-testid="plan-calendar" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => onMonth(shiftMonth(month, -1))} aria-label={t('calendar.previous')} data-testid="calendar-previous">‹</Button>
        <h2 className="min-w-40 text-center text-lg font-semibold text-ink" aria-live="polite" data-testid="calendar-month">{label}</h2>
        <Button variant="secondary" onClick={() => onMonth(shiftMonth(month, 1))} aria-label={t('calendar.next')} data-testid="calendar-next">›</Button>
        <Button variant="ghost" onClick={() => onMonth(today)}>{t('calendar.today')}</Button>
      </div>

      {/* an ARIA table of divs: the kit's DataList is for lists, and a month is a grid of days */}
      <div role="table" aria-label={label} className="hidden w-full md:block" data-testid="calendar-grid">
        <div role="rowgroup">
          <div role="row" className="grid grid-cols-7">
            {weeks[0]!.map((d) => (
              <div role="columnheader" key={d} className="border border-line bg-canvas px-1 py-1 text-center text-xs font-medium text-muted">
                {format(parseISO(d), 'EEE', { locale })}
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup">
          {weeks.map((week) => (
            <div role="row" key={week[0]} className="grid grid-cols-7">
              {week.map((d) => {
                const list = days.get(d) ?? [];
                const outside = !sameMonth(d, month);
                return (
                  <div role="cell" key={d} data-day={d} data-testid="calendar-day" className={`min-h-24 min-w-0 border border-line p-1 ${outside ? 'bg-canvas text-muted' : 'bg-surface'} ${d === today ? 'ring-2 ring-inset ring-primary-600' : ''}`}>
                    <div className="text-xs font-medium" aria-label={list.length ? t('calendar.tasksOn', { count: list.length, day: formatDisplayDate(d, locale) }) : formatDisplayDate(d, locale)}>
                      {format(parseISO(d), 'd')}
                    </div>
                    <ul className="mt-1 flex flex-col gap-0.5">
                      {list.slice(0, SHOWN).map((task) => (
                        <li key={task.id} data-testid="calendar-task" className={`truncate rounded px-1 text-xs ${task.status === 'done' ? 'bg-success-50 text-success-700 line-through' : 'bg-primary-50 text-primary-800'}`}>
                          <TaskTitle task={task} />
                        </li>
                      ))}
                      {list.length > SHOWN && <li className="text-xs text-muted">{t('calendar.more', { count: list.length - SHOWN })}</li>}
                    </ul>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>

      <div className="md:hidden" data-testid="calendar-agenda">
        <h3 className="sr-only">{t('calendar.agenda')}</h3>
        {monthDays.length === 0 ? (
          <p className="text-sm text-muted">{t('calendar.noTasksMonth')}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {monthDays.map(([d, list]) => (
              <li key={d} data-day={d} className={`rounded-md border p-3 ${d === today ? 'border-primary-600' : 'border-line'}`}>
                <h4 className="text-sm font-semibold text-ink">{formatDisplayDate(d, locale)}</h4>
                <ul className="mt-2 flex flex-col gap-1">
                  {list.map((task) => (
                    <li key={task.id} data-testid="agenda-task" className="text-sm">
                      {renderAgendaTask ? renderAgendaTask(task) : <TaskTitle task={task} />}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
