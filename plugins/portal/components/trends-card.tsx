/**
 * The owner's, admin's and master's start page: how their scope moved over the last weeks (students joined, tests
 * handed in, practice answers), one small bar chart per series with this week against the week before, and the same
 * numbers as a table. GET dashboard's `trends`, counted by the server from the rows.
 */
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { bn } from 'date-fns/locale/bn';
import type { PortalCardProps, RolePortal } from '@kernel/portal/types';
import { Skeleton } from '@ui/spinner';
import { dashboardQuery, type Trends } from '../api/dashboard-api';
import { usePortalTranslation } from '../locales/texts';
import { weekChange } from '../lib/trends';
import { ChartDataTable } from '@ui/chart-data-table';

const SERIES = ['new_students', 'sittings', 'practice_answers'] as const;
const W = 240;
const H = 80;

function Bars({ values, label }: { values: readonly number[]; label: string }) {
  const max = Math.max(1, ...values);
  const step = W / values.length;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className="h-20 w-full" data-testid="trend-bars">
      {values.map((v, i) => {
        const h = (v / max) * (H - 4);
        return <rect key={i} x={i * step + 2} y={H - h} width={step - 4} height={Math.max(h, v > 0 ? 1 : 0)} rx={2} className={i === values.length - 1 ? 'fill-primary-600' : 'fill-primary-200'} />;
      })}
      <line x1={0} x2={W} y1={H - 0.5} y2={H - 0.5} stroke="currentColor" className="text-line" />
    </svg>
  );
}

/** the portals that show this card, whose chunk it goes to (scripts/portal-chunks.ts; src/plugins.test.ts checks it against the declarations) */
export const portals = ['admin', 'master', 'coaching-owner'] as const satisfies readonly RolePortal[];

export default function TrendsCard(_: PortalCardProps) {
  const { t, i18n } = usePortalTranslation();
  const locale = i18n.language === 'bn' ? bn : undefined;
  const id = useId();
  const query = useQuery({ ...dashboardQuery, select: (d) => d.trends });
  const trends: Trends | undefined = query.data;
  // the counts card on the same page reports a failed load; without trends this card has nothing to add
  if (query.isError || (query.isSuccess && !trends)) return null;
  const weekLabel = (w: string) => format(new Date(`${w}T00:00:00Z`), 'd MMM', { locale });

  return (
    <section aria-labelledby={`${id}-h`} aria-busy={query.isPending || undefined} className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5" data-testid="trends-card">
      <h2 id={`${id}-h`} className="text-lg font-semibold text-ink">{t('trends.title')}</h2>
      {!trends ? (
        <Skeleton className="h-28 w-full" />
      ) : (
        <>
          <ul className="grid gap-4 md:grid-cols-3">
            {SERIES.map((key) => {
              const values = trends.series[key];
              const change = weekChange(values);
              const name = t(`trends.series.${key}`);
              return (
                <li key={key} className="flex flex-col gap-1" data-testid="trend" data-series={key}>
                  <p className="text-sm text-muted">{name}</p>
                  <p className="text-2xl font-semibold tabular-nums text-ink" data-testid="trend-this-week">
                    {change.current}
                    <span className="ml-2 text-sm font-normal text-muted">{t('trends.thisWeek')}</span>
                  </p>
                  <p className={`text-xs ${change.direction === 'up' ? 'text-success-700' : change.direction === 'down' ? 'text-danger-700' : 'text-muted'}`} data-testid="trend-change">
                    {t(`trends.change.${change.direction}`, { count: Math.abs(change.delta), previous: change.previous })}
                  </p>
                  <Bars values={values} label={t('trends.chartLabel', { name, values: trends.weeks.map((w, i) => `${weekLabel(w)}: ${values[i]}`).join(', ') })} />
                </li>
              );
            })}
          </ul>
          <ChartDataTable
            summary={t('trends.showTable')}
            caption={t('trends.tableCaption')}
            corner={t('trends.week')}
            columns={SERIES.map((key) => ({ key, header: t(`trends.series.${key}`) }))}
            rows={trends.weeks.map((w, i) => ({ key: w, header: t('trends.weekOf', { date: weekLabel(w) }), cells: SERIES.map((key) => trends.series[key][i]) }))}
            testId="trends-table"
          />
        </>
      )}
    </section>
  );
}
