/**
 * What a circular offers, as a definition list: position, type, workplace, salary, posting date and deadline. The
 * public page and the staff's application pages show the same facts.
 */
import { formatDisplayDate } from '@kernel/dates/format';
import type { JobCircular } from '../api/jobs-api';
import { salaryRange } from '../lib/circular';
import { useDateLocale } from '@kernel/dates/use-date-locale';
import { useJobsTranslation } from '../locales/texts';

type CircularDetail = JobCircular['job_circular_detail'];

export function CircularFacts({ position, postingDate, detail, currency }: { position: string; postingDate: string; detail: CircularDetail; currency: string }) {
  const { t, i18n } = useJobsTranslation();
  const locale = useDateLocale();
  const range = salaryRange(detail.salary_range_min, detail.salary_range_max, currency, i18n.language);
  const salary = range ? t(`salary.${range.kind}`, { amount: range.text }) : t('salary.none');
  const rows: [string, string, string][] = [
    ['position', t('facts.position'), position],
    ['type', t('facts.type'), t(`types.${detail.type}`)],
    ['workplace', t('facts.workplace'), t(`workplaces.${detail.workplace}`)],
    ['salary', t('facts.salary'), `${salary} (${t(`salaryTypes.${detail.salary_type}`)})`],
    ['posting-date', t('facts.postingDate'), formatDisplayDate(postingDate, locale)],
    ['deadline', t('facts.deadline'), formatDisplayDate(detail.deadline, locale)],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]" data-testid="circular-facts">
      {rows.map(([key, label, value]) => (
        <div key={key} className="contents">
          <dt className="font-medium text-muted">{label}</dt>
          <dd className="text-ink" data-fact={key}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
