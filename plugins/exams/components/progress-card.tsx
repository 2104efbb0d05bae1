/**
 * The student's start page card: progress toward the target score by skill over the handed-in sittings (a line
 * chart with the same numbers in a table), the latest results, and what is still open (sittings to resume). It reads
 * the student's own sheets (GET answer-sheets), open sittings (GET exam-enrolls/list) and target (GET users/profile).
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bn } from 'date-fns/locale/bn';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Skeleton } from '@ui/spinner';
import { formatDisplayDate } from '@kernel/dates/format';
import type { PortalCardProps, RolePortal } from '@kernel/portal/types';
import { openSittingsQuery, progressSheetsQuery, studentTargetQuery } from '../api/exams-api';
import { skillProgress } from '../lib/progress';
import { resultPath, sittingPath } from '../lib/slug';
import { useExamsTranslation } from '../locales/texts';
import { SkillProgress } from '@ui/skill-progress';

/** the portals that show this card, whose chunk it goes to (scripts/portal-chunks.ts; src/plugins.test.ts checks it against the declarations) */
export const portals = ['student'] as const satisfies readonly RolePortal[];

export default function ProgressCard(_: PortalCardProps) {
  const { t, i18n } = useExamsTranslation();
  const { t: tc } = useTranslation('common');
  const locale = i18n.language === 'bn' ? bn : undefined;
  const tableId = useId();
  const sheets = useQuery(progressSheetsQuery);
  const open = useQuery(openSittingsQuery);
  const target = useQuery(studentTargetQuery);

  if (sheets.isError) {
    return (
      <section aria-labelledby={`${tableId}-h`} className="flex flex-col items-start gap-3 rounded-card border border-line bg-surface p-5">
        <h2 id={`${tableId}-h`} className="text-lg font-semibold text-ink">{t('progress.title')}</h2>
        <Alert variant="error">{t('progress.loadFailed')}</Alert>
        <Button variant="secondary" onClick={() => void sheets.refetch()} busy={sheets.isFetching}>
          {tc('retry')}
        </Button>
      </section>
    );
  }

  const rows = sheets.data?.items ?? [];
  const lines = skillProgress(rows, target.data?.target_score ?? null);
  const sittings = [...new Set(lines.flatMap((l) => l.points.map((p) => p.sheetId)))].sort(
    (a, b) => rows.findIndex((r) => r.id === b) - rows.findIndex((r) => r.id === a),
  );
  const bySheet = new Map(rows.map((r) => [r.id, r]));
  const skillName = (skill: string) => t(`skills.${skill}`);
  const summary = t('progress.chartLabel', {
    lines: lines.map((l) => `${skillName(l.skill)}: ${l.points.map((p) => p.score).join(', ') || t('report.noScore')}`).join('; '),
  });
  const latest = rows.filter((r) => r.status === 'submitted').slice(0, 5);

  return (
    <section aria-labelledby={`${tableId}-h`} aria-busy={sheets.isPending || undefined} className="flex flex-col gap-5 rounded-card border border-line bg-surface p-5" data-testid="progress-card">
      <h2 id={`${tableId}-h`} className="text-lg font-semibold text-ink">{t('progress.title')}</h2>

      {sheets.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : sittings.length === 0 ? (
        <div className="flex flex-col items-start gap-2" data-testid="progress-empty">
          <p className="text-sm text-muted">{t('progress.empty')}</p>
          <Link to="/student/practice-test" className="text-sm font-medium text-primary-700 hover:underline">
            {t('progress.startPractice')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t('progress.latestBySkill')}>
            {lines.map((l) => (
              <li key={l.skill} className="rounded border border-line p-3" data-testid="progress-skill" data-skill={l.skill}>
                <p className="text-sm text-muted">{skillName(l.skill)}</p>
                <p className="mt-1 text-2xl font-semibold tabular-nums text-ink" data-testid="progress-latest">{l.latest ?? '–'}</p>
                <p className="text-xs text-muted">
                  {l.target === null
                    ? t('progress.noTarget')
                    : l.gap === null
                      ? t('progress.target', { target: l.target })
                      : l.gap >= 0
                        ? t('progress.reached', { target: l.target })
                        : t('progress.below', { target: l.target, gap: -l.gap })}
                </p>
              </li>
            ))}
          </ul>
          <SkillProgress
            testId="progress"
            chartLabel={summary}
            series={lines.map((l) => ({ key: l.skill, label: skillName(l.skill), target: l.target, points: l.points.map((p) => ({ sitting: p.sheetId, score: p.score })) }))}
            steps={sittings.map((id) => {
              const sheet = bySheet.get(id)!;
              return {
                key: id,
                label: (
                  <>
                    {sheet.title} <span className="text-muted">({formatDisplayDate(sheet.submitted_at, locale)})</span>
                  </>
                ),
              };
            })}
            texts={{ showTable: t('progress.showTable'), tableCaption: t('progress.tableCaption'), corner: t('progress.sitting'), target: t('progress.targetShort') }}
          />
        </>
      )}

      <div className="grid gap-5 md:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-ink">{t('progress.latestResults')}</h3>
          {sheets.isPending ? (
            <Skeleton className="mt-2 h-16 w-full" />
          ) : latest.length === 0 ? (
            <p className="mt-1 text-sm text-muted">{t('progress.noResults')}</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-1" data-testid="latest-results">
              {latest.map((r) => (
                <li key={r.id} className="flex items-baseline justify-between gap-3 text-sm">
                  <Link to={resultPath(r.mode, r.id)} className="truncate font-medium text-primary-700 hover:underline">
                    {r.title}
                  </Link>
                  <span className="shrink-0 tabular-nums text-muted">
                    {r.overall ?? '–'} · {formatDisplayDate(r.submitted_at, locale)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className="text-sm font-semibold text-ink">{t('progress.open')}</h3>
          {open.isPending ? (
            <Skeleton className="mt-2 h-16 w-full" />
          ) : (open.data ?? []).length === 0 ? (
            <p className="mt-1 text-sm text-muted">{t('progress.nothingOpen')}</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-1" data-testid="open-sittings">
              {(open.data ?? []).map((s) => (
                <li key={s.id} className="flex items-baseline justify-between gap-3 text-sm">
                  {s.test_id !== null && s.mode !== 'quiz' ? (
                    <Link to={sittingPath(s.mode === 'mock' ? 'mock-tests' : 'practice-tests', s.title, s.test_id, s.id)} className="truncate font-medium text-primary-700 hover:underline" aria-label={t('list.resumeNamed', { title: s.title })}>
                      {s.title}
                    </Link>
                  ) : (
                    <span className="truncate">{s.title}</span>
                  )}
                  <span className="shrink-0 text-muted">
                    {t('progress.answered', { done: s.current_index, total: s.no_of_questions })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
