/**
 * The score report's chart (docs/pte-rules.md §3.15, §4; UI.md "Numbers people compare are drawn"): overall and the four
 * communicative skills as bars on a 10-90 axis. The SVG is one image with a spoken summary (role=img, aria-label);
 * the same numbers are in a visually hidden table for screen-reader users who want to move through them.
 */
import { useId } from 'react';
import { SCALE_TICKS, axisPosition, chartRows, scoreFraction, type SkillKey } from '../lib/chart-scale';
import { useExamsTranslation } from '../locales/texts';

const WIDTH = 640;
const LABEL_W = 130;
const VALUE_W = 50;
const AXIS_X = LABEL_W;
const AXIS_LEN = WIDTH - LABEL_W - VALUE_W - 10;
const ROW_H = 40;
const TOP = 10;
const BAR_H = 22;

export function ScoreChart({ overall, skills, estimated = true }: { overall: number | null; skills: Partial<Record<SkillKey, number | null>> | null | undefined; estimated?: boolean }) {
  const { t } = useExamsTranslation();
  const captionId = useId();
  const rows = chartRows(overall, skills);
  const label = (key: string) => t(key === 'overall' ? 'report.overall' : `skills.${key}`);
  const value = (score: number | null) => (score === null ? t('report.noScore') : String(score));
  const summary = t('report.chartLabel', { scores: rows.map((r) => `${label(r.key)} ${value(r.score)}`).join(', ') });
  const height = TOP + rows.length * ROW_H + 30;
  const axisY = TOP + rows.length * ROW_H + 4;

  return (
    <figure className="flex flex-col gap-2" data-testid="score-chart">
      <figcaption id={captionId} className="flex flex-wrap items-baseline gap-2 text-sm text-muted">
        <span className="font-semibold text-ink">{t('report.chartTitle')}</span>
        {estimated && (
          <span className="rounded bg-warning-50 px-2 py-0.5 text-xs font-medium text-warning-800" data-testid="estimated-label">
            {t('report.estimated')}
          </span>
        )}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={summary} className="h-auto w-full max-w-3xl" data-testid="score-chart-svg">
        {SCALE_TICKS.map((tick) => {
          const x = axisPosition(tick, AXIS_LEN, AXIS_X);
          return (
            <g key={tick}>
              <line x1={x} x2={x} y1={TOP - 4} y2={axisY} stroke="currentColor" className="text-line" strokeWidth={tick === 10 || tick === 90 ? 1.5 : 1} strokeDasharray={tick === 10 ? undefined : '3 3'} />
              <text x={x} y={axisY + 16} textAnchor="middle" fontSize="12" fill="currentColor" className="text-muted">
                {tick}
              </text>
            </g>
          );
        })}
        {rows.map((r, i) => {
          const y = TOP + i * ROW_H;
          const w = scoreFraction(r.score) * AXIS_LEN;
          return (
            <g key={r.key} data-testid="chart-bar" data-key={r.key} data-score={r.score ?? ''}>
              <text x={LABEL_W - 10} y={y + BAR_H / 2 + 5} textAnchor="end" fontSize="14" fill="currentColor" className={r.key === 'overall' ? 'font-semibold text-ink' : 'text-ink'}>
                {label(r.key)}
              </text>
              <rect x={AXIS_X} y={y} width={AXIS_LEN} height={BAR_H} rx={3} fill="currentColor" className="text-canvas" />
              {r.score !== null && <rect x={AXIS_X} y={y} width={Math.max(2, w)} height={BAR_H} rx={3} fill="currentColor" className={r.key === 'overall' ? 'text-primary-800' : 'text-primary-600'} />}
              <text x={AXIS_X + AXIS_LEN + 8} y={y + BAR_H / 2 + 5} fontSize="14" fill="currentColor" className="font-semibold text-ink">
                {r.score === null ? '–' : r.score}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="sr-only" data-testid="score-table">
        <caption>{t('report.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('report.skill')}</th>
            <th scope="col">{t('report.score')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{label(r.key)}</th>
              <td>{value(r.score)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
