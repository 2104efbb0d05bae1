/**
 * /student/portfolio-and-history: the student's own progress by skill over time (chart and table, the same
 * computation as the trainers' performance checking), their results (each linking to its score report), and their
 * points: the total, rank in each group and every award.
 */
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { PageSpinner } from '@ui/spinner';
import { SkillProgress } from '@ui/skill-progress';
import { progressSeries } from '@ui/skill-progress-data';
import { DataList, wholeList, type DataListColumn } from '@ui/data-list/data-list';
import { formatDisplayDate } from '@kernel/dates/format';
import { pathTo } from '@kernel/router/route-refs';
import { portfolioQuery, type Award, type Portfolio } from '../api/student-home-api';
import { useDateLocale } from '@kernel/dates/use-date-locale';
import { resultPageOf } from '../lib/result-link';
import { skillVerdict, type SkillVerdict } from '../lib/skill-verdict';
import { links } from '../links';
import { useStudentHomeTranslation } from '../locales/texts';

type Sitting = Portfolio['progress']['sittings'][number];

export default function PortfolioPage() {
  const { t } = useStudentHomeTranslation();
  const locale = useDateLocale();
  const query = useQuery(portfolioQuery);
  if (query.isPending) return <PageSpinner label={t('portfolio.loading')} />;
  if (query.isError)
    return (
      <div className="flex flex-col items-start gap-3">
        <h1 className="text-2xl font-semibold text-ink">{t('portfolio.title')}</h1>
        <Alert variant="error">{t('portfolio.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  const { progress, points, awards } = query.data;
  const skill = (k: string) => t(`skills.${k}`);
  const verdictText = (v: SkillVerdict) => ('params' in v ? t(v.key, v.params) : t(v.key));
  const { series, sittings } = progressSeries(progress, skill);
  const resultColumns: DataListColumn<Sitting>[] = [
    {
      key: 'title',
      header: t('results.columns.title'),
      className: 'font-medium',
      cell: (s) => (
        <Link to={pathTo(resultPageOf(s.mode) === 'mock' ? links.mockResult : links.testResult, { id: s.id })} className="text-primary-700 underline-offset-2 hover:underline">
          {s.title}
        </Link>
      ),
    },
    { key: 'date', header: t('results.columns.date'), className: 'whitespace-nowrap', cell: (s) => formatDisplayDate(s.submitted_at, locale) },
    { key: 'overall', header: t('results.columns.overall'), className: 'tabular-nums', cell: (s) => s.overall ?? '–' },
    ...(['speaking', 'writing', 'reading', 'listening'] as const).map((k) => ({ key: k, header: skill(k), className: 'tabular-nums', cell: (s: Sitting) => s.skills[k] ?? '–' })),
  ];
  const awardColumns: DataListColumn<Award>[] = [
    { key: 'date', header: t('points.columns.date'), className: 'whitespace-nowrap', cell: (a) => formatDisplayDate(a.awarded_at, locale) },
    { key: 'points', header: t('points.columns.points'), className: 'tabular-nums', testId: 'my-award-points', cell: (a) => (a.revoked_at ? <s>{a.points}</s> : a.points) },
    { key: 'reason', header: t('points.columns.reason'), cell: (a) => [t(`reasons.${a.reason}`), a.note].filter(Boolean).join(': ') },
    { key: 'by', header: t('points.columns.by'), cell: (a) => a.awarded_by?.full_name ?? '—' },
    { key: 'state', header: t('points.columns.state'), cell: (a) => (a.revoked_at ? t('points.revoked', { reason: a.revoke_reason ?? '' }) : t('points.counts')) },
  ];
  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="text-2xl font-semibold text-ink">{t('portfolio.title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('portfolio.intro')}</p>
      </header>

      <section aria-labelledby="pf-points" className="rounded-card border border-line bg-surface p-5" data-testid="my-points">
        <h2 id="pf-points" className="text-lg font-semibold text-ink">{t('points.title')}</h2>
        <p className="mt-1 text-3xl font-semibold tabular-nums text-ink" data-testid="my-points-total">{points.total}</p>
        <ul className="mt-1 text-sm text-muted">
          {points.groups.map((g) => (
            <li key={g.id} data-testid="my-rank">{t('points.rank', { group: g.name, rank: g.rank, of: g.of })}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="pf-progress" className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5">
        <h2 id="pf-progress" className="text-lg font-semibold text-ink">{t('progress.title')}</h2>
        <p className="text-sm text-muted">{progress.target ? t('progress.target', { date: formatDisplayDate(progress.target.exam_date, locale) }) : t('progress.noTarget')}</p>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {progress.skills.map((l) => (
            <li key={l.skill} className="rounded border border-line p-3" data-testid="my-skill" data-skill={l.skill}>
              <p className="text-sm text-muted">{skill(l.skill)}</p>
              <p className="text-2xl font-semibold tabular-nums text-ink">{l.latest ?? '–'}</p>
              <p className="text-xs text-muted">
                {verdictText(skillVerdict(l))}
              </p>
            </li>
          ))}
        </ul>
        {sittings.length === 0 ? (
          <p className="text-sm text-muted" data-testid="my-progress-empty">{t('progress.empty')}</p>
        ) : (
          <SkillProgress
            testId="my-progress"
            series={series}
            steps={sittings.map((s) => ({ key: s.id, label: `${s.title} (${formatDisplayDate(s.submitted_at, locale)})` }))}
            chartLabel={t('progress.chartLabel', { lines: series.map((s) => `${s.label}: ${s.points.map((x) => x.score).join(', ') || '–'}`).join('; ') })}
            texts={{ showTable: t('progress.showTable'), tableCaption: t('progress.tableCaption'), corner: t('progress.sitting'), target: t('progress.targetShort') }}
          />
        )}
      </section>

      <DataList
        title={t('results.title')}
        headingLevel={2}
        query={wholeList([...progress.sittings].reverse())}
        columns={resultColumns}
        rowKey={(s) => s.id}
        rowName={(s) => s.title}
        rowTestId="my-result-row"
        caption={t('results.title')}
        empty={{ title: t('results.empty') }}
        onPage={() => undefined}
      />
      <DataList
        title={t('points.history')}
        headingLevel={2}
        query={wholeList(awards)}
        columns={awardColumns}
        rowKey={(a) => a.id}
        rowName={(a) => t('points.rowName', { count: a.points })}
        rowTestId="my-award-row"
        caption={t('points.history')}
        empty={{ title: t('points.empty') }}
        onPage={() => undefined}
      />
    </div>
  );
}
