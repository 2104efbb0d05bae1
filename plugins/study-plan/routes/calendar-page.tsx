/** A plan's calendar for staff: choose a plan, see its tasks on a month grid (a list by day on a phone). */
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { SelectField } from '@ui/select-field';
import { EmptyState } from '@ui/empty-state';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { PageSpinner } from '@ui/spinner';
import { withListParam } from '@ui/data-list/list-math';
import { formatApiDate } from '@kernel/dates/format';
import { planListQuery, planQuery } from '../api/study-plan-api';
import { MonthCalendar } from '../components/month-calendar';
import { StaffNav } from '../components/staff-nav';
import { isDay, openingDay } from '../lib/calendar';
import { useStudyPlanTranslation } from '../locales/texts';

export default function CalendarPage() {
  const { t } = useStudyPlanTranslation();
  const [params, setParams] = useSearchParams();
  const plans = useQuery(planListQuery({ per_page: 100 }));
  const planId = Number(params.get('plan')) || undefined;
  const plan = useQuery({ ...planQuery(planId ?? 0), enabled: planId !== undefined });
  const today = formatApiDate(new Date());
  const monthParam = params.get('month') ?? '';
  const month = isDay(monthParam) ? monthParam : plan.data ? openingDay(today, plan.data.first_day, plan.data.last_day) : today;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-ink">{t('calendar.title')}</h1>
      <p className="text-sm text-muted">{t('calendar.intro')}</p>
      <StaffNav current="calendar" />
      <div className="max-w-md">
        <SelectField
          label={t('calendar.plan')}
          name="plan"
          value={planId ? String(planId) : ''}
          placeholder={plans.isPending ? t('common.loading') : t('calendar.planPlaceholder')}
          disabled={plans.isPending}
          options={(plans.data?.items ?? []).map((p) => ({ value: String(p.id), label: p.title }))}
          onChange={(v) => setParams(withListParam(withListParam(params, 'plan', v), 'month', ''))}
        />
      </div>
      {plans.isError && (
        <div role="alert" className="flex items-center gap-3">
          <Alert variant="error">{t('list.loadFailed')}</Alert>
          <Button variant="secondary" onClick={() => void plans.refetch()}>{t('common.retry')}</Button>
        </div>
      )}
      {planId === undefined ? (
        <EmptyState title={t('calendar.choose')} />
      ) : plan.isError ? (
        <div role="alert" className="flex items-center gap-3">
          <Alert variant="error">{t('editor.loadFailed')}</Alert>
          <Button variant="secondary" onClick={() => void plan.refetch()}>{t('common.retry')}</Button>
        </div>
      ) : plan.isPending ? (
        <PageSpinner label={t('common.loading')} />
      ) : (
        <MonthCalendar tasks={plan.data.tasks} month={month} today={today} onMonth={(d) => setParams(withListParam(params, 'month', d))} />
      )}
    </div>
  );
}
