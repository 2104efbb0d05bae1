/**
 * Progress by communicative skill over time (UI.md: numbers people compare are drawn, and readable too): one line per
 * skill on the 10-90 scale across the sittings, each skill with its own colour, dash and marker (so the lines differ
 * without colour), the target as a faint line, and the same numbers in a data table. Hand-drawn SVG like the score
 * report's; the CRM's performance checking and the student's portfolio both draw it (plugins crm, student-home).
 * The texts come from the caller, so the kit holds no words of its own.
 */
import type { ReactNode } from 'react';
import { ChartDataTable } from '@ui/chart-data-table';

export interface ProgressSeries {
  key: string;
  label: string;
  /** the sittings that scored this skill, by the sitting's key */
  points: ReadonlyArray<{ sitting: number; score: number }>;
  target?: number | null;
}

export interface ProgressStep {
  key: number;
  /** the table's row heading: the sitting's title and date */
  label: ReactNode;
}

const WIDTH = 640;
const HEIGHT = 240;
const LEFT = 36;
const RIGHT = 16;
const TOP = 12;
const BOTTOM = 28;
const TICKS = [10, 30, 50, 70, 90];
/** one colour, dash and marker per line, in the series' order */
const STYLES = [
  { stroke: 'var(--color-primary-600, #2563eb)', dash: undefined, marker: 'circle' },
  { stroke: 'var(--color-success-600, #16a34a)', dash: '6 3', marker: 'square' },
  { stroke: 'var(--color-warning-600, #d97706)', dash: '2 3', marker: 'diamond' },
  { stroke: 'var(--color-danger-600, #dc2626)', dash: '8 3 2 3', marker: 'triangle' },
] as const;

const y = (score: number) => TOP + (1 - (Math.min(90, Math.max(10, score)) - 10) / 80) * (HEIGHT - TOP - BOTTOM);

function Marker({ kind, cx, cy, color }: { kind: string; cx: number; cy: number; color: string }) {
  if (kind === 'square') return <rect x={cx - 3.5} y={cy - 3.5} width={7} height={7} fill={color} />;
  if (kind === 'diamond') return <path d={`M${cx} ${cy - 5}L${cx + 5} ${cy}L${cx} ${cy + 5}L${cx - 5} ${cy}Z`} fill={color} />;
  if (kind === 'triangle') return <path d={`M${cx} ${cy - 5}L${cx + 5} ${cy + 4}L${cx - 5} ${cy + 4}Z`} fill={color} />;
  return <circle cx={cx} cy={cy} r={4} fill={color} />;
}

export function SkillProgress({ series, steps, chartLabel, texts, testId = 'skill-progress' }: {
  series: readonly ProgressSeries[];
  /** the sittings, oldest first */
  steps: readonly ProgressStep[];
  /** the chart's spoken summary */
  chartLabel: string;
  texts: { showTable: string; tableCaption: string; corner: string; target: string };
  testId?: string;
}) {
  const span = WIDTH - LEFT - RIGHT;
  const order = steps.map((s) => s.key);
  const x = (sitting: number) => {
    const i = order.indexOf(sitting);
    return order.length <= 1 ? LEFT + span / 2 : LEFT + (i / (order.length - 1)) * span;
  };
  return (
    <div className="flex flex-col gap-3" data-testid={testId}>
      <ul className="flex flex-wrap gap-4 text-sm text-muted" aria-hidden="true">
        {series.map((s, i) => (
          <li key={s.key} className="flex items-center gap-2">
            <svg width="14" height="14">
              <Marker kind={STYLES[i % 4]!.marker} cx={7} cy={7} color={STYLES[i % 4]!.stroke} />
            </svg>
            {s.label}
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={chartLabel} className="h-auto w-full max-w-3xl" data-testid={`${testId}-chart`}>
        {TICKS.map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(tick)} y2={y(tick)} stroke="currentColor" className="text-line" strokeWidth={1} />
            <text x={LEFT - 6} y={y(tick) + 4} textAnchor="end" fontSize={11} fill="currentColor" className="text-muted">
              {tick}
            </text>
          </g>
        ))}
        {series.map((s, i) => {
          const style = STYLES[i % 4]!;
          return (
            <g key={s.key} data-series={s.key}>
              {s.target != null && <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(s.target)} y2={y(s.target)} stroke={style.stroke} strokeOpacity={0.35} strokeWidth={1} strokeDasharray="1 4" />}
              {s.points.length > 1 && (
                <polyline points={s.points.map((p) => `${x(p.sitting)},${y(p.score)}`).join(' ')} fill="none" stroke={style.stroke} strokeWidth={2} strokeDasharray={style.dash} />
              )}
              {s.points.map((p) => (
                <Marker key={p.sitting} kind={style.marker} cx={x(p.sitting)} cy={y(p.score)} color={style.stroke} />
              ))}
            </g>
          );
        })}
      </svg>
      <ChartDataTable
        summary={texts.showTable}
        caption={texts.tableCaption}
        corner={texts.corner}
        columns={series.map((s) => ({ key: s.key, header: s.target != null ? `${s.label} (${texts.target} ${s.target})` : s.label }))}
        rows={steps.map((st) => ({ key: st.key, header: st.label, cells: series.map((s) => s.points.find((p) => p.sitting === st.key)?.score ?? '–') }))}
        testId={`${testId}-table`}
      />
    </div>
  );
}
