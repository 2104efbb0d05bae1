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
import type { PortalCardProps } from '@kernel/portal/types';
import { openSittingsQuery, progressSheetsQuery, studentTargetQuery } from '../api/exams-api';
import { SCALE_TICKS } from '../lib/chart-scale';
import { skillProgress, type SkillProgress } from '../lib/progress';
import { resultPath, sittingPath } from '../lib/slug';
import { useExamsTranslation } from '../locales/texts';
import { ChartDataTable } from '@ui/chart-data-table';

const WIDTH = 640;
const HEIGHT = 240;
const LEFT = 36;
const RIGHT = 16;
const TOP = 12;
const BOTTOM = 28;
/** one colour and one dash pattern per skill, so the lines differ without colour too */
const STYLE: Record<string, { stroke: string; dash?: string; marker: 'circle' | 'square' | 'diamond' | 'triangle' }> = {
  listening: { stroke: 'var(--color-primary-600, #2563eb)', marker: 'circle' },
  reading: { stroke: 'var(--color-success-600, #16a34a)', dash: '6 3', marker: 'square' },
  speaking: { stroke: 'var(--color-warning-600, #d97706)', dash: '2 3', marker: 'diamond' },
  writing: { stroke: 'var(--color-danger-600, #dc2626)', dash: '8 3 2 3', marker: 'triangle' },
};

const y = (score: number) => TOP + (1 - (score - 10) / 80) * (HEIGHT - TOP - BOTTOM);

function Marker({ kind, cx, cy, color }: { kind: string; cx: number; cy: number; color: string }) {
  if (kind === 'square') return <rect x={cx - 3.5} y={cy - 3.5} width={7} height={7} fill={color} />;
  if (kind === 'diamond') return <path d={`M${cx} ${cy - 5}L${cx + 5} ${cy}L${cx} ${cy + 5}L${cx - 5} ${cy}Z`} fill={color} />;
  if (kind === 'triangle') return <path d={`M${cx} ${cy - 5}L${cx + 5} ${cy + 4}L${cx - 5} ${cy + 4}Z`} fill={color} />;
  return <circle cx={cx} cy={cy} r={4} fill={color} />;
}

function ProgressChart({ lines, sittings, label }: { lines: SkillProgress[]; sittings: number[]; label: string }) {
  const span = WIDTH - LEFT - RIGHT;
  const x = (sheetId: number) => {
    const i = sittings.indexOf(sheetId);
    return sittings.length <= 1 ? LEFT + span / 2 : LEFT + (i / (sittings.length - 1)) * span;
  };
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} className="h-auto w-full" data-testid="progress-chart">
      {SCALE_TICKS.filter((t) => t % 20 === 10).map((tick) => (
        <g key={tick}>
          <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(tick)} y2={y(tick)} stroke="currentColor" className="text-line" strokeWidth={1} />
          <text x={LEFT - 6} y={y(tick) + 4} textAnchor="end" fontSize={11} fill="currentColor" className="text-muted">
            {tick}
          </text>
        </g>
      ))}
      {lines.map((line) => {
        const style = STYLE[line.skill]!;
        return (
          <g key={line.skill} data-skill={line.skill}>
            {line.target !== null && (
              <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(line.target)} y2={y(line.target)} stroke={style.stroke} strokeOpacity={0.35} strokeWidth={1} strokeDasharray="1 4" />
            )}
            {line.points.length > 1 && (
              <polyline
                points={line.points.map((p) => `${x(p.sheetId)},${y(p.score)}`).join(' ')}
                fill="none"
                stroke={style.stroke}
                strokeWidth={2}
                strokeDasharray={style.dash}
              />
            )}
            {line.points.map((p) => (
              <Marker key={p.sheetId} kind={style.marker} cx={x(p.sheetId)} cy={y(p.score)} color={style.stroke} />
            ))}
          </g>
        );
      })}
    </svg>
  );
}

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
                <p className="flex items-center gap-2 text-sm text-muted">
                  <svg width="14" height="14" aria-hidden="true">
                    <Marker kind={STYLE[l.skill]!.marker} cx={7} cy={7} color={STYLE[l.skill]!.stroke} />
                  </svg>
                  {skillName(l.skill)}
                </p>
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
          <ProgressChart lines={lines} sittings={sittings} label={summary} />
          <ChartDataTable
            summary={t('progress.showTable')}
            caption={t('progress.tableCaption')}
            corner={t('progress.sitting')}
            columns={lines.map((l) => ({ key: l.skill, header: skillName(l.skill) }))}
            rows={sittings.map((id) => {
              const sheet = bySheet.get(id)!;
              return {
                key: id,
                header: (
                  <>
                    {sheet.title} <span className="text-muted">({formatDisplayDate(sheet.submitted_at, locale)})</span>
                  </>
                ),
                cells: lines.map((l) => l.points.find((p) => p.sheetId === id)?.score ?? '–'),
              };
            })}
            testId="progress-table"
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
