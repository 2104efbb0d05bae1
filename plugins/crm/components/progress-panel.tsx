/**
 * One student's progress by skill over time (the chart and its table, @ui/skill-progress), the target, where the
 * trajectory says they should be, and the flags. Staff open it from performance checking; the same answer shape as
 * the student's own portfolio.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Skeleton } from '@ui/spinner';
import { SkillProgress } from '@ui/skill-progress';
import { progressSeries } from '@ui/skill-progress-data';
import { formatDisplayDate } from '@kernel/dates/format';
import { progressQuery } from '../api/crm-api';
import { useDateLocale } from '@kernel/dates/use-date-locale';
import { FlagBadges } from './flag-badges';
import { useCrmTranslation } from '../locales/texts';

export function ProgressPanel({ studentId, inactiveDays }: { studentId: number; inactiveDays: number }) {
  const { t } = useCrmTranslation();
  const locale = useDateLocale();
  const query = useQuery(progressQuery(studentId, inactiveDays));
  if (query.isPending) return <Skeleton className="h-64 w-full" />;
  if (query.isError)
    return (
      <div className="flex flex-col items-start gap-2">
        <Alert variant="error">{t('progress.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  const p = query.data;
  const skill = (k: string) => t(`skills.${k}`);
  const { series, sittings } = progressSeries(p, skill);
  return (
    <div className="flex flex-col gap-4" data-testid="progress-panel">
      <FlagBadges flags={p.flags} belowSkills={p.below_skills} daysInactive={p.days_inactive} />
      <p className="text-sm text-muted">
        {p.target ? t('progress.target', { date: formatDisplayDate(p.target.exam_date, locale) }) : t('progress.noTarget')}{' '}
        {p.last_activity_at ? t('progress.lastActivity', { date: formatDisplayDate(p.last_activity_at, locale) }) : t('progress.neverActive')}
      </p>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {p.skills.map((l) => (
          <li key={l.skill} className="rounded border border-line p-3" data-testid="skill-summary" data-skill={l.skill} data-below={l.below}>
            <p className="text-sm text-muted">{skill(l.skill)}</p>
            <p className="text-2xl font-semibold tabular-nums text-ink">{l.latest ?? '–'}</p>
            <p className="text-xs text-muted">
              {l.target === null ? t('progress.noTargetSkill') : l.expected === null ? t('progress.targetOnly', { target: l.target }) : t('progress.expected', { expected: l.expected, target: l.target })}
            </p>
          </li>
        ))}
      </ul>
      {sittings.length === 0 ? (
        <p className="text-sm text-muted" data-testid="progress-empty">{t('progress.empty')}</p>
      ) : (
        <SkillProgress
          series={series}
          steps={sittings.map((s) => ({ key: s.id, label: `${s.title} (${formatDisplayDate(s.submitted_at, locale)})` }))}
          chartLabel={t('progress.chartLabel', { lines: series.map((s) => `${s.label}: ${s.points.map((x) => x.score).join(', ') || '–'}`).join('; ') })}
          texts={{ showTable: t('progress.showTable'), tableCaption: t('progress.tableCaption'), corner: t('progress.sitting'), target: t('progress.targetShort') }}
        />
      )}
    </div>
  );
}
